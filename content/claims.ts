// The seller's commercial claims ("Ofertas e garantias" in the admin): founding year, customers
// served, 24h service, response time, warranties, instalments, where installation is free, the
// price "a partir de" of each kit type and of the Manutenção Express. None of them is the site's
// to invent: every one starts unconfirmed (null, false or empty), and a page states a claim only
// once the seller has given it. Stored with the identity ("Dados da empresa", one KV record), so a
// request reads them with no extra KV operation.
//
// Texts that state a claim write it as a token, resolved when the page renders:
//   "{responseTime}"                  the claim's one wording ('retorno em até 2 horas')
//   "{ResponseTime}"                  the same with a capital letter
//   "[O kit sai por {price.deslizante}.]"   an optional part: dropped whole when a claim inside is unset
//   "[Damos {responseTime}.|Respondemos no horário comercial.]"   …or its alternative after "|"
//   "{?emergency}"                    nothing, but only when the claim is set (a condition)
// A token outside any [...] whose claim is unset empties the whole text, and the list, table row
// or FAQ item holding it is dropped (resolveClaims): a page never shows a sentence with a hole.
import { joinPt, plural } from "./text";

export const KIT_TYPES = ["deslizante", "basculante", "pivotante"] as const;
export type KitType = (typeof KIT_TYPES)[number];

export interface Claims {
  /** When the seller last saved "Ofertas e garantias" (ISO); "" while nothing is confirmed. */
  confirmedAt: string;
  foundedYear: number | null;
  customersServed: number | null;
  /** An emergency service around the clock, every day. */
  emergency24h: boolean;
  /** The seller answers (calls or writes back) within this many hours. */
  responseHours: number | null;
  warranty: {
    /** Factory warranty of the motors, in years. */
    factoryYears: number | null;
    /** The factory warranty extended to this many years with our installation and maintenance. */
    extendedYears: number | null;
    /** Warranty of a service (installation, repair), in days. */
    serviceDays: number | null;
  };
  /** Card instalments ("até 10x"). */
  instalments: number | null;
  /** Served cities (their names, content/locations) where delivery and installation are free. */
  freeInstallCities: string[];
  /** Price "a partir de" of each kit type, installed, in reais. */
  kitPrices: Record<KitType, number | null>;
  /** The Manutenção Express: a fixed-price service visit, and its own warranty. */
  express: { price: number | null; warrantyMonths: number | null };
}

export const defaultClaims: Claims = {
  confirmedAt: "",
  foundedYear: null,
  customersServed: null,
  emergency24h: false,
  responseHours: null,
  warranty: { factoryYears: null, extendedYears: null, serviceDays: null },
  instalments: null,
  freeInstallCities: [],
  kitPrices: { deslizante: null, basculante: null, pivotante: null },
  express: { price: null, warrantyMonths: null },
};

/** What people call each kit type in prose and in the admin. */
export const KIT_NAMES: Record<KitType, string> = {
  deslizante: "Kit deslizante instalado",
  basculante: "Kit basculante instalado",
  pivotante: "Kit pivotante duplo instalado",
};

// One formatter for every price on a page: toLocaleString builds a new one each call (a V8 profile
// of the home page's render found it among the top functions).
const reais = new Intl.NumberFormat("pt-BR");

/** 'R$ 1.400' — Brazilian currency without cents, for prose. */
export function formatBRL(value: number): string {
  return `R$ ${reais.format(value)}`;
}

/** The lowest kit price the seller has given, or null. */
export function priceFrom(claims: Claims): number | null {
  const prices = KIT_TYPES.map((k) => claims.kitPrices[k]).filter((p): p is number => p !== null);
  return prices.length > 0 ? Math.min(...prices) : null;
}

/**
 * The one wording of the warranty terms (the reference is /garantia): the factory warranty, and
 * its extension only with our installation and preventive maintenance kept up to date.
 */
export function warrantyTermsOf(claims: Claims): string | null {
  const { factoryYears, extendedYears } = claims.warranty;
  if (factoryYears === null) return null;
  const factory = `${plural(factoryYears, "ano", "anos")} de garantia de fábrica`;
  if (extendedYears === null || extendedYears <= factoryYears) return factory;
  return `${factory}, estendida para ${plural(extendedYears, "ano", "anos")} com instalação pela nossa equipe e manutenção preventiva em dia`;
}

/**
 * The one wording of the response time: we answer (call or write back) within this time; it is
 * never a promise that a technician is at the gate by then.
 */
export function responseTimeOf(claims: Claims): string | null {
  return claims.responseHours === null ? null : `retorno em até ${plural(claims.responseHours, "hora", "horas")}`;
}

export const EMERGENCY_TEXT = "atendimento emergencial 24h, todos os dias";

/** Where installation is free, as prose: 'São Paulo, Guarulhos e Osasco'; null when nowhere. */
function freeAreaOf(claims: Claims, servedCities: readonly string[]): string | null {
  const free = servedCities.filter((c) => claims.freeInstallCities.includes(c));
  if (free.length === 0) return null;
  if (free.length === servedCities.length) return "todas as cidades que atendemos";
  if (free.length <= 6) return joinPt(free);
  return `${joinPt(free.slice(0, 5))} e mais ${free.length - 5} cidades`;
}

/** The place a text is rendered for: its city decides whether installation there is free. */
export interface ClaimContext {
  /** The city of the page's place ('São Paulo' for a neighbourhood of the capital). */
  city?: string;
  /** The served cities, for the free-installation area (content/locations, passed in). */
  servedCities?: readonly string[];
}

/** Every token and its text for these claims: null while the seller has not given it. */
export function claimTokens(claims: Claims, ctx: ClaimContext = {}): Record<string, string | null> {
  const price = (v: number | null) => (v === null ? null : formatBRL(v));
  const from = priceFrom(claims);
  const w = claims.warranty;
  const tokens: Record<string, string | null> = {
    responseTime: responseTimeOf(claims),
    responseHours: claims.responseHours === null ? null : plural(claims.responseHours, "hora", "horas"),
    foundedYear: claims.foundedYear === null ? null : String(claims.foundedYear),
    customers: claims.customersServed === null ? null : claims.customersServed.toLocaleString("pt-BR"),
    emergency: claims.emergency24h ? EMERGENCY_TEXT : null,
    factoryWarranty: w.factoryYears === null ? null : plural(w.factoryYears, "ano", "anos"),
    extendedWarranty:
      w.factoryYears === null || w.extendedYears === null || w.extendedYears <= w.factoryYears
        ? null
        : plural(w.extendedYears, "ano", "anos"),
    serviceWarranty: w.serviceDays === null ? null : plural(w.serviceDays, "dia", "dias"),
    warrantyTerms: warrantyTermsOf(claims),
    instalments: claims.instalments === null ? null : `${claims.instalments}x`,
    priceFrom: price(from),
    "price.deslizante": price(claims.kitPrices.deslizante),
    "price.basculante": price(claims.kitPrices.basculante),
    "price.pivotante": price(claims.kitPrices.pivotante),
    expressPrice: price(claims.express.price),
    expressWarranty:
      claims.express.price === null || claims.express.warrantyMonths === null
        ? null
        : plural(claims.express.warrantyMonths, "mês", "meses"),
    freeArea: ctx.servedCities ? freeAreaOf(claims, ctx.servedCities) : null,
    // Set (and empty) when the page's place has free installation: "[Instalação grátis.{?freeHere}]".
    freeHere: ctx.city !== undefined && claims.freeInstallCities.includes(ctx.city) ? "" : null,
  };
  return tokens;
}

const TOKEN = /\{(\??[A-Za-z][\w.]*)\}/g;
const SEGMENT = /\[([^[\]]*)\]/g;

function tokenValue(name: string, tokens: Record<string, string | null>): string | null {
  if (name.startsWith("?")) return tokenValue(name.slice(1), tokens) === null ? null : "";
  const key = name.charAt(0).toLowerCase() + name.slice(1);
  const value = tokens[key];
  if (value === undefined || value === null) return null;
  return name === key ? value : value.charAt(0).toUpperCase() + value.slice(1);
}

function fillTokens(text: string, tokens: Record<string, string | null>): string | null {
  let unset = false;
  const out = text.replace(TOKEN, (_, name: string) => {
    const value = tokenValue(name, tokens);
    if (value === null) unset = true;
    return value ?? "";
  });
  return unset ? null : out;
}

/**
 * One text with its claims: optional parts whose claim is unset are dropped, the rest filled in.
 * Returns "" when a claim outside any optional part is unset (the text cannot be said).
 */
export function fillClaims(text: string, tokens: Record<string, string | null>): string {
  if (!text.includes("{") && !text.includes("[")) return text;
  const segments = text.replace(SEGMENT, (_, inner: string) => {
    const bar = inner.indexOf("|");
    if (bar === -1) return fillTokens(inner, tokens) ?? "";
    return fillTokens(inner.slice(0, bar), tokens) ?? fillTokens(inner.slice(bar + 1), tokens) ?? "";
  });
  const filled = fillTokens(segments, tokens);
  if (filled === null) return "";
  // What an optional part leaves behind: doubled spaces, a space before punctuation, and a
  // sentence's full stop next to the one that closed the text before the part ("horas..").
  return filled
    .replace(/ {2,}/g, " ")
    .replace(/ ([,.;:!?])/g, "$1")
    .replace(/(?<!\.)\.\.(?!\.)/g, ".")
    .replace(/^ | $/g, "");
}

type Resolved<T> = { value: T; lost: boolean };

/**
 * A content value (text, list, section, FAQ…) with its claims resolved. A text that can no
 * longer be said is dropped from its list; an object (a FAQ item, a card, a table) that loses a
 * text of its own is dropped whole; an array inside an array (a table row) is dropped whole when
 * one of its cells is. Getters are read (inside a request, so they see its identity); functions
 * are kept as they are.
 */
export function resolveWith<T>(value: T, tokens: Record<string, string | null>, filter?: (text: string) => string): T {
  return resolveValue(value, tokens, false, filter).value;
}

function resolveValue<T>(
  value: T,
  tokens: Record<string, string | null>,
  tuple: boolean,
  filter?: (text: string) => string,
): Resolved<T> {
  if (typeof value === "string") {
    const filled = fillClaims(value, tokens);
    const out = filter && filled ? filter(filled) : filled;
    return { value: out as T, lost: value !== "" && out === "" };
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    let lost = false;
    for (const item of value) {
      const r = resolveValue(item, tokens, true, filter);
      if (r.lost) {
        lost = true;
        continue;
      }
      out.push(r.value);
    }
    return { value: out as T, lost: tuple && lost };
  }
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    let lost = false;
    for (const key of Object.keys(value)) {
      const v = (value as Record<string, unknown>)[key];
      if (typeof v === "function") {
        out[key] = v;
        continue;
      }
      const r = resolveValue(v, tokens, false, filter);
      // An object loses itself when one of its own texts can no longer be said.
      if (typeof v === "string" && r.lost) lost = true;
      out[key] = r.value;
    }
    return { value: out as T, lost };
  }
  return { value, lost: false };
}
