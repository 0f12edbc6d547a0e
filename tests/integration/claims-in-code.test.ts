// No claim in code without a field: on a launched site whose seller renamed the company and left
// every offer in "Ofertas e garantias" empty, no built-in public page states a promise he never
// made (install times, same-day service, arrival speed, daily rounds, opening speed, emergency
// service, instalments, the Manutenção Express, an extended warranty), in its text, title, meta
// description or JSON-LD; and a title that names the company names his, never a fixed one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultClaims } from "@content/claims";
import { allPublicLinks } from "~/lib/seo/public-routes";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
const NAME = "Portões Silva & Filhos";

beforeAll(async () => {
  w = await startWorker({ launched: true });
  await (await w.kv()).put(
    IDENTITY_KEY,
    JSON.stringify({
      ...LAUNCH_IDENTITY,
      name: NAME,
      claims: { ...defaultClaims, confirmedAt: "2026-11-26T00:00:00.000Z" },
      updatedAt: "2026-11-26T00:00:00.000Z",
    }),
  );
});
afterAll(async () => {
  await w?.dispose();
});

/** Promises with no field, or whose field the seller left empty. */
const FORBIDDEN: [string, RegExp][] = [
  ["2 a 4 horas", /\b2 a 4 horas\b/i],
  ["no mesmo dia", /\bno mesmo dia\b/i],
  ["chegam rápido", /\bchegam rápido\b/i],
  ["rodam por … todos os dias", /\brodam por\b[^.]*\btodos os dias\b/i],
  ["abre em 4 segundos", /\b(abre|aberto|abertura) em 4 segundos\b/i],
  ["atendimento emergencial", /\batendimento emergencial\b/i],
  ["pagamento parcelado", /\bpagamento parcelado\b|\bparcelamos\b|\bem até \d+x\b/i],
  ["Manutenção Express", /\bManutenção Express\b/i],
  ["garantia estendida", /\bgarantia estendida\b/i],
];

const visible = (html: string) =>
  html
    .replace(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi, " $1 ")
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<meta\b[^>]*content="([^"]*)"[^>]*>/gi, " $1 ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("claims written into the code", () => {
  it("no built-in page states a claim the seller left empty, and titles name his company, never a fixed one", async () => {
    const paths = allPublicLinks([]).map((l) => l.path);
    expect(paths.length).toBeGreaterThan(100);
    const found: string[] = [];
    const titles: string[] = [];
    let named = 0;
    for (const path of paths) {
      const res = await w.fetch(path);
      if (res.status !== 200) {
        await res.arrayBuffer();
        continue;
      }
      const html = await res.text();
      const text = visible(html);
      for (const [label, pattern] of FORBIDDEN) {
        const m = pattern.exec(text);
        if (m) found.push(`${path}: “${label}” in “…${text.slice(Math.max(0, m.index - 60), m.index + 60)}…”`);
      }
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? "";
      // "Motores PPA" in a title may be the product (PPA's motors); the company is never written in.
      if (title.endsWith(`| ${NAME}`)) named++;
      const fixedName = /\|\s*Motores PPA( SP)?\s*$/.test(title);
      const placePage = /^\/(local|cidades)\//.test(path);
      if (fixedName || (placePage && /Motores PPA\s*(SP)?$/.test(title))) titles.push(`${path}: ${title}`);
    }
    for (const f of [...found, ...titles]) console.log(f);
    console.log(
      `claims in code: ${paths.length} pages, ${found.length} unbacked claims, ${titles.length} titles without the name`,
    );
    expect(found.slice(0, 30)).toEqual([]);
    expect(titles.slice(0, 30)).toEqual([]);
    // The place titles written with "| Motores PPA" now end with his name.
    expect(named).toBeGreaterThan(20);
  }, 300_000);
});
