// A small breadth-first crawler over the running Worker: it follows only links that appear in
// pages (a[href]) and redirects, fetching each URL once, so every URL it reports was reachable.
import { Parser } from "htmlparser2";
import type { HTMLElement } from "node-html-parser";
import { html } from "./html";
import type { RunningWorker } from "./worker";

/** The public origin (SITE_URL of the test Worker): canonical, sitemap and absolute links use it. */
export const SITE_ORIGIN = "https://motoresppa.com.br";

export interface CrawledPage {
  /** Path plus query string, never a fragment: '/', '/?bairros=2', '/cidades/santo-andre'. */
  path: string;
  status: number;
  contentType: string;
  headers: Headers;
  /** Parsed document for HTML responses, null otherwise. */
  html: HTMLElement | null;
  /** The HTML as served (HTML responses only). */
  body?: string;
  /** Internal links found on the page (normalised paths, each once, in document order). */
  links: string[];
  /** Target path of a 3xx answer (normalised), or the raw Location when it leaves the site. */
  location?: string;
  /** Pages (or redirects) through which the crawler first reached this one. */
  from: string[];
}

export interface CrawlResult {
  pages: Map<string, CrawledPage>;
  /** Internal link occurrences followed (a[href] and redirects), counting repeats. */
  linksFollowed: number;
  /** Distinct (from → to) edges of the link graph. */
  edges: number;
  /** True when the crawl stopped at `limit` with URLs still queued. */
  truncated: boolean;
}

export interface CrawlOptions {
  start: string[];
  /** Maximum number of URLs fetched (default 3000). */
  limit?: number;
  /** Requests in flight at once (default 8). */
  concurrency?: number;
  /** Paths never fetched (nor reported), e.g. the contact-click redirects a reader never reads. */
  skip?: (path: string) => boolean;
  /**
   * Parse each HTML page into `html` (default). False: `html` stays null and the links are read
   * by htmlparser2's tokenizer, the same a[href] in document order, without building a document
   * (most of a crawl's CPU in Node), for callers that read the pages' text only.
   */
  parse?: boolean;
}

/** The href of every <a> in `body`, in document order (as doc.querySelectorAll("a[href]") reads them). */
function anchorHrefs(body: string): string[] {
  const hrefs: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === "a" && attributes.href !== undefined) hrefs.push(attributes.href);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(body);
  return hrefs;
}

/**
 * The href of every <a> of a parsed page, in document order: what doc.querySelectorAll("a[href]")
 * returns, by a walk of the tree (the selector engine cost ~1 ms a page, ~0.3 s a crawl).
 */
function treeHrefs(root: HTMLElement): string[] {
  const hrefs: string[] = [];
  const walk = (node: HTMLElement) => {
    for (const child of node.childNodes) {
      if (child.nodeType !== 1) continue;
      const el = child as HTMLElement;
      if (el.rawTagName?.toLowerCase() === "a") {
        const href = el.getAttribute("href");
        if (href !== undefined) hrefs.push(href);
      }
      walk(el);
    }
  };
  walk(root);
  return hrefs;
}

/**
 * Normalises an href found on `base` (a path) to an internal path with its query string, or
 * returns null for fragments-only, other schemes (tel:, mailto:, javascript:) and other hosts
 * (https://wa.me, YouTube...). Links to the Worker's own origin or to SITE_ORIGIN are internal.
 */
function internalPath(href: string, base: string, workerOrigin: string): string | null {
  const raw = href.trim();
  if (!raw || raw.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(raw, workerOrigin + base);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.origin !== workerOrigin && url.origin !== SITE_ORIGIN) return null;
  return url.pathname + url.search;
}

/** 'https://motoresppa.com.br/cidades/x' → '/cidades/x' (query kept, fragment dropped). */
function toPath(absolute: string): string {
  const url = new URL(absolute, SITE_ORIGIN);
  return url.pathname + url.search;
}

/** Path without its query string. */
export function pathOnly(path: string): string {
  const i = path.indexOf("?");
  return i === -1 ? path : path.slice(0, i);
}

/** Every <loc> of /sitemap.xml as paths, following a sitemap index into its parts. */
export async function readSitemap(
  w: RunningWorker,
  at = "/sitemap.xml",
): Promise<{ path: string; lastmod?: string }[]> {
  const res = await w.fetch(at);
  if (res.status !== 200) throw new Error(`${at} answered ${res.status}`);
  const xml = await res.text();
  if (xml.includes("<sitemapindex")) {
    const parts = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => toPath(unescapeXml(m[1]!)));
    return (await Promise.all(parts.map((p) => readSitemap(w, p)))).flat();
  }
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => {
    const loc = /<loc>([^<]+)<\/loc>/.exec(m[1]!)?.[1];
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(m[1]!)?.[1];
    if (!loc) throw new Error(`<url> without <loc> in ${at}: ${m[0]}`);
    return { path: toPath(unescapeXml(loc)), ...(lastmod ? { lastmod: unescapeXml(lastmod) } : {}) };
  });
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, e: string) => ({ lt: "<", gt: ">", amp: "&", apos: "'", quot: '"' })[e]!,
  );
}

export async function crawl(
  w: RunningWorker,
  { start, limit = 3000, concurrency = 8, skip, parse = true }: CrawlOptions,
): Promise<CrawlResult> {
  const workerOrigin = new URL(w.url).origin;
  const pages = new Map<string, CrawledPage>();
  const seen = new Set<string>();
  const from = new Map<string, string[]>();
  const queue: string[] = [];
  const edgeSet = new Set<string>();
  let linksFollowed = 0;
  let truncated = false;

  const enqueue = (path: string, referrer?: string) => {
    if (referrer !== undefined) {
      linksFollowed++;
      edgeSet.add(`${referrer}\u0000${path}`);
      const list = from.get(path) ?? [];
      if (list.length < 5 && !list.includes(referrer)) list.push(referrer);
      from.set(path, list);
    }
    if (seen.has(path) || skip?.(path)) return;
    if (seen.size >= limit) {
      truncated = true;
      return;
    }
    seen.add(path);
    queue.push(path);
  };

  for (const s of start) enqueue(internalPath(s, "/", workerOrigin) ?? s);

  async function visit(path: string): Promise<void> {
    const res = await w.fetch(path);
    const contentType = res.headers.get("content-type") ?? "";
    const page: CrawledPage = {
      path,
      status: res.status,
      contentType,
      headers: res.headers,
      html: null,
      links: [],
      from: from.get(path) ?? [],
    };
    pages.set(path, page);
    if (res.status >= 300 && res.status < 400) {
      const location = res.headers.get("location") ?? "";
      await res.arrayBuffer();
      const target = internalPath(location, path, workerOrigin);
      page.location = target ?? location;
      if (target !== null) {
        page.links = [target];
        enqueue(target, path);
      }
      return;
    }
    if (!contentType.includes("text/html")) {
      await res.arrayBuffer();
      return;
    }
    const body = await res.text();
    page.body = body;
    let hrefs: string[];
    if (parse) {
      const doc = html(body);
      page.html = doc;
      hrefs = treeHrefs(doc);
    } else hrefs = anchorHrefs(body);
    const links: string[] = [];
    for (const href of hrefs) {
      const target = internalPath(href, path, workerOrigin);
      if (target === null) continue;
      enqueue(target, path);
      if (!links.includes(target)) links.push(target);
    }
    page.links = links;
  }

  // A fixed pool of workers draining one shared queue: breadth-first order, `concurrency` in flight.
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (queue.length === 0 && active === 0) return resolve();
      while (active < concurrency && queue.length > 0) {
        const next = queue.shift()!;
        active++;
        visit(next).then(
          () => {
            active--;
            pump();
          },
          (e: unknown) =>
            reject(new Error(`crawl: fetching ${next} failed: ${e instanceof Error ? e.message : String(e)}`)),
        );
      }
    };
    pump();
  });

  // `from` keeps growing after a page is fetched: refresh each record's referrers.
  for (const page of pages.values()) page.from = from.get(page.path) ?? [];
  return { pages, linksFollowed, edges: edgeSet.size, truncated };
}

/** Paths reachable from `root` through the crawled link graph (links and redirects). */
export function reachableFrom(result: CrawlResult, root = "/"): Set<string> {
  const reached = new Set<string>([root]);
  const queue = [root];
  while (queue.length > 0) {
    const page = result.pages.get(queue.shift()!);
    for (const next of page?.links ?? []) {
      if (reached.has(next)) continue;
      reached.add(next);
      queue.push(next);
    }
  }
  return reached;
}

/** A crawl as plain data (a JSON file): pages keep their HTML text, not the parsed document. */
export interface SavedCrawl {
  pages: (Omit<CrawledPage, "html" | "headers"> & { headers: [string, string][] })[];
  linksFollowed: number;
  edges: number;
  truncated: boolean;
}

export function saveCrawl(result: CrawlResult): SavedCrawl {
  return {
    pages: [...result.pages.values()].map(({ html: _parsed, headers, ...page }) => ({
      ...page,
      headers: [...headers.entries()],
    })),
    linksFollowed: result.linksFollowed,
    edges: result.edges,
    truncated: result.truncated,
  };
}

/** The crawl back from its plain form; each page's document is parsed when first read. */
export function loadCrawl(saved: SavedCrawl): CrawlResult {
  const pages = new Map<string, CrawledPage>();
  for (const { headers, ...rest } of saved.pages) {
    let parsed: HTMLElement | null | undefined;
    pages.set(rest.path, {
      ...rest,
      headers: new Headers(headers),
      get html() {
        if (parsed === undefined) parsed = rest.body === undefined ? null : html(rest.body);
        return parsed;
      },
    });
  }
  return { pages, linksFollowed: saved.linksFollowed, edges: saved.edges, truncated: saved.truncated };
}
