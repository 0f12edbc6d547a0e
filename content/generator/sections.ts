// The kinds of section a generated page is made of, each with its headings, sentences and bullets.
import { formatBRL } from "../business";
import { joinPt, ucFirst } from "../text";
import {
  b,
  cheapest,
  customersText,
  emergencyText,
  expressText,
  expressWarranty,
  extendedWarranty,
  factoryWarranty,
  heavyRange,
  hoursText,
  installText,
  offers,
  openingText,
  powersText,
  residentialRange,
  responseText,
  serviceWarranty,
} from "./facts";
import { strong } from "./markup";
import { keyed, type SectionKind } from "./types";
import { GENERIC_TIPS, tipsFor } from "./city-tips";

export const INTRO: SectionKind = {
  id: "intro",
  headings: [
    (c) => `Atendimento ${c.at} para quem precisa de portão automático confiável`,
    (c) => `${ucFirst(c.at)}, portão automático em dia`,
    (c) => `Por que chamar a ${b.name} ${c.at}`,
    (c) => `Seu portão em boas mãos ${c.at}`,
    "Atendimento local, sem complicação",
    (c) => `Quem somos e como atendemos ${c.at}`,
    (c) => `${ucFirst(c.info.label)}: atendimento ${c.at}`,
    "Especialistas em motores PPA perto de você",
  ],
  openers: [
    (c) =>
      `Se você procura ${c.subject} ${c.at}, a ${b.name} atende com equipe especializada em motores PPA e kit completo instalado.`,
    (c) =>
      `Quem mora ou trabalha ${c.at} sabe que um portão parado atrapalha a rotina inteira: o carro não sai, a entrega não entra e a segurança fica comprometida.`,
    (c) => `A ${b.name} atende ${strong(c.where)} com ${c.info.label}, do primeiro contato ao teste final do portão.`,
    (c) =>
      `O portão automático só costuma ganhar atenção quando dá problema, e é justamente para evitar essa surpresa que atendemos ${c.where}.`,
    (c) =>
      `Esta página reúne o que você precisa saber sobre ${c.subject} ${c.at}: como o serviço funciona, o que está incluído, prazos e formas de pagamento.`,
    (c) =>
      `Desde ${b.foundedYear}, a ${b.name} vende e instala motores de portão em ${b.serviceArea}, e ${strong(c.place)} está dentro da nossa área de atendimento.`,
    (c) =>
      `Precisa de ${c.info.label} ${c.at}? Você fala direto com quem faz o serviço e recebe orientação antes mesmo da visita.`,
    (c) =>
      `${ucFirst(c.at)}, casas, comércios e condomínios contam com a ${b.name} para manter o portão automático funcionando com segurança.`,
  ],
  sentences: () => [
    [
      "Trabalhamos com motores PPA para portões deslizantes, basculantes e pivotantes, em residências, comércios e condomínios.",
      "Deslizante, basculante ou pivotante: atendemos os três tipos de portão com motores PPA, em casas, lojas e condomínios.",
    ],
    keyed("rating", [
      `Já são mais de ${customersText} clientes atendidos desde ${b.foundedYear}.`,
      `Mais de ${customersText} clientes já passaram por aqui desde ${b.foundedYear}.`,
    ]),
    [
      "O atendimento começa pela conversa: você descreve o portão e o problema, e a equipe já indica o que provavelmente será necessário.",
      "Tudo começa com uma conversa em que você conta como é o portão e o que está acontecendo; daí já sai uma primeira orientação.",
    ],
    [
      "Nada é feito sem a sua aprovação; o orçamento vem antes do serviço e sem letras miúdas.",
      "Nenhum serviço começa sem o seu aval, e o orçamento é apresentado antes, sem letras miúdas.",
    ],
    keyed("response", [
      `O retorno sai em até ${responseText} após o contato, dentro dos horários de atendimento.`,
      `Depois do seu contato, o retorno sai em até ${responseText}, dentro do horário de atendimento.`,
    ]),
    [
      "Cada visita termina com o portão testado na sua frente e com as orientações de uso explicadas com calma.",
      "O técnico só vai embora depois de testar o portão com você e explicar, sem pressa, como usar e cuidar do equipamento.",
    ],
    "A equipe conhece as particularidades dos portões da região, de garagens em ladeira a entradas de condomínio com muito movimento.",
    [
      "Além de vender o motor, cuidamos da instalação, dos ajustes e da manutenção, o que evita o jogo de empurra entre fornecedores.",
      "Quem vende o motor é quem instala, ajusta e faz a manutenção, e isso acaba com o jogo de empurra entre fornecedores.",
    ],
    keyed(
      ["price-from", "instalments"],
      [
        `O kit completo instalado parte de ${cheapest}, com parcelamento em até ${b.instalments}x no cartão.`,
        `Com instalação incluída, o kit completo sai a partir de ${cheapest}, em até ${b.instalments}x no cartão.`,
      ],
    ),
    "Usamos peças compatíveis e material de fixação adequado para cada tipo de portão, sem improvisos.",
  ],
  bullets: (c) => [
    `Especialistas em motores PPA desde ${b.foundedYear}`,
    `Mais de ${customersText} clientes atendidos`,
    "Diagnóstico explicado antes do conserto",
    `Atendimento em ${b.serviceArea}`,
    `Retorno em até ${responseText}`,
    "Orçamento antes de qualquer serviço",
    `Kit instalado a partir de ${cheapest}`,
    `Parcelamento em até ${b.instalments}x`,
    `Garantia de fábrica de ${factoryWarranty}`,
    `Garantia de ${serviceWarranty} no serviço`,
    b.emergencyService,
    `Atendimento a casas, comércios e condomínios ${c.at}`,
    "Mesma equipe da venda à manutenção",
    "Explicação clara, sem termos difíceis",
    "Peças compatíveis com o seu motor",
  ],
};

export const SERVICE_SECTION: SectionKind = {
  id: "service",
  headings: [],
  sentences: (c) => c.info.sentences,
  bullets: (c) => c.info.bullets,
};

export const IMPORTANCE: SectionKind = {
  id: "importance",
  headings: [
    "Por que não adiar o cuidado com o portão",
    "O que está em jogo quando o portão falha",
    "Segurança e conforto começam no portão",
    (c) => `Por que ${c.info.label} faz diferença`,
    "Pequenos sinais, grandes prejuízos",
    "Portão confiável é parte da segurança da casa",
  ],
  sentences: () => [
    [
      "O portão é a primeira barreira da casa ou do condomínio; quando ele trava aberto, a segurança de todos fica exposta.",
      "Um portão que trava aberto deixa a casa ou o condomínio sem a sua primeira barreira, justamente quando ninguém está olhando.",
    ],
    [
      "Esperar na rua pelo portão que demora a abrir é um momento de vulnerabilidade, principalmente à noite.",
      "Cada minuto parado na calçada esperando o portão abrir é um momento de exposição, sobretudo à noite.",
    ],
    [
      "Um defeito pequeno, quando ignorado, sobrecarrega outras peças e transforma um ajuste simples em um conserto caro.",
      "Defeito pequeno não fica pequeno por muito tempo: ele força outras peças e o que seria um ajuste vira conserto.",
    ],
    [
      "Motores forçados por portões desalinhados esquentam mais, fazem mais barulho e duram menos.",
      "Quando o portão está desalinhado, o motor trabalha no limite, esquenta, faz barulho e se desgasta antes da hora.",
    ],
    [
      "Em condomínios, um portão quebrado gera filas, reclamações e gente abrindo e fechando a passagem na mão.",
      "No condomínio, portão quebrado significa fila de carros, reclamação na portaria e alguém abrindo a passagem na mão.",
    ],
    [
      "Sensores de segurança funcionando evitam acidentes com crianças, animais e veículos durante o fechamento.",
      "A fotocélula e a reversão de segurança em ordem protegem crianças, animais e carros na hora do fechamento.",
    ],
    "Portão silencioso e rápido também é questão de boa convivência com os vizinhos.",
    [
      "A manutenção em dia preserva o valor do imóvel e evita a troca antecipada do motor.",
      "Equipamento bem cuidado valoriza o imóvel e adia por anos a necessidade de um motor novo.",
    ],
    [
      "Muitos problemas aparecem depois de chuvas fortes e quedas de energia, quando a umidade e os picos de tensão atingem a central.",
      "Boa parte dos chamados chega depois de temporais, quando a umidade e os picos de tensão alcançam a central eletrônica.",
    ],
    [
      "Cuidar do portão na hora certa custa menos do que resolver uma emergência no fim de semana.",
      "Resolver com calma, no dia marcado, sai mais barato do que correr atrás de socorro num domingo à noite.",
    ],
  ],
  bullets: () => [
    "Mais segurança na entrada e na saída de veículos",
    "Menos tempo parado na rua esperando o portão",
    "Menor risco de o portão travar aberto",
    "Vida útil maior para o motor",
    "Menos ruído para a casa e para os vizinhos",
    "Sensores antiesmagamento funcionando",
    "Economia com consertos de emergência",
    "Controles respondendo à distância certa",
    "Funcionamento suave, sem trancos",
    "Destravamento manual pronto para faltas de energia",
    "Imóvel mais valorizado",
    "Rotina sem imprevistos na garagem",
    "Entregas e visitas sem espera no portão",
    "Menos desgaste da estrutura do portão",
    "Proteção para crianças e animais",
  ],
};

export const PROCESS: SectionKind = {
  id: "process",
  ordered: true,
  headings: [
    "Como funciona o atendimento",
    (c) => `Passo a passo do atendimento ${c.at}`,
    "Do primeiro contato ao portão funcionando",
    "Nosso jeito de trabalhar",
    "Etapas do serviço",
    "O caminho até o portão funcionando",
  ],
  sentences: () => [
    [
      "O primeiro passo é uma conversa rápida, pelo WhatsApp ou pelo telefone, para entender o tipo de portão e o que está acontecendo.",
      "Primeiro vem uma conversa curta, por mensagem ou ligação, para entender que portão é e o que ele está fazendo.",
    ],
    keyed("photos", [
      "Fotos e vídeos do portão enviados pelo WhatsApp adiantam o diagnóstico e, às vezes, já indicam a peça que o técnico deve levar.",
      "Um vídeo curto do portão abrindo e fechando costuma dizer muito, e às vezes já mostra qual peça o técnico deve levar.",
    ]),
    [
      "Com as informações em mãos, a visita é agendada no horário mais conveniente para você.",
      "Em seguida, a visita é marcada no horário que funciona melhor para a sua rotina.",
    ],
    [
      "No local, o técnico avalia o portão antes de falar em preço, para que o orçamento reflita o serviço real.",
      "Preço só depois de ver o portão: a avaliação no local garante um orçamento que corresponde ao serviço de verdade.",
    ],
    [
      "Aprovado o orçamento, o serviço é executado com cuidado, protegendo o piso, a pintura e o que estiver em volta do portão.",
      "Com o seu sinal verde, o trabalho começa, com cuidado com o piso, a pintura e tudo o que estiver perto do portão.",
    ],
    [
      "Terminado o trabalho, o portão é testado com você, várias vezes, até que tudo funcione como deve.",
      "No fim, o portão abre e fecha várias vezes na sua frente, até não restar dúvida de que está tudo certo.",
    ],
    keyed(
      ["response", "emergency"],
      [
        `O retorno sai em até ${responseText} e, nos casos urgentes, há ${emergencyText}.`,
        `Você recebe o retorno em até ${responseText} após o contato, e para urgências existe ${emergencyText}.`,
      ],
    ),
    "Tudo é explicado em linguagem simples, sem termos técnicos desnecessários.",
    [
      "Se surgir qualquer dúvida depois, é só chamar: o mesmo canal de atendimento continua à disposição.",
      "Depois do serviço, o contato continua aberto: qualquer dúvida, é só mandar mensagem pelo mesmo canal.",
    ],
  ],
  bullets: () => [
    "Contato pelo WhatsApp ou pelo telefone",
    "Envio de fotos ou vídeo do portão, se possível",
    "Pré-diagnóstico e orientação inicial",
    "Agendamento da visita",
    "Chegada do técnico no horário combinado",
    "Avaliação do portão no local",
    "Orçamento detalhado antes do serviço",
    "Aprovação do cliente",
    "Execução do serviço",
    "Testes de funcionamento e de segurança",
    "Orientação de uso e cuidados",
    "Registro da garantia do serviço",
    "Suporte depois do atendimento",
    "Lembrete da próxima revisão",
  ],
};

export const INCLUDED: SectionKind = {
  id: "included",
  headings: [
    "O que está incluído no kit completo instalado",
    "Kit completo: o que você recebe",
    "Tudo o que vem no atendimento",
    "Itens incluídos, sem surpresa",
    "O que vem no kit e no serviço",
  ],
  sentences: () => [
    [
      "O kit completo instalado reúne motor, central, controles e material de fixação, com a mão de obra já incluída.",
      "No kit completo vêm o motor, a central, os controles e o material de fixação, e a mão de obra já está no preço.",
    ],
    [
      "Você não precisa comprar peças separadas nem procurar instalador: o motor chega e sai funcionando no mesmo atendimento.",
      "Nada de comprar peça avulsa e sair atrás de instalador: o equipamento chega e fica funcionando no mesmo atendimento.",
    ],
    keyed("powers", [
      `Os motores PPA que vendemos têm potências de ${powersText}, e a indicação depende do portão.`,
      `Há motores de ${powersText}, e quem decide a potência é o portão: o peso, o tamanho e o uso.`,
    ]),
    [
      "A escolha do kit leva em conta o tipo de portão, o peso da folha e quantas vezes por dia ele abre.",
      "Para escolher o kit, olhamos o tipo de portão, o peso da folha e quantas vezes ele abre ao longo do dia.",
    ],
    keyed("opening", [
      `Conforme o modelo, o portão abre em ${openingText}.`,
      `O tempo de abertura varia com o modelo: ${openingText}.`,
    ]),
    [
      "Controles extras e fotocélula podem entrar no orçamento, conforme a necessidade da casa ou do condomínio.",
      "Se a casa ou o condomínio precisar de mais controles ou de fotocélula, isso entra no mesmo orçamento.",
    ],
    [
      "Tudo é testado antes de o técnico ir embora, e você recebe as orientações de uso e de destravamento manual.",
      "Antes de encerrar, o técnico testa cada função e mostra como usar o destravamento manual.",
    ],
    keyed(
      ["price-from", "instalments"],
      [
        `Os kits instalados partem de ${cheapest} e podem ser parcelados em até ${b.instalments}x.`,
        `A partir de ${cheapest}, o kit instalado pode ser dividido em até ${b.instalments}x.`,
      ],
    ),
    keyed("install-time", [
      `A montagem leva de ${installText}, com o portão funcionando no mesmo dia.`,
      `São de ${installText} de montagem, e o portão já fica funcionando no mesmo dia.`,
    ]),
  ],
  bullets: () => [
    "Motor PPA na potência adequada",
    "Central eletrônica",
    "Controles remotos",
    "Cremalheira ou braço, conforme o portão",
    "Suportes e material de fixação",
    "Receptor para os controles",
    "Mão de obra de instalação",
    "Regulagem do fim de curso",
    "Teste completo de funcionamento",
    "Orientação de uso",
    `Garantia de fábrica de ${factoryWarranty}`,
    `Garantia de ${serviceWarranty} na instalação`,
    "Cadastro dos controles na central",
    "Demonstração do destravamento manual",
  ],
};

export const offerSentence = `Entre as opções mais procuradas estão ${joinPt(offers.map((o) => `o ${o.name}, por ${formatBRL(o.price)}`))}.`;
export const offerSentenceAlt = `Os kits mais pedidos são ${joinPt(offers.map((o) => `${o.name} (${formatBRL(o.price)})`))}.`;

export const PRICING: SectionKind = {
  id: "pricing",
  headings: [
    "Preços e formas de pagamento",
    "Quanto custa e como pagar",
    (c) => `Valores de referência ${c.at}`,
    "Investimento e parcelamento",
    "Preço claro, antes do serviço",
  ],
  sentences: () => [
    keyed("price-from", [
      `Os kits completos instalados partem de ${cheapest}, e o preço final depende do tipo de portão e do motor indicado.`,
      `O preço começa em ${cheapest} para o kit instalado e varia conforme o portão e o motor escolhido.`,
    ]),
    [offerSentence, offerSentenceAlt],
    keyed("instalments", [
      `O pagamento pode ser parcelado em até ${b.instalments}x no cartão, o que facilita a instalação ou a troca sem pesar no orçamento do mês.`,
      `Dá para dividir em até ${b.instalments}x no cartão, sem apertar as contas do mês.`,
    ]),
    keyed("express", [
      `A Manutenção Express sai por ${expressText} e tem garantia de ${expressWarranty}.`,
      `Para uma revisão rápida existe a Manutenção Express, por ${expressText}, com garantia de ${expressWarranty}.`,
    ]),
    keyed("replacement", [
      `Quando o motor precisa ser trocado, os valores ficam entre ${residentialRange} para portões residenciais e entre ${heavyRange} para portões pesados.`,
      `A troca de motor fica entre ${residentialRange} em portões residenciais; em portões pesados, entre ${heavyRange}.`,
    ]),
    [
      "Consertos e reparos são orçados depois do diagnóstico, porque o valor depende da peça e do tempo de trabalho.",
      "Conserto e reparo só têm preço depois do diagnóstico, já que o valor depende da peça e do tempo de trabalho.",
    ],
    [
      "O orçamento é apresentado antes de qualquer serviço, de forma clara, e só é executado com a sua aprovação.",
      "Você recebe o orçamento antes, entende cada item e decide se quer seguir.",
    ],
    "Para condomínios, a equipe pode montar uma proposta de manutenção periódica.",
    [
      "Comparar preço sem comparar o que está incluído costuma sair caro: os nossos kits já incluem a instalação.",
      "Na hora de comparar preços, vale olhar o que está incluído: aqui a instalação já faz parte do kit.",
    ],
  ],
  bullets: () => [
    ...offers.map((o) => `${o.name}: ${formatBRL(o.price)}`),
    `Manutenção Express: ${expressText}`,
    `Troca de motor residencial: entre ${residentialRange}`,
    `Troca de motor para portões pesados: entre ${heavyRange}`,
    `Parcelamento em até ${b.instalments}x no cartão`,
    "Orçamento antes do serviço",
    "Instalação incluída no preço do kit",
    "Valores explicados item por item",
    "Pagamento combinado antes da execução",
    `Garantia de ${serviceWarranty} nos serviços`,
    "Pagamento à vista ou no cartão",
    "Proposta específica para condomínios",
  ],
};

export const SUPPORT: SectionKind = {
  id: "support",
  headings: [
    "Garantia, prazos e horários de atendimento",
    "Garantia e suporte depois do serviço",
    "Quando atendemos e o que a garantia cobre",
    "Suporte que continua depois da instalação",
    "Prazos, horários e garantia",
  ],
  sentences: () => [
    keyed("warranty-factory", [
      `Os motores têm garantia de fábrica de ${factoryWarranty}, estendida para ${extendedWarranty} quando a instalação e as revisões são feitas por nós.`,
      `A garantia de fábrica é de ${factoryWarranty} e chega a ${extendedWarranty} quando instalação e revisões ficam com a nossa equipe.`,
    ]),
    keyed("warranty-service", [
      `Os serviços executados têm garantia de ${serviceWarranty}.`,
      `Os serviços de reparo têm ${serviceWarranty} de garantia.`,
    ]),
    keyed("response", [
      `O retorno sai em até ${responseText} após o contato, dentro do horário de atendimento.`,
      `Em até ${responseText} depois do chamado, você tem o retorno, dentro do horário de atendimento.`,
    ]),
    keyed("hours", [
      () => `Horário de atendimento: ${hoursText()}.`,
      () => `Atendemos nestes horários: ${hoursText()}.`,
    ]),
    keyed("emergency", [`Para urgências, há ${emergencyText}.`, `Fora do horário, existe ${emergencyText}.`]),
    [
      "Se algo coberto pela garantia apresentar problema, basta chamar pelo mesmo canal e o retorno é agendado.",
      "Se algo coberto pela garantia falhar, é só avisar pelo mesmo canal para agendar o retorno.",
    ],
    [
      "A garantia vale para o uso normal do equipamento; por isso o técnico explica os cuidados básicos no dia do serviço.",
      "Como a garantia cobre o uso normal do equipamento, o técnico aproveita a visita para explicar os cuidados básicos.",
    ],
    keyed("rating", [
      `São mais de ${customersText} clientes atendidos desde ${b.foundedYear}, com um suporte que não termina na instalação.`,
      `Desde ${b.foundedYear}, o suporte continua depois da instalação.`,
    ]),
    "Guardar o contato da equipe no celular facilita: na próxima dúvida, é só mandar uma mensagem.",
  ],
  bullets: () => [
    `Garantia de fábrica de ${factoryWarranty}`,
    `Garantia estendida de ${extendedWarranty} com instalação e manutenção preventiva em dia`,
    `Garantia de ${serviceWarranty} nos serviços`,
    `Retorno em até ${responseText}`,
    b.hours.weekdays,
    b.hours.saturday,
    b.emergencyService,
    "Suporte pelo WhatsApp e pelo telefone",
    "Técnicos com experiência em motores PPA",
    "Retorno agendado em caso de garantia",
    "Orientação de uso depois de cada serviço",
    "Controles recadastrados quando necessário",
    "Histórico do atendimento guardado",
    "Peças de reposição disponíveis",
  ],
};

export const REGIONAL: SectionKind = {
  id: "regional",
  headings: [
    (c) => `Dicas para portões ${c.at}`,
    (c) => `O que observar no portão ${c.at}`,
    "Cuidados locais com o portão automático",
    (c) => `Particularidades de ${c.city} que afetam o seu portão`,
    (c) => `Conhecemos ${c.city} e os seus portões`,
  ],
  sentences: (c) => {
    const local = tipsFor(c.city);
    return local ? [...local.sentences, ...GENERIC_TIPS.sentences.slice(1, 4)] : GENERIC_TIPS.sentences;
  },
  bullets: () => GENERIC_TIPS.bullets,
  localBullets: (c) => tipsFor(c.city)?.bullets ?? [],
};

export const OPTIONAL_SECTIONS: SectionKind[] = [IMPORTANCE, PROCESS, INCLUDED, PRICING, SUPPORT, REGIONAL];
