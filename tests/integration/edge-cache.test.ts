import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../support/admin-client";
import { getHtml } from "../support/html";
import { startWorker, type RunningWorker } from "../support/worker";

let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker({ cache: true });
});
afterAll(async () => {
  await w?.dispose();
});

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("edge cache of public HTML (Cache API in workerd)", () => {
  it("serves the second visit from the cache, with this response's own CSP nonce in the page", async () => {
    const first = await w.fetch("/guia-completo");
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    expect(first.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    await first.text();
    const second = await w.fetch("/guia-completo");
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    const scripts = (await getHtml(second))
      .querySelectorAll("script")
      .filter((s) => !s.getAttribute("type")?.includes("ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.getAttribute("nonce")).toBe(nonce);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const res = await w.fetch("/duvidas-frequentes");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    await res.text();
    const again = await w.fetch("/duvidas-frequentes", { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("never caches 404s, nor anything for a signed-in admin, nor the admin area", async () => {
    await (await w.fetch("/nao-existe")).text();
    expect((await w.fetch("/nao-existe")).headers.get("x-edge-cache")).toBeNull();
    const cookie = await signInCookie(w);
    const admin = await w.fetch("/", { headers: { Cookie: cookie } });
    expect(admin.headers.get("x-edge-cache")).toBeNull();
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
    for (const path of ["/admin/login", "/Admin/Login", "/ADMIN/painel"]) {
      const res = await w.fetch(path);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(res.headers.get("x-robots-tag"), path).toContain("noindex");
      expect(res.headers.get("x-edge-cache"), path).toBeNull();
    }
  });

  it("shows an admin's new page to visitors at once in this data centre, and a visitor's POST purges nothing", async () => {
    const before = await w.fetch("/");
    await before.text();
    expect((await w.fetch("/")).headers.get("x-edge-cache")).toBe("HIT");

    // A POST by anyone (here: logout without a session) must not purge the cache.
    await postForm(w, "/admin/logout", {});
    expect((await w.fetch("/")).headers.get("x-edge-cache")).toBe("HIT");

    const cookie = await signInCookie(w);
    const created = await postForm(
      w,
      "/admin/painel",
      {
        intent: "create",
        title: "Página recém-criada",
        slug: "pagina-recem-criada",
        description: "Nova.",
        content: "<p>Nova.</p>",
      },
      { Cookie: cookie },
    );
    expect(created.status).toBe(302);
    const after = await w.fetch("/");
    expect(after.headers.get("x-edge-cache")).toBe("MISS");
    expect(await after.text()).toContain("/links-uteis/pagina-recem-criada");
    const sitemap = await (await w.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain("/links-uteis/pagina-recem-criada");
  });

  it("serves hashed assets as immutable", async () => {
    const html = await (await w.fetch("/termos")).text();
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(css).toBeTruthy();
    const res = await w.fetch(css!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
