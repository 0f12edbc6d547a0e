// Crawls the whole public site as a search engine would: from / and every sitemap URL, following
// only links that appear in pages. Each check collects every offender and fails with the list.
// The site is the launched one of tests/site/global-setup.ts (seller's identity, 50 batch pages,
// 50 AI pages), crawled once for every file here.
import { isIndexable } from "~/lib/pages/page-record";
import { beforeAll, describe, expect, it } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { contentUpdated } from "@content/updated";
import { legalPages } from "@content/legal";
import { triflexArticle } from "@content/blog-triflex";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { getHtml, text } from "../../harness/html";
import { pathOnly, reachableFrom, SITE_ORIGIN, type CrawlResult, type CrawledPage } from "../../harness/crawl";
import { launchedSite, type Site } from "./site";

let site: Site;
let sitemap: Site["sitemap"];
let result: CrawlResult;

/** One line per offender, so a failure reads as a list. */
function report(title: string, offenders: string[]): string {
  return offenders.length === 0 ? "" : `${title} (${offenders.length}):\n  ${offenders.slice(0, 200).join("\n  ")}`;
}

function expectNone(title: string, offenders: string[]) {
  expect(offenders, report(title, offenders)).toEqual([]);
}

const robotsOf = (doc: HTMLElement) => doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
const isNoindex = (doc: HTMLElement) => /noindex/i.test(robotsOf(doc));
/** noindex by the robots meta tag or by the X-Robots-Tag header. */
const pageNoindex = (p: CrawledPage) =>
  (p.html !== null && isNoindex(p.html)) || /noindex/i.test(p.headers.get("x-robots-tag") ?? "");
/** Path prefixes robots.txt disallows: search engines never fetch these. */
let disallowed: string[] = [];
const isDisallowed = (path: string) => disallowed.some((prefix) => path.startsWith(prefix));
const canonicalOf = (doc: HTMLElement) => doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null;
const descriptionOf = (doc: HTMLElement) =>
  doc.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "";
const titleOf = (doc: HTMLElement) => text(doc.querySelector("title"));
const referrers = (p: CrawledPage) => (p.from.length ? ` (linked from ${p.from.join(", ")})` : " (start URL)");

/** 200 HTML pages of the crawl. */
function htmlPages(): (CrawledPage & { html: HTMLElement })[] {
  return [...result.pages.values()].filter(
    (p): p is CrawledPage & { html: HTMLElement } => p.status === 200 && p.html !== null,
  );
}

/**
 * Indexable pages that stand for themselves: not noindex, and not a page whose canonical sends
 * search engines to another URL (a query-string variant '/?bairros=2' → '/', or a kit page →
 * its place's page).
 */
function indexablePages() {
  return htmlPages().filter((p) => {
    if (pageNoindex(p)) return false;
    const canonical = canonicalOf(p.html);
    if (canonical !== null && canonical !== SITE_ORIGIN + p.path) return false;
    return true;
  });
}

beforeAll(async () => {
  site = await launchedSite();
  sitemap = site.sitemap;
  result = site.crawl;
  disallowed = [...site.robotsTxt.matchAll(/^Disallow:\s*(\S+)\s*$/gm)].map((m) => m[1]!);
  const statuses = new Map<number, number>();
  for (const p of result.pages.values()) statuses.set(p.status, (statuses.get(p.status) ?? 0) + 1);
  console.log(
    `crawl: ${result.pages.size} URLs fetched (${htmlPages().length} HTML pages with 200), ` +
      `${result.linksFollowed} internal links followed (${result.edges} distinct edges), ` +
      `${sitemap.length} sitemap URLs, statuses ${JSON.stringify(Object.fromEntries(statuses))}` +
      (result.truncated ? ", TRUNCATED at the page limit" : ""),
  );
});

describe("site crawl", () => {
  it("crawled the whole site within the page limit", () => {
    expect(result.truncated).toBe(false);
    expect(result.pages.size).toBeGreaterThan(sitemap.length);
  });

  it("follows no link or redirect to a 4xx or 5xx answer", () => {
    const broken = [...result.pages.values()]
      .filter((p) => p.status >= 400)
      .map((p) => `${p.status} ${p.path}${referrers(p)}`);
    expectNone("Broken URLs", broken);
  });

  it("redirects public URLs only to internal URLs", () => {
    const out = [...result.pages.values()]
      .filter((p) => p.status >= 300 && p.status < 400 && !isDisallowed(p.path) && !p.location?.startsWith("/"))
      .map((p) => `${p.status} ${p.path} → ${p.location ?? "(no Location)"}`);
    expectNone("Redirects leaving the site or without Location", out);
  });

  it("gives every HTML page one h1, lang pt-BR, a canonical and a description", () => {
    const problems: string[] = [];
    for (const p of htmlPages()) {
      const h1 = p.html.querySelectorAll("h1").length;
      if (h1 !== 1) problems.push(`${p.path}: ${h1} <h1>`);
      const lang = p.html.querySelector("html")?.getAttribute("lang");
      if (lang !== "pt-BR") problems.push(`${p.path}: <html lang="${lang ?? ""}">`);
      // Pages robots.txt keeps search engines away from (the admin area) need no search snippet.
      if (isDisallowed(p.path)) continue;
      if (!canonicalOf(p.html)) problems.push(`${p.path}: no link[rel=canonical]`);
      if (!descriptionOf(p.html)) problems.push(`${p.path}: no or empty meta description`);
      if (!titleOf(p.html)) problems.push(`${p.path}: no or empty <title>`);
    }
    expectNone("Pages failing the head/heading rules", problems);
  });

  it("has no duplicate title or meta description across indexable pages", () => {
    // Every sitemap URL is an indexable page, so the comparison cannot pass by finding no pages.
    expect(indexablePages().length).toBeGreaterThanOrEqual(sitemap.length);
    const problems: string[] = [];
    for (const [what, get] of [
      ["title", titleOf],
      ["description", descriptionOf],
    ] as const) {
      const byValue = new Map<string, string[]>();
      for (const p of indexablePages()) {
        const value = get(p.html);
        if (!value) continue;
        byValue.set(value, [...(byValue.get(value) ?? []), p.path]);
      }
      for (const [value, paths] of byValue) {
        if (paths.length > 1) problems.push(`${what} "${value}" on ${paths.join(", ")}`);
      }
    }
    expectNone("Duplicate titles/descriptions", problems);
  });

  it("has valid JSON-LD with an @type on every entity", () => {
    const problems: string[] = [];
    for (const p of htmlPages()) {
      for (const [i, script] of p.html.querySelectorAll('script[type="application/ld+json"]').entries()) {
        let data: unknown;
        try {
          data = JSON.parse(script.rawText);
        } catch (e) {
          problems.push(`${p.path} block ${i + 1}: invalid JSON (${(e as Error).message})`);
          continue;
        }
        const typed = (x: unknown) => {
          if (typeof x !== "object" || x === null || Array.isArray(x)) return false;
          const type = (x as Record<string, unknown>)["@type"];
          return (typeof type === "string" && type.length > 0) || (Array.isArray(type) && type.length > 0);
        };
        const items: unknown[] = Array.isArray(data)
          ? data
          : data && typeof data === "object" && Array.isArray((data as Record<string, unknown>)["@graph"])
            ? ((data as Record<string, unknown>)["@graph"] as unknown[])
            : [data];
        if (items.length === 0) problems.push(`${p.path} block ${i + 1}: empty`);
        items.forEach((item, j) => {
          if (!typed(item)) problems.push(`${p.path} block ${i + 1} item ${j + 1}: no @type`);
        });
      }
    }
    expectNone("JSON-LD problems", problems);
  });

  it("reaches every sitemap URL by links from / (no orphans)", () => {
    const reached = reachableFrom(result, "/");
    const orphans = sitemap.map((s) => s.path).filter((p) => !reached.has(p));
    expectNone("Sitemap URLs not reachable from /", orphans);
  });

  it("answers every sitemap URL with an indexable 200 page whose canonical is that URL", () => {
    const problems: string[] = [];
    for (const { path } of sitemap) {
      const p = result.pages.get(path);
      if (!p) problems.push(`${path}: not crawled`);
      else if (p.status !== 200) problems.push(`${path}: ${p.status}${p.location ? ` → ${p.location}` : ""}`);
      else if (!p.html) problems.push(`${path}: not HTML (${p.contentType})`);
      else {
        if (pageNoindex(p))
          problems.push(
            `${path}: noindex (robots "${robotsOf(p.html)}", X-Robots-Tag "${p.headers.get("x-robots-tag") ?? ""}")`,
          );
        const canonical = canonicalOf(p.html);
        if (canonical !== SITE_ORIGIN + path) problems.push(`${path}: canonical ${canonical}`);
      }
    }
    expectNone("Sitemap URLs that are not indexable pages", problems);
  });

  it("lists every crawled indexable page in the sitemap, and no /admin URL", () => {
    const inSitemap = new Set(sitemap.map((s) => s.path));
    const missing = indexablePages()
      .filter((p) => !p.path.includes("?") && !inSitemap.has(p.path))
      .map((p) => `${p.path}${referrers(p)}`);
    expectNone("Indexable pages missing from the sitemap", missing);

    expect(sitemap.filter((s) => pathOnly(s.path) === "/admin" || s.path.startsWith("/admin/"))).toEqual([]);
    const adminIndexable = htmlPages()
      .filter((p) => p.path === "/admin" || p.path.startsWith("/admin/") || p.path.startsWith("/admin?"))
      .filter((p) => !pageNoindex(p))
      .map((p) => p.path);
    expectNone("Indexable /admin pages", adminIndexable);
  });

  it("links the services page and the blog from the home page", () => {
    const home = result.pages.get("/")!;
    expect(home.links).toEqual(expect.arrayContaining(["/servicos-profissionais", "/blog/triflex-connect-ppa"]));
  });

  it("links every location page to neighbouring location pages, one anchor text per place", () => {
    const isLocation = (p: string) => /^\/(local|cidades)\/[^/?]+$/.test(p);
    const locations = htmlPages().filter((p) => isLocation(p.path));
    expect(locations.length).toBeGreaterThanOrEqual(104);
    const lonely = locations.filter((p) => !p.links.some((l) => isLocation(l) && l !== p.path)).map((p) => p.path);
    expectNone("Location pages linking no other location page", lonely);
    // One anchor text, one target: 'Centro' may not point at Osasco's and Guarulhos's pages.
    const targets = new Map<string, Set<string>>();
    for (const p of htmlPages()) {
      for (const a of p.html.querySelectorAll("a[href]")) {
        const href = a.getAttribute("href") ?? "";
        if (!isLocation(href)) continue;
        const label = text(a);
        targets.set(label, (targets.get(label) ?? new Set()).add(href));
      }
    }
    const ambiguous = [...targets].filter(([, t]) => t.size > 1).map(([l, t]) => `${l}: ${[...t].join(", ")}`);
    expectNone("Anchor texts pointing at two location pages", ambiguous);
  });

  it("points every other canonical at a sitemap page that is its own canonical", () => {
    const inSitemap = new Set(sitemap.map((s) => s.path));
    const bad = htmlPages()
      .filter((p) => !pageNoindex(p))
      .flatMap((p) => {
        const canonical = canonicalOf(p.html);
        if (canonical === null || canonical === SITE_ORIGIN + p.path) return [];
        const target = canonical.slice(SITE_ORIGIN.length);
        const page = result.pages.get(target);
        const ok =
          canonical.startsWith(SITE_ORIGIN) &&
          inSitemap.has(target) &&
          page?.status === 200 &&
          page.html !== null &&
          canonicalOf(page.html) === canonical;
        return ok ? [] : [`${p.path} → ${canonical}`];
      });
    expectNone("Canonicals to a page that is not indexable", bad);
  });

  it("gives every sitemap URL a lastmod from its content's date, never the time of the request", () => {
    const missing = sitemap.filter((s) => !s.lastmod || !/^\d{4}-\d{2}-\d{2}/.test(s.lastmod)).map((s) => s.path);
    expectNone("Sitemap URLs without a lastmod date", missing);
    const future = sitemap.filter((s) => Date.parse(s.lastmod!) > Date.now()).map((s) => `${s.path} ${s.lastmod}`);
    expectNone("Sitemap lastmod in the future", future);
    // Each date is one the content carries: content/updated.ts, a legal page's or the article's
    // date, the identity's last save, or a generated page's last save. A request's clock would be none of these.
    const contentDates = new Set<string>([
      ...Object.values(contentUpdated),
      ...Object.values(legalPages).map((p) => p.updated),
      triflexArticle.published,
      // The seller's last save of his identity or claims: every page shows them.
      LAUNCH_IDENTITY.updatedAt,
    ]);
    const saved = new Map(site.generated.map((p) => [`/links-uteis/${p.slug}`, p.updated_at]));
    const unexplained = sitemap
      .filter((s) => (saved.has(s.path) ? saved.get(s.path) !== s.lastmod : !contentDates.has(s.lastmod!)))
      .map((s) => `${s.path} ${s.lastmod}`);
    expectNone("Sitemap lastmod that is no content date", unexplained);
  });

  it("lists every indexable generated page with its last save as lastmod, and no draft or noindex page", () => {
    // The batch creator's 50 and the technical generator's 50, as their jobs reported them.
    expect(site.jobs.lote.items.filter((i) => i.success && !i.skipped)).toHaveLength(50);
    expect(site.jobs.tecnico.items.filter((i) => i.success && !i.skipped)).toHaveLength(50);
    // Indexable: published and let into the index by the uniqueness gate.
    const indexable = site.generated.filter((p) => isIndexable(p));
    expect(indexable.length).toBeGreaterThan(0);
    for (const page of indexable) {
      const entry = sitemap.find((s) => s.path === `/links-uteis/${page.slug}`);
      expect(entry, page.slug).toBeDefined();
      expect(entry!.lastmod, page.slug).toBe(page.updated_at);
    }
    const out = new Set(site.generated.filter((p) => !isIndexable(p)).map((p) => `/links-uteis/${p.slug}`));
    expect(out.size).toBeGreaterThan(0);
    expect(sitemap.filter((s) => out.has(s.path))).toEqual([]);
  });

  it("has robots.txt naming the sitemap", () => {
    const body = site.robotsTxt;
    expect(body).toMatch(/^Sitemap: https:\/\/motoresppa\.com\.br\/sitemap\.xml$/m);
    expect(body).toMatch(/^Disallow: \/admin$/m);
  });

  it("answers junk URLs with a 404 or a noindex page", async () => {
    const problems: string[] = [];
    for (const path of [
      "/nao-existe-123",
      "/topicos/%%%",
      "/topicos/%E0%A4%A",
      "/cidades/%%%",
      "/local/%%%",
      "/%%%",
      "/links-uteis/%%%",
      "/sitemap/%%%.xml",
    ]) {
      // Redirects are followed (a junk slug may be normalised first); the final answer is judged.
      let at = path;
      let res = await site.fetch(at);
      for (let hop = 0; hop < 5 && res.status >= 300 && res.status < 400; hop++) {
        await res.arrayBuffer();
        at = new URL(res.headers.get("location") ?? "/", SITE_ORIGIN + at).pathname;
        res = await site.fetch(at);
      }
      if (res.status === 404) {
        await res.arrayBuffer();
        continue;
      }
      const type = res.headers.get("content-type") ?? "";
      if (res.status !== 200 || !type.includes("text/html")) {
        problems.push(`${path}: ${res.status} ${type}`);
        await res.arrayBuffer();
        continue;
      }
      const doc = await getHtml(res);
      if (!isNoindex(doc)) problems.push(`${path}: 200 without noindex (robots "${robotsOf(doc)}")`);
    }
    expectNone("Junk URLs answered wrongly", problems);
  });
});
