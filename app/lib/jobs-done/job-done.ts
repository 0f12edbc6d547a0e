// A job done ("obra realizada"): what the seller posts from the gate — 1 to 6 photos, the place,
// the product, the day, what was done, and optionally the customer's first name and words with
// their consent. Never a street, a house number, a CEP, a phone or a full name: the form refuses
// them (findPersonalData), since the public pages show every word typed here.
import { allLocations, displayName, findLocation, placeLabel } from "@content/locations";
import { type KitProductId, kitProducts } from "@content/kits";
import type { Location } from "@content/types";
import { z } from "zod";
import { MAX_JOB_PHOTOS, MEDIA_ID_PATTERN, type MediaImage } from "~/lib/media/media";
import { slugify } from "~/lib/pages/slug";

export const JOB_STATUSES = ["draft", "published"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface JobDone {
  id: string;
  status: JobStatus;
  /** A served place's slug (content/locations). */
  place: string;
  product: KitProductId;
  /** YYYY-MM-DD. */
  doneOn: string;
  description: string;
  firstName: string;
  quote: string;
  consent: boolean;
  photos: MediaImage[];
  createdAt: number;
  updatedAt: number;
  publishedAt: number | null;
}

/** What public pages get of a published job (the KV snapshot holds these). */
export interface PublicJob {
  id: string;
  place: string;
  product: KitProductId;
  doneOn: string;
  description: string;
  firstName: string;
  quote: string;
  photos: MediaImage[];
  /** ms since the epoch: when it was last changed (the sitemap's lastmod). */
  updatedAt: number;
}

/** Ids of jobs: 8 letters and digits, in /obras/{id}. */
export const JOB_ID_PATTERN = /^[a-z2-7]{8}$/;

export { OWN_PAGE_MIN_WORDS, hasOwnPage, jobPath } from "@content/jobs-done";

export function toPublicJob(job: JobDone): PublicJob {
  // The name and the words show only with the customer's consent (the form requires it for them).
  return {
    id: job.id,
    place: job.place,
    product: job.product,
    doneOn: job.doneOn,
    description: job.description,
    firstName: job.consent ? job.firstName : "",
    quote: job.consent ? job.quote : "",
    photos: job.photos,
    updatedAt: job.updatedAt,
  };
}

// ---- the form ----------------------------------------------------------------------------------

/** How the form names a place, and what the seller picks from: 'Vila Mariana, São Paulo', 'Osasco'. */
export const placeOption = (location: Location) => placeLabel(location);

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

const byName = new Map<string, Location[]>();
for (const l of allLocations) {
  for (const key of new Set([fold(placeOption(l)), fold(displayName(l)), fold(l.name)])) {
    byName.set(key, [...(byName.get(key) ?? []), l]);
  }
}

/** The served place the seller typed or picked (its option, its name when unambiguous, or its slug). */
export function resolvePlace(typed: string): Location | null {
  const key = fold(typed);
  if (!key) return null;
  const named = byName.get(key);
  if (named?.length === 1) return named[0]!;
  return findLocation(slugify(typed)) ?? null;
}

export const jobProductIds = Object.keys(kitProducts) as KitProductId[];

/** Today in São Paulo, YYYY-MM-DD (the form's default date). */
export function todayInSaoPaulo(now = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
}

const STREET = "rua|r\\.|avenida|av\\.?|alameda|al\\.|travessa|tv\\.|estrada|estr\\.|rodovia|pra[çc]a|largo|viela|beco";

/** Personal data the public site must never show, each with the sentence that tells the seller. */
const PERSONAL_DATA: { pattern: RegExp; what: string }[] = [
  {
    // 'Rua das Flores, 123' — but not 'a rua tinha 3 metros' (a number with a unit is no address).
    pattern: new RegExp(
      `(?<!\\p{L})(?:${STREET})\\s+\\p{L}[^\\d\\n.;]{1,40}?,?\\s*(?:n[º°o.]*\\s*)?\\d{1,5}(?!\\d)(?!\\s*(?:m|cm|mm|kg|cv|h|metros?|port[õo]es|port[ãa]o|controles?|anos?|horas?|dias?|vezes|folhas?)(?!\\p{L}))`,
      "iu",
    ),
    what: "um endereço",
  },
  {
    pattern:
      /(?:^|[\s(])(?:Rua|R\.|Avenida|Av\.|Alameda|Travessa|Estrada|Rodovia|Praça|Largo|Viela)\s+(?:d[aeo]s?\s+)?\p{Lu}/u,
    what: "o nome de uma rua",
  },
  { pattern: /(?:\bn[º°]|\bnº|\bn\.|\bn[uú]mero)\s*\d+/iu, what: "um número de casa" },
  { pattern: /\b(?:apto|apartamento|ap\.|bloco|lote|quadra)\s*\d+/iu, what: "um número de casa" },
  { pattern: /\b\d{5}-?\d{3}\b/u, what: "um CEP" },
  { pattern: /\(?\b\d{2}\)?\s*9?\d{4}[-\s]?\d{4}\b/u, what: "um telefone" },
];

/** The first piece of personal data in a text and what it is ("um endereço"), or null. */
export function findPersonalData(text: string): { found: string; what: string } | null {
  for (const { pattern, what } of PERSONAL_DATA) {
    const m = pattern.exec(text);
    if (m) return { found: m[0].trim(), what };
  }
  return null;
}

/** One given name: letters (accents, hyphen, apostrophe), 2 to 20 of them. */
const FIRST_NAME = /^\p{L}[\p{L}'-]{1,19}$/u;

export type JobField = "fotos" | "lugar" | "produto" | "data" | "descricao" | "cliente" | "depoimento" | "autorizado";

export const FIELD_LABELS: Record<JobField, string> = {
  fotos: "Fotos",
  lugar: "Lugar",
  produto: "Produto",
  data: "Data",
  descricao: "O que foi feito",
  cliente: "Primeiro nome do cliente",
  depoimento: "Depoimento",
  autorizado: "Autorização do cliente",
};

/** What the seller typed, as the form shows it again after a refusal. */
export interface JobFormValues {
  lugar: string;
  produto: string;
  data: string;
  descricao: string;
  cliente: string;
  depoimento: string;
  autorizado: boolean;
  midia: string[];
}

export interface JobInput {
  place: string;
  product: KitProductId;
  doneOn: string;
  description: string;
  firstName: string;
  quote: string;
  consent: boolean;
  mediaIds: string[];
  status: JobStatus;
}

export type JobFormResult =
  | { ok: true; input: JobInput; values: JobFormValues }
  | { ok: false; errors: Partial<Record<JobField, string>>; values: JobFormValues };

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value.trim() : "");
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

const dateSchema = z.iso.date();

/**
 * Validates the job form: every field checked on the server, each problem named with its field,
 * and what was typed handed back. `mediaIds`: the photos already uploaded, in order.
 */
export function readJobForm(form: FormData, options: { now?: Date } = {}): JobFormResult {
  const values: JobFormValues = {
    lugar: text(form.get("lugar")).slice(0, 120),
    produto: text(form.get("produto")),
    data: text(form.get("data")),
    descricao: text(form.get("descricao")).slice(0, 2000),
    cliente: oneLine(text(form.get("cliente"))).slice(0, 60),
    depoimento: text(form.get("depoimento")).slice(0, 600),
    autorizado: form.get("autorizado") === "on" || form.get("autorizado") === "1",
    midia: form
      .getAll("midia")
      .filter((v): v is string => typeof v === "string" && MEDIA_ID_PATTERN.test(v))
      .filter((v, i, all) => all.indexOf(v) === i),
  };
  const errors: Partial<Record<JobField, string>> = {};

  if (values.midia.length === 0) errors.fotos = "Envie pelo menos 1 foto da obra (até 6).";
  else if (values.midia.length > MAX_JOB_PHOTOS)
    errors.fotos = `No máximo ${MAX_JOB_PHOTOS} fotos por obra: você enviou ${values.midia.length}. Tire as que sobram.`;

  const place = resolvePlace(values.lugar);
  if (!values.lugar) errors.lugar = "Lugar: escolha o bairro ou a cidade da obra.";
  else if (!place)
    errors.lugar = `Lugar: “${values.lugar}” não é um dos bairros e cidades que atendemos. Escolha um da lista.`;

  const product = jobProductIds.find((id) => id === values.produto);
  if (!product) errors.produto = "Produto: escolha o motor ou kit instalado.";

  const today = todayInSaoPaulo(options.now);
  if (!dateSchema.safeParse(values.data).success) errors.data = "Data: informe o dia da obra.";
  else if (values.data > today) errors.data = "Data: a obra não pode ter data no futuro.";
  else if (values.data < "1999-01-01") errors.data = "Data: informe uma data a partir de 1999.";

  const description = values.descricao.replace(/\r\n/g, "\n");
  if (description.length < 20)
    errors.descricao =
      "O que foi feito: descreva o serviço em pelo menos 20 letras (ex.: o portão, o motor, o ajuste).";
  else if (description.length > 1200) errors.descricao = "O que foi feito: use no máximo 1.200 caracteres.";

  if (values.cliente && !FIRST_NAME.test(values.cliente)) {
    errors.cliente = values.cliente.includes(" ")
      ? `Primeiro nome do cliente: só o primeiro nome (“${values.cliente.split(" ")[0]}”), nunca o nome completo.`
      : "Primeiro nome do cliente: use só letras.";
  }
  if (values.depoimento.length > 500) errors.depoimento = "Depoimento: use no máximo 500 caracteres.";
  if ((values.cliente || values.depoimento) && !values.autorizado) {
    errors.autorizado =
      "Para mostrar o nome ou o depoimento, marque “O cliente autorizou publicar”. Sem a autorização, apague-os.";
  }

  for (const [field, value] of [
    ["descricao", description],
    ["depoimento", values.depoimento],
  ] as const) {
    if (errors[field]) continue;
    const personal = findPersonalData(value);
    if (personal) {
      errors[field] =
        `${FIELD_LABELS[field]}: tire ${personal.what} (“${personal.found}”). O site mostra só o bairro ou a cidade, nunca o endereço ou o contato do cliente.`;
      continue;
    }
    // The first name followed by a capitalised word is a full name.
    const fullName =
      FIRST_NAME.test(values.cliente) && new RegExp(`(?<!\\p{L})${values.cliente}\\s+\\p{Lu}\\p{Ll}+`, "u").exec(value);
    if (fullName) {
      errors[field] = `${FIELD_LABELS[field]}: tire o sobrenome (“${fullName[0]}”); o site mostra só o primeiro nome.`;
    }
  }

  if (Object.keys(errors).length > 0 || !place || !product) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    input: {
      place: place.slug,
      product,
      doneOn: values.data,
      description,
      firstName: values.cliente,
      quote: values.depoimento,
      consent: values.autorizado,
      mediaIds: values.midia,
      status: form.get("intent") === "publicar" ? "published" : "draft",
    },
  };
}

/** The form's message when it is refused: every field with a problem, in the form's order. */
export function formErrorSummary(errors: Partial<Record<JobField, string>>): string {
  const names = (Object.keys(FIELD_LABELS) as JobField[]).filter((f) => errors[f]).map((f) => FIELD_LABELS[f]);
  return `Corrija ${names.length > 1 ? "os campos" : "o campo"}: ${names.join(", ")}.`;
}
