// Questions any generated page may answer (the service's own are in services.ts).
import { ucFirst } from "../text";
import {
  b,
  cheapest,
  condoMaintenance,
  customersText,
  emergencyText,
  extendedWarranty,
  factoryWarranty,
  homeMaintenance,
  hoursText,
  openingText,
  responseText,
  serviceWarranty,
} from "./facts";
import type { Faq } from "./types";

export const GENERIC_FAQS: Faq[] = [
  {
    group: "area",
    q: (c) => `Vocês atendem ${c.place}?`,
    a: (c) =>
      `Sim. ${ucFirst(c.at)}, o atendimento é feito pela mesma equipe que cobre toda a região: retorno em até ${responseText} e orçamento antes de qualquer serviço.`,
  },
  {
    group: "area",
    q: "Quais regiões vocês atendem?",
    a: (c) =>
      `Atendemos ${b.serviceArea}, incluindo ${c.where}. Se tiver dúvida sobre o seu endereço, é só mandar uma mensagem.`,
  },
  {
    q: "Qual motor é indicado para o meu portão?",
    a: `Depende do tipo de portão, do peso e da frequência de uso. Para residências, a potência costuma ficar entre ${b.residentialPower}; o técnico confirma na avaliação.`,
  },
  {
    q: "Em quanto tempo vocês respondem?",
    a: () =>
      `O retorno sai em até ${responseText} após o contato, nos horários de atendimento: ${hoursText()}. Para urgências, há ${emergencyText}.`,
  },
  {
    group: "payment",
    q: "Quais são as formas de pagamento?",
    a: `O pagamento pode ser à vista ou parcelado em até ${b.instalments}x no cartão. O valor é combinado antes do serviço, sem surpresas.`,
  },
  {
    q: "Qual é a garantia?",
    a: `Os motores têm garantia de fábrica de ${factoryWarranty}, estendida para ${extendedWarranty} com a nossa instalação e revisões, e os serviços têm garantia de ${serviceWarranty}.`,
  },
  {
    q: "O portão funciona se faltar energia?",
    a: "Sem energia o motor não aciona o portão, mas o destravamento manual permite abrir e fechar com a mão. O técnico mostra como usar no dia do serviço.",
  },
  {
    q: "Quanto tempo o portão leva para abrir?",
    a: `Depende do modelo: os motores que vendemos abrem o portão em ${openingText}. A escolha considera o tipo, o peso do portão e o movimento da rua.`,
  },
  {
    q: "Vocês atendem condomínios?",
    a: `Sim. Atendemos condomínios residenciais e comerciais e recomendamos manutenção ${condoMaintenance} por ano para portões de uso coletivo.`,
    skipFor: ["Técnico"],
  },
  {
    q: "Posso pedir orçamento pelo WhatsApp?",
    a: "Pode, e é o jeito mais rápido. Mande fotos ou um vídeo do portão e descreva o problema; a equipe responde com as primeiras orientações.",
    skipFor: ["Serviço especializado"],
  },
  {
    q: "Há quanto tempo a empresa atua?",
    a: () => `A ${b.name} atua desde ${b.foundedYear} e já atendeu mais de ${customersText} clientes.`,
  },
  {
    group: "payment",
    q: "Quanto custa o kit completo instalado?",
    a: `Os kits instalados partem de ${cheapest}, com parcelamento em até ${b.instalments}x. O valor final depende do tipo de portão e do motor indicado.`,
  },
  {
    q: "O portão automático precisa de manutenção mesmo funcionando bem?",
    a: `Sim. A manutenção preventiva ${homeMaintenance} por ano em residências evita que pequenos desgastes virem defeitos maiores.`,
    skipFor: ["Manutenção"],
  },
  {
    q: "Como funciona o sensor antiesmagamento?",
    a: "A fotocélula cria uma barreira invisível na passagem do portão; se algo interromper o feixe durante o fechamento, o portão para e volta a abrir.",
  },
  {
    q: "Posso cadastrar controles extras depois?",
    a: "Sim. Controles compatíveis podem ser cadastrados na central a qualquer momento, e os perdidos podem ser excluídos.",
    skipFor: ["Configuração"],
  },
];
