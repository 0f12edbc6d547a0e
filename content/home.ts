// The home page's texts. The seller's claims are tokens (content/claims.ts), filled in when the
// page renders: a card or a sentence whose claim is not confirmed is left out.
import { business } from "./business";

export const home = {
  get title() {
    return `${business.siteTitle} | Grande São Paulo`;
  },
  description:
    "Motor de portão PPA com kit completo instalado em São Paulo e Grande SP: deslizante, basculante ou pivotante[, a partir de {priceFrom}][, em até {instalments}]. Peça seu orçamento.",
  heroKicker: "[Desde {foundedYear} em São Paulo e Grande São Paulo|Em São Paulo e Grande São Paulo]",
  heroHeading: "Motor de portão automático PPA com kit completo instalado",
  heroText: `Kit completo com motor, central, controles e sensores, entregue e instalado pela nossa equipe em ${business.installationHours.min} a ${business.installationHours.max} horas.[ A partir de {priceFrom}][ em até {instalments}].`,
  /**
   * The hero's main call to action. 'QUERO MEU DESCONTO' would promise a discount the business
   * facts do not define; until a real offer exists the label promises nothing.
   */
  heroCta: {
    // The message is the seller's own ("Dados da empresa"), as on every chat button.
    label: "Pedir orçamento",
  },
  video: {
    // The video itself is the seller's ("Dados da empresa": business.youtubeId).
    title: "Como funciona o kit de motor PPA instalado",
  },
  benefits: [
    { title: "Entrega e instalação grátis{?freeArea}", text: "Levamos e instalamos o kit sem custo em {freeArea}." },
    { title: "Garantia de fábrica de {factoryWarranty}", text: "{WarrantyTerms}." },
    { title: "Até {instalments} no cartão", text: "Parcele o kit completo instalado e comece a usar hoje." },
    {
      title: "Velocidade de abertura por modelo",
      text: `Modelos de ${business.openingSeconds.join(", ").replace(/, (\d+)$/, " e $1")} segundos para cada tipo de portão.`,
    },
    {
      title: "Mais de {customers} clientes",
      text: "Residências, comércios e condomínios atendidos[ desde {foundedYear}].",
    },
    { title: "Atendimento 24h{?emergency}", text: "Plantão para emergências, todos os dias[, com {responseTime}]." },
    { title: "{ResponseTime}", text: "Depois do seu contato, dentro do horário de atendimento." },
  ],
  kitContents: [
    "Motor PPA com central eletrônica",
    "2 controles remotos",
    "Cremalheira ou braço conforme o portão",
    "Sensores de fim de curso",
    "Instalação, regulagem e teste no local",
  ],
};
