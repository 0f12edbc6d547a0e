// Local page generator without AI (the admin's "Gerador de conteúdo" and the batch creator).
// Pure and deterministic: no I/O, no clock, no Math.random. A small PRNG (mulberry32) seeded
// from a hash of the normalised title picks and orders the sentences, bullets and questions.
//
// A page is about what its title names: the SUBJECT (fotocélula, central, portão basculante…,
// content/generator/subjects-*.ts), the SERVICE (conserto, instalação…) and, when the title names
// a served place, that PLACE: its own page's facts (what kinds of buildings and terrain it has,
// its region and neighbours) and a link to it, never a copy of its text. The page states no
// business claim (price, warranty, deadline, phone): the route shows those beside it, from the
// seller's current data, so a stored page never freezes one.
import type { Location } from "@content/types";
import { inPlace, locationPath } from "@content/locations";
import { CLOSINGS, DESCRIPTIONS } from "@content/generator/closings";
import { GENERIC_FAQS, PLACE_FAQ } from "@content/generator/faqs";
import {
  GROUP_HEADINGS,
  OPENERS,
  PLACE_HEADINGS,
  PRICE_HEADINGS,
  VIEW_HEADINGS,
  SECOND_HEADINGS,
  WHAT_HEADINGS,
  of,
  the,
} from "@content/generator/headings";
import { FEATURE_OPENERS, placeFeatures, placeWithArticle, regionOf } from "@content/generator/place";
import { SERVICES } from "@content/generator/services";
import { subjectOf } from "@content/generator/subjects";
import type { Aspect, Ctx, Faq, Group, ServiceType, Subject, Text } from "@content/generator/types";
import { fold, joinPt, ucFirst } from "@content/text";
import { buildWhatsAppLink } from "~/lib/leads/contact";
import { clampCreativity } from "./creativity";
import { hashString, mulberry32, pickN, pickOne, type Rng, shuffle } from "./prng";
import { type ParsedLocation, cleanTitle, detectServiceType, parseTitle } from "~/lib/html-stage/title-topic";

export type { ParsedLocation, ServiceType };
export { detectServiceType, pageTopicOf, parseLocationFromTitle } from "~/lib/html-stage/title-topic";

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
  subject: Subject["id"];
  /** The served place the title names, if any. */
  served: Location | undefined;
}

const DESCRIPTION_MAX = 160;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
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
// Rendering
// ---------------------------------------------------------------------------------------------

const say = (text: Text, c: Ctx): string => (typeof text === "string" ? text : text(c));

/** Groups whose text stands in when a subject has none for the page's group. */
const FALLBACK: Record<Group, Group[]> = {
  repair: ["repair", "visit", "care"],
  install: ["install", "care", "repair"],
  care: ["care", "adjust", "repair"],
  adjust: ["adjust", "care", "repair"],
  visit: ["visit", "repair", "care"],
};

/** Other points of view on the subject, for the later sections. */
const OTHER_VIEWS: Record<Group, Group[]> = {
  repair: ["care", "install"],
  install: ["care", "repair"],
  care: ["repair", "install"],
  adjust: ["repair", "install"],
  visit: ["care", "install"],
};

function aspectOf(subject: Subject, group: Group): { group: Group; aspect: Aspect } {
  for (const g of FALLBACK[group]) {
    const aspect = subject.groups[g];
    if (aspect) return { group: g, aspect };
  }
  throw new Error(`Subject ${subject.id} has no text for ${group}`);
}

/** Up to n of the pool, told in the pool's order (the pools read well in sequence). */
function pickInOrder(rng: Rng, pool: readonly Text[], n: number, c: Ctx): string[] {
  const indexes = pickN(
    rng,
    pool.map((_, i) => i),
    Math.min(n, pool.length),
  ).sort((a, b) => a - b);
  return indexes.map((i) => say(pool[i]!, c));
}

function list(items: string[]): string {
  return `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
}

function section(heading: string, paragraphs: string[], items: string[] | null): string {
  const html = [`<h2>${escapeHtml(heading)}</h2>`, ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`)];
  if (items) html.push(list(items));
  return html.join("\n");
}

/** Everything the subject lists, as the last pool any list draws from when its own runs out. */
function allBullets(subject: Subject): Text[] {
  return [...subject.parts, ...subject.price, ...Object.values(subject.groups).flatMap((a) => a?.bullets ?? [])];
}

/** Exactly n bullets, none already on the page: from the pool, then from the fallbacks. */
function bullets(rng: Rng, c: Ctx, used: Set<string>, n: number, ...pools: readonly Text[][]): string[] {
  const out: string[] = [];
  for (const pool of pools) {
    const fresh = [...new Set(pool.map((t) => say(t, c)))].filter((t) => !used.has(t) && !out.includes(t));
    out.push(...pickN(rng, fresh, n - out.length));
    if (out.length >= n) break;
  }
  for (const b of out) used.add(b);
  return out;
}

function whatSection(c: Ctx, rng: Rng, shape: GenerationShape, used: Set<string>): string {
  const s = c.subject;
  const sentences = pickInOrder(rng, s.what, 2 + (shape.sections >= 4 ? 1 : 0), c);
  return section(
    say(pickOne(rng, WHAT_HEADINGS), c),
    [sentences.join(" ")],
    bullets(rng, c, used, shape.bulletsPerList, s.parts, allBullets(s)),
  );
}

/**
 * The page's main section, about what its service does to its subject; with five sections, the
 * rest of the same text follows as a second section (so no section repeats another page's main
 * text: a page about the subject's other service has its own).
 */
function mainSections(c: Ctx, rng: Rng, shape: GenerationShape, used: Set<string>): [string, string] {
  const { group, aspect } = aspectOf(c.subject, c.group);
  const all = pickInOrder(rng, aspect.sentences, aspect.sentences.length, c);
  const split = shape.sections >= 5 ? 2 : 3;
  const other = aspectOf(c.subject, OTHER_VIEWS[group][0]!).aspect;
  const first = section(
    say(pickOne(rng, GROUP_HEADINGS[c.group]), c),
    [all.slice(0, split).join(" ")],
    bullets(rng, c, used, shape.bulletsPerList, aspect.bullets, other.bullets, allBullets(c.subject)),
  );
  const second = section(say(pickOne(rng, SECOND_HEADINGS[c.group]), c), [all.slice(split).join(" ")], null);
  return [first, second];
}

function viewSection(c: Ctx, rng: Rng, shape: GenerationShape, used: Set<string>): string {
  const main = aspectOf(c.subject, c.group).group;
  const view = OTHER_VIEWS[c.group].map((g) => aspectOf(c.subject, g)).find((a) => a.group !== main)!;
  return section(
    say(pickOne(rng, VIEW_HEADINGS[view.group]), c),
    [pickInOrder(rng, view.aspect.sentences, 2, c).join(" ")],
    bullets(rng, c, used, shape.bulletsPerList, view.aspect.bullets, allBullets(c.subject)),
  );
}

function priceSection(c: Ctx, rng: Rng, shape: GenerationShape, used: Set<string>): string {
  return section(
    say(pickOne(rng, PRICE_HEADINGS), c),
    [say(pickOne(rng, c.subject.priceNote), c)],
    bullets(rng, c, used, shape.bulletsPerList, c.subject.price, allBullets(c.subject)),
  );
}

/** About the served place the title names: how the subject behaves there, and its page. */
function placeSection(c: Ctx, rng: Rng, shape: GenerationShape): string | null {
  const location = c.location;
  if (!location) return null;
  const paragraphs: string[] = [];
  const nearby = location.nearby.slice(0, 4);
  const name = ucFirst(placeWithArticle(location));
  paragraphs.push(
    location.kind === "bairro"
      ? `${name} fica ${regionOf(location)}${nearby.length > 0 ? `, perto de ${joinPt(nearby)}` : ""}.`
      : `${name} fica ${regionOf(location)}${nearby.length > 0 ? `; entre os bairros atendidos estão ${joinPt(nearby)}` : ""}.`,
  );
  const notes = placeFeatures(location)
    .filter((f) => (c.subject.place[f]?.length ?? 0) > 0)
    .map((f) => `${FEATURE_OPENERS[f](c)}, ${say(pickOne(rng, c.subject.place[f]!), c)}`);
  const chosen = shuffle(rng, notes).slice(0, shape.sections >= 5 ? 3 : 2);
  if (chosen.length > 0) paragraphs.push(chosen.join(" "));
  return section(say(pickOne(rng, PLACE_HEADINGS), c), paragraphs, null);
}

/** The link to the place's own page (its text is not repeated here). */
function placeLink(c: Ctx): string {
  const location = c.location!;
  const label = `Portão automático ${inPlace(location)}`;
  return `<p>${location.kind === "bairro" ? "Página do bairro" : "Página da cidade"}: <a href="${locationPath(location)}">${escapeHtml(label)}</a>.</p>`;
}

/**
 * The subject's own questions first (the page's service, then the subject, then its other
 * services), the place's when the title names one; the general ones only to fill the count.
 */
function faqSection(c: Ctx, rng: Rng, count: number): string {
  const main = aspectOf(c.subject, c.group);
  const others = (Object.keys(c.subject.groups) as Group[]).filter((g) => g !== main.group);
  const pools: Faq[][] = [
    main.aspect.faqs,
    c.subject.faqs,
    others.flatMap((g) => c.subject.groups[g]?.faqs ?? []),
    c.location ? [PLACE_FAQ] : [],
    GENERIC_FAQS,
  ];
  const picked: Faq[] = [];
  for (const pool of pools) picked.push(...shuffle(rng, pool).slice(0, count - picked.length));
  const html = ["<h2>Perguntas frequentes</h2>"];
  for (const f of shuffle(rng, picked)) {
    html.push(`<h3>${escapeHtml(say(f.q, c))}</h3>`);
    html.push(`<p>${escapeHtml(say(f.a, c))}</p>`);
  }
  return html.join("\n");
}

function closingOf(c: Ctx, rng: Rng): string {
  const closing = pickOne(rng, CLOSINGS);
  const info = SERVICES[c.service];
  const about = info.group === "visit" ? `para ${the(c.subject)}` : of(c.subject);
  const message = `Olá! Vi o site e gostaria de ${info.request} ${about} ${c.at}.`;
  const href = buildWhatsAppLink(message);
  return `<p>${escapeHtml(closing.before(c))} <a href="${escapeHtml(href)}">${escapeHtml(closing.link)}</a>${escapeHtml(closing.after(c))}</p>`;
}

function descriptionOf(c: Ctx, rng: Rng): string {
  for (const make of shuffle(rng, DESCRIPTIONS)) {
    const text = make(c);
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  const short = `${ucFirst(c.topic)} ${c.at}.`;
  if (short.length <= DESCRIPTION_MAX) return short;
  const cut = short.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function contextOf(title: string): Ctx {
  const parsed = parseTitle(title);
  const service = detectServiceType(title);
  const info = SERVICES[service];
  const subject = subjectOf(fold(parsed.subject || cleanTitle(title)));
  const location = parsed.served;
  const place = location?.name ?? parsed.place;
  const city = location?.city ?? parsed.city;
  const at = location ? inPlace(location) : `em ${place}`;
  const serviceOf = `${info.gender === "f" ? "da" : "do"} ${info.noun}`;
  const topic = info.group === "visit" ? `${info.noun} para ${subject.noun}` : `${info.noun} de ${subject.noun}`;
  return {
    service,
    group: info.group,
    subject,
    place,
    city,
    at,
    placeThe: location ? placeWithArticle(location) : place,
    where: fold(place) === fold(city) ? place : `${place}, ${city}`,
    location,
    topic,
    serviceNoun: info.noun,
    serviceOf,
  };
}

export function generateLocalPageHtml(title: string, creativity: number): LocalPage {
  const shape = shapeFor(creativity);
  const c = contextOf(title);
  const rng = mulberry32(hashString(fold(cleanTitle(title))));
  const used = new Set<string>();

  const parts: string[] = [`<p>${escapeHtml(say(pickOne(rng, OPENERS), c))}</p>`];
  // Sections in the order a reader needs them, made one at a time (each takes its bullets from
  // what the earlier ones left); the shape decides how many.
  const [main, more] = mainSections(c, rng, shape, used);
  const makers: (() => string | null)[] = c.location
    ? [
        () => main,
        () => placeSection(c, rng, shape),
        () => whatSection(c, rng, shape, used),
        () => priceSection(c, rng, shape, used),
        () => more,
      ]
    : [
        // No served place: the subject from another service's side takes the place section's turn.
        () => main,
        () => whatSection(c, rng, shape, used),
        () => priceSection(c, rng, shape, used),
        () => viewSection(c, rng, shape, used),
        () => more,
      ];
  for (const make of makers) {
    if (parts.length - 1 >= shape.sections) break;
    const html = make();
    if (html) parts.push(html);
  }
  parts.push(faqSection(c, rng, shape.faqs));
  if (c.location) parts.push(placeLink(c));
  parts.push(closingOf(c, rng));

  return {
    html: parts.join("\n"),
    description: descriptionOf(c, rng),
    shape,
    location: { city: c.city, place: c.place },
    service: c.service,
    subject: c.subject.id,
    served: c.location,
  };
}
