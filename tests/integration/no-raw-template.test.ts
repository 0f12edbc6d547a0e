// No raw template on any public page: built-in texts write the seller's claims as tokens
// ("{instalments}") and optional parts ("[Parcelamento em até {instalments}.]"), resolved when a
// page renders (content/claims.ts). Crawled once with every claim confirmed and once with every
// claim cleared, no page may show a token or a template bracket in its text, meta tags or JSON-LD,
// nor keep a table column or a heading that a cleared claim left with nothing in it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HTMLElement } from "node-html-parser";
import { type Claims, defaultClaims } from "@content/claims";
import { storedIdentitySchema } from "~/lib/identity/identity";
import { claimsFormValues } from "~/lib/identity/claims-form";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { signInCookie } from "../../harness/admin-client";
import { crawl, type CrawlResult } from "../../harness/crawl";
import { text } from "../../harness/html";
import { LAUNCH_IDENTITY } from "../../harness/identity";
import { startWorker, type RunningWorker } from "../../harness/worker";

/** A token ("{instalments}", "{?emergency}") or an optional part ("[ … ]") of content/claims.ts. */
const TEMPLATE = /\{\??[A-Za-z][\w.]*\}|\[[^\]\n]*\]/;

type Scenario = "confirmed" | "cleared" | "prices only";
const crawls: Partial<Record<Scenario, CrawlResult>> = {};
let w: RunningWorker;

/**
 * Contact links answered with a redirect to WhatsApp or the phone: every page links them with its
 * own address (`?de=/cidades/…`), two thirds of a crawl's requests. Each route is followed once a
 * crawl (its answer looked at like any other page's); its other addresses are not fetched.
 */
const CONTACT_REDIRECTS = /^\/contato\/(whatsapp|telefone)(\?|$)/;

/** The site crawled from / and its sitemap. */
async function crawlSite(): Promise<CrawlResult> {
  const followed = new Set<string>();
  return crawl(w, {
    start: ["/", "/sitemap.xml"],
    concurrency: 4,
    skip: (path) => {
      const route = CONTACT_REDIRECTS.exec(path)?.[1];
      if (route === undefined) return false;
      if (followed.has(route)) return true;
      followed.add(route);
      return false;
    },
  });
}

/**
 * The seller saves these claims in "Ofertas e garantias" (/admin/ofertas, the form as its screen
 * fills it for them), and every page shows them from the next request on. The stored claims are
 * then these, but for the confirmation's date, which no public page reads.
 */
async function saveClaims(cookie: string, claims: Claims): Promise<void> {
  const { values, cities } = claimsFormValues(claims);
  const body = new URLSearchParams(Object.entries(values).filter(([name, v]) => name !== "emergency24h" || v === "on"));
  for (const city of cities) body.append("freeInstallCities", city);
  const res = await w.fetch("/admin/ofertas", {
    method: "POST",
    body,
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });
  const answer = await res.text();
  expect(res.status, answer.slice(0, 500)).toBe(302);
  const stored = storedIdentitySchema.parse(await (await w.kv()).get(IDENTITY_KEY, "json"));
  expect({ ...stored.claims, confirmedAt: "" }).toEqual({ ...claims, confirmedAt: "" });
}

beforeAll(async () => {
  // One Worker for the three crawls, the claims changed between them as the seller changes them:
  // a Worker each cost its start and a cold isolate's first renders (about four times a warm
  // render's CPU), three times. Every page is fetched once a crawl: nothing would be read back
  // from the edge cache, so nothing is put in it.
  w = await startWorker({ launched: true, cache: false });
  crawls.confirmed = await crawlSite();
  const cookie = await signInCookie(w);
  await saveClaims(cookie, defaultClaims);
  crawls.cleared = await crawlSite();
  // Prices without instalments: a price table keeps its rows, and its "Parcelamento" cells lose their claim.
  const { kitPrices, express } = LAUNCH_IDENTITY.claims;
  await saveClaims(cookie, { ...defaultClaims, confirmedAt: "2026-11-22T00:00:00.000Z", kitPrices, express });
  crawls["prices only"] = await crawlSite();
}, 400_000);
afterAll(async () => {
  await w?.dispose();
});

function publicPages(result: CrawlResult): { path: string; doc: HTMLElement }[] {
  return [...result.pages.values()]
    .filter((p) => p.status === 200 && p.html !== null && !p.path.startsWith("/admin"))
    .map((p) => ({ path: p.path, doc: p.html! }));
}

/** Every string inside a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const HIDDEN = new Set(["SCRIPT", "STYLE", "TEMPLATE"]);

/** The text of an element without what scripts, styles and templates hold (text() of it with those removed). */
function visibleText(root: HTMLElement): string {
  const parts: string[] = [];
  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent);
      else if (child.nodeType !== 1) continue;
      // As textContent reads it: a line break is a newline.
      else if ((child as HTMLElement).tagName === "BR") parts.push("\n");
      else if (!HIDDEN.has((child as HTMLElement).tagName)) walk(child as HTMLElement);
    }
  };
  walk(root);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The raw templates a page shows: in its visible text, its title and meta tags, its JSON-LD. */
function templatesOf(doc: HTMLElement): string[] {
  const found: string[] = [];
  // Walked in place: a clone of the body (serialized and parsed again) cost as much as the crawl's parse.
  const bodyText = visibleText(doc.querySelector("body")!);
  const inText = TEMPLATE.exec(bodyText);
  if (inText) found.push(`text: …${bodyText.slice(Math.max(0, inText.index - 60), inText.index + 80)}…`);
  const title = text(doc.querySelector("title"));
  if (TEMPLATE.test(title)) found.push(`title: ${title}`);
  for (const meta of doc.querySelectorAll("meta[content]")) {
    const content = meta.getAttribute("content") ?? "";
    if (TEMPLATE.test(content))
      found.push(`meta ${meta.getAttribute("name") ?? meta.getAttribute("property")}: ${content}`);
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    for (const s of strings(JSON.parse(script.rawText))) if (TEMPLATE.test(s)) found.push(`JSON-LD: ${s}`);
  }
  return found;
}

/** Tables without a body row, and columns whose every body cell is empty. */
function emptyColumns(doc: HTMLElement): string[] {
  const found: string[] = [];
  for (const table of doc.querySelectorAll("table")) {
    const name = text(table.querySelector("caption")) || text(table.querySelector("thead")) || "table";
    const rows = table.querySelectorAll("tbody tr");
    if (rows.length === 0) {
      found.push(`${name}: no row`);
      continue;
    }
    const head = table.querySelectorAll("thead th").map((th) => text(th));
    // Each row's cells' texts, read once (not once a column).
    const texts = rows.map((r) => r.querySelectorAll("th, td").map((c) => text(c)));
    const width = Math.max(head.length, ...texts.map((t) => t.length));
    for (let col = 0; col < width; col++) {
      const cells = texts.map((t) => t[col] ?? "");
      if (cells.every((c) => c === "")) found.push(`${name}: column ${head[col] ?? col + 1} empty in every row`);
    }
  }
  return found;
}

const LEVEL = /^H([1-6])$/;

/** The text directly inside an element (its children elements are looked at on their own). */
function ownText(el: HTMLElement): string {
  return el.childNodes
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent)
    .join("")
    .trim();
}

/** Headings with no text, or with nothing after them before the next heading of their level or above. */
function emptyHeadings(doc: HTMLElement): string[] {
  const found: string[] = [];
  // The document's elements in order, each with its heading level (0: not a heading).
  const flat: { el: HTMLElement; level: number }[] = [];
  const walk = (el: HTMLElement) => {
    for (const child of el.childNodes) {
      if (child.nodeType !== 1) continue;
      const c = child as HTMLElement;
      if (HIDDEN.has(c.tagName)) continue;
      const level = Number(LEVEL.exec(c.tagName)?.[1] ?? 0);
      flat.push({ el: c, level });
      if (level === 0) walk(c);
    }
  };
  walk(doc.querySelector("main") ?? doc.querySelector("body")!);
  flat.forEach(({ el, level }, i) => {
    if (level === 0) return;
    const heading = text(el);
    if (heading === "") {
      found.push(`<h${level}> with no text`);
      return;
    }
    let content = false;
    // Read in place (a copy of the rest of the document for each heading cost a copy each).
    for (let j = i + 1; j < flat.length; j++) {
      const next = flat[j]!;
      if (next.level !== 0 && next.level <= level) break;
      if (next.level !== 0 || ownText(next.el) !== "" || ["IMG", "SVG", "IFRAME"].includes(next.el.tagName)) {
        content = true;
        break;
      }
    }
    if (!content) found.push(`<h${level}> "${heading}" with nothing under it`);
  });
  return found;
}

describe.each(["confirmed", "cleared", "prices only"] as const)("claims: %s", (which) => {
  const pages = () => publicPages(crawls[which]!);

  it("crawled the public site", () => {
    expect(pages().length).toBeGreaterThan(100);
  });

  it("shows no token or template bracket in text, meta or JSON-LD", () => {
    const found = pages().flatMap(({ path, doc }) => templatesOf(doc).map((t) => `${path} ${t}`));
    expect(found, found.join("\n")).toEqual([]);
  });

  it("keeps no table column or heading with nothing in it", () => {
    const found = pages().flatMap(({ path, doc }) =>
      [...emptyColumns(doc), ...emptyHeadings(doc)].map((t) => `${path} ${t}`),
    );
    expect(found, found.join("\n")).toEqual([]);
  });
});

it("states an installation time in a kit's specifications only from the seller's claims", () => {
  // "Instalação 2 a 4 horas" came from no field of "Ofertas e garantias": with every claim cleared
  // the specification tables name no installation row at all.
  const specs = publicPages(crawls.cleared!).flatMap(({ path, doc }) =>
    doc
      .querySelectorAll("table")
      .filter((t) => text(t.querySelector("caption")).startsWith("Especificações"))
      .map((t) => ({ path, rows: t.querySelectorAll("tbody th").map((th) => text(th)) })),
  );
  expect(specs.length).toBeGreaterThan(0);
  expect(specs.filter((s) => s.rows.includes("Instalação")).map((s) => s.path)).toEqual([]);
});
