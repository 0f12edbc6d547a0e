// Conteúdo da página /servicos-profissionais. Fatos dos produtos vêm de `business`; as ofertas
// e garantias do vendedor são tokens (content/claims.ts), preenchidos quando a página é mostrada.

import type { FaqItem } from "./types";
import { business } from "./business";
import { vezes } from "./text";

export interface ServicesPage {
  /** <title>, até 65 caracteres. */
  title: string;
  /** Meta description, 120 a 160 caracteres. */
  description: string;
  heroHeading: string;
  heroText: string;
  /** Seis cartões de serviço, texto puro. */
  cards: { title: string; text: string }[];
  /** Cinco problemas comuns, com causas e o que fazer. */
  troubleshooting: FaqItem[];
  /** Seis regiões atendidas. */
  regions: { name: string; text: string }[];
}

export const servicesPage: ServicesPage = {
  get title() {
    return `Serviços para Portão Automático PPA em SP | ${business.name}`;
  },
  description: `Instalação, manutenção, conserto e troca de motor de portão PPA em ${business.serviceArea}, para casas, condomínios e comércios.[ {ResponseTime}.][ Parcelamento em até {instalments}.]`,
  heroHeading: "Serviços profissionais para portões automáticos",
  heroText: `Da instalação do primeiro motor ao conserto de um portão travado de madrugada, cuidamos de todo o ciclo de vida da sua automação. [Trabalhamos com motores PPA desde {foundedYear}.] [Já atendemos mais de {customers} clientes em ${business.serviceArea}.] Mantemos técnicos próprios[, com {responseTime}].`,
  cards: [
    {
      title: "Instalação de motor de portão",
      text: `Instalamos kits completos PPA para portões deslizantes, basculantes e pivotantes[, a partir de {priceFrom}]. [A entrega e a instalação são grátis em {freeArea}.] O serviço leva de ${business.installationHours.min} a ${business.installationHours.max} horas e inclui fixação, regulagem do fim de curso, programação dos controles e teste final. [O motor tem {warrantyTerms}.] [A instalação tem {serviceWarranty} de garantia.]`,
    },
    {
      title: "Manutenção preventiva",
      text: `A revisão periódica evita a maioria das quebras. Recomendamos ${vezes(business.maintenancePerYear.home)} por ano em residências e ${vezes(business.maintenancePerYear.condo)} por ano em condomínios. [Na Manutenção Express, com preço fechado de {expressPrice}, o técnico|Na revisão, o técnico] limpa e lubrifica o conjunto, confere roldanas, cremalheira e embreagem, regula o fim de curso e testa fotocélula, controles e central.`,
    },
    {
      title: "Conserto e reparo",
      text: `Portão travado, motor zumbindo, central queimada depois de chuva: o técnico faz o diagnóstico no local e explica a causa antes de qualquer troca de peça. Consertamos placas, capacitores, pinhões, fins de curso e braços, em motores PPA e de outras marcas. [Damos {responseTime}.] [Para urgências, há {emergency}.] [Todo reparo tem {serviceWarranty} de garantia.]`,
    },
    {
      title: "Troca de motor",
      text: `Quando o conserto deixa de compensar, trocamos o motor antigo por um PPA novo, aproveitando cremalheira e fiação sempre que estiverem em bom estado. O valor depende do motor indicado e do que pode ser aproveitado, e sai depois da avaliação no local. [O pagamento pode ser parcelado em até {instalments}.] [O equipamento novo sai com garantia de fábrica de {factoryWarranty}.]`,
    },
    {
      title: "Acessórios e controles",
      text: `Complementamos a automação com controles remotos Rolling Code, que não podem ser clonados, fotocélulas que impedem o fechamento sobre carros e pessoas, nobreaks e baterias para continuar usando o portão durante apagões e módulos Wi-Fi para abrir pelo celular. Também trocamos cremalheiras gastas, instalamos botoeiras e receptores externos e fazemos o recadastro de controles quando um deles é perdido ou roubado.`,
    },
    {
      title: "Atendimento a condomínios e comércios",
      text: `Portões de condomínio, lojas, galpões e estacionamentos trabalham o dia inteiro e não podem ficar parados. Indicamos motores para uso intenso, cremalheira de aço, fotocélula e nobreak, e mantemos um plano de revisões ${vezes(business.maintenancePerYear.condo)} por ano. Síndicos e gestores recebem orçamento formal e canal direto para chamados[, com {emergency}]. Motores pesados são orçados depois de uma visita ao local.`,
    },
  ],
  troubleshooting: [
    {
      question: "Portão não abre",
      answer: `Se o portão não abre por nenhum comando, nem pelo controle nem pela botoeira, o problema costuma ser elétrico ou mecânico. Confira primeiro se há energia no imóvel e se o disjuntor do motor não desarmou. Se o motor faz um zumbido sem girar, o capacitor pode ter queimado ou o portão está preso no trilho. Após raios e temporais, a placa da central é a suspeita principal. Use o destravamento manual para abrir e chame o técnico[: damos {responseTime}].`,
    },
    {
      question: "Portão não fecha",
      answer: `Quando o portão abre normalmente mas se recusa a fechar, ou começa a fechar e volta, a causa mais comum é a fotocélula: lente suja, sensor desalinhado por uma batida ou algo no caminho do feixe, como um vaso, uma bicicleta ou um galho. Limpe as lentes com pano seco e retire qualquer obstáculo. Se não resolver, pode ser fim de curso desregulado ou embreagem frouxa. Não deixe o imóvel aberto: destrave, feche com a mão e trave de novo até a visita.`,
    },
    {
      question: "Portão abre e fecha sozinho",
      answer: `Movimento sem comando tem poucas origens: um controle com botão pressionado dentro de bolsa ou porta-luvas, fechamento automático ativado por engano, um controle de código fixo clonado ou uma central danificada por umidade ou surto elétrico. Tire as baterias de todos os controles e observe por alguns minutos. Se o portão continuar se movendo, desligue o motor no disjuntor e mantenha o portão travado à mão. O técnico apaga a memória, recadastra os controles e testa a central.`,
    },
    {
      question: "Controle não funciona",
      answer: `Se o portão abre pela botoeira ou por outro controle, o defeito está no controle que falhou. Troque a bateria, que é a causa mais frequente, e observe se a luz do controle acende ao apertar. Quedas no chão e contato com água também danificam o circuito. Se nenhum controle funciona, a central pode ter perdido a memória depois de uma queda de energia, ou o receptor está com defeito. Nesse caso, o técnico refaz o cadastro e, se for o caso, instala controles Rolling Code.`,
    },
    {
      question: "Motor faz barulho ou trava",
      answer: `Ruídos novos são um aviso de desgaste. Rangidos e trancos no deslizante costumam vir de roldanas gastas, trilho com areia ou cremalheira desalinhada; estalos no motor podem indicar pinhão gasto. No basculante, o barulho geralmente vem das guias sem lubrificação ou de contrapeso desregulado. Se o portão chega a travar no meio do curso, pare de acioná-lo, porque insistir aumenta o dano. Uma revisão[, como a Manutenção Express de {expressPrice},] resolve a maioria desses casos.`,
    },
  ],
  regions: [
    {
      name: "Centro",
      text: "Na República, Bela Vista, Consolação e Liberdade, atendemos garagens de prédios antigos, estacionamentos e portões de lojas. Como o trânsito do centro é pesado, agendamos instalações fora do horário de pico sempre que possível e levamos peças para portões de uso intenso.",
    },
    {
      name: "Zona Norte",
      text: "De Santana e Tucuruvi à Casa Verde, Vila Guilherme e Tremembé, muitos sobrados ficam em ruas de ladeira perto da Serra da Cantareira. Nessas garagens, o basculante é comum, e portões deslizantes em terreno inclinado exigem atenção redobrada ao nivelamento do trilho.",
    },
    {
      name: "Zona Sul",
      text: "Em Moema, Vila Mariana e Saúde, atendemos muitos prédios e casas de rua arborizada, onde folhas e raízes castigam trilhos e fotocélulas. Em Santo Amaro, Interlagos e nos condomínios perto da Represa de Guarapiranga, a umidade pede vedação caprichada das centrais.",
    },
    {
      name: "Zona Leste",
      text: "No Tatuapé, na Mooca, na Penha e em Itaquera, convivem vilas de casas geminadas, sobrados com garagem estreita e galpões antigos no Brás e no Belém. Por isso, o trabalho vai de um kit basculante residencial a um motor robusto para portão comercial pesado.",
    },
    {
      name: "Zona Oeste",
      text: "Em Pinheiros, Perdizes e Lapa, predominam prédios e casas reformadas; no Butantã e no City Lapa, casas com recuo e portões pivotantes de duas folhas. Na Vila Leopoldina, galpões convertidos em escritórios e condomínios novos pedem motores para uso intenso.",
    },
    {
      name: "Grande São Paulo (ABC, Guarulhos, Osasco...)",
      text: "Atendemos Santo André, São Bernardo do Campo, São Caetano do Sul e Diadema, no ABC, além de Guarulhos, Osasco, Barueri, Carapicuíba e Taboão da Serra. Dos condomínios de Alphaville aos comércios da Avenida dos Autonomistas, a mesma equipe faz a instalação e a manutenção.",
    },
  ],
};
