// "Ofertas e garantias": the seller's commercial claims (content/claims.ts) as the admin form
// sends them, and back. Every field may be left empty: an empty claim is simply not stated on any
// page. Shared by the server (validation) and the admin screen (labels, values).
import { type Claims, KIT_NAMES, KIT_TYPES, type KitType } from "@content/claims";
import { z } from "zod";

/** The form's field names, in the order the screen shows them. */
export const CLAIM_FIELDS = [
  "foundedYear",
  "customersServed",
  "emergency24h",
  "responseHours",
  "factoryYears",
  "extendedYears",
  "serviceDays",
  "instalments",
  "price.deslizante",
  "price.basculante",
  "price.pivotante",
  "expressPrice",
  "expressWarrantyMonths",
  "freeInstallCities",
] as const;

export const CLAIM_LABELS: Record<(typeof CLAIM_FIELDS)[number], string> = {
  foundedYear: "Ano de fundação",
  customersServed: "Clientes atendidos",
  emergency24h: "Atendimento 24h",
  responseHours: "Prazo de retorno",
  factoryYears: "Garantia de fábrica",
  extendedYears: "Garantia estendida",
  serviceDays: "Garantia dos serviços",
  instalments: "Parcelamento",
  "price.deslizante": `Preço: ${KIT_NAMES.deslizante.toLowerCase()}`,
  "price.basculante": `Preço: ${KIT_NAMES.basculante.toLowerCase()}`,
  "price.pivotante": `Preço: ${KIT_NAMES.pivotante.toLowerCase()}`,
  expressPrice: "Preço da Manutenção Express",
  expressWarrantyMonths: "Garantia da Manutenção Express",
  freeInstallCities: "Instalação grátis",
};

interface CountOptions {
  /** A word people type after the number, dropped ('10x', '10 vezes'). */
  suffix?: RegExp;
  /** A year: its bounds are printed without a thousands separator (2026, never 2.026). */
  year?: boolean;
}

/** A whole number typed any way ('10.000', '10 000') within bounds, or null when left empty. */
const count = (label: string, min: number, max: number, unit: string, options: CountOptions = {}) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const digits = (options.suffix ? v.replace(options.suffix, "") : v).replace(/[.\s]/g, "");
      if (!/^-?\d+$/.test(digits)) {
        ctx.addIssue({ code: "custom", message: `${label}: use só números, por exemplo ${min + 1}.` });
        return z.NEVER;
      }
      const n = Number(digits);
      if (n < min || n > max) {
        ctx.addIssue({
          code: "custom",
          message: `${label}: informe ${unit} entre ${min} e ${options.year ? String(max) : max.toLocaleString("pt-BR")}, ou deixe em branco.`,
        });
        return z.NEVER;
      }
      return n;
    });

/** Money in reais ('R$ 1.400', '1400', '1.400,00'), whole reais, or null when left empty. */
const money = (label: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const m = /^(?:R\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{2}))?$/i.exec(v);
      if (!m) {
        ctx.addIssue({
          code: "custom",
          message: `${label}: informe um valor em reais, por exemplo R$ 1.400, ou deixe em branco.`,
        });
        return z.NEVER;
      }
      const reais = Number(m[1]!.replace(/\./g, "")) + (m[2] ? Number(m[2]) / 100 : 0);
      if (reais < 1 || reais > 100_000) {
        ctx.addIssue({ code: "custom", message: `${label}: informe um valor entre R$ 1 e R$ 100.000.` });
        return z.NEVER;
      }
      return Math.round(reais);
    });

/** The form, field by field (names as the form sends them); each message names its field. */
export function claimsFormSchema(servedCities: readonly string[], now: Date) {
  const year = now.getUTCFullYear();
  const L = CLAIM_LABELS;
  return z
    .object({
      foundedYear: count(L.foundedYear, 1900, year, "um ano", { year: true }),
      customersServed: count(L.customersServed, 1, 1_000_000, "um número"),
      emergency24h: z.literal("on").optional(),
      responseHours: count(L.responseHours, 1, 72, "um número de horas"),
      factoryYears: count(L.factoryYears, 1, 10, "um número de anos"),
      extendedYears: count(L.extendedYears, 1, 15, "um número de anos"),
      serviceDays: count(L.serviceDays, 1, 3650, "um número de dias"),
      // "10x" or "10 vezes", as the offer is written on a price tag.
      instalments: count(L.instalments, 1, 24, "um número de parcelas", { suffix: /\s*(?:x|vezes)$/i }),
      "price.deslizante": money(L["price.deslizante"]),
      "price.basculante": money(L["price.basculante"]),
      "price.pivotante": money(L["price.pivotante"]),
      expressPrice: money(L.expressPrice),
      expressWarrantyMonths: count(L.expressWarrantyMonths, 1, 24, "um número de meses"),
      freeInstallCities: z.array(
        z
          .string()
          .refine((c) => servedCities.includes(c), { message: `${L.freeInstallCities}: escolha cidades da lista.` }),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.extendedYears !== null && (v.factoryYears === null || v.extendedYears <= v.factoryYears)) {
        ctx.addIssue({
          code: "custom",
          path: ["extendedYears"],
          message: `${L.extendedYears}: precisa ser maior que a garantia de fábrica (preencha as duas), ou deixe em branco.`,
        });
      }
      if (v.expressWarrantyMonths !== null && v.expressPrice === null) {
        ctx.addIssue({
          code: "custom",
          path: ["expressWarrantyMonths"],
          message: `${L.expressWarrantyMonths}: informe também o preço da Manutenção Express, ou deixe em branco.`,
        });
      }
    });
}

/** The form's fields as the schema reads them (the cities arrive as one field per box ticked). */
export function claimsFormInput(form: FormData): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const name of CLAIM_FIELDS) {
    if (name === "freeInstallCities") continue;
    const v = form.get(name);
    if (typeof v === "string") input[name] = v;
    else if (name !== "emergency24h") input[name] = "";
  }
  input.freeInstallCities = form.getAll("freeInstallCities").filter((v): v is string => typeof v === "string");
  return input;
}

/** The claims to store from a valid form. */
export function claimsFromForm(v: z.output<ReturnType<typeof claimsFormSchema>>, now: Date): Claims {
  const kitPrices = Object.fromEntries(KIT_TYPES.map((k) => [k, v[`price.${k}`]])) as Record<KitType, number | null>;
  return {
    confirmedAt: now.toISOString(),
    foundedYear: v.foundedYear,
    customersServed: v.customersServed,
    emergency24h: v.emergency24h === "on",
    responseHours: v.responseHours,
    warranty: { factoryYears: v.factoryYears, extendedYears: v.extendedYears, serviceDays: v.serviceDays },
    instalments: v.instalments,
    freeInstallCities: [...new Set(v.freeInstallCities)],
    kitPrices,
    express: { price: v.expressPrice, warrantyMonths: v.expressWarrantyMonths },
  };
}

/** The form's values for stored claims (text fields; the cities as a list). */
export function claimsFormValues(claims: Claims): { values: Record<string, string>; cities: string[] } {
  const text = (n: number | null) => (n === null ? "" : String(n));
  const price = (n: number | null) => (n === null ? "" : `R$ ${n.toLocaleString("pt-BR")}`);
  return {
    values: {
      foundedYear: text(claims.foundedYear),
      customersServed: claims.customersServed === null ? "" : claims.customersServed.toLocaleString("pt-BR"),
      emergency24h: claims.emergency24h ? "on" : "",
      responseHours: text(claims.responseHours),
      factoryYears: text(claims.warranty.factoryYears),
      extendedYears: text(claims.warranty.extendedYears),
      serviceDays: text(claims.warranty.serviceDays),
      instalments: text(claims.instalments),
      "price.deslizante": price(claims.kitPrices.deslizante),
      "price.basculante": price(claims.kitPrices.basculante),
      "price.pivotante": price(claims.kitPrices.pivotante),
      expressPrice: price(claims.express.price),
      expressWarrantyMonths: text(claims.express.warrantyMonths),
    },
    cities: claims.freeInstallCities,
  };
}

/** The stored claims as read back: anything malformed falls back to "nothing confirmed". */
const nullableInt = z.number().int().nullable();
export const storedClaimsSchema: z.ZodType<Claims> = z.object({
  confirmedAt: z.string(),
  foundedYear: nullableInt,
  customersServed: nullableInt,
  emergency24h: z.boolean(),
  responseHours: nullableInt,
  warranty: z.object({ factoryYears: nullableInt, extendedYears: nullableInt, serviceDays: nullableInt }),
  instalments: nullableInt,
  freeInstallCities: z.array(z.string()),
  kitPrices: z.object({ deslizante: nullableInt, basculante: nullableInt, pivotante: nullableInt }),
  express: z.object({ price: nullableInt, warrantyMonths: nullableInt }),
});

/** The claims the site does not state until the seller confirms them (the launch checklist). */
export function unconfirmedClaims(claims: Claims): string[] {
  if (claims.confirmedAt) return [];
  return [
    "ano de fundação",
    "clientes atendidos",
    "atendimento 24h",
    "prazo de retorno",
    "garantias",
    "parcelamento",
    "instalação grátis",
    "preços dos kits",
  ];
}
