// The seller's identity ("Dados da empresa"): how the admin form's fields become the stored
// record, and what the panel's launch checklist still lacks. Shared by the server (validation)
// and the admin screen (labels); the record's shape and defaults are in content/business.ts.
import { type BusinessIdentity, PLACEHOLDER_PHONE, defaultIdentity, isLaunched } from "@content/business";
import { defaultClaims } from "@content/claims";
import { z } from "zod";
import { storedClaimsSchema, unconfirmedClaims } from "./claims-form";
import { visibleText } from "~/lib/platform/visible-text";
import { REVIEW_URL_MESSAGE, isGoogleReviewUrl } from "~/lib/reviews/review-link";

// Invisible characters removed first: a name of zero-width spaces is an empty name.
const trimmed = (max: number) => z.string().overwrite(visibleText).max(max, `Use no máximo ${max} caracteres.`);

/** Brazilian phone typed any way ("(11) 3456-7890", "11 98765 4321", "+55…") → "55" + DDD + number. */
const phone = (label: string) =>
  z
    .string()
    .transform((v) => v.replace(/\D/g, "").replace(/^0+/, ""))
    .transform((d) => (d.length === 10 || d.length === 11 ? `55${d}` : d))
    .refine((d) => /^55[1-9]\d(9\d{8}|[2-8]\d{7})$/.test(d), {
      message: `${label}: informe DDD e número, por exemplo (11) 3456-7890 ou (11) 98765-4321.`,
    });

/**
 * A number without the mobile 9 after the DDD: a landline. WhatsApp Business also runs on
 * landlines, so the form asks the seller to confirm such a WhatsApp number rather than refusing it.
 */
export function looksLikeLandline(digits: string): boolean {
  return /^55[1-9]\d[2-8]\d{7}$/.test(digits);
}

/** The question the form asks about a landline WhatsApp number. */
export const LANDLINE_WHATSAPP_QUESTION =
  "Este número tem WhatsApp? Ele parece um telefone fixo (sem o 9 na frente). Se for um WhatsApp Business num fixo, marque a confirmação abaixo e salve de novo; se faltou o 9, corrija o número. Um número errado aqui faz todos os contatos pelo WhatsApp se perderem.";

/**
 * Host names a Google Business Profile or Maps link is shared from: an exact list, since the link
 * shows in every page's footer and JSON-LD (a pattern like google.* also matched google.evil.example).
 */
export const GOOGLE_PROFILE_HOSTS: ReadonlySet<string> = new Set([
  "g.page",
  "maps.app.goo.gl",
  "goo.gl",
  "google.com",
  "www.google.com",
  "google.com.br",
  "www.google.com.br",
  "maps.google.com",
  "maps.google.com.br",
  "business.google.com",
  "search.google.com",
]);
export const GOOGLE_MAPS_HOSTS: ReadonlySet<string> = new Set([
  "maps.app.goo.gl",
  "goo.gl",
  "google.com",
  "www.google.com",
  "google.com.br",
  "www.google.com.br",
  "maps.google.com",
  "maps.google.com.br",
]);

/**
 * An https link on one of `hosts` (an exact set, or a pattern anchored at a dot), with no user or
 * port. A link pasted without its scheme ("g.page/minha-empresa", as the share buttons copy it on
 * some phones) gets https:// in front; `example` says what a right one looks like.
 */
const optionalUrl = (label: string, hosts: RegExp | ReadonlySet<string>, example: string) =>
  trimmed(300)
    .transform((v) => (v === "" || /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
    .refine(
      (v) => {
        if (v === "") return true;
        try {
          const url = new URL(v);
          const host = url.hostname.toLowerCase();
          const allowed = hosts instanceof RegExp ? hosts.test(host) : hosts.has(host);
          return url.protocol === "https:" && allowed && url.username === "" && url.password === "" && url.port === "";
        } catch {
          return false;
        }
      },
      { message: `${label}: cole o link copiado de lá, como ${example}.` },
    );

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Informe o horário no formato 08:00.");

/** The 14 digits of a CNPJ with valid check digits, or "". */
export function validCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]);
}

/** YouTube id from a pasted link (watch, youtu.be, shorts, embed) or the id itself; null if none. */
export function youtubeIdOf(input: string): string | null {
  const v = input.trim();
  if (/^[\w-]{11}$/.test(v)) return v;
  const m = /(?:youtu\.be\/|[?&]v=|\/shorts\/|\/embed\/)([\w-]{11})/.exec(v);
  return m?.[1] ?? null;
}

const testimonialSchema = z.object({
  name: trimmed(60).min(2, "Depoimento: informe o nome do cliente (pode ser só o primeiro nome e a inicial)."),
  location: trimmed(80).min(2, "Depoimento: informe o bairro e a cidade do cliente."),
  city: trimmed(60).transform((v) => v || null),
  text: trimmed(600).min(20, "Depoimento: o texto precisa ter pelo menos 20 caracteres."),
  source: trimmed(40).min(2, "Depoimento: diga onde ele foi dado (Google, WhatsApp, pessoalmente…)."),
  givenOn: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Depoimento: informe o mês em que foi dado."),
});

/** The admin form, field by field (names as the form sends them); each message names its field. */
export const identityFormSchema = z
  .object({
    name: trimmed(60).min(2, "Nome da empresa: informe como os clientes conhecem a empresa."),
    legalName: trimmed(120),
    cnpj: z
      .string()
      .transform((v) => v.replace(/\D/g, ""))
      .refine((d) => d === "" || validCnpj(d), { message: "CNPJ: confira os 14 números; este CNPJ não é válido." }),
    phone: phone("Telefone"),
    whatsapp: phone("WhatsApp"),
    chatDefaultMessage: trimmed(300).min(10, "Mensagem inicial do WhatsApp: escreva a frase que o cliente envia."),
    street: trimmed(120),
    number: trimmed(20),
    district: trimmed(80),
    city: trimmed(80),
    state: z.string().regex(/^[A-Z]{2}$/, "Estado: use a sigla, por exemplo SP."),
    cep: z
      .string()
      .transform((v) => v.replace(/\D/g, ""))
      .refine((d) => d === "" || /^\d{8}$/.test(d), { message: "CEP: informe os 8 números." }),
    weekdaysOpens: time,
    weekdaysCloses: time,
    saturdayOpens: time,
    saturdayCloses: time,
    googleBusinessUrl: optionalUrl("Perfil no Google", GOOGLE_PROFILE_HOSTS, "https://g.page/suaempresa"),
    mapsUrl: optionalUrl("Link do Google Maps", GOOGLE_MAPS_HOSTS, "https://maps.app.goo.gl/…"),
    googleReviewUrl: trimmed(400)
      .optional()
      // Pasted without its scheme ("g.page/r/…/review"), as the other links are accepted.
      .transform((v) => (!v ? "" : /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`))
      .refine((v) => v === "" || isGoogleReviewUrl(v), { message: REVIEW_URL_MESSAGE }),
    reviewMessage: trimmed(400)
      .optional()
      .transform((v) => v ?? ""),
    instagram: optionalUrl("Instagram", /(^|\.)instagram\.com$/, "https://www.instagram.com/suaempresa"),
    facebook: optionalUrl("Facebook", /(^|\.)facebook\.com$/, "https://www.facebook.com/suaempresa"),
    youtube: optionalUrl("Canal no YouTube", /(^|\.)youtube\.com$/, "https://www.youtube.com/@suaempresa"),
    tiktok: optionalUrl("TikTok", /(^|\.)tiktok\.com$/, "https://www.tiktok.com/@suaempresa"),
    video: trimmed(200).refine((v) => v === "" || youtubeIdOf(v) !== null, {
      message: "Vídeo de apresentação: cole o link do vídeo no YouTube.",
    }),
    testimonials: z.array(testimonialSchema).max(12, "Cadastre no máximo 12 depoimentos."),
    keepSamples: z.literal("on").optional(),
  })
  .superRefine((v, ctx) => {
    const address = [v.street, v.number, v.district, v.city, v.cep];
    if (address.some(Boolean) && !address.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["street"],
        message: "Endereço: preencha rua, número, bairro, cidade e CEP, ou deixe todos em branco.",
      });
    }
    if (v.weekdaysOpens >= v.weekdaysCloses) {
      ctx.addIssue({
        code: "custom",
        path: ["weekdaysCloses"],
        message: "Horário de segunda a sexta: o fim deve vir depois do início.",
      });
    }
    if (v.saturdayOpens >= v.saturdayCloses) {
      ctx.addIssue({
        code: "custom",
        path: ["saturdayCloses"],
        message: "Horário de sábado: o fim deve vir depois do início.",
      });
    }
  });

/**
 * The form's fields, testimonials as `t{i}.{field}`, into the object the schema reads; `rows[n]`
 * is the form row of the schema's testimonial n (blank rows are dropped), for error messages.
 */
export function identityFormInput(form: FormData): { input: Record<string, unknown>; rows: number[] } {
  const fields: Record<string, unknown> = {};
  const testimonials: Record<string, string>[] = [];
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    const m = /^t(\d{1,2})\.(\w+)$/.exec(key);
    if (m) {
      const index = Number(m[1]);
      const row = testimonials[index] ?? {};
      row[m[2]!] = value;
      testimonials[index] = row;
    } else fields[key] = value;
  }
  // A row left entirely blank (the form's empty slot, or one the seller cleared) is no testimonial.
  const rows = [...testimonials.keys()].filter((i) => {
    const row = testimonials[i];
    return row !== undefined && Object.values(row).some((v) => v.trim() !== "");
  });
  fields.testimonials = rows.map((i) => testimonials[i]);
  return { input: fields, rows };
}

/** The record to store: what the form said, plus the samples when the seller keeps them. */
export function identityFromForm(
  v: z.output<typeof identityFormSchema>,
  previous: BusinessIdentity,
  now: Date,
): BusinessIdentity {
  const samples = previous.testimonials.filter((t) => t.sample);
  return {
    name: v.name,
    legalName: v.legalName,
    cnpj: v.cnpj,
    phoneDigits: v.phone,
    whatsappDigits: v.whatsapp,
    chatDefaultMessage: v.chatDefaultMessage,
    address: { street: v.street, number: v.number, district: v.district, city: v.city, state: v.state, cep: v.cep },
    openingHours: {
      weekdays: { opens: v.weekdaysOpens, closes: v.weekdaysCloses },
      saturday: { opens: v.saturdayOpens, closes: v.saturdayCloses },
    },
    googleBusinessUrl: v.googleBusinessUrl,
    mapsUrl: v.mapsUrl,
    googleReviewUrl: v.googleReviewUrl,
    reviewMessage: v.reviewMessage,
    social: { instagram: v.instagram, facebook: v.facebook, youtube: v.youtube, tiktok: v.tiktok },
    youtubeId: v.video ? (youtubeIdOf(v.video) ?? "") : "",
    testimonials: [...v.testimonials.map((t) => ({ ...t, sample: false })), ...(v.keepSamples ? samples : [])],
    // Kept only by an explicit choice: after launch the samples never show otherwise.
    keepSamples: v.keepSamples === "on" && samples.length > 0,
    claims: previous.claims,
    updatedAt: now.toISOString(),
  };
}

// A stored link is read back through the form's check, built once (not once per read).
const storedProfileUrl = optionalUrl("", GOOGLE_PROFILE_HOSTS, "");
const storedMapsUrl = optionalUrl("", GOOGLE_MAPS_HOSTS, "");

/** The stored record as read back: anything malformed falls back to the defaults, field by field. */
export const storedIdentitySchema: z.ZodType<BusinessIdentity> = z
  .object({
    name: z.string().min(1),
    legalName: z.string(),
    cnpj: z.string(),
    phoneDigits: z.string().regex(/^\d{12,13}$/),
    whatsappDigits: z.string().regex(/^\d{12,13}$/),
    chatDefaultMessage: z.string(),
    address: z.object({
      street: z.string(),
      number: z.string(),
      district: z.string(),
      city: z.string(),
      state: z.string(),
      cep: z.string(),
    }),
    openingHours: z.object({
      weekdays: z.object({ opens: z.string(), closes: z.string() }),
      saturday: z.object({ opens: z.string(), closes: z.string() }),
    }),
    // A link saved before the exact host lists existed is dropped, not shown.
    googleBusinessUrl: z.string().transform((v) => storedProfileUrl.safeParse(v).data ?? ""),
    mapsUrl: z.string().transform((v) => storedMapsUrl.safeParse(v).data ?? ""),
    // Records saved before these existed have none.
    googleReviewUrl: z
      .string()
      .transform((v) => (isGoogleReviewUrl(v) ? v : ""))
      .catch(""),
    reviewMessage: z.string().catch(""),
    social: z.object({ instagram: z.string(), facebook: z.string(), youtube: z.string(), tiktok: z.string() }),
    youtubeId: z.string(),
    testimonials: z.array(
      z.object({
        name: z.string(),
        location: z.string(),
        city: z.string().nullable(),
        text: z.string(),
        avatar: z.string().optional(),
        source: z.string().optional(),
        givenOn: z.string().optional(),
        sample: z.boolean(),
      }),
    ),
    // Records saved before these existed: no samples kept after launch, nothing confirmed.
    keepSamples: z.boolean().catch(false),
    claims: storedClaimsSchema.catch(defaultClaims),
    updatedAt: z.string(),
  })
  .catch(defaultIdentity);

/**
 * Parses, once, a record with every part present (links, claims, a testimonial's optional fields,
 * the pages stamp): zod builds each part's parser on its first use, and V8 compiles the code it
 * runs. Called as the isolate starts (app/worker.server.ts prepareFirstAnswer), so the first
 * request's read of the saved identity finds it built. Nothing is kept; true when the record was
 * read as itself (not the defaults a malformed one falls back to), so every part was run.
 */
export function prepareStoredIdentitySchema(): boolean {
  const full: BusinessIdentity = {
    ...defaultIdentity,
    googleBusinessUrl: "https://g.page/exemplo",
    mapsUrl: "https://maps.app.goo.gl/exemplo",
    googleReviewUrl: "https://g.page/r/exemplo/review",
    reviewMessage: "Obrigado!",
    testimonials: [
      { name: "A", location: "B", city: null, text: "C", sample: false },
      { name: "A", location: "B", city: "D", text: "C", avatar: "E", source: "F", givenOn: "2026-01", sample: false },
    ],
    claims: {
      confirmedAt: "2026-01-01T00:00:00.000Z",
      foundedYear: 2000,
      customersServed: 1,
      emergency24h: true,
      responseHours: 1,
      warranty: { factoryYears: 1, extendedYears: 2, serviceDays: 90 },
      instalments: 10,
      freeInstallCities: ["A"],
      kitPrices: { deslizante: 1, basculante: 1, pivotante: 1 },
      express: { price: 1, warrantyMonths: 3 },
    },
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
  storedIdentitySchema.safeParse(defaultIdentity);
  const read = storedIdentitySchema.safeParse(JSON.parse(JSON.stringify(full))).data;
  return read?.updatedAt === full.updatedAt && read?.googleBusinessUrl === full.googleBusinessUrl;
}

export interface ChecklistItem {
  done: boolean;
  label: string;
  /** A recommendation, not a requirement: never counted as missing for the launch. */
  recommended?: true;
  /** Where to do it, when it is not "Dados da empresa". */
  href?: string;
}

/**
 * What the seller still has to fill in before launch, in the order it matters. `jobsPublished`
 * (when known) adds the recommendation to publish a first job done ("Obras realizadas").
 */
export function launchChecklist(
  identity: BusinessIdentity,
  { jobsPublished }: { jobsPublished?: number } = {},
): ChecklistItem[] {
  const samples = identity.testimonials.filter((t) => t.sample).length;
  const unconfirmed = unconfirmedClaims(identity.claims);
  const firstJob: ChecklistItem[] =
    jobsPublished === undefined
      ? []
      : [
          {
            done: jobsPublished > 0,
            label:
              jobsPublished > 0
                ? "Primeira obra publicada"
                : "Publique sua primeira obra: fotos de um portão instalado mostram o seu trabalho na página do bairro (recomendado)",
            recommended: true,
            href: "/admin/obras/nova",
          },
        ];
  return [
    {
      done: identity.phoneDigits !== PLACEHOLDER_PHONE,
      label: "Telefone real (enquanto for o número de exemplo, nenhuma página aparece no Google)",
    },
    { done: identity.whatsappDigits !== PLACEHOLDER_PHONE, label: "Número do WhatsApp real" },
    { done: identity.address.street !== "", label: "Endereço com CEP" },
    { done: identity.cnpj !== "", label: "CNPJ" },
    { done: identity.googleBusinessUrl !== "" || identity.mapsUrl !== "", label: "Perfil no Google ou link do Maps" },
    {
      done: unconfirmed.length === 0,
      label:
        unconfirmed.length === 0
          ? "Ofertas e garantias confirmadas"
          : `Ofertas e garantias: confirme ou deixe em branco (${unconfirmed.join(", ")}); até lá o site não as menciona`,
    },
    {
      done: samples === 0 || identity.keepSamples,
      label:
        samples === 0
          ? "Depoimentos de exemplo removidos"
          : identity.keepSamples
            ? `Os ${samples} depoimentos de exemplo continuam no site por sua escolha, marcados como exemplo`
            : `Trocar os ${samples} depoimentos de exemplo por depoimentos reais: depois do lançamento eles deixam de aparecer`,
    },
    ...firstJob,
  ];
}

/** True while the site still shows the placeholder phone: every public page is then noindex. */
export function isPlaceholderIdentity(identity: BusinessIdentity): boolean {
  return !isLaunched(identity);
}
