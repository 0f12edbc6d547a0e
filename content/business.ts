import { type Claims, defaultClaims } from "./claims";
import type { Testimonial } from "./types";
import { buildSampleTestimonials } from "./testimonial-samples";

// Every business fact the site states. Pages read these values; they never retype them,
// so one edit here changes every page and no two pages contradict each other.

/** '08:00' → '8h', '08:30' → '8h30'. */
function hourText(time: string): string {
  const [h, m] = time.split(":");
  return `${Number(h)}h${m && m !== "00" ? m : ""}`;
}

/**
 * Facts about the products the site sells (the PPA line): the same whoever sells them. The
 * seller's own commercial claims (founding year, prices, warranties, response time…) are not
 * here: they are his to confirm in the admin (content/claims.ts, "Ofertas e garantias").
 */
const facts = {
  serviceArea: "São Paulo e Grande São Paulo",
  /** Gate opening times of the models we sell, in seconds (fastest first). */
  openingSeconds: [4, 8, 16] as const,
  motorPowers: ["1/4 HP", "1/3 HP", "1/2 HP"] as const,
  /** Typical residential motor power range. */
  residentialPower: "1/4 HP a 1/2 HP",
  /** How long installing a kit usually takes. */
  installationHours: { min: 2, max: 4 },
  /** Preventive maintenance the installers recommend, visits a year. */
  maintenancePerYear: { home: 1, condo: 2 },
  currency: "BRL",
} as const;

// ---------------------------------------------------------------------------------------------
// The seller's identity: name, phone, chat number, address, CNPJ, hours, profiles, video and
// testimonials. The seller edits it in the admin ("Dados da empresa", stored in KV); these are the
// defaults until then. During a request the Worker installs the saved identity
// (setIdentitySource, app/lib/identity/identity.server.ts), so `business.phoneDisplay` and friends always
// read the current one, in components and in the content below alike.

interface OpeningHours {
  weekdays: { opens: string; closes: string };
  saturday: { opens: string; closes: string };
}

export interface BusinessIdentity {
  name: string;
  /** Razão social, shown next to the CNPJ. */
  legalName: string;
  /** 14 digits, or "" while unknown. */
  cnpj: string;
  /** Digits with country code (55…). */
  phoneDigits: string;
  /** WhatsApp number, digits with country code. */
  whatsappDigits: string;
  chatDefaultMessage: string;
  address: { street: string; number: string; district: string; city: string; state: string; cep: string };
  openingHours: OpeningHours;
  googleBusinessUrl: string;
  mapsUrl: string;
  /** Google's link to write a review of the business (g.page/r/…/review or …/writereview?placeid=…), or "". */
  googleReviewUrl: string;
  /** The seller's words asking a customer for a review ("{empresa}" is his name); "" for the default. */
  reviewMessage: string;
  social: { instagram: string; facebook: string; youtube: string; tiktok: string };
  /** YouTube id of the presentation video, or "" for none. */
  youtubeId: string;
  testimonials: Testimonial[];
  /**
   * The seller chose to keep the sample testimonials after launch. Without it they show only while
   * the site is not launched (the placeholder phone): never as if they were customers' words.
   */
  keepSamples: boolean;
  /** The seller's commercial claims ("Ofertas e garantias"); all unconfirmed by default. */
  claims: Claims;
  /** When the seller last saved (ISO), or "" for the built-in defaults. */
  updatedAt: string;
}

/** The placeholder phone the site ships with: while it is in use, no page may be indexed. */
export const PLACEHOLDER_PHONE = "5511999999999";

export const defaultIdentity: BusinessIdentity = {
  name: "Motores PPA",
  legalName: "",
  cnpj: "",
  phoneDigits: PLACEHOLDER_PHONE,
  whatsappDigits: PLACEHOLDER_PHONE,
  chatDefaultMessage: "Olá! Gostaria de mais informações sobre os motores PPA e o kit completo instalado.",
  address: { street: "", number: "", district: "", city: "", state: "SP", cep: "" },
  openingHours: {
    weekdays: { opens: "08:00", closes: "18:00" },
    saturday: { opens: "08:00", closes: "14:00" },
  },
  googleBusinessUrl: "",
  mapsUrl: "",
  googleReviewUrl: "",
  reviewMessage: "",
  social: { instagram: "", facebook: "", youtube: "", tiktok: "" },
  // No video until the seller gives his own: a stranger's video would show as his.
  youtubeId: "",
  testimonials: buildSampleTestimonials(),
  keepSamples: false,
  claims: defaultClaims,
  updatedAt: "",
};

type Source = () => BusinessIdentity | undefined;
let source: Source | undefined;

/**
 * The Worker calls this once (app/lib/identity/identity.server.ts): `next` returns the identity of
 * the request being served. One module graph, so one `source` for the whole bundle.
 */
export function setIdentitySource(next: Source): void {
  source = next;
}

/** The identity of the current request (the defaults outside one, e.g. in the browser or a script). */
export function currentIdentity(): BusinessIdentity {
  return source?.() ?? defaultIdentity;
}

/** Launched: the seller has given his real phone and WhatsApp (the placeholder is never indexed). */
export function isLaunched(identity: BusinessIdentity): boolean {
  return identity.phoneDigits !== PLACEHOLDER_PHONE && identity.whatsappDigits !== PLACEHOLDER_PHONE;
}

/** '5511987654321' → '(11) 98765-4321'; '551134567890' → '(11) 3456-7890'. */
export function formatPhone(digits: string): string {
  const local = digits.startsWith("55") ? digits.slice(2) : digits;
  const m = /^(\d{2})(\d{4,5})(\d{4})$/.exec(local);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : digits;
}

function hoursText(h: { opens: string; closes: string }): string {
  return `das ${hourText(h.opens)} às ${hourText(h.closes)}`;
}

/** Business facts plus the current identity, read at the moment they are used. */
export const business = {
  ...facts,
  get name() {
    return currentIdentity().name;
  },
  /** The seller's commercial claims (content/claims.ts), as confirmed in the admin. */
  get claims(): Claims {
    return currentIdentity().claims;
  },
  /** The line under the name: the founding year only once the seller has confirmed it. */
  get tagline() {
    const year = currentIdentity().claims.foundedYear;
    return year === null ? "Motores de portão PPA com kit completo instalado" : `Qualidade e confiança desde ${year}`;
  },
  get siteTitle() {
    return `${currentIdentity().name} - Kit Completo Instalado`;
  },
  /** Shown to people. */
  get phoneDisplay() {
    return formatPhone(currentIdentity().phoneDigits);
  },
  /** Digits only with country code: used by tel: links. */
  get phoneDigits() {
    return currentIdentity().phoneDigits;
  },
  /** The chat (WhatsApp) number, digits with country code. */
  get whatsappDigits() {
    return currentIdentity().whatsappDigits;
  },
  get whatsappDisplay() {
    return formatPhone(currentIdentity().whatsappDigits);
  },
  /** "Rua X, 123 – Bairro, Cidade – SP, CEP 01234-567", or "" while the seller has given none. */
  get addressText() {
    const a = currentIdentity().address;
    if (!a.street) return "";
    return `${a.street}, ${a.number} – ${a.district}, ${a.city} – ${a.state}, CEP ${a.cep.replace(/^(\d{5})(\d{3})$/, "$1-$2")}`;
  },
  /** "CNPJ 12.345.678/0001-95" with the legal name, or "". */
  get cnpjText() {
    const { cnpj, legalName } = currentIdentity();
    if (!cnpj) return "";
    const formatted = cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
    return legalName ? `${legalName} – CNPJ ${formatted}` : `CNPJ ${formatted}`;
  },
  /** The seller's profiles elsewhere (Google, Maps, social), as shown in the footer and in sameAs. */
  get profiles(): { label: string; url: string }[] {
    const i = currentIdentity();
    return [
      { label: "Perfil no Google", url: i.googleBusinessUrl },
      { label: "Como chegar (Google Maps)", url: i.mapsUrl },
      { label: "Instagram", url: i.social.instagram },
      { label: "Facebook", url: i.social.facebook },
      { label: "YouTube", url: i.social.youtube },
      { label: "TikTok", url: i.social.tiktok },
    ].filter((p) => p.url !== "");
  },
  /** YouTube id of the presentation video on the home page, or "" for none. */
  get youtubeId() {
    return currentIdentity().youtubeId;
  },
  get chatDefaultMessage() {
    return currentIdentity().chatDefaultMessage;
  },
  get hours() {
    const { openingHours } = currentIdentity();
    return {
      weekdays: `Segunda a sexta, ${hoursText(openingHours.weekdays)}`,
      saturday: `Sábado, ${hoursText(openingHours.saturday)}`,
    };
  },
  /** "Atendimento emergencial 24h, todos os dias" when the seller offers it, else "". */
  get emergencyService() {
    return currentIdentity().claims.emergency24h ? "Atendimento emergencial 24h, todos os dias" : "";
  },
  /** The same hours for structured data (HH:MM), so the text and the JSON-LD never disagree. */
  get openingHours() {
    return currentIdentity().openingHours;
  },
};
