import { ownText } from "../../harness/own-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { getHtml } from "../../harness/html";
import { startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
beforeAll(async () => {
  w = await startWorker({ cache: true });
});
afterAll(async () => {
  await w?.dispose();
});

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

describe("edge cache of public HTML (Cache API in workerd)", () => {
  it("serves the second visit from the cache, as stored: no inline script, so no nonce to rewrite", async () => {
    const first = await w.fetch("/guia-completo");
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    // Kept no longer than the page listing it shows stays fresh (5 minutes from when it was read).
    const control = /^public, max-age=60, s-maxage=(\d+)$/.exec(first.headers.get("cache-control") ?? "");
    expect(control).not.toBeNull();
    expect(Number(control![1])).toBeGreaterThan(240);
    expect(Number(control![1])).toBeLessThanOrEqual(300);
    await first.text();
    const second = await w.fetch("/guia-completo");
    expect(second.headers.get("x-edge-cache")).toBe("HIT");
    expect(second.headers.get("x-needs-nonce")).toBeNull();
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    const body = await second.text();
    // No nonce from another response is ever served; the page's only script is same-origin,
    // which the CSP's script-src 'self' allows.
    expect(body).not.toContain("nonce=");
    const scripts = (await getHtml(new Response(body)))
      .querySelectorAll("script")
      .filter((s) => !s.getAttribute("type")?.includes("ld+json"));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.getAttribute("src")).toMatch(/^\/assets\//);
    expect(second.headers.get("content-security-policy")).toContain("script-src 'self'");
    // Byte for byte the same on the next hit.
    expect(await (await w.fetch("/guia-completo")).text()).toBe(body);
  });

  it("any cookie spelling Remix accepts as the admin session bypasses the cache", async () => {
    const [name, value] = (await signInCookie(w)).split("=") as [string, string];
    for (const cookie of [`${name} =${value}`, ` ${name}= ${value}`, `a=1;${name}=${value}`]) {
      const res = await w.fetch("/privacidade", { headers: { Cookie: cookie } });
      expect(res.headers.get("x-edge-cache"), cookie).toBeNull();
      expect(res.headers.get("cache-control"), cookie).toBe("private, no-store");
      await res.text();
    }
  });

  it("a session cookie that is no valid session (forged, tampered, signed out) is served from the cache (issue 34, point 5)", async () => {
    const warm = await w.fetch("/termos");
    await warm.text();
    const valid = await signInCookie(w);
    const [name, value] = valid.split("=") as [string, string];
    const signedOut = await signInCookie(w);
    const logout = await w.fetch("/admin/logout", { method: "POST", headers: { Origin: w.url, Cookie: signedOut } });
    await logout.arrayBuffer();
    for (const cookie of [`${name}=qualquer-coisa`, `${name}=${value.slice(0, -4)}AAAA`, `${name}=`, signedOut]) {
      const res = await w.fetch("/termos", { headers: { Cookie: cookie } });
      expect(res.headers.get("x-edge-cache"), cookie).toBe("HIT");
      await res.text();
    }
    const admin = await w.fetch("/termos", { headers: { Cookie: valid } });
    expect(admin.headers.get("x-edge-cache")).toBeNull();
    expect(admin.headers.get("cache-control")).toBe("private, no-store");
    await admin.text();
  });

  it("a HEAD of a public page is answered from the cache, headers only", async () => {
    await (await w.fetch("/garantia")).text();
    const res = await w.fetch("/garantia", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-edge-cache")).toBe("HIT");
    expect(res.headers.get("content-type")).toContain("text/html");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("keeps one entry for every variant of a URL, and after a purge no variant serves the old page", async () => {
    const cookie = await signInCookie(w);
    const slug = "variantes-de-url";
    const form = { intent: "create", title: "Variantes", slug, description: "V.", content: "<p>V.</p>" };
    expect((await postForm(w, "/admin/painel", form, { Cookie: cookie })).status).toBe(302);
    const tracked = [
      `/links-uteis/${slug}`,
      `/links-uteis/${slug}?utm_source=x&utm_medium=y`,
      `/links-uteis/${slug}?gclid=1&fbclid=2`,
      // Parameters the page does not read are not part of the key: nobody skips the cache with them.
      `/links-uteis/${slug}?bust=1`,
      `/links-uteis/${slug}?foo=1&bust=2`,
    ];
    // Other spellings of the path are the app's to answer (never from the cache).
    const spelled = [`/links-uteis/${slug}/`, `/Links-Uteis/${slug.toUpperCase()}`];
    const variants = [...tracked, ...spelled];
    const first = await w.fetch(tracked[0]!);
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    await first.text();
    for (const v of tracked.slice(1)) {
      const res = await w.fetch(v);
      expect(res.headers.get("x-edge-cache"), v).toBe("HIT");
      await res.text();
    }
    for (const v of spelled) {
      const res = await w.fetch(v);
      expect(res.headers.get("x-edge-cache"), v).toBeNull();
      await res.text();
    }
    expect((await postForm(w, "/admin/painel", { intent: "excluir", slug }, { Cookie: cookie })).status).toBeLessThan(
      400,
    );
    for (const v of variants) {
      const res = await w.fetch(v);
      // 404, or the app's 301 to the lower-case URL; never the deleted page from the cache.
      expect([301, 404], v).toContain(res.status);
      expect(res.headers.get("x-edge-cache"), v).toBeNull();
      await res.text();
    }
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
        content: `<p>Nova.</p><p>${ownText("recemcriada")}</p>`,
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

  it("static assets carry security headers, and no page needs style-src 'unsafe-inline'", async () => {
    // Static files answer without the Worker (public/_headers): the same policies as a page.
    const page = await w.fetch("/");
    await page.arrayBuffer();
    const SAME_AS_PAGES = ["permissions-policy", "cross-origin-opener-policy", "cross-origin-resource-policy"];
    for (const name of SAME_AS_PAGES) expect(page.headers.get(name), name).toBeTruthy();
    for (const path of ["/favicon.svg", "/images/og-kit-ppa.png"]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      for (const name of SAME_AS_PAGES) expect(res.headers.get(name), `${path} ${name}`).toBe(page.headers.get(name));
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("content-security-policy"), path).toContain("default-src 'none'");
      await res.arrayBuffer();
    }
    const cookie = await signInCookie(w);
    for (const path of [
      "/",
      "/admin/painel",
      "/admin/local-generator",
      "/admin/batch-creator",
      "/admin/technical-generator",
    ]) {
      const res = await w.fetch(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("style-src 'self'");
      expect(csp, path).not.toContain("unsafe-inline");
      const body = await res.text();
      expect(body, path).not.toMatch(/<[^>]+\sstyle=/);
      expect(body, path).not.toContain("<style");
    }
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

describe("edge-cache keys from the parameters each page reads", () => {
  it("the home keeps its pagination and city search apart, and drops anything else", async () => {
    const plain = await w.fetch("/?bairros=2");
    await plain.text();
    const again = await w.fetch("/?bust=9&bairros=2&x=1");
    expect(again.headers.get("x-edge-cache")).toBe("HIT");
    expect(await again.text()).toContain("bairros=3");
    const other = await w.fetch("/?bairros=3");
    expect(other.headers.get("x-edge-cache")).toBe("MISS");
    await other.text();
  });
});
