// The search-integrity audit of the built site: crawls the Worker from / and every sitemap URL,
// keeps the pages the site asks search engines to index (200, self-canonical, not noindex, listed
// in sitemap.xml), groups them in families and measures how distinct each page's main text is
// (the unique share with uniqueShares, the same function the admin's gate uses), whether every
// JSON-LD fact (rating, price, phone, hours, founding year) is visible on its page, wordings that
// contradict the facts, 'em' before a place that takes an article, two indexable pages targeting
// one service and place, and meta robots that disagree with X-Robots-Tag. `npm run seo-audit`
// prints it, on a launched site holding the batch creator's and the technical generator's pages
// (harness/launched-site.ts); tests/site/seo-audit.test.ts fails CI on the same thresholds.
import type { HTMLElement } from "node-html-parser";
import { pageTopicOf } from "../app/lib/html-stage/title-topic";
import { MAX_JACCARD, MIN_UNIQUE_SHARE, shingleHashes, shingles, uniqueShares } from "../app/lib/seo/similarity";
import { kits } from "../content/kits";
import { allLocations } from "../content/locations";
import { regionalPages } from "../content/regional";
import { crawl, readSitemap, SITE_ORIGIN, type CrawledPage, type CrawlResult } from "./crawl";
import { NodeType, type Node } from "node-html-parser";
import { text } from "./html";
import {
  MAX_ZONE_JACCARD,
  type RuleContext,
  type RulePage,
  foreignNames,
  heldOutInListings,
  inventedClaims,
  jobsElsewhere,
  publicBeforeApproval,
  underQualityFloor,
  zoneSimilarity,
} from "./seo-audit-rules";
import type { RunningWorker } from "./worker";

/** Highest 5-word-shingle Jaccard allowed between two indexable pages of one family (shared with the admin's duplicate check). */
export { MAX_JACCARD };
/** Lowest share of a page's shingles found on no other indexable page (shared with the admin's gate). */
export { MIN_UNIQUE_SHARE };

type Family = "kit" | "neighbourhood" | "city" | "topic" | "regional" | "editorial" | "generated";
const FAMILIES: Family[] = ["kit", "neighbourhood", "city", "topic", "regional", "editorial", "generated"];

/**
 * Wordings that contradict the business facts (content/business.ts, /garantia) or the
 * Portuguese rules: one version of each fact, so none of these may appear on any page.
 */
const CONTRADICTIONS: { pattern: RegExp; why: string }[] = [
  {
    pattern: /t[ée]cnico (?:no local |chega (?:ao endere[çc]o )?)?em at[ée] \d+ ?h/i,
    why: "response time is a reply (retorno), not a technician on site",
  },
  {
    pattern: /equipe chega[^.]{0,40}em at[ée] \d+ ?h/i,
    why: "response time is a reply (retorno), not a technician on site",
  },
  {
    pattern: /op[çc][ãa]o de garantia estendida|garantia estendida[^.]{0,20}para quem quer/i,
    why: "the extension has conditions (/garantia)",
  },
  {
    pattern: /estendida para \d+ anos com a nossa instala[çc][ãa]o\./i,
    why: "the extension also needs preventive maintenance (/garantia)",
  },
  { pattern: /todo servi[çc]o (?:que executamos )?tem/i, why: "Manutenção Express has its own, shorter warranty" },
  { pattern: /\bdesconto\b/i, why: "no offer is defined in the business facts" },
  { pattern: /avalia[çc][ãa]o m[ée]dia|nota m[ée]dia|nota \d+[.,]\d em \d+/i, why: "there is no real rating source" },
  { pattern: /anti-esmagamento/i, why: "spelling: antiesmagamento" },
  { pattern: /Essa variedade muda a escolha/, why: "opens a page referring to nothing" },
  {
    pattern: /\b(?<!retorno )em até \d+ ?(h\b|horas?)(?![^.]{0,12}retorno)/i,
    why: "the response time has one wording: 'retorno em até N horas'",
  },
  { pattern: /em menos de \d+ ?(h\b|horas?)/i, why: "the response time has one wording: 'retorno em até N horas'" },
  { pattern: /a visita acontece em até/i, why: "response time is a reply (retorno), not a visit" },
  { pattern: /\(\s*(sábado|segunda)[^)]*\)[^.]{0,20}\(|\bno sábado \(sábado/i, why: "repeated parentheses" },
  { pattern: /\b(undefined|null|NaN)\b|\{[a-zA-Z?][\w.]*\}/, why: "a claim token or a hole left in the text" },
];

/**
 * Headings, titles and descriptions that write 'em' before a place that takes an article ('em
 * Sé'); 'em Taboão da Serra' is another place.
 */
const WRONG_PREPOSITION = new RegExp(
  `\\b[Ee]m (?:${allLocations
    .filter((l) => l.prep !== "em")
    .map((l) => l.name)
    .join("|")})\\b(?! d[aeo]s? )`,
  "u",
);

const kitPaths = new Set(kits.map((k) => `/${k.slug}`));
const regionalPaths = new Set(regionalPages.map((p) => `/${p.slug}`));

function familyOf(path: string): Family {
  if (kitPaths.has(path)) return "kit";
  if (regionalPaths.has(path)) return "regional";
  if (/^\/local\/[^/]+$/.test(path)) return "neighbourhood";
  if (/^\/cidades\/[^/]+$/.test(path)) return "city";
  if (path.startsWith("/topicos/")) return "topic";
  if (path.startsWith("/links-uteis/")) return "generated";
  return "editorial";
}

interface AuditPage {
  path: string;
  family: Family;
  title: string;
  description: string;
  words: number;
  shingles: Set<string>;
  /** Share of this page's shingles found on no other indexable page, 0..1. */
  unique: number;
}

interface FamilyStats {
  family: Family;
  count: number;
  words: { min: number; median: number; max: number };
  maxJaccard: number;
  maxPair: [string, string];
  medianJaccard: number;
  uniqueMin: number;
  uniqueMinPath: string;
  uniqueMedian: number;
}

export interface AuditReport {
  crawled: number;
  /** Generated pages crawled: indexable and kept out of the index by the gate. */
  generated: { indexable: number; noindex: number };
  /** Highest Jaccard between any two indexable pages, whatever their family. */
  maxPairAll: { score: number; pair: [string, string] };
  /** 'a | b: service|subject|place' for indexable pages targeting the same service and place. */
  sameTopic: string[];
  /** 'path: meta robots X, X-Robots-Tag Y' where they disagree on indexing. */
  robotsDisagree: string[];
  indexable: AuditPage[];
  families: FamilyStats[];
  /** 'path: JSON-LD fact not visible'. */
  dishonest: string[];
  /** 'path: wording that contradicts the facts or the Portuguese rules'. */
  contradictions: string[];
  duplicateTitles: string[];
  duplicateDescriptions: string[];
  /** Issue 29's rules (harness/seo-audit-rules.ts), each a list of what breaks it. */
  rules: {
    inventedClaims: string[] | null;
    publicBeforeApproval: string[] | null;
    jobsElsewhere: string[];
    zones: { zone: string; max: number; pair: [string, string] }[];
    heldOutInListings: string[];
    underQualityFloor: string[];
    foreignNames: string[] | null;
  };
  /** Every threshold broken, one line each; empty when the site passes. */
  failures: string[];
}

const median = (xs: number[]) => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/**
 * Text of an element with a space between text nodes (textContent glues '<li>18h</li><li>Sábado'
 * into '18hSábado'), leaving out the elements named in `skip`. Walks the tree in place: cloning
 * re-parses the page, and 367 pages of that would hold the test worker's event loop too long.
 */
function spacedText(el: HTMLElement, skip: ReadonlySet<string> = new Set()): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) parts.push(node.textContent);
    else if (node.nodeType === NodeType.ELEMENT_NODE && skip.has((node as HTMLElement).tagName?.toLowerCase())) return;
    else for (const child of node.childNodes) walk(child);
  };
  walk(el);
  return parts.join(" ").replace(/\s+/g, " ").trim();
}

const NOT_TEXT = new Set(["script", "style", "template", "noscript"]);
const NOT_OWN_TEXT = new Set([...NOT_TEXT, "nav", "aside"]);

/**
 * The page's own text: <main> without the breadcrumb and other navigation, the asides (the facts
 * box, contact boxes: the same on every page) and scripts or styles.
 */
export function mainText(doc: HTMLElement): string {
  const main = doc.querySelector("main");
  return main ? spacedText(main, NOT_OWN_TEXT) : "";
}

/** What a visitor can read on the page: the body without scripts, styles and templates. */
function visibleText(doc: HTMLElement): string {
  const body = doc.querySelector("body");
  return body ? spacedText(body, NOT_TEXT) : "";
}

function jsonLdOf(doc: HTMLElement): unknown[] {
  return doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.textContent));
}

/** Every object inside a JSON-LD value, depth first. */
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v);
  else if (value && typeof value === "object") {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objects(v);
  }
}

const digits = (s: string) => s.replace(/\D/g, "");

/** 'R$ 1.400', 'R$1400', 'R$ 1.400,00' in the visible text, as numbers. */
function visiblePrices(visible: string): Set<number> {
  const out = new Set<number>();
  for (const m of visible.matchAll(/R\$\s?(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d{2}))?/g)) {
    out.add(Number(m[1]!.replace(/\./g, "")) + (m[2] ? Number(m[2]) / 100 : 0));
  }
  return out;
}

/** Phone numbers in the visible text as national digits: '(11) 99999-9999' → '11999999999'. */
function visiblePhones(visible: string): Set<string> {
  const out = new Set<string>();
  for (const m of visible.matchAll(/\(?\b\d{2}\)?\s?\d{4,5}[-\s]?\d{4}\b/g)) out.add(digits(m[0]));
  return out;
}

/** '08:00' → '8h', '08:30' → '8h30': how the pages write hours. */
function hourWords(time: string): string {
  const [h, m] = time.split(":");
  return `${Number(h)}h${m && m !== "00" ? m : ""}`;
}

/** The JSON-LD facts of a page that its visible text does not show, one line each. */
export function dishonestFacts(doc: HTMLElement): string[] {
  const visible = visibleText(doc);
  const prices = visiblePrices(visible);
  const phones = visiblePhones(visible);
  const hourTokens = new Set(visible.match(/\b\d{1,2}h(?:\d{2})?\b/g) ?? []);
  const out: string[] = [];
  for (const o of objects(jsonLdOf(doc))) {
    const type = String(o["@type"] ?? "");
    if (type === "AggregateRating" || type === "Rating") {
      const value = String(o.ratingValue ?? "");
      const shown = [value, value.replace(".", ",")].some((v) => v && visible.includes(v));
      if (!shown) out.push(`${type} ${value} not shown`);
      for (const key of ["reviewCount", "ratingCount"] as const) {
        if (o[key] !== undefined && !visible.includes(String(o[key])))
          out.push(`${type} ${key} ${String(o[key])} not shown`);
      }
    }
    if (type === "Review" && (!o.reviewBody || !visible.includes(String(o.reviewBody))))
      out.push("Review whose text is not shown");
    for (const key of ["price", "lowPrice", "highPrice"] as const) {
      if (o[key] !== undefined && !prices.has(Number(o[key]))) out.push(`${type} ${key} ${String(o[key])} not shown`);
    }
    if (typeof o.priceRange === "string") {
      for (const n of o.priceRange.match(/\d[\d.]*/g) ?? []) {
        if (!prices.has(Number(n.replace(/\./g, "")))) out.push(`${type} priceRange ${o.priceRange} not shown`);
      }
    }
    if (o.foundingDate !== undefined && !visible.includes(String(o.foundingDate))) {
      out.push(`${type} foundingDate ${String(o.foundingDate)} not shown`);
    }
    if (typeof o.telephone === "string") {
      const national = digits(o.telephone).replace(/^55(?=\d{10,11}$)/, "");
      if (!phones.has(national)) out.push(`${type} telephone ${o.telephone} not shown`);
    }
    if (type === "OpeningHoursSpecification") {
      for (const key of ["opens", "closes"] as const) {
        const t = o[key];
        if (typeof t === "string" && !hourTokens.has(hourWords(t))) out.push(`hours ${key} ${t} not shown`);
      }
    }
  }
  return [...new Set(out)];
}

function duplicates(pages: AuditPage[], field: "title" | "description"): string[] {
  const by = new Map<string, string[]>();
  for (const p of pages) by.set(p[field], [...(by.get(p[field]) ?? []), p.path]);
  return [...by.entries()].filter(([, paths]) => paths.length > 1).map(([v, paths]) => `"${v}": ${paths.join(", ")}`);
}

function familyStats(family: Family, pages: AuditPage[]): FamilyStats {
  const n = pages.length;
  // Pairwise intersections through an index shingle → pages, so cost follows shared shingles.
  const index = new Map<string, number[]>();
  pages.forEach((p, i) => {
    for (const s of p.shingles) {
      const holders = index.get(s);
      if (holders) holders.push(i);
      else index.set(s, [i]);
    }
  });
  const shared = new Uint32Array(n * n);
  for (const holders of index.values()) {
    for (let a = 0; a < holders.length; a++) {
      for (let b = a + 1; b < holders.length; b++) shared[holders[a]! * n + holders[b]!]!++;
    }
  }
  const jaccards: number[] = [];
  let maxJaccard = 0;
  let maxPair: [string, string] = ["", ""];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const inter = shared[i * n + j]!;
      const union = pages[i]!.shingles.size + pages[j]!.shingles.size - inter;
      const jac = union === 0 ? 0 : inter / union;
      jaccards.push(jac);
      if (jac > maxJaccard) {
        maxJaccard = jac;
        maxPair = [pages[i]!.path, pages[j]!.path];
      }
    }
  }
  const words = pages.map((p) => p.words);
  const worst = pages.reduce<AuditPage | undefined>((w, p) => (w && w.unique <= p.unique ? w : p), undefined);
  return {
    family,
    count: n,
    words: { min: Math.min(...words), median: median(words), max: Math.max(...words) },
    maxJaccard,
    maxPair,
    medianJaccard: median(jaccards),
    uniqueMin: worst?.unique ?? 1,
    uniqueMinPath: worst?.path ?? "",
    uniqueMedian: median(pages.map((p) => p.unique)),
  };
}

const metaRobots = (p: CrawledPage & { html: HTMLElement }) =>
  p.html.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
const robotsNoindex = (p: CrawledPage & { html: HTMLElement }) =>
  /noindex/i.test(metaRobots(p)) || /noindex/i.test(p.headers.get("x-robots-tag") ?? "");

export async function runSeoAudit(w: RunningWorker, context: RuleContext = {}): Promise<AuditReport> {
  const sitemap = await readSitemap(w);
  const start = [
    "/",
    ...sitemap.map((s) => s.path),
    ...[...(context.pendingReview ?? []), ...(context.generated ?? [])].map((s) => `/links-uteis/${s}`),
  ];
  return auditCrawl(await crawl(w, { start }), sitemap, context);
}

/** The audit of a crawl (harness/crawl.ts) of the site whose sitemap.xml lists `sitemap`. */
export async function auditCrawl(
  result: CrawlResult,
  sitemap: { path: string }[],
  context: RuleContext = {},
): Promise<AuditReport> {
  const inSitemap = new Set(sitemap.map((s) => s.path));
  const rulePages: RulePage[] = [];
  const dishonest: string[] = [];
  const contradictions: string[] = [];
  const robotsDisagree: string[] = [];
  const indexable: AuditPage[] = [];
  const generated = { indexable: 0, noindex: 0 };
  for (const p of result.pages.values()) {
    if (p.status !== 200 || p.html === null) continue;
    // Meta robots and X-Robots-Tag say the same, in every state of the site.
    const header = p.headers.get("x-robots-tag") ?? "";
    const meta = metaRobots(p as CrawledPage & { html: HTMLElement });
    if (header && /noindex/i.test(header) !== /noindex/i.test(meta))
      robotsDisagree.push(`${p.path}: meta robots "${meta}", X-Robots-Tag "${header}"`);
    if (!header && /noindex/i.test(meta) && !p.path.startsWith("/admin"))
      robotsDisagree.push(`${p.path}: meta robots "${meta}" without X-Robots-Tag`);
    // Let the worker answer its RPC between pages (vitest times out a blocked worker).
    await new Promise((resolve) => setImmediate(resolve));
    const doc = p.html;
    for (const fact of dishonestFacts(doc)) dishonest.push(`${p.path}: ${fact}`);
    const visible = visibleText(doc);
    for (const c of CONTRADICTIONS) {
      const m = c.pattern.exec(visible);
      if (m) contradictions.push(`${p.path}: "${m[0]}" (${c.why})`);
    }
    const heads = [
      ["title", text(doc.querySelector("title"))],
      ["description", doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""],
      ...doc.querySelectorAll("h1").map((h) => ["h1", text(h)]),
    ];
    for (const [where, value] of heads) {
      const m = WRONG_PREPOSITION.exec(value!);
      if (m) contradictions.push(`${p.path}: "${m[0]}" in ${where} (preposition)`);
    }
    const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
    const page = p as CrawledPage & { html: HTMLElement };
    const isIndexable = canonical === SITE_ORIGIN + p.path && !robotsNoindex(page) && inSitemap.has(p.path);
    if (familyOf(p.path) === "generated" && canonical === SITE_ORIGIN + p.path) {
      if (isIndexable) generated.indexable++;
      else generated.noindex++;
    }
    const main = mainText(doc);
    rulePages.push({ path: p.path, html: doc, links: p.links, indexable: isIndexable, main });
    if (!isIndexable) continue;
    indexable.push({
      path: p.path,
      family: familyOf(p.path),
      title: text(doc.querySelector("title")),
      description: doc.querySelector('meta[name="description"]')?.getAttribute("content")?.trim() ?? "",
      words: main.split(/\s+/).filter(Boolean).length,
      shingles: shingles(main),
      unique: 0,
    });
  }
  indexable.sort((a, b) => a.path.localeCompare(b.path));

  // Site-wide: each page's share of shingles on no other indexable page (the gate's function).
  const hashes = indexable.map((p) => shingleHashes(p.shingles));
  const shares = uniqueShares(hashes);
  indexable.forEach((p, i) => {
    p.unique = shares[i]!;
  });
  const uniqueByPath = new Map(indexable.map((p) => [p.path, p.unique]));
  for (const r of rulePages) r.unique = uniqueByPath.get(r.path) ?? 0;
  const rules: AuditReport["rules"] = {
    inventedClaims: context.facts ? inventedClaims(rulePages, context.facts) : null,
    publicBeforeApproval: context.pendingReview ? publicBeforeApproval(rulePages, context.pendingReview) : null,
    jobsElsewhere: jobsElsewhere(rulePages),
    zones: zoneSimilarity(rulePages),
    heldOutInListings: heldOutInListings(rulePages, inSitemap),
    underQualityFloor: underQualityFloor(rulePages),
    foreignNames: context.companyName ? foreignNames(rulePages, context.companyName, context.staleNames) : null,
  };
  const all = familyStats("editorial", indexable);
  const maxPairAll = { score: all.maxJaccard, pair: all.maxPair };

  // One indexable page per service and place (generated pages name both in their title).
  const byTopic = new Map<string, string>();
  const sameTopic: string[] = [];
  for (const p of indexable.filter((x) => x.family === "generated")) {
    const t = pageTopicOf(p.title.replace(/ \| .*$/, ""));
    if (!t.served) continue;
    const key = `${t.service}|${t.subject.id}|${t.served.slug}`;
    const other = byTopic.get(key);
    if (other) sameTopic.push(`${other} | ${p.path}: ${key}`);
    else byTopic.set(key, p.path);
  }

  const families = FAMILIES.map((f) =>
    familyStats(
      f,
      indexable.filter((p) => p.family === f),
    ),
  ).filter((s) => s.count > 0);
  const failures: string[] = [];
  for (const s of families) {
    if (s.maxJaccard > MAX_JACCARD)
      failures.push(
        `${s.family}: max Jaccard ${pct(s.maxJaccard)} > ${pct(MAX_JACCARD)} (${s.maxPair[0]} ↔ ${s.maxPair[1]})`,
      );
  }
  for (const p of indexable) {
    if (p.unique < MIN_UNIQUE_SHARE)
      failures.push(`${p.path}: unique share ${pct(p.unique)} < ${pct(MIN_UNIQUE_SHARE)}`);
  }
  if (maxPairAll.score > MAX_JACCARD)
    failures.push(`site: max Jaccard ${pct(maxPairAll.score)} > ${pct(MAX_JACCARD)} (${maxPairAll.pair.join(" ↔ ")})`);
  for (const d of dishonest) failures.push(`dishonest JSON-LD: ${d}`);
  for (const c of contradictions) failures.push(`contradiction: ${c}`);
  for (const t of sameTopic) failures.push(`same service and place: ${t}`);
  for (const r of robotsDisagree) failures.push(`robots: ${r}`);
  for (const x of rules.inventedClaims ?? []) failures.push(`invented or unconfirmed claim: ${x}`);
  for (const x of rules.publicBeforeApproval ?? []) failures.push(`public before approval: ${x}`);
  for (const x of rules.jobsElsewhere) failures.push(`obras elsewhere: ${x}`);
  for (const z of rules.zones)
    if (z.max > MAX_ZONE_JACCARD)
      failures.push(`zone ${z.zone}: place pages ${pct(z.max)} > ${pct(MAX_ZONE_JACCARD)} (${z.pair.join(" ↔ ")})`);
  for (const x of rules.heldOutInListings) failures.push(`held-out page listed: ${x}`);
  for (const x of rules.underQualityFloor) failures.push(`indexable under the quality floor: ${x}`);
  for (const x of rules.foreignNames ?? []) failures.push(`company name not the identity's: ${x}`);
  return {
    rules,
    crawled: result.pages.size,
    generated,
    maxPairAll,
    sameTopic,
    robotsDisagree,
    indexable,
    families,
    dishonest,
    contradictions,
    duplicateTitles: duplicates(indexable, "title"),
    duplicateDescriptions: duplicates(indexable, "description"),
    failures,
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The report as a plain-text table and lists. */
export function formatAudit(r: AuditReport, maxLines = 20): string {
  const head = ["family", "pages", "words min/med/max", "max Jaccard", "median Jaccard", "unique min", "unique median"];
  const rows = r.families.map((s) => [
    s.family,
    String(s.count),
    `${s.words.min}/${s.words.median}/${s.words.max}`,
    pct(s.maxJaccard),
    pct(s.medianJaccard),
    pct(s.uniqueMin),
    pct(s.uniqueMedian),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  const out = [
    `Crawled ${r.crawled} URLs; ${r.indexable.length} indexable (200, self-canonical, not noindex, in sitemap.xml).`,
    `Generated pages: ${r.generated.indexable} indexable, ${r.generated.noindex} public but noindex (uniqueness gate); site-wide max Jaccard ${pct(r.maxPairAll.score)} (${r.maxPairAll.pair.join(" ↔ ")}).`,
    "",
    line(head),
    `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`,
    ...rows.map(line),
    "",
    ...r.families.map(
      (s) =>
        `${s.family}: most similar ${s.maxPair[0]} ↔ ${s.maxPair[1]}; least unique ${s.uniqueMinPath} (${pct(s.uniqueMin)})`,
    ),
  ];
  const list = (title: string, items: string[]) => {
    out.push("", `${title}: ${items.length}`);
    for (const i of items.slice(0, maxLines)) out.push(`  ${i}`);
    if (items.length > maxLines) out.push(`  … and ${items.length - maxLines} more`);
  };
  list("JSON-LD facts not visible on their page", r.dishonest);
  list("Contradicting wordings", r.contradictions);
  list("Indexable pages targeting the same service and place", r.sameTopic);
  list("Meta robots disagreeing with X-Robots-Tag", r.robotsDisagree);
  list("Duplicate titles", r.duplicateTitles);
  list("Duplicate descriptions", r.duplicateDescriptions);
  const checked = (items: string[] | null) => (items === null ? "not checked" : String(items.length));
  const worstZone = [...r.rules.zones].sort((a, b) => b.max - a.max)[0];
  out.push(
    "",
    "Issue 29:",
    `  invented or unconfirmed claims (generated pages' text, meta description, JSON-LD): ${checked(r.rules.inventedClaims)}`,
    `  pages waiting in "Para revisar" that are public: ${checked(r.rules.publicBeforeApproval)}`,
    `  "Obras em X" over a job done elsewhere: ${r.rules.jobsElsewhere.length}`,
    `  place pages per zone: ${r.rules.zones.length} zones, ${r.rules.zones.filter((z) => z.max > MAX_ZONE_JACCARD).length} over ${pct(MAX_ZONE_JACCARD)}; highest ${worstZone ? `${pct(worstZone.max)} in ${worstZone.zone} (${worstZone.pair.join(" ↔ ")})` : "none"}`,
    `  held-out pages in menus, listings or sitemap.xml: ${r.rules.heldOutInListings.length}`,
    `  indexable generated pages under the quality floor: ${r.rules.underQualityFloor.length}`,
    `  company names not the identity's: ${checked(r.rules.foreignNames)}`,
  );
  list("FAILURES", r.failures);
  return out.join("\n");
}
