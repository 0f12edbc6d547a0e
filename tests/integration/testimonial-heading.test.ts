// A testimonial signed in one place never stands under a heading naming another: "Clientes em
// Guarulhos" holds only testimonials given in Guarulhos; with one given elsewhere the heading is
// a general one.
import { afterAll, describe, expect, it } from "vitest";
import type { Testimonial } from "@content/types";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { getHtml, text } from "../../harness/html";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { type RunningWorker, startWorker } from "../../harness/worker";

const PAGE = "/conserto-de-portao-automatico-guarulhos";
const said = (name: string, location: string, city: string | null): Testimonial => ({
  name,
  location,
  city,
  text: `${name} conta que o motor novo ficou silencioso e o portão fecha sozinho sem tranco.`,
  source: "WhatsApp",
  givenOn: "2026-10",
  sample: false,
});

const workers: RunningWorker[] = [];
afterAll(async () => {
  await Promise.all(workers.map((w) => w.dispose()));
});

async function headingWith(testimonials: Testimonial[]): Promise<string[]> {
  const w = await startWorker({ launched: true });
  workers.push(w);
  await (await w.kv()).put(IDENTITY_KEY, JSON.stringify({ ...LAUNCH_IDENTITY, testimonials }));
  const doc = await getHtml(await w.fetch(PAGE));
  return doc.querySelectorAll("h2").map((h) => text(h));
}

describe("the testimonials' heading on a city's page", () => {
  it("is general when one shown was signed in another place", async () => {
    const headings = await headingWith([
      said("Ana", "Centro, Guarulhos", "Guarulhos"),
      said("Rui", "Tatuapé, São Paulo", null),
    ]);
    expect(headings).not.toContain("Clientes em Guarulhos");
    expect(headings).toContain("O que dizem nossos clientes");
  });

  it("names the city when every one shown was given there", async () => {
    const headings = await headingWith([said("Ana", "Centro, Guarulhos", "Guarulhos")]);
    expect(headings).toContain("Clientes em Guarulhos");
  });
});
