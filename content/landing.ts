// Sections shared by the local landing pages (spec §2 "Landing pages show ... reasons to choose").
import { business } from "./business";

export const reasonsToChoose = [
  {
    title: "Entrega e instalação grátis",
    text: `O kit chega e é instalado pela nossa equipe sem custo de frete ou de mão de obra em ${business.serviceArea}.`,
  },
  {
    title: "Garantia de fábrica estendida",
    text: `${business.warranty.factoryYears} ano de garantia de fábrica, estendida para ${business.warranty.extendedYears} anos quando a instalação e as revisões são feitas por nós.`,
  },
  {
    title: "Assistência técnica local",
    text: `Técnicos da região, com atendimento no local em até ${business.responseHours} horas para chamados urgentes.`,
  },
  {
    title: "Tecnologia de ponta",
    text: "Centrais com Rolling Code, embreagem eletrônica anti-esmagamento e entrada para fotocélula.",
  },
  {
    title: "Preço de fábrica, sem intermediários",
    text: `Compra direta do distribuidor desde ${business.foundedYear}, em até ${business.instalments}x.`,
  },
] as const;

export const speedClaim = {
  heading: `Portão aberto em ${business.openingSeconds[0]} segundos`,
  text: `Os motores rápidos PPA abrem o portão em ${business.openingSeconds[0]} segundos: menos tempo parado na rua, mais segurança na entrada e na saída da garagem. Também instalamos modelos de ${business.openingSeconds[1]} e ${business.openingSeconds[2]} segundos para portões pesados ou de uso intenso.`,
};
