// "Dados da empresa" against the built Worker in workerd with real local KV, D1 and Cache API:
// the placeholder phone keeps every public page noindex; a save is validated field by field, and
// once saved every page, contact link and JSON-LD shows the new identity at once, including pages
// the edge cache already held. (That every page of a launched site reads the identity is
// tests/site/identity.test.ts.) The tests share one Worker and each starts from the built-in
// identity in KV and the Cache API (resetIdentity), so they pass in any order (vitest
// --sequence.shuffle). An isolate keeps its own copy of a saved identity for a minute, which no
// reset reaches: the tests that need a visitor to see the built-in identity before they act run
// on a Worker of their own (isolateWorker).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultIdentity } from "@content/business";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { liveSessionCookie, postForm } from "../../harness/admin-client";
import { getHtml, text } from "../../harness/html";
import { resetIdentity } from "../../harness/reset";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { SAVED_IDENTITY_FORM } from "../support/identity-form";

let w: RunningWorker;
let cookie: string;
beforeAll(async () => {
  w = await startWorker();
  cookie = await liveSessionCookie(w, Date.now());
});
afterAll(async () => {
  await w?.dispose();
});
beforeEach(async () => {
  await resetIdentity(w);
});

// (Kit pages are noindex in every state: not here.)
const PAGES = [
  "/",
  "/cidades/santo-andre",
  "/local/tatuape",
  "/conserto-de-portao-automatico-guarulhos",
  "/duvidas-frequentes",
  "/garantia",
];

const VALID: Record<string, string> = {
  ...SAVED_IDENTITY_FORM,
  video: "https://youtu.be/dQw4w9WgXcQ",
  "t0.name": "Ana S.",
  "t0.location": "Tatuapé, São Paulo",
  "t0.city": "São Paulo",
  "t0.text": "Instalaram o motor deslizante numa manhã e explicaram como destravar sem energia.",
  "t0.source": "Google",
  "t0.givenOn": "2026-03",
};

const save = (fields: Record<string, string>) => postForm(w, "/admin/empresa", fields, { Cookie: cookie });

/** Runs `fn` with `w` and `cookie` on a Worker whose isolate never saw a saved identity. */
async function isolateWorker(fn: () => Promise<void>): Promise<void> {
  const [shared, sharedCookie] = [w, cookie];
  w = await startWorker();
  try {
    cookie = await liveSessionCookie(w, Date.now());
    await fn();
  } finally {
    await w.dispose();
    [w, cookie] = [shared, sharedCookie];
  }
}

const jsonLd = (doc: Awaited<ReturnType<typeof getHtml>>) =>
  doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent) as unknown);

describe("Dados da empresa", () => {
  it("while the phone is the placeholder, every public page is noindex and the panel says so", async () => {
    await isolateWorker(async () => {
      for (const path of [...PAGES, "/sitemap.xml"]) {
        const res = await w.fetch(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get("x-robots-tag"), path).toContain("noindex");
        await res.arrayBuffer();
      }
      const panel = text(await getHtml(await w.fetch("/admin/painel", { headers: { Cookie: cookie } })));
      expect(panel).toContain("Antes do lançamento: faltam 7");
      expect(panel).toContain("nenhuma página aparece no Google");
    });
  });

  it("needs a signed-in admin to read or save", async () => {
    expect((await w.fetch("/admin/empresa")).status).toBe(302);
    const res = await postForm(w, "/admin/empresa", VALID);
    expect([302, 303, 401, 403]).toContain(res.status);
    await res.arrayBuffer();
    expect(await (await w.kv()).get(IDENTITY_KEY)).toBeNull();
  });

  it("refuses bad input with a 400 naming each field, and saves nothing", async () => {
    const res = await save({
      ...VALID,
      phone: "9999",
      cnpj: "11.222.333/0001-82",
      cep: "0308",
      instagram: "http://example.com/x",
      "t0.source": "",
      "t1.name": "",
    });
    expect(res.status).toBe(400);
    const page = text(await getHtml(res));
    expect(page).toContain("Nada foi salvo");
    expect(page).toContain("Telefone: informe DDD e número");
    expect(page).toContain("CNPJ: confira os 14 números");
    expect(page).toContain("CEP: informe os 8 números");
    expect(page).toContain("Instagram: cole o link copiado de lá, como https://www.instagram.com/suaempresa.");
    expect(page).toContain("Depoimento 1: diga onde ele foi dado");
    expect(await (await w.kv()).get(IDENTITY_KEY)).toBeNull();
  });

  it("a save reaches every page, contact link and JSON-LD at once, cached pages included", async () => {
    await isolateWorker(async () => {
      // The edge cache holds these pages, rendered with the placeholder, before the save.
      for (const path of PAGES) {
        await (await w.fetch(path)).arrayBuffer();
        const again = await w.fetch(path);
        expect(again.headers.get("x-edge-cache"), path).toBe("HIT");
        await again.arrayBuffer();
      }
      const res = await save(VALID);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/admin/empresa");

      let businessLd = 0;
      for (const path of PAGES) {
        const res = await w.fetch(path);
        expect(res.headers.get("x-robots-tag"), path).toBeNull();
        const doc = await getHtml(res);
        const body = doc.toString();
        expect(body, path).not.toContain("99999-9999");
        expect(body, path).not.toContain("5511999999999");
        expect(text(doc), path).toContain("(11) 3456-7890");
        expect(text(doc), path).toContain("Silva Automação de Portões Ltda. – CNPJ 11.222.333/0001-81");
        expect(text(doc), path).toContain("Rua Tuiuti, 1200 – Tatuapé, São Paulo – SP, CEP 03081-000");
        expect(text(doc), path).toContain("Segunda a sexta, das 7h30 às 17h");
        const tel = doc.querySelector('a[href^="tel:"]')?.getAttribute("href");
        expect(tel, path).toBe("tel:+551134567890");
        const business = jsonLd(doc).find((d) => (d as { "@type"?: string })["@type"] === "LocalBusiness") as
          | Record<string, unknown>
          | undefined;
        if (business) {
          businessLd++;
          expect(business.telephone).toBe("+551134567890");
          expect(business.taxID).toBe("11222333000181");
          expect(business.address).toMatchObject({ streetAddress: "Rua Tuiuti, 1200", postalCode: "03081-000" });
          expect(business.sameAs).toEqual([
            "https://g.page/motores-ppa",
            "https://maps.app.goo.gl/abc123",
            "https://www.instagram.com/motoresppa",
          ]);
          expect(business.openingHoursSpecification).toContainEqual(
            expect.objectContaining({ opens: "07:30", closes: "17:00" }),
          );
        }
      }
      expect(businessLd).toBeGreaterThanOrEqual(3);
      // The chat button goes to the new WhatsApp number with the new message.
      const chat = await w.fetch("/contato/whatsapp?de=/", { headers: { "User-Agent": "Mozilla/5.0 Chrome/126" } });
      const location = new URL(chat.headers.get("location")!);
      expect(location.pathname).toBe("/5511987654321");
      expect(location.searchParams.get("text")).toContain("Olá! Quero um orçamento de motor de portão.");
    });
  });

  it("shows the real testimonial with where and when it was given, and no samples once they are dropped", async () => {
    expect((await save(VALID)).status).toBe(302);
    const home = text(await getHtml(await w.fetch("/")));
    expect(home).toContain("Instalaram o motor deslizante numa manhã");
    expect(home).toContain("Depoimento dado via Google, em março de 2026.");
    expect(home).not.toContain("Exemplo ilustrativo");
    const doc = await getHtml(await w.fetch("/"));
    expect(doc.querySelector("[data-video-preview]")?.getAttribute("data-video-id")).toBe("dQw4w9WgXcQ");
    const stored = JSON.parse((await (await w.kv()).get(IDENTITY_KEY))!) as { testimonials: unknown[] };
    expect(stored.testimonials).toHaveLength(1);
  });

  it("the form shows what was saved, and the checklist what is left", async () => {
    expect((await save(VALID)).status).toBe(302);
    const doc = await getHtml(await w.fetch("/admin/empresa", { headers: { Cookie: cookie } }));
    expect(doc.querySelector('input[name="phone"]')?.getAttribute("value")).toBe("(11) 3456-7890");
    expect(doc.querySelector('input[name="cnpj"]')?.getAttribute("value")).toBe("11.222.333/0001-81");
    expect(doc.querySelector('input[name="t0.name"]')?.getAttribute("value")).toBe("Ana S.");
    // Left: the claims ("Ofertas e garantias"), until the seller confirms them.
    expect(text(doc)).toContain("Antes do lançamento: falta 1");
    expect((await postForm(w, "/admin/ofertas", { foundedYear: "2005" }, { Cookie: cookie })).status).toBe(302);
    const after = await getHtml(await w.fetch("/admin/empresa", { headers: { Cookie: cookie } }));
    expect(text(after)).toContain("Pronto para o lançamento");
    const panel = text(await getHtml(await w.fetch("/admin/painel", { headers: { Cookie: cookie } })));
    expect(panel).not.toContain("Antes do lançamento");
  });

  it("takes what people type: a review link without https://, instalments written '10x'", async () => {
    expect((await save({ ...VALID, googleReviewUrl: "g.page/r/CabcdefGhij123/review" })).status).toBe(302);
    expect((await postForm(w, "/admin/ofertas", { instalments: "10x" }, { Cookie: cookie })).status).toBe(302);
    const stored = JSON.parse((await (await w.kv()).get(IDENTITY_KEY))!) as {
      googleReviewUrl: string;
      claims: { instalments: number | null };
    };
    expect(stored.googleReviewUrl).toBe("https://g.page/r/CabcdefGhij123/review");
    expect(stored.claims.instalments).toBe(10);
    // A year past this one is refused with the year as a year.
    const refused = await postForm(w, "/admin/ofertas", { foundedYear: "2999" }, { Cookie: cookie });
    expect(refused.status).toBe(400);
    const message = text(await getHtml(refused));
    expect(message).toContain(`e ${new Date().getUTCFullYear()}`);
    expect(message).not.toMatch(/\d\.\d{3}, ou deixe/);
  });

  it("a stored record that no longer parses falls back to the defaults instead of failing pages", async () => {
    await isolateWorker(async () => {
      // Nothing cached, only the malformed record in KV.
      await (await w.kv()).put(IDENTITY_KEY, JSON.stringify({ name: 42 }));
      const res = await w.fetch("/cidades/osasco");
      expect(res.status).toBe(200);
      expect(text(await getHtml(res))).toContain(defaultIdentity.name);
    });
  });
});
