// What issue 29 forbids, checked on a crawl of the site (harness/seo-audit.ts runs them): an
// invented or unconfirmed claim on a generated page, its meta description or JSON-LD; a page
// waiting in "Para revisar" that visitors can open; "Obras em X" over a job done elsewhere; place
// pages of one zone more alike than 0.25; a held-out page linked from another page or listed in
// sitemap.xml; an indexable generated page under the quality floor; a company name that is not
// the identity's. Each rule is a pure function over crawled pages, so tests/unit/seo-audit.test.ts
// feeds each one a page that breaks it.
import type { HTMLElement } from "node-html-parser";
import { flagHtml } from "../app/lib/claims/flag-html";
import { checkText, type ClaimFacts } from "../app/lib/claims/claims-check";
import { coherenceReason } from "../app/lib/gate/coherence";
import { qualityProblems } from "../app/lib/gate/quality";
import { jaccard, shingles } from "../app/lib/seo/similarity";
import { fold } from "../content/text";
import { allLocations } from "../content/locations";
import { text } from "./html";

/** Highest Jaccard between two place pages of one zone (issue 29: ≤ 0.25 with 6 jobs there). */
export const MAX_ZONE_JACCARD = 0.25;

export interface RulePage {
  path: string;
  html: HTMLElement;
  /** Internal links found on the page. */
  links: string[];
  /** 200, self-canonical, not noindex, in sitemap.xml. */
  indexable: boolean;
  /** Share of its main text's shingles on no other indexable page (0 when not indexable). */
  unique?: number;
  /** Its main text (navigation left out). */
  main?: string;
}

export interface RuleContext {
  /** The identity's confirmed claims (claims/facts.ts claimFactsOf). */
  facts?: ClaimFacts;
  /** The identity's company name, and names it had before (none may show). */
  companyName?: string;
  staleNames?: string[];
  /** Slugs waiting in "Para revisar" (not approved): none may be public. */
  pendingReview?: string[];
  /** Generated slugs to crawl even when nothing links to them (a held-out page is linked nowhere). */
  generated?: string[];
}

const generated = (p: RulePage) => /^\/links-uteis\/[^/]+$/.test(p.path);
const articleOf = (doc: HTMLElement) => doc.querySelector("main .prose-ppa, main .generated-content");
const jsonLd = (doc: HTMLElement): unknown[] =>
  doc.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => {
    try {
      return [JSON.parse(s.textContent)];
    } catch {
      return [];
    }
  });
function* strings(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === "object") for (const v of Object.values(value)) yield* strings(v);
}
function* objects(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objects(v);
  else if (value && typeof value === "object") {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objects(v);
  }
}

const TEXT_KEYS = ["description", "headline", "text", "articleBody", "abstract", "reviewBody"];

/**
 * 'path: where: sentence (reason)' for each claim the facts do not back on a public generated
 * page. A flagged sentence is kept in a generated page's text until the seller decides it, and a
 * page with an undecided one is never public: none may show here (the audit's seller keeps none).
 */
export function inventedClaims(pages: RulePage[], facts: ClaimFacts): string[] {
  const out: string[] = [];
  for (const p of pages.filter(generated)) {
    const article = articleOf(p.html);
    if (article)
      for (const r of flagHtml(article.innerHTML, facts).flags)
        out.push(`${p.path}: text: “${r.sentence}” (${r.reason})`);
    const description = p.html.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    // What JSON-LD says in words (descriptions, headlines): its phone, address and prices are
    // the identity's own fields, which dishonestFacts holds to the page.
    const ld = jsonLd(p.html).flatMap((v) =>
      [...objects(v)].flatMap((o) => TEXT_KEYS.flatMap((k) => [...strings(o[k])])),
    );
    for (const [where, value] of [["meta description", description], ...ld.map((s) => ["JSON-LD", s])] as const)
      for (const s of checkText(value, facts))
        if (s.removed) out.push(`${p.path}: ${where}: “${s.sentence}” (${s.findings.map((f) => f.kind).join(", ")})`);
  }
  return out;
}

/** Pages waiting in "Para revisar" that visitors can open. */
export function publicBeforeApproval(pages: RulePage[], pending: string[]): string[] {
  const open = new Set(pages.map((p) => p.path));
  return pending.map((slug) => `/links-uteis/${slug}`).filter((path) => open.has(path));
}

/** "Obras em X" sections showing a job whose place is not X. */
export function jobsElsewhere(pages: RulePage[]): string[] {
  const out: string[] = [];
  for (const p of pages)
    for (const section of p.html.querySelectorAll("[data-jobs-proof]")) {
      const m = /^Obras (?:em|no|na|nos|nas) (.+)$/i.exec(text(section.querySelector("h2")));
      if (!m) continue;
      for (const place of section.querySelectorAll("[data-job-place]")) {
        // "Moema, São Paulo": done in Moema, and in the city of São Paulo.
        const where = text(place).split(" · ")[0]!.trim();
        const names = where.split(",").map((x) => fold(x.trim()));
        if (!names.includes(fold(m[1]!.trim()))) out.push(`${p.path}: “${m[0]}” over a job in ${where}`);
      }
    }
  return out;
}

const zoneOf = new Map(
  allLocations.filter((l) => l.kind === "bairro").map((l) => [`/local/${l.slug}`, `${l.city}|${l.region}`]),
);

/** Per zone, its place pages' highest pairwise Jaccard (indexable place pages only). */
export function zoneSimilarity(pages: RulePage[]): { zone: string; max: number; pair: [string, string] }[] {
  const byZone = new Map<string, { path: string; sh: Set<string> }[]>();
  for (const p of pages) {
    const zone = zoneOf.get(p.path);
    if (!zone || !p.indexable || p.main === undefined) continue;
    byZone.set(zone, [...(byZone.get(zone) ?? []), { path: p.path, sh: shingles(p.main) }]);
  }
  return [...byZone].map(([zone, list]) => {
    let max = 0;
    let pair: [string, string] = ["", ""];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) {
        const s = jaccard(list[i]!.sh, list[j]!.sh);
        if (s > max) [max, pair] = [s, [list[i]!.path, list[j]!.path]];
      }
    return { zone, max, pair };
  });
}

/** Generated pages held out of the index that another page links to or sitemap.xml lists. */
export function heldOutInListings(pages: RulePage[], sitemap: Set<string>): string[] {
  const held = new Set(pages.filter((p) => generated(p) && !p.indexable).map((p) => p.path));
  const out: string[] = [];
  for (const path of held) if (sitemap.has(path)) out.push(`${path}: in sitemap.xml`);
  for (const p of pages)
    for (const link of p.links) if (held.has(link) && link !== p.path) out.push(`${link}: linked from ${p.path}`);
  return out;
}

/** Indexable generated pages under the quality floor (gate/quality.ts, gate/coherence.ts), with what fails. */
export function underQualityFloor(pages: RulePage[]): string[] {
  const out: string[] = [];
  for (const p of pages.filter((x) => generated(x) && x.indexable)) {
    const article = articleOf(p.html);
    if (!article) continue;
    const own = (p.unique ?? 0) * shingles(p.main ?? text(article)).size;
    const problems = qualityProblems({
      title: text(p.html.querySelector("h1")),
      content: article.innerHTML,
      ownWords: own,
    });
    const codes = [...(coherenceReason(article.innerHTML) ? ["coherence"] : []), ...problems.map((x) => x.code)];
    if (codes.length > 0) out.push(`${p.path}: ${codes.join(", ")}`);
  }
  return out;
}

/**
 * Company names that are not the identity's: JSON-LD organisations named otherwise, and any
 * name the site had before (`stale`: the shipped default or an old name after a rename) in a
 * title, meta description, visible text or JSON-LD.
 */
export function foreignNames(pages: RulePage[], companyName: string, stale: string[] = []): string[] {
  const out: string[] = [];
  const orgTypes =
    /^(Organization|LocalBusiness|HomeAndConstructionBusiness|Electrician|Locksmith|ProfessionalService)$/;
  const old = stale.filter((n) => n && !companyName.includes(n));
  for (const p of pages) {
    const ld = jsonLd(p.html);
    for (const o of ld.flatMap((v) => [...objects(v)])) {
      const types = [o["@type"]].flat().map(String);
      if (types.some((t) => orgTypes.test(t)) && typeof o.name === "string" && o.name !== companyName)
        out.push(`${p.path}: JSON-LD ${types.join("/")} name “${o.name}”`);
    }
    const said = [
      text(p.html.querySelector("title")),
      p.html.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      text(p.html.querySelector("body")),
      JSON.stringify(ld),
    ].join(" ");
    // The company, not the product ("motores PPA para garagens"): "a/da/pela/na X", "| X".
    for (const n of old) {
      const m = new RegExp(
        `(?:(?<![\\p{L}])(?:a|da|pela|na|à|A)\\s+|\\|\\s*)${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`,
        "u",
      ).exec(said);
      if (m) out.push(`${p.path}: says “${m[0].trim()}”`);
    }
  }
  return [...new Set(out)];
}
