// Páginas regionais servidas em /{produto}-guarulhos e /{produto}-osasco.
// Fatos dos produtos vêm de `business`; as ofertas e garantias do vendedor são tokens
// (content/claims.ts), preenchidos quando a página é mostrada. Cada página tem texto próprio, com bairros,
// vias e tipos de imóvel reais de cada cidade.

import type { FaqItem } from "./types";
import { business } from "./business";
import { lcFirst, vezes } from "./text";

export type RegionalCity = "Guarulhos" | "Osasco";

export interface RegionalPage {
  /** Ex.: "conserto-de-portao-automatico-guarulhos". */
  slug: string;
  /** Rótulo de link, ex.: "Conserto de Portão Automático em Guarulhos". */
  name: string;
  city: RegionalCity;
  /** <title>, até 65 caracteres, único. */
  title: string;
  /** Meta description, 120 a 160 caracteres, única. */
  description: string;
  /** O h1. */
  heroHeading: string;
  /** 35 a 60 palavras. */
  heroText: string;
  /** Exatamente 3 cartões de serviço, 35 a 60 palavras cada. */
  cards: { title: string; text: string }[];
  /** 2 parágrafos, 120 a 180 palavras no total. */
  intro: string[];
  /** 5 ou 6 sinais de que o portão precisa de atenção, uma frase cada. */
  warningSigns: string[];
  /** Chamada da Manutenção Express. */
  promo: { heading: string; text: string };
  /** 4 perguntas, 40 a 90 palavras cada, citando a cidade. */
  faq: FaqItem[];
}

const b = business;
const installMin = b.installationHours.min;
const installMax = b.installationHours.max;

// Functions, read when a page renders: the hours are the seller's ("Dados da empresa").
const weekdays = () => lcFirst(b.hours.weekdays);
const saturday = () => lcFirst(b.hours.saturday);

export const regionalPages: RegionalPage[] = [
  // ------------------------------------------------------------------ Guarulhos
  {
    slug: "conserto-de-portao-automatico-guarulhos",
    name: "Conserto de Portão Automático em Guarulhos",
    city: "Guarulhos",
    get title() {
      return `Conserto de Portão Automático em Guarulhos | ${b.name}`;
    },
    description: `Portão parou em Guarulhos? Conserto de portão automático do Centro aos Pimentas, com diagnóstico no local e peças PPA no carro.[ {ResponseTime}.][ Garantia de {serviceWarranty}.]`,
    heroHeading: "Conserto de portão automático em Guarulhos",
    heroText: `Portão travado, motor zumbindo sem abrir ou controle que parou de responder? Nossos técnicos rodam por Guarulhos todos os dias, do Centro a Bonsucesso[, com {responseTime}], e levam peças PPA no carro para resolver a maioria dos defeitos já na primeira visita.`,
    cards: [
      {
        title: "Diagnóstico no local",
        text: "O técnico testa motor, central, capacitor, fim de curso e controles antes de falar em preço. Você recebe o orçamento por escrito, e nada é trocado sem a sua autorização. Quando o problema é só de regulagem ou de sujeira no trilho, o conserto costuma terminar na mesma visita.",
      },
      {
        title: "Troca de peças desgastadas",
        text: `Engrenagem, cremalheira, roldanas, placa de comando e receptor são as peças que mais se desgastam nos portões de Guarulhos, onde muitos sobrados abrem a garagem várias vezes ao dia. Usamos peças originais PPA[, e todo conserto tem {serviceWarranty} de garantia sobre o serviço].`,
      },
      {
        title: "Portão aberto fora de hora",
        text: `Portão preso aberto à noite deixa a casa, a loja ou o galpão exposto. [Por isso mantemos {emergency}, inclusive em Cumbica e na Vila Galvão.|Por isso damos prioridade a esses chamados, inclusive em Cumbica e na Vila Galvão.] Se a peça não puder ser trocada na hora, deixamos o portão fechado e travado com segurança até o reparo definitivo.`,
      },
    ],
    intro: [
      "Guarulhos tem de tudo um pouco, e isso aparece nos chamados de conserto. Nos sobrados geminados de Pimentas e Bonsucesso, o portão basculante da garagem costuma ser a única saída do carro, e qualquer falha vira urgência na hora de ir para o trabalho. No Centro, no Macedo e na Vila Augusta predominam prédios com portões deslizantes pesados, que abrem e fecham o dia inteiro. Em Cumbica, perto do aeroporto e da Dutra, são galpões e pátios de caminhão que não podem ficar parados.",
      `Por isso o técnico chega com o diagnóstico completo e as peças mais comuns já separadas. A poeira do tráfego pesado da Dutra e da Hélio Smidt se acumula no trilho e nas roldanas, e muitas vezes o motor só está forçando por causa de sujeira e desalinhamento. Quando o reparo não compensa, mostramos o custo de trocar o motor, e você decide com os números na mão.`,
    ],
    warningSigns: [
      "O motor faz barulho, mas o portão não se move ou anda aos trancos.",
      "O portão para no meio do curso e volta sozinho sem ter encontrado nenhum obstáculo.",
      "O controle só funciona bem perto do portão, mesmo com bateria nova.",
      "A folha bate com força no fim do curso ou não chega a fechar por completo.",
      "Aparece cheiro de queimado ou o disjuntor desarma quando o motor é acionado.",
      "Depois de destravado, o portão ficou pesado demais para abrir à mão.",
    ],
    promo: {
      heading: "[Manutenção Express em Guarulhos{?expressPrice}]",
      text: `[Se o portão ainda funciona, mas anda lento ou barulhento, a Manutenção Express resolve antes de virar conserto: limpeza do trilho, lubrificação, reaperto e regulagem por {expressPrice}, em preço fechado, com {expressWarranty} de garantia.] Vale para casas, lojas e condomínios em toda Guarulhos.`,
    },
    faq: [
      {
        question: "Vocês atendem conserto de portão em todos os bairros de Guarulhos?",
        get answer() {
          return `Sim. Atendemos Guarulhos inteira, do Centro e da Vila Galvão, perto da divisa com a Zona Norte de São Paulo, até Pimentas, Bonsucesso e Cumbica, do lado do aeroporto. [Damos {responseTime}.] O atendimento normal vai de ${weekdays()}, e no ${saturday()}[; fora disso, os chamados urgentes entram no {emergency}].`;
        },
      },
      {
        question: "Quanto custa consertar o portão automático em Guarulhos?",
        answer: `Depende do defeito, por isso o orçamento sai depois do diagnóstico no local. [Ajustes e revisões entram na Manutenção Express, de {expressPrice}.] A troca de peças como engrenagem, capacitor ou placa é orçada à parte. Se o motor não tiver mais conserto, a substituição é orçada depois do diagnóstico[, com parcelamento em até {instalments}].`,
      },
      {
        question: "Vocês consertam portões de galpões em Cumbica e perto da Dutra?",
        answer: `Sim. Nos galpões e pátios de Cumbica e ao longo da Dutra, os portões são maiores e mais pesados, e o conserto pode envolver motores de uso intenso. Avaliamos estrutura, trilho e motor em conjunto. Quando a troca é necessária, o motor para portão pesado é orçado conforme o peso e o uso. Combinamos o horário para não travar a operação de carga da sua empresa em Guarulhos.`,
      },
      {
        question: "Meu portão ficou aberto à noite em Guarulhos. O que eu faço?",
        answer: `Chame pelo WhatsApp ou pelo telefone[: mantemos {emergency}]. Enquanto o técnico não chega, não insista no controle nem force o motor. Se você souber usar o destravamento manual, feche o portão à mão e trave-o por dentro. Em Guarulhos, damos prioridade a portões abertos à noite, porque deixam a casa, a loja ou o galpão expostos.`,
      },
    ],
  },
  {
    slug: "manutencao-de-motor-de-portao-guarulhos",
    name: "Manutenção de Motor de Portão em Guarulhos",
    city: "Guarulhos",
    get title() {
      return `Manutenção de Motor de Portão em Guarulhos | ${b.name}`;
    },
    description: `Manutenção preventiva de motor de portão em Guarulhos para casas, condomínios e galpões. Revisão completa, agendada pelo WhatsApp.[ Manutenção Express por {expressPrice}.][ {ResponseTime}.]`,
    heroHeading: "Manutenção de motor de portão em Guarulhos",
    heroText:
      "Motor de portão que recebe revisão dura mais e quase nunca deixa o morador na mão. Fazemos manutenção preventiva em Guarulhos para sobrados, condomínios e empresas, com limpeza, lubrificação, regulagem e teste dos dispositivos de segurança, sempre com técnico próprio e agenda combinada com você.",
    cards: [
      {
        title: "Revisão para casas e sobrados",
        text: `Para residências, recomendamos a revisão ${vezes(b.maintenancePerYear.home)} por ano. O técnico limpa trilho e cremalheira, lubrifica as engrenagens, confere capacitor e fim de curso e deixa o portão correndo macio. É o cuidado ideal para as casas de bairros como Taboão, Gopoúva e Jardim Maia.`,
      },
      {
        title: "Calendário para condomínios",
        text: `Em condomínio, o portão trabalha muito mais, e a indicação é de ${vezes(b.maintenancePerYear.condo)} por ano. Montamos o calendário com o síndico, registramos cada visita e incluímos fotocélula, sensores e controles dos moradores na checagem. Atendemos prédios da Vila Augusta, do Macedo e do Parque Cecap.`,
      },
      {
        title: "Manutenção para empresas",
        text: "Galpões logísticos e transportadoras de Cumbica e do entorno do aeroporto usam portões grandes em vários turnos. Programamos a revisão fora do pico de carga e descarga e verificamos fixações, trilhos, cremalheira e motor, para que o portão não pare justamente na hora de uma entrega.",
      },
    ],
    intro: [
      "Em Guarulhos, o motor de portão trabalha em condições que aceleram o desgaste. A fuligem do tráfego da Dutra, da Ayrton Senna e da Fernão Dias gruda na graxa e forma uma pasta abrasiva nas engrenagens. Na parte norte da cidade, mais perto da Serra da Cantareira, a umidade favorece a ferrugem em trilhos, roldanas e parafusos. E nos conjuntos residenciais com muitos carros, como o Parque Cecap, o portão abre e fecha do amanhecer à noite.",
      "A manutenção preventiva ataca esses pontos antes que virem quebra. Uma revisão bem feita custa menos do que um conserto de emergência e adia por bastante tempo a troca do motor. Ao final, o técnico explica o que encontrou, aponta as peças que merecem atenção e diz o que esperar até a próxima visita. Você só aprova a troca de alguma peça se quiser, com o preço informado antes.",
    ],
    warningSigns: [
      "O portão está mais lento do que quando o motor foi instalado.",
      "Há rangidos, estalos ou ruído metálico durante a abertura.",
      "A fotocélula às vezes não faz o portão voltar quando alguém passa na frente.",
      "A cremalheira ou o trilho mostram ferrugem, sujeira acumulada ou dentes gastos.",
      "O portão precisa de dois ou três toques no controle para começar a se mover.",
      "Ninguém na casa ou no condomínio se lembra de quando foi a última revisão.",
    ],
    promo: {
      heading: "[Manutenção Express: revisão completa em uma visita{?expressPrice}]",
      text: `[A Manutenção Express é o jeito mais simples de colocar o motor em dia em Guarulhos: preço fechado de {expressPrice} para limpeza, lubrificação, regulagem de embreagem e fim de curso e teste dos controles, com {expressWarranty} de garantia.] Agende pelo WhatsApp e escolha o melhor dia.`,
    },
    faq: [
      {
        question: "De quanto em quanto tempo devo revisar o motor do portão em Guarulhos?",
        answer: `Para casas, indicamos ${vezes(b.maintenancePerYear.home)} por ano; para condomínios e empresas, ${vezes(b.maintenancePerYear.condo)} por ano, porque o portão abre muito mais vezes. Em Guarulhos, portões perto de vias de tráfego pesado, como a Dutra e a Avenida Monteiro Lobato, acumulam mais sujeira e podem pedir uma limpeza extra do trilho entre uma revisão e outra.`,
      },
      {
        question: "[O que está incluído na Manutenção Express?{?expressPrice}]",
        answer: `Limpeza de trilho e cremalheira, lubrificação das partes móveis, reaperto das fixações, regulagem de embreagem e fim de curso, checagem elétrica da central e teste de controles e fotocélula. [O preço é fechado em {expressPrice} em qualquer bairro de Guarulhos, e o serviço tem {expressWarranty} de garantia.] Peças gastas encontradas na revisão são orçadas à parte.`,
      },
      {
        question: "Vocês fazem contrato de manutenção para condomínios em Guarulhos?",
        answer: `Fazemos. Combinamos com o síndico ou com a administradora as datas das visitas, normalmente ${vezes(b.maintenancePerYear.condo)} por ano, e deixamos o registro de cada revisão para a prestação de contas. [Entre as visitas, o condomínio conta com o {emergency} se o portão parar, seja na Vila Augusta, no Macedo ou no Parque Cecap, em Guarulhos.|Se o portão parar entre as visitas, o chamado do condomínio tem prioridade, seja na Vila Augusta, no Macedo ou no Parque Cecap, em Guarulhos.]`,
      },
      {
        question: "Em que horários vocês fazem manutenção em Guarulhos?",
        get answer() {
          return `As revisões são agendadas nestes horários: ${weekdays()}; ${saturday()}. Para galpões de Cumbica e lojas do Centro de Guarulhos que não podem parar no expediente, reservamos o primeiro ou o último horário do dia. [Se o portão quebrar de vez fora desses horários, o chamado entra no plantão: {emergency}.]`;
        },
      },
    ],
  },
  {
    slug: "instalacao-de-motor-ppa-guarulhos",
    name: "Instalação de Motor PPA em Guarulhos",
    city: "Guarulhos",
    title: "Instalação de Motor PPA em Guarulhos | Kit Instalado",
    description: `Kit motor PPA instalado em Guarulhos[ a partir de {priceFrom}]: deslizante, basculante ou pivotante, com controles programados e teste de segurança[, em até {instalments}].`,
    heroHeading: "Instalação de motor PPA em Guarulhos",
    heroText: `Quer automatizar o portão de casa, do prédio ou da empresa em Guarulhos? Levamos o kit completo PPA, instalamos em ${installMin} a ${installMax} horas e deixamos tudo testado, com controles programados e explicação de uso. Há modelos para portões deslizantes, basculantes e pivotantes.`,
    cards: [
      {
        title: "Kit PPA deslizante instalado",
        text: `É o mais procurado em Guarulhos, porque combina com as garagens largas dos sobrados e com os portões de correr de lojas e galpões. O kit deslizante de ${b.motorPowers[0]} instalado[ sai por {price.deslizante} e] vem com motor, cremalheira, controles e regulagem completa do curso.`,
      },
      {
        title: "Kit PPA basculante instalado",
        text: `Ideal para o portão de garagem que sobe e desce, muito comum em casas de lote estreito no Picanço, no Cocaia e na Vila Rio de Janeiro, onde não há espaço lateral para um portão de correr. O kit basculante instalado[ custa {price.basculante} e] vem com motor, controles e ajuste do contrapeso.`,
      },
      {
        title: "Kit PPA pivotante duplo",
        text: `Para portões de duas folhas que abrem como porta, comuns em casas mais antigas do Jardim Maia e da Vila Galvão e em chácaras no norte de Guarulhos. O kit pivotante duplo de ${b.motorPowers[2]} instalado[ custa {price.pivotante} e] tem um motor em cada folha e abertura sincronizada.`,
      },
    ],
    intro: [
      "Instalar motor em Guarulhos exige olhar com atenção para o portão que já existe. Em bairros como Gopoúva, Vila Augusta e Taboão, muitas ruas têm ladeira, e o portão deslizante precisa de trilho nivelado e batentes firmes para não correr sozinho. Nos sobrados de Bonsucesso e Pimentas, a garagem costuma ser apertada, e o portão basculante divide espaço com o carro. Já em Cumbica e ao longo da Ayrton Senna, os portões de galpão pedem motor mais forte e fixação reforçada.",
      `Por isso fazemos uma avaliação antes de indicar o modelo. O técnico confere peso e tamanho do portão, o estado das dobradiças ou das roldanas e o ponto de energia, e só então recomenda a potência, normalmente na faixa de ${b.residentialPower} para casas. A instalação leva de ${installMin} a ${installMax} horas.[ O motor tem garantia de fábrica de {factoryWarranty}.][ O kit pode ser parcelado em até {instalments}.]`,
    ],
    warningSigns: [
      "Abrir e fechar o portão à mão virou um risco na hora de chegar ou sair de casa à noite.",
      "O motor antigo já passou por vários consertos e voltou a falhar.",
      "Não se encontram mais peças de reposição para a marca ou o modelo instalado.",
      "O portão demora tanto para abrir que os carros ficam esperando parados na rua.",
      "O condomínio quer um controle para cada morador e a central atual não comporta.",
      "O motor atual não dá conta do peso do portão e desarma com frequência.",
    ],
    promo: {
      heading: "[Já tem motor? Conheça a Manutenção Express{?expressPrice}]",
      text: `[Se o seu portão em Guarulhos já é automático e só precisa de um ajuste, a Manutenção Express resolve por {expressPrice}, com {expressWarranty} de garantia.] [E para quem instala conosco, o serviço de instalação já vem com {serviceWarranty} de garantia própria.]`,
    },
    faq: [
      {
        question: "Quanto tempo leva a instalação de motor PPA em Guarulhos?",
        answer: `A montagem leva de ${installMin} a ${installMax} horas na maioria dos portões residenciais. Em Guarulhos, o técnico chega com o kit completo no carro, então a mesma visita serve para fixar o motor, instalar a cremalheira ou o braço, regular o fim de curso, programar os controles e testar tudo com você antes de ir embora.`,
      },
      {
        question: "Qual motor PPA é melhor para o meu portão em Guarulhos?",
        answer: `Depende do tipo e do peso do portão. Para portões de correr, o deslizante é a escolha natural; para garagens com portão que sobe, o basculante; para portões de duas folhas, o pivotante. Em Guarulhos, fazemos a avaliação no próprio imóvel e indicamos a potência certa, geralmente na faixa de ${b.residentialPower} para casas.`,
      },
      {
        question: "[Posso parcelar a instalação em Guarulhos?{?instalments}]",
        answer: `Pode. [O kit completo instalado pode ser parcelado em até {instalments}.] [Em Guarulhos, o deslizante sai por {price.deslizante}, já com a instalação.] [O basculante sai por {price.basculante}.] [O pivotante duplo, por {price.pivotante}.] Portões fora do padrão recebem orçamento depois da visita técnica.`,
      },
      {
        question: "Vocês instalam motor em condomínios e galpões de Guarulhos?",
        answer: `Instalamos. Em condomínios de Guarulhos, como os da Vila Augusta, do Macedo e do Centro, levamos em conta o número de moradores, de controles e o movimento da garagem. Em galpões de Cumbica e do entorno do aeroporto, avaliamos se o portão pede um motor para uso intenso. Nesses casos, o orçamento sai após a visita[, e o motor tem {warrantyTerms}].`,
      },
    ],
  },

  // ------------------------------------------------------------------ Osasco
  {
    slug: "conserto-de-portao-automatico-osasco",
    name: "Conserto de Portão Automático em Osasco",
    city: "Osasco",
    get title() {
      return `Conserto de Portão Automático em Osasco | ${b.name}`;
    },
    description: `Conserto de portão automático em Osasco, da Vila Yara a Presidente Altino. Diagnóstico no local, orçamento claro e peças originais PPA[, com {responseTime}].`,
    heroHeading: "Conserto de portão automático em Osasco",
    heroText: `Quando o portão para, a rotina para junto. Em Osasco, atendemos casas, prédios e comércios[ com {responseTime}], com diagnóstico na hora, orçamento claro e peças originais PPA. Se o portão ficou preso aberto, damos prioridade ao chamado para não deixar o imóvel exposto.`,
    cards: [
      {
        title: "Portão que não abre nem fecha",
        text: "Na maioria das vezes, a causa está no capacitor, no fim de curso ou na placa de comando, e não no motor inteiro. Testamos cada componente com o portão no lugar e trocamos só o que está com defeito, sem empurrar a troca completa quando ela não é necessária.",
      },
      {
        title: "Portões de prédios e comércios",
        text: "Garagens de prédios na Vila Yara e na Bela Vista e portas de correr das lojas perto do Calçadão da Rua Antônio Agú trabalham o dia inteiro. Nesses casos, organizamos o conserto para liberar a passagem o quanto antes, deixando o portão em modo manual enquanto a peça é trocada, se for preciso.",
      },
      {
        title: "Controles, receptores e sensores",
        text: `Controle que perdeu o alcance, receptor queimado, fotocélula desalinhada ou trava sem força também são conserto. Recadastramos controles, trocamos receptores e realinhamos sensores em casas e condomínios de Osasco[, e esses consertos têm {serviceWarranty} de garantia].`,
      },
    ],
    intro: [
      "Osasco mistura relevos e usos como poucas cidades da Grande São Paulo. Na zona norte, do outro lado do Tietê, bairros como Rochdale, Helena Maria e Novo Osasco têm ruas íngremes, e o portão deslizante montado em rampa força o motor e gasta a embreagem mais cedo. No Centro, no Jaguaribe e na Vila Campesina, há muitas casas antigas com portões de ferro pesados que ganharam motor depois, nem sempre com o trilho refeito.",
      `Ao longo da Avenida dos Autonomistas e perto da Castello Branco, o chamado mais comum vem de prédios e empresas, onde o portão não pode ficar parado. O técnico começa pelo diagnóstico completo e explica o que encontrou antes de qualquer troca. Se o motor não tiver mais conserto, a substituição é orçada depois do diagnóstico[, com parcelamento em até {instalments}].`,
    ],
    warningSigns: [
      "O portão desce ou corre sozinho depois de parar, principalmente em garagens com rampa.",
      "A central dá estalos, mas o motor não chega a ligar.",
      "O portão abre só até a metade e para sempre no mesmo ponto.",
      "Uma folha do portão pivotante abre e a outra continua parada.",
      "O destravamento manual emperrou e não é possível abrir o portão à mão.",
      "O controle funciona em um dia e falha no outro, sem motivo aparente.",
    ],
    promo: {
      heading: "[Manutenção Express para portões de Osasco{?expressPrice}]",
      text: `Nem todo chamado precisa de conserto. [Quando o portão ainda funciona, mas já dá sinais de cansaço, a Manutenção Express faz limpeza, lubrificação e regulagem completas por {expressPrice}, com {expressWarranty} de garantia.] É a forma mais econômica de evitar uma quebra em Osasco.`,
    },
    faq: [
      {
        question: "Em quanto tempo vocês respondem em Osasco?",
        get answer() {
          return `Atendemos toda Osasco, da Vila Yara e do Centro até Quitaúna, Jardim Veloso e os bairros da zona norte, como Rochdale e Helena Maria[, com {responseTime}]. O atendimento normal funciona de ${weekdays()}, e no ${saturday()}.[ Nos demais horários, vale o plantão: {emergency}.]`;
        },
      },
      {
        question: "Vale a pena consertar um motor antigo em Osasco?",
        answer: `Muitas vezes vale. Em casas antigas do Centro e de Presidente Altino, encontramos motores com muitos anos de uso que voltam a funcionar bem com a troca de capacitor, engrenagem ou placa. Quando o conserto passa a custar perto de um motor novo, mostramos a comparação com a troca[, que tem garantia de fábrica de {factoryWarranty}].`,
      },
      {
        question: "Vocês atendem empresas e galpões em Osasco?",
        answer: `Atendemos. Em Osasco, empresas perto da Castello Branco, do Rodoanel e da Avenida dos Autonomistas têm portões maiores e horários de carga rígidos. Agendamos o conserto para o período de menor movimento e, se o motor precisar ser trocado, apresentamos opções para portões pesados, orçadas conforme o peso e a frequência de uso.`,
      },
      {
        question: "[O conserto de portão em Osasco tem garantia?{?serviceWarranty}]",
        answer: `Tem. [O conserto tem {serviceWarranty} de garantia sobre o serviço: se o mesmo defeito voltar nesse período, o técnico retorna ao seu endereço em Osasco sem cobrar nova mão de obra.] As peças trocadas seguem a garantia informada no orçamento, e você recebe por escrito a descrição de tudo o que foi feito.`,
      },
    ],
  },
  {
    slug: "manutencao-de-motor-de-portao-osasco",
    name: "Manutenção de Motor de Portão em Osasco",
    city: "Osasco",
    get title() {
      return `Manutenção de Motor de Portão em Osasco | ${b.name}`;
    },
    description: `Revisão preventiva de motor de portão em Osasco para casas, prédios e empresas. [Manutenção Express com preço fechado de {expressPrice} e agendamento pelo WhatsApp.|Revisão completa com agendamento pelo WhatsApp.]`,
    heroHeading: "Manutenção de motor de portão em Osasco",
    heroText:
      "Um motor de portão revisado em dia abre com mais suavidade, faz menos barulho e dura mais. Em Osasco, cuidamos da manutenção preventiva de portões residenciais, de condomínios e de empresas, com visitas agendadas, checklist completo e preço combinado antes de começar.",
    cards: [
      {
        title: "Checklist completo",
        text: "Cada visita segue a mesma lista: limpeza do trilho e da cremalheira, lubrificação, reaperto das fixações, regulagem de embreagem e fim de curso, medição elétrica da central e teste de controles e fotocélula. Você acompanha o serviço e recebe um resumo do que foi feito ao final.",
      },
      {
        title: "Condomínios verticais",
        text: `Nos prédios da Vila Yara, da Bela Vista e do entorno do Centro, o portão da garagem abre e fecha o dia inteiro. Para esses condomínios, recomendamos ${vezes(b.maintenancePerYear.condo)} por ano, com datas combinadas com o síndico e registro de cada visita para a administração.`,
      },
      {
        title: "Casas e sobrados",
        text: `Em casas de bairros como Presidente Altino, Jardim das Flores e Umuarama, recomendamos a revisão ${vezes(b.maintenancePerYear.home)} por ano. Aproveitamos a visita para conferir a estrutura do portão, porque roldanas gastas e trilho torto sobrecarregam o motor mesmo quando ele está em bom estado.`,
      },
    ],
    intro: [
      "A manutenção em Osasco tem particularidades. Nas ruas inclinadas da zona norte, como no Rochdale e no Novo Osasco, a embreagem e o freio do motor trabalham mais para segurar o portão, e a regulagem sai do ponto com o tempo. Perto do Rio Tietê e nas partes mais baixas de Presidente Altino, a umidade acelera a ferrugem de trilhos, roldanas e parafusos.",
      "Já nas áreas de comércio intenso, como o Centro e a Avenida dos Autonomistas, a poeira do trânsito se mistura à graxa e forma uma pasta que desgasta a engrenagem. Uma revisão periódica corrige esses pontos antes que o portão trave. É também a hora de testar os dispositivos de segurança, que protegem crianças, pedestres e carros, e de conferir se os controles dos moradores continuam cadastrados corretamente na central.",
    ],
    warningSigns: [
      "O portão perdeu velocidade e leva mais tempo para abrir do que antes.",
      "O motor esquenta demais depois de poucos ciclos seguidos.",
      "Há graxa escura e ressecada na cremalheira ou no trilho.",
      "O portão treme ou balança durante o movimento.",
      "A fotocélula não faz o portão voltar quando um objeto é colocado no caminho.",
      "Os parafusos da base do motor estão soltos ou enferrujados.",
    ],
    promo: {
      heading: "[Manutenção Express com preço fechado{?expressPrice}]",
      text: `[Para quem quer resolver a revisão sem surpresas, a Manutenção Express custa {expressPrice} em qualquer bairro de Osasco, com {expressWarranty} de garantia sobre o serviço.] Em uma única visita, o técnico deixa o portão limpo, lubrificado e regulado, e avisa se alguma peça merece atenção.`,
    },
    faq: [
      {
        question: "Com que frequência devo fazer a manutenção do motor do portão em Osasco?",
        answer: `Recomendamos ${vezes(b.maintenancePerYear.home)} por ano em casas e ${vezes(b.maintenancePerYear.condo)} por ano em condomínios e empresas. Em Osasco, portões em rampa, comuns na zona norte, ou próximos de avenidas movimentadas, como a dos Autonomistas, podem precisar de uma limpeza extra do trilho entre as revisões. O técnico avisa quando for o caso.`,
      },
      {
        question: "[A Manutenção Express serve para condomínios em Osasco?{?expressPrice}]",
        answer: `[Serve como revisão pontual, com preço fechado de {expressPrice} e {expressWarranty} de garantia.] Para prédios com vários portões ou muito movimento, como os da Vila Yara e do Centro de Osasco, costumamos propor um calendário fixo de ${vezes(b.maintenancePerYear.condo)} por ano, que facilita a vida do síndico e a prestação de contas aos moradores.`,
      },
      {
        question: "O que acontece se a revisão encontrar uma peça gasta?",
        answer: `O técnico mostra a peça, explica o risco de deixá-la como está e passa o orçamento da troca. Nada é substituído sem a sua autorização. Em Osasco, as peças mais comuns, como engrenagem, capacitor e roldanas, costumam ir no carro, então a troca aprovada geralmente é feita na mesma visita[, com {serviceWarranty} de garantia].`,
      },
      {
        question: "Vocês fazem manutenção aos sábados em Osasco?",
        get answer() {
          return `Fazemos. Além do horário de ${weekdays()}, atendemos no ${saturday()}, o que ajuda quem trabalha fora durante a semana. [Se o portão parar de vez entre uma revisão e outra, o plantão cobre: {emergency}, em qualquer bairro de Osasco.][ Damos {responseTime}.]`;
        },
      },
    ],
  },
  {
    slug: "instalacao-de-motor-ppa-osasco",
    name: "Instalação de Motor PPA em Osasco",
    city: "Osasco",
    title: "Instalação de Motor PPA em Osasco | Kit Completo",
    description: `Instalação de motor PPA em Osasco com kit completo: deslizante[ a partir de {price.deslizante}], basculante ou pivotante.[ Garantia de fábrica de {factoryWarranty}.][ Até {instalments}.]`,
    heroHeading: "Instalação de motor PPA em Osasco",
    heroText: `Automatizar o portão em Osasco é mais simples do que parece. Vamos até o imóvel, avaliamos o portão, indicamos o kit PPA adequado e fazemos a instalação completa em ${installMin} a ${installMax} horas, com controles configurados e teste de segurança[, e o motor sai com garantia de fábrica de {factoryWarranty}].`,
    cards: [
      {
        title: "Visita e escolha do kit",
        text: `Antes de instalar, o técnico mede o portão, avalia o peso, o estado das roldanas ou das dobradiças e o ponto de energia. Com isso, indica o kit deslizante, basculante ou pivotante e a potência certa, na faixa de ${b.residentialPower} para a maioria das casas de Osasco.`,
      },
      {
        title: "Preço do kit instalado",
        text: `[Os valores já incluem motor, acessórios do kit e mão de obra.{?priceFrom}] [O deslizante sai por {price.deslizante}.] [O basculante, por {price.basculante}.] [O pivotante duplo, por {price.pivotante}.] Portões fora do padrão, muito pesados ou em rampa acentuada recebem orçamento após a visita[, com parcelamento em até {instalments}].`,
      },
      {
        title: "Instalação e entrega",
        text: "No dia marcado, o técnico fixa o motor, instala a cremalheira ou o braço, regula o fim de curso e a força, programa os controles e testa os dispositivos de segurança. Antes de ir embora, mostra a você como destravar o portão em caso de falta de energia.",
      },
    ],
    intro: [
      "Em Osasco, cada região pede um tipo de instalação. Nas ruas de casas do Jardim das Flores, do Umuarama e do Km 18, o portão deslizante de garagem é o mais comum, e a preocupação é com trilho nivelado e boa drenagem da água da chuva. Nas ruas em aclive da zona norte, como no Helena Maria e no Novo Osasco, o motor precisa de força e de freio bem regulado para segurar o portão parado.",
      `No Centro, em Presidente Altino e na Conceição, há muitos sobrados antigos com portões basculantes ou de duas folhas, que recebem bem os kits basculante e pivotante depois de um ajuste nas dobradiças. Para prédios e empresas perto da Castello Branco e do Rodoanel, avaliamos o uso diário antes de indicar o modelo. [Em todos os casos, a instalação tem {serviceWarranty} de garantia.]`,
    ],
    warningSigns: [
      "Descer do carro para abrir o portão na chuva ou à noite já faz parte da rotina.",
      "O portão de ferro está tão pesado que poucas pessoas da casa conseguem movê-lo.",
      "O motor atual é antigo, não tem mais peças de reposição e para com frequência.",
      "O portão em rampa corre sozinho quando alguém esquece de travá-lo.",
      "A família cresceu e cada pessoa precisa de um controle próprio.",
    ],
    promo: {
      heading: "[Manutenção Express depois da instalação{?expressPrice}]",
      text: `Depois de instalado, o motor PPA continua bem atendido em Osasco. [Quando chegar a hora da revisão, a Manutenção Express custa {expressPrice}, tem {expressWarranty} de garantia e deixa trilho, engrenagens e regulagens em ordem, para o kit render por muitos anos.]`,
    },
    faq: [
      {
        question: "Quanto custa instalar motor PPA em Osasco?",
        answer: `[O kit completo instalado parte de {priceFrom}.|O valor depende do kit indicado na avaliação.] [O deslizante de ${b.motorPowers[0]} custa {price.deslizante}.] [O basculante, {price.basculante}.] [O pivotante duplo, {price.pivotante}.] O valor inclui motor, acessórios do kit e mão de obra em qualquer bairro de Osasco. Portões muito pesados ou fora do padrão recebem orçamento após a visita[, e tudo pode ser parcelado em até {instalments}].`,
      },
      {
        question: "A instalação em Osasco é feita no mesmo dia?",
        answer: `Na maioria das casas de Osasco, sim. A instalação leva de ${installMin} a ${installMax} horas, e o técnico chega com o kit completo. Em portões que precisam de ajuste antes, como trilho desnivelado, roldanas gastas ou dobradiças frouxas, combinamos o reparo junto e, se for necessário, agendamos uma segunda visita curta.`,
      },
      {
        question: "Dá para instalar motor em portão de garagem com rampa em Osasco?",
        answer:
          "Dá, e é comum em Osasco, principalmente nas ruas inclinadas da zona norte, como no Rochdale e no Helena Maria. Nesses casos, escolhemos um motor com força suficiente, regulamos bem a embreagem e o fim de curso e conferimos se o trilho está firme, para o portão não correr sozinho. A avaliação no local define se a estrutura precisa de algum reforço antes.",
      },
      {
        question: "Qual é a garantia da instalação em Osasco?",
        answer: `O motor PPA tem {warrantyTerms}. [A mão de obra da instalação tem {serviceWarranty} de garantia.] Se algo precisar de ajuste, o técnico vai até o seu endereço em Osasco, da Vila Yara a Quitaúna ou Piratininga[, com {responseTime}].`,
      },
    ],
  },
];

export function findRegionalPage(slug: string): RegionalPage | undefined {
  return regionalPages.find((page) => page.slug === slug);
}

export function regionalPagesIn(city: RegionalCity): RegionalPage[] {
  return regionalPages.filter((page) => page.city === city);
}
