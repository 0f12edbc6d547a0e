// Local page generator without AI (the admin's "Gerador de conteúdo"). Pure and
// deterministic: no I/O, no clock, no Math.random. A small PRNG (mulberry32) seeded from a hash
// of the normalised title picks and orders sentences, bullets, sections and FAQ entries from
// the text pools of content/generator/, so two titles that differ only by the place do not
// produce the same text with the name swapped, while the same title always produces the same page.
//
// This file is the engine (title parsing, choosing, rendering); every word it writes comes from
// content/generator/, and every business fact from content/business.ts.
import { CLOSINGS, DESCRIPTIONS } from "@content/generator/closings";
import { b } from "@content/generator/facts";
import { GENERIC_FAQS } from "@content/generator/faqs";
import { MARKER_RE } from "@content/generator/markup";
import { INTRO, OPTIONAL_SECTIONS, SERVICE_SECTION } from "@content/generator/sections";
import { SERVICES } from "@content/generator/services";
import type { Ctx, Faq, Keyed, Line, SectionKind, ServiceType, Text, Variant } from "@content/generator/types";
import { fold, ucFirst } from "@content/text";
import { buildWhatsAppLink } from "~/lib/leads/contact";
import { clampCreativity } from "./creativity";
import { hashString, mulberry32, pickN, pickOne, pickOrdered, randInt, type Rng, shuffle } from "./prng";

export type { ServiceType };

export interface ParsedLocation {
  city: string;
  place: string;
}

export interface GenerationShape {
  sections: number;
  bulletsPerList: number;
  faqs: number;
}

export interface LocalPage {
  html: string;
  /** Plain text (not HTML-escaped), at most 160 characters. */
  description: string;
  shape: GenerationShape;
  location: ParsedLocation;
  service: ServiceType;
}

const DEFAULT_CITY = "São Paulo";
const DESCRIPTION_MAX = 160;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Location pins ('📍', '📌', with or without the emoji variation selector). */
const PIN_RE = /[\u{1F4CD}\u{1F4CC}]\uFE0F?/gu;

function cleanTitle(title: string): string {
  return String(title ?? "")
    .replace(PIN_RE, " ")
    .replace(MARKER_RE, "")
    .replace(/\s+/g, " ")
    .trim();
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escapes text and turns the internal markers into <strong> tags. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\uE000/g, "<strong>")
    .replace(/\uE001/g, "</strong>");
}

function stripMarkers(text: string): string {
  return text.replace(MARKER_RE, "");
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

/** First words that mean the text after ' em ' is the thing serviced, not a place. */
const PRODUCT_WORDS = new Set([
  "portao",
  "portoes",
  "motor",
  "motores",
  "central",
  "centrais",
  "controle",
  "controles",
  "fotocelula",
  "fotocelulas",
  "placa",
  "placas",
  "cremalheira",
  "fim",
  "kit",
  "kits",
  "automatizador",
  "automatizadores",
  "automacao",
  "porta",
  "portas",
]);

interface ParsedTitle extends ParsedLocation {
  /** 'em', 'no' or 'na': the preposition the title used before the place. */
  prep: string;
  /** The title's own wording of the service, before the place: 'Conserto de Portão Automático'. */
  subject: string;
}

function parseTitle(title: string): ParsedTitle {
  const clean = cleanTitle(title);
  const parts = clean
    .split(/\s+[-–—]\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

  let city = DEFAULT_CITY;
  if (parts.length >= 3 && /^sp\.?$/i.test(parts[parts.length - 1]!)) {
    const candidate = parts[parts.length - 2]!.replace(/[,;:.]+$/, "").trim();
    if (candidate) city = candidate;
  }

  const head = parts[0] ?? "";
  let place = city;
  let prep = "em";
  let subject = head;
  let last: RegExpMatchArray | undefined;
  for (const m of head.matchAll(/\s(em|no|na)\s/gi)) last = m;
  if (last && last.index !== undefined) {
    const candidate = head
      .slice(last.index + last[0].length)
      .replace(/[,;:.!?]+$/, "")
      .trim();
    const firstWord = fold(candidate).split(/\s+/)[0] ?? "";
    if (candidate && !PRODUCT_WORDS.has(firstWord)) {
      place = candidate;
      prep = last[1]!.toLowerCase();
      subject = head.slice(0, last.index).trim();
    }
  }
  return { city, place, prep, subject };
}

export function parseLocationFromTitle(title: string): ParsedLocation {
  const { city, place } = parseTitle(title);
  return { city, place };
}

const SERVICE_KEYWORDS: [ServiceType, RegExp][] = [
  ["Conserto", /\bconsert(o|os|ar|amos)\b/],
  ["Reparo", /\brepar(o|os|ar|acao|acoes)\b/],
  ["Instalação", /\binstal(acao|acoes|ar|amos)\b/],
  ["Manutenção", /\bmanutenc(ao|oes)\b/],
  ["Troca", /\btroc(a|as|ar)\b/],
  ["Ajuste", /\bajust(e|es|ar)\b/],
  ["Configuração", /\bconfigur(acao|acoes|ar)\b/],
  ["Técnico", /\btecnic(o|os|a)\b/],
];

export function detectServiceType(title: string): ServiceType {
  const text = fold(cleanTitle(title));
  for (const [service, re] of SERVICE_KEYWORDS) if (re.test(text)) return service;
  return "Serviço especializado";
}

// ---------------------------------------------------------------------------------------------
// Creativity
// ---------------------------------------------------------------------------------------------

export function shapeFor(creativity: number): GenerationShape {
  const c = clampCreativity(creativity);
  if (c < 20) return { sections: 3, bulletsPerList: 3, faqs: 1 };
  if (c < 40) return { sections: 3, bulletsPerList: 4, faqs: 2 };
  if (c < 50) return { sections: 4, bulletsPerList: 4, faqs: 3 };
  if (c < 60) return { sections: 4, bulletsPerList: 5, faqs: 4 };
  return { sections: 5, bulletsPerList: 6, faqs: 5 };
}

// ---------------------------------------------------------------------------------------------
// Choosing from the pools
// ---------------------------------------------------------------------------------------------

function isKeyed(line: Line): line is Keyed {
  return typeof line === "object" && !Array.isArray(line);
}

function sayVariant(v: Variant, c: Ctx, rng: Rng): string {
  return say(Array.isArray(v) ? pickOne(rng, v) : v, c);
}

function say(text: Text, c: Ctx): string {
  return typeof text === "string" ? text : text(c);
}

function buildDescription(c: Ctx, rng: Rng): string {
  for (const make of shuffle(rng, DESCRIPTIONS)) {
    const text = stripMarkers(make(c));
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  const short = `${ucFirst(c.info.label)} ${c.at} com a ${b.name}.`;
  if (short.length <= DESCRIPTION_MAX) return short;
  const cut = short.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

function subjectFrom(raw: string, fallback: string): string {
  const words = stripMarkers(raw)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => (w.length >= 2 && w === w.toUpperCase() ? w : w.toLowerCase()));
  return words.length > 0 ? words.join(" ") : fallback;
}

/** Groups sentences into paragraphs of two or three (a lone sentence only when that is all). */
function paragraphs(sentences: string[], rng: Rng): string[] {
  const out: string[] = [];
  let rest = sentences.slice();
  while (rest.length > 0) {
    const take = rest.length <= 3 ? rest.length : rest.length === 4 ? 2 : 2 + randInt(rng, 2);
    out.push(rest.slice(0, take).join(" "));
    rest = rest.slice(take);
  }
  return out;
}

/** Up to n lines in random order, skipping facts the page already stated; marks what it takes. */
function pickLines(c: Ctx, rng: Rng, lines: readonly Line[], n: number): string[] {
  // Chosen at random, told in the pool's order: the pools are written to read well in sequence.
  const taken: number[] = [];
  for (const i of shuffle(
    rng,
    lines.map((_, index) => index),
  )) {
    if (taken.length >= n) break;
    const line = lines[i]!;
    if (isKeyed(line)) {
      if (line.k.some((k) => c.usedKeys.has(k))) continue;
      for (const k of line.k) c.usedKeys.add(k);
    }
    taken.push(i);
  }
  return taken
    .sort((x, y) => x - y)
    .map((i) => {
      const line = lines[i]!;
      return sayVariant(isKeyed(line) ? line.t : line, c, rng);
    });
}

/** Exactly n bullets not yet listed on the page (a few of the city's own first, when known). */
function pickBullets(kind: SectionKind, c: Ctx, rng: Rng, n: number): string[] {
  const fresh = (pool: readonly Text[]): string[] =>
    [...new Set(pool.map((t) => say(t, c)))].filter((t) => !c.usedBullets.has(t));
  const local = kind.localBullets ? fresh(kind.localBullets(c)) : [];
  const localPicks = local.length > 0 ? pickN(rng, local, Math.min(n, 2 + randInt(rng, 3))) : [];
  let pool = fresh(kind.bullets(c)).filter((t) => !localPicks.includes(t));
  // Pools are sized so this never triggers; if it did, repeat a listed bullet rather than break the count.
  if (pool.length + localPicks.length < n) pool = [...new Set(kind.bullets(c).map((t) => say(t, c)))];
  const rest = kind.ordered ? pickOrdered(rng, pool, n - localPicks.length) : pickN(rng, pool, n - localPicks.length);
  const items = kind.ordered ? rest : shuffle(rng, [...localPicks, ...rest]);
  for (const t of items) c.usedBullets.add(t);
  return items;
}

function renderSection(kind: SectionKind, c: Ctx, rng: Rng, shape: GenerationShape): string {
  const headingPool = kind.id === "service" ? c.info.headings : kind.headings;
  const heading = say(pickOne(rng, headingPool), c);

  const opener = kind.openers ? say(pickOne(rng, kind.openers), c) : undefined;
  const bodyCount = (opener ? 2 : 3) + randInt(rng, 3) + (shape.sections >= 5 ? 1 : 0);
  const body = pickLines(c, rng, kind.sentences(c), bodyCount);
  const chosen = opener ? [opener, ...body] : body;

  // Some sentences before the list, maybe some after it.
  const afterCount = chosen.length >= 4 && rng() < 0.45 ? 1 + randInt(rng, 2) : 0;
  const before = chosen.slice(0, chosen.length - afterCount);
  const after = chosen.slice(chosen.length - afterCount);
  // The opener stands alone half of the time, as a short lead paragraph.
  const beforeParas =
    opener && before.length > 1 && rng() < 0.5
      ? [before[0]!, ...paragraphs(before.slice(1), rng)]
      : paragraphs(before, rng);

  const items = pickBullets(kind, c, rng, shape.bulletsPerList);
  const html: string[] = [`<h2>${inline(heading)}</h2>`];
  for (const p of beforeParas) html.push(`<p>${inline(p)}</p>`);
  html.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`);
  if (after.length > 0) html.push(`<p>${inline(after.join(" "))}</p>`);
  return html.join("\n");
}

function renderFaq(c: Ctx, rng: Rng, count: number): string {
  const generic = GENERIC_FAQS.filter((f) => !f.skipFor?.includes(c.service));
  // Service questions get a better chance: one of them is usually first in line.
  const pool = shuffle(rng, [...c.info.faqs, ...generic]);
  const lead = rng() < 0.7 ? pickOne(rng, c.info.faqs) : undefined;
  const ordered = lead ? [lead, ...pool.filter((f) => f !== lead)] : pool;
  const groups = new Set<string>();
  const picked: Faq[] = [];
  for (const f of ordered) {
    if (picked.length >= count) break;
    if (f.group && groups.has(f.group)) continue;
    if (f.group) groups.add(f.group);
    picked.push(f);
  }
  const chosen = shuffle(rng, picked);
  const html: string[] = ["<h2>Perguntas frequentes</h2>"];
  for (const f of chosen) {
    html.push(`<h3>${inline(say(f.q, c))}</h3>`);
    html.push(`<p>${inline(say(f.a, c))}</p>`);
  }
  return html.join("\n");
}

function renderClosing(c: Ctx, rng: Rng): string {
  const closing = pickOne(
    rng,
    CLOSINGS.filter((x) => !x.skipFor?.includes(c.service)),
  );
  const message = `Olá! Vi o site da ${b.name} e gostaria de ${c.info.request} em ${c.where}.`;
  const href = buildWhatsAppLink(message);
  return `<p>${inline(closing.before(c))} <a href="${escapeHtml(href)}">${inline(closing.link)}</a>${inline(closing.after(c))}</p>`;
}

export function generateLocalPageHtml(title: string, creativity: number): LocalPage {
  const parsed = parseTitle(title);
  const service = detectServiceType(title);
  const shape = shapeFor(creativity);
  const info = SERVICES[service];

  const place = stripMarkers(parsed.place);
  const city = stripMarkers(parsed.city);
  const c: Ctx = {
    service,
    info,
    place,
    city,
    at: `${parsed.prep} ${place}`,
    where: fold(place) === fold(city) ? place : `${place}, ${city}`,
    subject: subjectFrom(parsed.subject, info.label),
    usedKeys: new Set(),
    usedBullets: new Set(),
  };

  const seed = hashString(fold(cleanTitle(title)));
  const rng = mulberry32(seed);

  // Intro first; the service section and the optional ones in a title-dependent order.
  const optional = pickN(rng, OPTIONAL_SECTIONS, shape.sections - 2);
  const body = shuffle(rng, [SERVICE_SECTION, ...optional]);
  const sections = [INTRO, ...body];

  const parts = sections.map((kind) => renderSection(kind, c, rng, shape));
  parts.push(renderFaq(c, rng, shape.faqs));
  parts.push(renderClosing(c, rng));

  return {
    html: parts.join("\n"),
    description: buildDescription(c, rng),
    shape,
    location: { city: parsed.city, place: parsed.place },
    service,
  };
}
