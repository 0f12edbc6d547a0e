// Sections shared by the local landing and kit pages ("Landing pages show ... reasons to
// choose"). Short labels on purpose: each links to the page that explains it, so the same long
// paragraphs are not repeated on a hundred local pages. The seller's claims are tokens
// (content/claims.ts): a reason whose claim is not confirmed is left out.
import { business } from "./business";

export const reasonsToChoose: readonly { title: string; href?: string }[] = [
  { title: "Entrega e instalação grátis{?freeHere}" },
  { title: "Garantia de fábrica de {factoryWarranty}", href: "/garantia" },
  { title: "{ResponseTime}" },
  { title: "Central com Rolling Code e antiesmagamento" },
  { title: "Até {instalments} no cartão" },
];

export const speedClaim = {
  // The models' speeds, not a promise about his portão: no field of the seller states one.
  heading: "Velocidade de abertura por modelo",
  text: `Modelos de ${business.openingSeconds.join(", ").replace(/, (\d+)$/, " e $1")} segundos, conforme o peso e o uso do portão.`,
};
