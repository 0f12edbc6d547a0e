// The claims check finds sentences about the business by what they say (app/lib/claims/business.ts):
// development examples written for the rules, one group per kind, in ordinary words and without
// digits; the honest technical and advice sentences that must pass; sentences that agree with the
// confirmed claims and stay. (The independent corpus is tests/unit/business-corpus.test.ts.)
import { defaultClaims } from "@content/claims";
import { allLocations } from "@content/locations";
import { describe, expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { CONFIRMED } from "./claims-corpus";

const facts: ClaimFacts = {
  claims: CONFIRMED,
  servedPlaces: [...new Set(allLocations.map((l) => l.name))],
  companyName: "Motores PPA",
  year: 2026,
  city: "São Paulo",
};

const ABOUT: Record<string, string[]> = {
  "named people and quotes": [
    "A Jussara trocou o motor com a gente e indicou para a irmã.",
    "Quando o Renato ligou, o portão estava travado; hoje ele só fala bem do serviço.",
    "“Nunca mais tive dor de cabeça com o portão”, resume uma moradora de Itaquera.",
    "Segundo o síndico do prédio, a troca foi tranquila.",
  ],
  reputation: [
    "Quem contrata uma vez volta a chamar.",
    "A vizinhança inteira já conhece o capricho do nosso trabalho.",
    "Somos muito bem falados no bairro.",
    "Os moradores confiam na gente há muito tempo.",
    "Nossa equipe é elogiada pela educação e pelo cuidado.",
  ],
  credentials: [
    "Somos revenda autorizada da fabricante.",
    "Todos os nossos instaladores passaram por treinamento na fábrica.",
    "A empresa é credenciada pelo fabricante dos motores.",
    "Ganhamos um prêmio regional de atendimento no ano passado.",
  ],
  "size and team": [
    "Contamos com uma frota de vans equipadas.",
    "São doze técnicos na rua todos os dias.",
    "Crescemos e hoje temos três unidades na capital.",
    "A equipe tem mais de vinte profissionais.",
  ],
  experience: [
    "Estamos nesse ramo há mais de duas décadas.",
    "A empresa nasceu na garagem do nosso pai e passou para os filhos.",
    "Trabalhamos com portões desde o tempo dos motores antigos.",
  ],
  "hours and availability": [
    "Ficamos de plantão nos fins de semana.",
    "Abrimos aos sábados e domingos.",
    "A equipe está disponível dia e noite.",
    "Nosso horário vai das sete da manhã às dez da noite.",
  ],
  "response and arrival": [
    "Chegamos aí antes de você terminar o café.",
    "Em pouco tempo um técnico bate à sua porta.",
    "Respondemos quase na hora.",
    "A gente resolve sem demora.",
  ],
  money: [
    "Quem fecha à vista ganha um abatimento.",
    "Cobramos menos que a média da região.",
    "O pagamento pode ser feito no pix ou no boleto.",
    "Devolvemos o dinheiro se você não gostar.",
    "A primeira visita não custa nada.",
  ],
  guarantee: [
    "Garantimos o conserto por um ano inteiro.",
    "Se der problema, refazemos sem cobrar.",
    "A troca do motor tem cobertura de cinco anos conosco.",
  ],
  places: ["Também atendemos Campinas e o litoral.", "Nossas equipes rodam o país inteiro."],
  comparison: [
    "Diferente de outras empresas, não cobramos a visita.",
    "Nenhuma outra instaladora da região oferece isso.",
    "Somos mais rápidos do que a concorrência.",
  ],
  "the company speaking of itself": ["Nós cuidamos de tudo para você.", "Aqui a gente resolve de verdade."],
  // Written after the tuning, to see the rules generalise (21 of 25 passed at first; the four
  // missed led to classes of meaning: customers who know whom to call, waiting, fees, chosen by).
  "fresh wordings": [
    "Os síndicos da região já sabem a quem ligar quando o portão emperra.",
    "Nunca recebemos uma reclamação formal.",
    "Nosso time atende em inglês e espanhol.",
    "A oficina própria conserta placas de qualquer marca.",
    "Possuímos o selo de qualidade da associação de automação.",
    "Estamos entre as empresas mais indicadas da zona leste.",
    "O orçamento sai em meia hora pelo telefone.",
    "Ninguém espera mais de um dia pela visita.",
    "A visita técnica custa o mesmo em qualquer bairro.",
    "Oferecemos plano anual de manutenção com visitas trimestrais.",
    "Trocamos o motor sem custo se ele falhar no primeiro mês.",
    "Os técnicos usam uniforme e crachá com foto.",
    "Mais de trinta condomínios confiam a manutenção à nossa equipe.",
    "A loja abre cedo, antes das sete.",
    "Quem mora no Morumbi já conhece o nosso trabalho.",
    "Clientes antigos ganham prioridade na agenda.",
    "O dono da empresa ainda visita pessoalmente as obras maiores.",
    "Respondemos todas as mensagens no mesmo dia.",
    "Temos o melhor custo-benefício da cidade.",
    "Fazemos portões para todo o Vale do Paraíba.",
    "A empresa foi escolhida pela prefeitura para automatizar os portões das escolas.",
    "Já fomos capa de jornal do bairro.",
    "O serviço é feito por profissionais com mais de dez anos de casa.",
    "Chegamos a atender quarenta chamados num só dia.",
    "Cliente nosso não fica esperando.",
  ],
};

const HONEST = [
  "Peça ao técnico que mostre como destravar o portão em caso de emergência.",
  "A avaliação do portão começa pelo peso da folha.",
  "Na Cidade Líder, muitos portões são basculantes.",
  "No Parque São Vicente, as garagens costumam ser estreitas.",
  "O sensor evita acidentes na hora do fechamento.",
  "Vamos entender como funciona o fim de curso.",
  "Como vimos acima, a cremalheira precisa de alinhamento.",
  "Recomendamos lubrificar as roldanas a cada seis meses.",
  "O que chamamos de embreagem é a peça que limita a força do motor.",
  "Um motor confiável precisa de uma central bem regulada.",
  "Antes de chamar um técnico, confira se o disjuntor está ligado.",
  "O portão basculante exige mais força na partida.",
  "Uma empresa séria explica o que vai trocar antes de começar.",
  "Verifique se o portão desliza sem esforço quando destravado.",
  "Em caso de falta de energia, use a chave de destravamento.",
  "A fotocélula garante que o portão não feche sobre o carro.",
  "Motores de mais potência gastam mais energia.",
  "Podemos dizer que o motor deslizante é o mais comum nas casas.",
  "O controle precisa ser gravado na central depois da troca da placa.",
  "A garantia do fabricante não cobre danos por instalação malfeita.",
  "O motor precisa de um aterramento bem feito para não queimar a placa.",
  "Quem mora em rua de terra deve limpar o trilho com mais frequência.",
  "O controle com código fixo é mais fácil de clonar.",
  "Muitos portões antigos têm roldanas gastas que travam o motor.",
  "A garagem coberta protege a central da chuva.",
  "Nas casas de praia, a maresia ataca as partes metálicas.",
  "Se o portão bate com força no fim, ajuste a desaceleração.",
  "Em prédios, o portão abre e fecha centenas de vezes por dia.",
  "O técnico deve testar a fotocélula depois de qualquer ajuste.",
  "A central guarda os controles mesmo sem energia.",
];

const AGREES = [
  "Damos noventa dias de garantia no serviço.",
  "Respondemos em até quatro horas.",
  "Estamos no mercado desde 2012.",
  "Parcelamos em até dez vezes no cartão.",
  "Já atendemos mais de mil clientes.",
  "Instalamos motores em Guarulhos e em São Paulo.",
  "A Motores PPA instala e faz a manutenção de motores de portão.",
  "Fale conosco pelo WhatsApp e peça seu orçamento.",
];

describe("sentences about the business are flagged", () => {
  for (const [kind, list] of Object.entries(ABOUT))
    it.each(list)(`${kind}: %s`, (s) => {
      expect(checkSentence(s, facts).removed).toBe(true);
    });
});

describe("honest technical and advice sentences pass", () => {
  it.each(HONEST)("%s", (s) => {
    expect(checkSentence(s, facts)).toMatchObject({ removed: false });
  });
});

describe("sentences that agree with the confirmed claims stay", () => {
  it.each(AGREES)("%s", (s) => {
    expect(checkSentence(s, facts)).toMatchObject({ removed: false });
  });
});

describe("a flag says why and which confirmed claim it contradicts", () => {
  it("names the confirmed warranty", () => {
    const f = checkSentence("Damos um ano de garantia em qualquer conserto.", facts).findings.find(
      (x) => x.verdict === "remove",
    );
    expect(f).toMatchObject({ kind: "garantia", claim: expect.stringContaining("90 dias") });
  });
  it("names the confirmed response time against 'em minutos'", () => {
    const f = checkSentence("Respondemos em minutos.", facts).findings.find((x) => x.verdict === "remove");
    expect(f?.claim).toContain("4 hora");
  });
  it("has no claim when the seller has none of that kind", () => {
    const f = checkSentence("Somos a empresa mais elogiada do bairro.", facts).findings.find(
      (x) => x.verdict === "remove",
    );
    expect(f?.reason).toBeTruthy();
    expect(f?.claim).toBeUndefined();
  });
});

describe("words that only open like a business word", () => {
  // "página depois…" read as "paga depois" (a payment term) warned the seller about his own
  // caption and turned a plain save into "confira o texto" (found by the e2e editor test).
  it("a page ('página') is not a payment; paying later still is", () => {
    const facts = {
      claims: defaultClaims,
      servedPlaces: [],
      companyName: "Motores PPA",
      year: 2026,
    };
    expect(checkSentence("Veja como ficou a página depois da instalação do motor deslizante.", facts).removed).toBe(
      false,
    );
    expect(checkSentence("Você só paga depois da instalação.", facts).removed).toBe(true);
  });
});
