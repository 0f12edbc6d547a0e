// What a title says its page is about: the service ('Conserto'), the subject ('Fotocélula') and
// the served place ('na Penha'), read the same way by the local generator, the facts box of a
// generated page and the uniqueness gate's "one indexable page per service and place".
import type { Location } from "@content/types";
import { allLocations } from "@content/locations";
import { MARKER_RE } from "@content/generator/markup";
import { subjectOf } from "@content/generator/subjects";
import type { ServiceType, Subject } from "@content/generator/types";
import { fold } from "@content/text";

export interface ParsedLocation {
  city: string;
  place: string;
}

const DEFAULT_CITY = "São Paulo";

/** Location pins ('📍', '📌', with or without the emoji variation selector). */
const PIN_RE = /[\u{1F4CD}\u{1F4CC}]\uFE0F?/gu;

export function cleanTitle(title: string): string {
  return String(title ?? "")
    .replace(PIN_RE, " ")
    .replace(MARKER_RE, "")
    .replace(/\s+/g, " ")
    .trim();
}

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

export interface ParsedTitle extends ParsedLocation {
  /** The title's wording before the place: 'Conserto de Portão Automático'. */
  subject: string;
  served: Location | undefined;
}

/** Served places by folded name, longest names first (so 'Vila Mariana' wins over 'Mariana'). */
const PLACE_NAMES = [...new Set(allLocations.map((l) => fold(l.name)))].sort((a, b) => b.length - a.length);

/**
 * The served place a title names after 'em', 'no', 'na', 'nos' or 'nas' ('… no Tatuapé, São Paulo',
 * '… em Vila Mariana - São Paulo - SP'); among places of one name, the one whose city the title
 * also names.
 */
function servedPlaceIn(title: string): { location: Location; index: number } | undefined {
  const folded = fold(title);
  for (const name of PLACE_NAMES) {
    const m = new RegExp(
      `\\s(em|no|na|nos|nas)\\s${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=$|[\\s,.;:!?)-])`,
    ).exec(folded);
    if (!m) continue;
    const candidates = allLocations.filter((l) => fold(l.name) === name);
    const rest = folded.slice(m.index + m[0].length);
    const location =
      candidates.find((l) => l.kind === "bairro" && rest.includes(fold(l.city))) ??
      candidates.find((l) => l.kind === "cidade") ??
      candidates[0]!;
    return { location, index: m.index };
  }
  return undefined;
}

export function parseTitle(title: string): ParsedTitle {
  const clean = cleanTitle(title);
  const served = servedPlaceIn(clean);
  if (served) {
    const { location, index } = served;
    return {
      city: location.city,
      place: location.name,
      subject: clean.slice(0, index).trim(),
      served: location,
    };
  }
  // Not a served place: the old '… em Place - City - SP' reading, with no place facts.
  const parts = clean
    .split(/\s+[-–—]\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  let city = DEFAULT_CITY;
  if (parts.length >= 3 && /^sp\.?$/i.test(parts[parts.length - 1]!)) {
    const candidate = parts[parts.length - 2]!.replace(/[,;:.]+$/, "").trim();
    if (candidate) city = candidate;
  }
  const head = (parts[0] ?? "").split(/,\s*/)[0] ?? "";
  let place = city;
  let subject = head;
  let last: RegExpMatchArray | undefined;
  for (const m of head.matchAll(/\s(em|no|na|nos|nas)\s/gi)) last = m;
  if (last && last.index !== undefined) {
    const candidate = head
      .slice(last.index + last[0].length)
      .replace(/[,;:.!?]+$/, "")
      .trim();
    const firstWord = fold(candidate).split(/\s+/)[0] ?? "";
    if (candidate && !PRODUCT_WORDS.has(firstWord)) {
      place = candidate;
      subject = head.slice(0, last.index).trim();
    }
  }
  return { city, place, subject, served: undefined };
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
  ["Ajuste", /\bajust(e|es|ar)\b|\bregulage(m|ns)\b/],
  ["Configuração", /\bconfigur(acao|acoes|ar)\b|\bprogramac(ao|oes)\b/],
  ["Técnico", /\btecnic(o|os|a)\b/],
];

export function detectServiceType(title: string): ServiceType {
  const text = fold(cleanTitle(title));
  for (const [service, re] of SERVICE_KEYWORDS) if (re.test(text)) return service;
  return "Serviço especializado";
}

/** What a title is about: its service, its subject and the served place it names. */
export function pageTopicOf(title: string): { service: ServiceType; subject: Subject; served: Location | undefined } {
  const parsed = parseTitle(title);
  return {
    service: detectServiceType(title),
    subject: subjectOf(fold(parsed.subject || cleanTitle(title))),
    served: parsed.served,
  };
}
