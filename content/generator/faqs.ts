// Questions any generated page may answer, after its subject's own. No business claim: prices,
// deadlines and warranties are the seller's and are shown beside the page.
import type { Faq } from "./types";

/** Asked only on a page about a served place: the place and its neighbours. */
export const PLACE_FAQ: Faq = {
  q: (c) => `Vocês atendem ${c.placeThe}?`,
  a: (c) => {
    const near = c.location?.nearby.slice(0, 2) ?? [];
    const name = `${c.placeThe.charAt(0).toUpperCase()}${c.placeThe.slice(1)}`;
    return near.length === 2
      ? `Sim: ${c.placeThe} e os arredores, como ${near[0]} e ${near[1]}.`
      : `Sim. ${name} está na área atendida.`;
  },
};

export const GENERIC_FAQS: Faq[] = [
  {
    q: "Posso pedir orçamento pelo WhatsApp?",
    a: "Pode, e é o jeito mais rápido. Mande fotos ou um vídeo do portão e descreva o problema; a equipe responde com as primeiras orientações.",
  },
  {
    q: "O orçamento é feito antes do serviço?",
    a: "Sempre. O técnico explica o que encontrou e o que propõe, e o serviço só começa com a sua aprovação.",
  },
  {
    q: "Vocês atendem condomínios e comércios?",
    a: "Sim. Em condomínios, o horário é combinado com o síndico; em lojas e galpões, com o expediente, para não travar a entrada.",
  },
  {
    q: "O que fazer enquanto o técnico não chega?",
    a: "Desligue o disjuntor se houver cheiro de queimado ou ruído anormal e use o destravamento manual para abrir ou fechar com a mão.",
  },
  {
    q: "Vocês explicam o que foi feito?",
    a: "Sim. No fim do serviço, o técnico mostra o que foi trocado ou ajustado e o que merece atenção nas próximas revisões.",
  },
];
