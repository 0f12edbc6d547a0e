import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { business } from "@content/business";
import { freeShippingCities } from "@content/locations";
import type { HTMLElement } from "node-html-parser";
import { getHtml, text } from "../../harness/html";
import { seedPages } from "../../harness/pages";
import { BROKEN_KV, startWorker, type RunningWorker } from "../../harness/worker";

/** The server renders every city and marks the ones that do not match the query `hidden`. */
function shownCities(doc: HTMLElement) {
  return doc.querySelectorAll("[data-city-list] li").filter((li) => !li.hasAttribute("hidden"));
}

describe("the built Worker in workerd", () => {
  let w: RunningWorker;
  beforeAll(async () => {
    w = await startWorker();
  });
  afterAll(async () => {
    await w?.dispose();
  });

  it("serves / with the title, tagline, 27 cities and the contact link", async () => {
    const res = await w.fetch("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const doc = await getHtml(res);
    expect(doc.querySelector("html")?.getAttribute("lang")).toBe("pt-BR");
    expect(text(doc.querySelector("header"))).toContain(business.siteTitle);
    expect(text(doc.querySelector("header"))).toContain(business.tagline);
    const cities = shownCities(doc).map((li) => text(li).replace("✓", "").trim());
    expect(cities).toEqual(freeShippingCities);
    expect(cities).toHaveLength(27);
    const floating = doc.querySelector('a[data-contact="floating"]');
    // Through the click endpoint (default message, this page), which redirects to wa.me.
    expect(floating?.getAttribute("href")).toBe("/contato/whatsapp?de=%2F");
    expect(floating?.getAttribute("target")).toBe("_blank");
    expect(floating?.getAttribute("rel")).toBe("nofollow noopener noreferrer");
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    // No published page yet: no empty "Artigos e guias" block.
    expect(doc.querySelector("#paginas-geradas")).toBeNull();
  });

  it("filters the free-shipping cities from a GET query, without JavaScript", async () => {
    const doc = await getHtml(await w.fetch("/?cidade=santo"));
    expect(shownCities(doc).map((li) => text(li).replace("✓", "").trim())).toEqual(["Santo André"]);
    const none = await getHtml(await w.fetch("/?cidade=Campinas"));
    expect(none.querySelector("[data-empty-cities]")?.hasAttribute("hidden")).toBe(false);
    expect(doc.querySelector("[data-empty-cities]")?.hasAttribute("hidden")).toBe(true);
    expect(text(none.querySelector("[data-empty-cities]"))).toBe(
      "Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.",
    );
  });

  it("pages the neighbourhood list 20 at a time with crawlable links", async () => {
    const first = await getHtml(await w.fetch("/"));
    expect(first.querySelectorAll("[data-neighbourhood-list] li")).toHaveLength(20);
    const pager = first.querySelector('nav[aria-label="Páginas de bairros"]');
    const numbers = pager?.querySelectorAll("a").filter((a) => /^\d+$/.test(text(a))) ?? [];
    expect(numbers.length).toBeGreaterThan(1);
    expect(numbers.length).toBeLessThanOrEqual(5);
    const second = await getHtml(await w.fetch("/?bairros=2"));
    const a = first.querySelectorAll("[data-neighbourhood-list] a").map((x) => x.getAttribute("href"));
    const b = second.querySelectorAll("[data-neighbourhood-list] a").map((x) => x.getAttribute("href"));
    expect(b).toHaveLength(20);
    expect(b.some((href) => a.includes(href))).toBe(false);
  });

  it("answers unknown URLs with a Portuguese 404 page", async () => {
    for (const path of [
      "/pagina-que-nao-existe",
      "/a/b/c",
      "/not-found",
      "/cidades/cidade-inexistente",
      "/local/bairro-inexistente",
    ]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(404);
      const doc = await getHtml(res);
      expect(text(doc.querySelector("h1"))).toBe("Ops! Página não encontrada");
      expect(doc.querySelector('a[href="/"]')).not.toBeNull();
    }
  });

  it("serves robots.txt that disallows /admin and names the sitemap", async () => {
    const res = await w.fetch("/robots.txt");
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("Disallow: /admin");
    expect(body).toContain("Sitemap: https://motoresppa.com.br/sitemap.xml");
  });

  it("sets the security headers on pages", async () => {
    const res = await w.fetch("/");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // Every executable inline script carries this response's nonce, or the browser blocks it;
    // external ones are this site's (script-src 'self'). An edge-cache hit carries no old nonce.
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const doc = await getHtml(res);
    const executable = doc.querySelectorAll("script").filter((s) => !s.getAttribute("type")?.includes("ld+json"));
    expect(executable.length).toBeGreaterThan(0);
    for (const script of executable) {
      if (script.getAttribute("src")) expect(script.getAttribute("src")).toMatch(/^\/(?!\/)/);
      else expect(script.getAttribute("nonce")).toBe(nonce);
      if (script.hasAttribute("nonce")) expect(script.getAttribute("nonce")).toBe(nonce);
    }

    // The admin area is ready by Remix: its inline scripts carry the nonce too.
    const admin = await w.fetch("/admin/login");
    const adminNonce = /'nonce-([^']+)'/.exec(admin.headers.get("content-security-policy") ?? "")?.[1];
    const adminScripts = (await getHtml(admin))
      .querySelectorAll("script")
      .filter((s) => !s.getAttribute("type")?.includes("ld+json"));
    expect(adminScripts.filter((s) => !s.getAttribute("src")).length).toBeGreaterThan(0);
    for (const script of adminScripts) expect(script.getAttribute("nonce")).toBe(adminNonce);
  });

  it("serves every image the home page and its Open Graph tags point to", async () => {
    const doc = await getHtml(await w.fetch("/"));
    const og = doc.querySelector('meta[property="og:image"]')?.getAttribute("content");
    expect(og).toMatch(/^https:\/\/motoresppa\.com\.br\//);
    const paths = new Set([new URL(og!).pathname, ...doc.querySelectorAll("img").map((i) => i.getAttribute("src")!)]);
    for (const path of paths) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toMatch(/^image\//);
    }
    for (const img of doc.querySelectorAll("img")) {
      expect(img.getAttribute("width"), img.getAttribute("src")!).toBeTruthy();
      expect(img.getAttribute("height"), img.getAttribute("src")!).toBeTruthy();
    }
  });

  // This Worker's KV holds no generated page (nothing here writes one).
  it("hides 'Links Úteis' and 'Guias Técnicos' when there are no generated pages", async () => {
    const doc = await getHtml(await w.fetch("/"));
    const summaries = doc.querySelectorAll("summary").map((s) => text(s));
    expect(summaries).not.toContain("Links Úteis");
    expect(summaries).not.toContain("Guias Técnicos");
  });

  it("answers /healthz", async () => {
    const res = await w.fetch("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });
});

describe("generated pages from the KV store", () => {
  it("appear on / 12 per page and in the 'Links Úteis' menu, and survive a restart", async () => {
    const first = await startWorker();
    const kv = await first.kv();
    // Measured by the uniqueness gate (with D1): only pages Google may index are listed.
    const seeded = await seedPages(kv, 14, undefined, await first.db());
    await first.dispose({ keepState: true });

    // A new workerd process over the same persisted state: nothing is in memory any more.
    const w = await startWorker({ persistDir: first.persistDir });
    try {
      const doc = await getHtml(await w.fetch("/"));
      const cards = doc.querySelectorAll("[data-generated-list] li");
      expect(cards).toHaveLength(12);
      // Newest first.
      expect(text(cards[0]!.querySelector("a"))).toBe(seeded[13]!.title);
      const menu = doc.querySelectorAll("details").find((d) => text(d.querySelector("summary")) === "Links Úteis");
      expect(menu).toBeTruthy();
      const menuLinks = menu!.querySelectorAll("a").map((a) => a.getAttribute("href"));
      for (const page of seeded) expect(menuLinks).toContain(`/links-uteis/${page.slug}`);

      const page2 = await getHtml(await w.fetch("/?paginas=2"));
      expect(page2.querySelectorAll("[data-generated-list] li")).toHaveLength(2);
    } finally {
      await w.dispose();
    }
  });

  it("still renders / with status 200 when the KV binding throws", async () => {
    const w = await startWorker({ pagesWrapper: BROKEN_KV });
    try {
      const res = await w.fetch("/");
      expect(res.status).toBe(200);
      const doc = await getHtml(res);
      // No published page yet: no empty "Artigos e guias" block.
      expect(doc.querySelector("#paginas-geradas")).toBeNull();
      expect(shownCities(doc)).toHaveLength(27);
      // No listing anywhere: a sitemap without the generated pages would de-list them.
      const sitemap = await w.fetch("/sitemap.xml");
      expect(sitemap.status).toBe(503);
      expect(sitemap.headers.get("retry-after")).toBe("300");
    } finally {
      await w.dispose();
    }
  });
});
