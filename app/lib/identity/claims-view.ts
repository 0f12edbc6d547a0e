// The seller's claims as the lines of a page's facts box ("Atendimento e condições"): what a
// generated page, a place page or a kit page shows beside its own text, read from the current
// "Ofertas e garantias" when the page renders. A claim left empty has no line.
import {
  type Claims,
  EMERGENCY_TEXT,
  KIT_NAMES,
  type KitType,
  formatBRL,
  priceFrom,
  responseTimeOf,
  warrantyTermsOf,
} from "@content/claims";

export interface ClaimLine {
  /** Stable id (tests and styling). */
  id: "price" | "instalments" | "free" | "response" | "emergency" | "warranty";
  text: string;
}

const ucFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * `kit`: the kit type the page is about (its own price leads); `city`: the city of the page's
 * place, for free installation; `inPlace`: 'na Penha', how the free-installation line names it.
 */
export function claimLines(
  claims: Claims,
  { kit, city, inPlace }: { kit?: KitType; city?: string; inPlace?: string } = {},
): ClaimLine[] {
  const lines: ClaimLine[] = [];
  const own = kit ? claims.kitPrices[kit] : null;
  const from = priceFrom(claims);
  if (kit && own !== null) lines.push({ id: "price", text: `${KIT_NAMES[kit]}: a partir de ${formatBRL(own)}` });
  else if (from !== null) lines.push({ id: "price", text: `Kit completo instalado a partir de ${formatBRL(from)}` });
  if (claims.instalments !== null)
    lines.push({ id: "instalments", text: `Parcelamento em até ${claims.instalments}x no cartão` });
  if (city && claims.freeInstallCities.includes(city))
    lines.push({ id: "free", text: `Entrega e instalação grátis ${inPlace ?? `em ${city}`}` });
  const response = responseTimeOf(claims);
  if (response) lines.push({ id: "response", text: `${ucFirst(response)} após o contato, no horário de atendimento` });
  if (claims.emergency24h) lines.push({ id: "emergency", text: ucFirst(EMERGENCY_TEXT) });
  const warranty = warrantyTermsOf(claims);
  if (warranty) lines.push({ id: "warranty", text: ucFirst(warranty) });
  return lines;
}
