import { business, formatBRL, responseTime, warrantyTerms } from "./business";

export const home = {
  get title() {
    return `${business.siteTitle} | Grande São Paulo`;
  },
  description: `Motor de portão PPA com kit completo instalado em São Paulo e Grande SP: entrega e instalação grátis, garantia e até ${business.instalments}x. Peça seu orçamento.`,
  heroKicker: `Desde ${business.foundedYear} em ${business.serviceArea}`,
  heroHeading: "Motor de portão automático PPA com instalação grátis",
  heroText: `Kit completo com motor, central, controles e sensores, entregue e instalado pela nossa equipe em ${business.installationHours.min} a ${business.installationHours.max} horas. A partir de ${formatBRL(business.prices.offers[0].price)} em até ${business.instalments}x.`,
  /**
   * The hero's main call to action. 'QUERO MEU DESCONTO' would promise a discount the business
   * facts do not define; until a real offer exists the label promises nothing.
   */
  heroCta: {
    label: "Pedir orçamento",
    message: "Olá! Gostaria de um orçamento do kit completo de motor PPA instalado.",
  },
  video: {
    // The video itself is the seller's ("Dados da empresa": business.youtubeId).
    title: "Como funciona o kit de motor PPA instalado",
  },
  benefits: [
    { title: "Entrega e instalação grátis", text: `Levamos e instalamos o kit sem custo em ${business.serviceArea}.` },
    {
      title: `Garantia de até ${business.warranty.extendedYears} anos`,
      text: `${warrantyTerms}.`.replace(/^./, (c) => c.toUpperCase()),
    },
    { title: `Até ${business.instalments}x no cartão`, text: "Parcele o kit completo instalado e comece a usar hoje." },
    {
      title: `Abre em ${business.openingSeconds[0]} segundos`,
      text: `Modelos de ${business.openingSeconds.join(", ").replace(/, (\d+)$/, " e $1")} segundos para cada tipo de portão.`,
    },
    {
      title: `Mais de ${business.customers.toLocaleString("pt-BR")} clientes`,
      text: `Residências, comércios e condomínios atendidos desde ${business.foundedYear}.`,
    },
    { title: "Atendimento 24h", text: `Plantão para emergências, com ${responseTime}.` },
  ],
  kitContents: [
    "Motor PPA com central eletrônica",
    "2 controles remotos",
    "Cremalheira ou braço conforme o portão",
    "Sensores de fim de curso",
    "Instalação, regulagem e teste no local",
  ],
};
