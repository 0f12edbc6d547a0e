// Contact-click tracking, the pure parts: reference codes, what a click link carries, and how a
// campaign is read. Request classification and D1 access are in leads.server.ts (server only).

export const LEAD_CHANNELS = ["whatsapp", "telefone"] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** Path of the click endpoint; robots.txt disallows it and every link to it is nofollow. */
export const CLICK_PATH = "/contato";

// The daily caps live in platform/daily-caps.ts, below the env parser that reads them.
export { LEAD_ADDRESS_DAILY_CAP, LEAD_DAILY_CAP } from "~/lib/platform/daily-caps";

/**
 * Past LEAD_DAILY_CAP, an address with no click recorded that day still records its first, up to
 * this many times the cap: a real visitor's click keeps its code after a forger spent the cap,
 * and the day's writes stay bounded (3,000 leads, about 15,000 row writes of Free's 100,000).
 */
export const FIRST_CLICK_CEILING = 3;

/** A second click on the same link by the same visitor within this window is not a new lead. */
export const REPEAT_WINDOW_MS = 60_000;

/**
 * Reference codes use digits and capitals without the look-alikes 0/O, 1/I/L: read aloud or
 * typed from a chat, "SA7K2" cannot be mistaken. 31⁵ ≈ 28.6 million codes.
 */
export const REF_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REF_LENGTH = 5;

/** A random code; bytes ≥ 248 are dropped so every letter is equally likely (248 = 8 × 31). */
export function newRefCode(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))) {
  let code = "";
  while (code.length < REF_LENGTH) {
    for (const b of random(REF_LENGTH * 2)) {
      if (b < 248 && code.length < REF_LENGTH) code += REF_ALPHABET[b % REF_ALPHABET.length];
    }
  }
  return code;
}

/** What a person types in the admin: letter case, spaces and a "Ref:" prefix are forgiven. */
export function normaliseRefCode(input: string): string | null {
  const code = input
    .toUpperCase()
    .replace(/^\s*REF\s*:?/, "")
    .replace(/[\s-]/g, "");
  return new RegExp(`^[${REF_ALPHABET}]{${REF_LENGTH}}$`).test(code) ? code : null;
}

/** The chat message with the code at its end, as the seller will read it in WhatsApp. */
export function withRefCode(message: string, ref: string): string {
  return `${message}\n\nRef: ${ref}`;
}

/** The page a link sits on, and what it is about. */
export interface LeadSource {
  path: string;
  place?: string;
  product?: string;
}

/** Campaign parameters of the landing URL (only whether a click id was there, never its value). */
export interface Campaign {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  gclid: boolean;
  fbclid: boolean;
}

/** A campaign tag as campaigns write them: letters, digits and ._~+/- and spaces; anything else goes. */
const campaignText = (v: string | null) => {
  const t = v
    ?.normalize("NFC")
    .replace(/[^\p{L}\p{N} ._~+/-]/gu, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return t ? t.toLowerCase() : null;
};

export function parseCampaign(params: URLSearchParams): Campaign {
  return {
    utm_source: campaignText(params.get("utm_source")),
    utm_medium: campaignText(params.get("utm_medium")),
    utm_campaign: campaignText(params.get("utm_campaign")),
    gclid: Boolean(params.get("gclid")),
    fbclid: Boolean(params.get("fbclid")),
  };
}

/** Page family (the dashboard groups by it), from the path's first segment. */
export function pageFamily(path: string): string {
  const first = path.split("/")[1]?.toLowerCase() ?? "";
  if (first === "") return "início";
  const families: Record<string, string> = {
    local: "bairro",
    cidades: "cidade",
    "links-uteis": "página gerada",
    topicos: "tópico",
    blog: "blog",
    "duvidas-frequentes": "institucional",
    "guia-completo": "institucional",
    "servicos-profissionais": "institucional",
    garantia: "institucional",
    termos: "institucional",
    privacidade: "institucional",
    sitemap: "institucional",
    "not-found": "página não encontrada",
  };
  return families[first] ?? "kit ou região";
}

/**
 * The link of a contact button: the click endpoint with the page, place, product and message. A
 * message travels only with its signature (`assinatura`, chat-message.server.ts): the endpoint
 * takes no other.
 */
export function clickHref(
  channel: LeadChannel,
  source: LeadSource,
  message?: { text: string; signature: string | null },
): string {
  const q = new URLSearchParams({ de: source.path });
  if (source.place) q.set("local", source.place);
  if (source.product) q.set("produto", source.product);
  if (message?.signature) {
    q.set("msg", message.text);
    q.set("assinatura", message.signature);
  }
  return `${CLICK_PATH}/${channel}?${q.toString()}`;
}

/** Periods of the admin's "Contatos" screen, in days. */
export const PERIODS = [30, 90] as const;
export type Period = (typeof PERIODS)[number];

/** "dd/mm" of a day number. */
export function dayLabel(day: number): string {
  const d = new Date(day * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, "0")}/${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
}
