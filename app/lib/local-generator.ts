// Local page generator without AI (spec: "Gerador de conteúdo" in the admin). Pure and
// deterministic: no I/O, no clock, no Math.random. A small PRNG (mulberry32) seeded from a hash
// of the normalised title picks and orders sentences, bullets, sections and FAQ entries from
// pools, so two titles that differ only by the place do not produce the same text with the name
// swapped, while the same title always produces the same page.
//
// Every business fact comes from `business`; nothing here retypes a price, a warranty or an hour.
import { business, formatBRL } from "@content/business";
import { buildWhatsAppLink } from "./contact";

export type ServiceType =
  | "Conserto"
  | "Reparo"
  | "Instalação"
  | "Manutenção"
  | "Troca"
  | "Ajuste"
  | "Configuração"
  | "Técnico"
  | "Serviço especializado";

export interface ParsedLocation {
  city: string;
  place: string;
}

export interface GenerationShape {
  sections: number;
  bulletsPerList: number;
  faqs: number;
}

export interface LocalPage {
  html: string;
  /** Plain text (not HTML-escaped), at most 160 characters. */
  description: string;
  shape: GenerationShape;
  location: ParsedLocation;
  service: ServiceType;
}

const DEFAULT_CITY = "São Paulo";
const DESCRIPTION_MAX = 160;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Lower-case, accents removed: for keyword matching only. */
function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Location pins ('📍', '📌', with or without the emoji variation selector). */
const PIN_RE = /[\u{1F4CD}\u{1F4CC}]\uFE0F?/gu;
/** Markers used internally for <strong>; never allowed in user text. */
const STRONG_OPEN = "\uE000";
const STRONG_CLOSE = "\uE001";
const MARKER_RE = /[\uE000\uE001]/g;

function cleanTitle(title: string): string {
  return String(title ?? "")
    .replace(PIN_RE, " ")
    .replace(MARKER_RE, "")
    .replace(/\s+/g, " ")
    .trim();
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escapes text and turns the internal markers into <strong> tags. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\uE000/g, "<strong>")
    .replace(/\uE001/g, "</strong>");
}

function strong(text: string): string {
  return `${STRONG_OPEN}${text}${STRONG_CLOSE}`;
}

function stripMarkers(text: string): string {
  return text.replace(MARKER_RE, "");
}

function capFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function listPt(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

function clamp(creativity: number): number {
  const n = Number(creativity);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, n));
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

type Rng = () => number;

/** FNV-1a (32 bits) with a final avalanche, so close titles get unrelated seeds. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randInt(rng: Rng, maxExclusive: number): number {
  return Math.floor(rng() * maxExclusive);
}

function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function pickN<T>(rng: Rng, items: readonly T[], n: number): T[] {
  return shuffle(rng, items).slice(0, Math.max(0, Math.min(n, items.length)));
}

/** n items chosen at random but kept in their original order (process steps). */
function pickOrdered<T>(rng: Rng, items: readonly T[], n: number): T[] {
  const chosen = new Set(
    pickN(
      rng,
      items.map((_, i) => i),
      n,
    ),
  );
  return items.filter((_, i) => chosen.has(i));
}

function pickOne<T>(rng: Rng, items: readonly T[]): T {
  return items[randInt(rng, items.length)]!;
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

/** First words that mean the text after ' em ' is the thing serviced, not a place. */
const PRODUCT_WORDS = new Set([
  "portao",
  "portoes",
  "motor",
  "motores",
  "central",
  "centrais",
  "controle",
  "controles",
  "fotocelula",
  "fotocelulas",
  "placa",
  "placas",
  "cremalheira",
  "fim",
  "kit",
  "kits",
  "automatizador",
  "automatizadores",
  "automacao",
  "porta",
  "portas",
]);

interface ParsedTitle extends ParsedLocation {
  /** 'em', 'no' or 'na': the preposition the title used before the place. */
  prep: string;
  /** The title's own wording of the service, before the place: 'Conserto de Portão Automático'. */
  subject: string;
}

function parseTitle(title: string): ParsedTitle {
  const clean = cleanTitle(title);
  const parts = clean
    .split(/\s+[-–—]\s+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);

  let city = DEFAULT_CITY;
  if (parts.length >= 3 && /^sp\.?$/i.test(parts[parts.length - 1]!)) {
    const candidate = parts[parts.length - 2]!.replace(/[,;:.]+$/, "").trim();
    if (candidate) city = candidate;
  }

  const head = parts[0] ?? "";
  let place = city;
  let prep = "em";
  let subject = head;
  let last: RegExpMatchArray | undefined;
  for (const m of head.matchAll(/\s(em|no|na)\s/gi)) last = m;
  if (last && last.index !== undefined) {
    const candidate = head
      .slice(last.index + last[0].length)
      .replace(/[,;:.!?]+$/, "")
      .trim();
    const firstWord = fold(candidate).split(/\s+/)[0] ?? "";
    if (candidate && !PRODUCT_WORDS.has(firstWord)) {
      place = candidate;
      prep = last[1]!.toLowerCase();
      subject = head.slice(0, last.index).trim();
    }
  }
  return { city, place, prep, subject };
}

export function parseLocationFromTitle(title: string): ParsedLocation {
  const { city, place } = parseTitle(title);
  return { city, place };
}

const SERVICE_KEYWORDS: [ServiceType, RegExp][] = [
  ["Conserto", /\bconsert(o|os|ar|amos)\b/],
  ["Reparo", /\brepar(o|os|ar|acao|acoes)\b/],
  ["Instalação", /\binstal(acao|acoes|ar|amos)\b/],
  ["Manutenção", /\bmanutenc(ao|oes)\b/],
  ["Troca", /\btroc(a|as|ar)\b/],
  ["Ajuste", /\bajust(e|es|ar)\b/],
  ["Configuração", /\bconfigur(acao|acoes|ar)\b/],
  ["Técnico", /\btecnic(o|os|a)\b/],
];

export function detectServiceType(title: string): ServiceType {
  const text = fold(cleanTitle(title));
  for (const [service, re] of SERVICE_KEYWORDS) if (re.test(text)) return service;
  return "Serviço especializado";
}

// ---------------------------------------------------------------------------------------------
// Creativity
// ---------------------------------------------------------------------------------------------

export function shapeFor(creativity: number): GenerationShape {
  const c = clamp(creativity);
  if (c < 20) return { sections: 3, bulletsPerList: 3, faqs: 1 };
  if (c < 40) return { sections: 3, bulletsPerList: 4, faqs: 2 };
  if (c < 50) return { sections: 4, bulletsPerList: 4, faqs: 3 };
  if (c < 60) return { sections: 4, bulletsPerList: 5, faqs: 4 };
  return { sections: 5, bulletsPerList: 6, faqs: 5 };
}

/** Spec: 0.5 + (creativity / 100) * 0.5, creativity clamped to 0..100, 3 decimals. */
export function aiTemperature(creativity: number): number {
  return Math.round((0.5 + clamp(creativity) / 200) * 1000) / 1000;
}

// ---------------------------------------------------------------------------------------------
// Business facts in prose
// ---------------------------------------------------------------------------------------------

const b = business;
const offers = b.prices.offers;
const replacement = b.prices.motorReplacement;

const anos = (n: number): string => `${n} ${n === 1 ? "ano" : "anos"}`;
const meses = (n: number): string => `${n} ${n === 1 ? "mês" : "meses"}`;
const dias = (n: number): string => `${n} ${n === 1 ? "dia" : "dias"}`;
const horas = (n: number): string => `${n} ${n === 1 ? "hora" : "horas"}`;
const vezes = (n: number): string => (n === 1 ? "uma vez" : n === 2 ? "duas vezes" : `${n} vezes`);

const cheapest = formatBRL(Math.min(...offers.map((o) => o.price)));
const customersText = b.customers.toLocaleString("pt-BR");
const powersText = listPt(b.motorPowers);
const openingText = `${listPt(b.openingSeconds.map(String)).replace(/ e (\d+)$/, " ou $1")} segundos`;
const responseText = horas(b.responseHours);
const installText = `${b.installationHours.min} a ${b.installationHours.max} horas`;
const residentialRange = `${formatBRL(replacement.residential.min)} e ${formatBRL(replacement.residential.max)}`;
const heavyRange = `${formatBRL(replacement.heavy.min)} e ${formatBRL(replacement.heavy.max)}`;
const expressText = formatBRL(b.prices.maintenanceExpress);
const expressWarranty = meses(b.prices.maintenanceExpressWarrantyMonths);
const factoryWarranty = anos(b.warranty.factoryYears);
const extendedWarranty = anos(b.warranty.extendedYears);
const serviceWarranty = dias(b.warranty.serviceDays);
const hoursText = `${lower(b.hours.weekdays)}; ${lower(b.hours.saturday)}`;
const emergencyText = lower(b.hours.emergency);
const homeMaintenance = vezes(b.maintenancePerYear.home);
const condoMaintenance = vezes(b.maintenancePerYear.condo);

// ---------------------------------------------------------------------------------------------
// Context and pools
// ---------------------------------------------------------------------------------------------

interface Ctx {
  service: ServiceType;
  info: ServiceInfo;
  place: string;
  city: string;
  /** 'em Moema', 'no Tatuapé'. */
  at: string;
  /** 'Moema, São Paulo' or just 'Guarulhos'. */
  where: string;
  /** The title's wording of the service, lower-cased except acronyms. */
  subject: string;
  /** Facts already stated on this page (see Keyed). */
  usedKeys: Set<string>;
  /** Bullets already listed on this page. */
  usedBullets: Set<string>;
}

type Text = string | ((c: Ctx) => string);

/** A sentence tagged with the facts it states, so one page does not repeat a fact in every section. */
interface Keyed {
  k: string[];
  t: Variant;
}
/** A sentence, or alternative wordings of it (one is chosen per page). */
type Variant = Text | Text[];
type Line = Variant | Keyed;

function keyed(k: string | string[], t: Variant): Keyed {
  return { k: Array.isArray(k) ? k : [k], t };
}

function isKeyed(line: Line): line is Keyed {
  return typeof line === "object" && !Array.isArray(line);
}

function sayVariant(v: Variant, c: Ctx, rng: Rng): string {
  return say(Array.isArray(v) ? pickOne(rng, v) : v, c);
}

function say(text: Text, c: Ctx): string {
  return typeof text === "string" ? text : text(c);
}

interface Faq {
  q: Text;
  a: Text;
  skipFor?: ServiceType[];
  /** Questions of one group answer the same thing: a page asks at most one of them. */
  group?: string;
}

interface ServiceInfo {
  /** Noun phrase used in prose: 'conserto de portão automático'. */
  label: string;
  /** What the chat message asks for: 'um orçamento de conserto de portão automático'. */
  request: string;
  headings: Text[];
  sentences: Line[];
  bullets: Text[];
  faqs: Faq[];
}

const SERVICES: Record<ServiceType, ServiceInfo> = {
  Conserto: {
    label: "conserto de portão automático",
    request: "um orçamento de conserto de portão automático",
    headings: [
      (c) => `Como funciona o conserto do seu portão ${c.at}`,
      "O que avaliamos no conserto do portão automático",
      "Conserto de motor de portão: do diagnóstico ao teste final",
      "Portão parado? Veja como o conserto é feito",
    ],
    sentences: [
      "O conserto começa por um diagnóstico completo: o técnico verifica motor, central eletrônica, fim de curso, cremalheira e sensores antes de indicar qualquer troca de peça.",
      "Muitos defeitos que parecem graves, como o portão que para no meio do curso ou deixa de obedecer ao controle, têm causa simples, como um capacitor fraco ou um fim de curso desregulado.",
      "Quando a peça danificada tem recuperação, ela é consertada; quando não tem, a substituição é feita com componentes compatíveis com o seu motor PPA.",
      "Você recebe o orçamento antes da execução e só autoriza o serviço depois de entender o que será feito e por quê.",
      "Portão que faz barulho, trepida ou abre mais devagar do que antes está dando sinais de desgaste que, atendidos cedo, evitam o conserto de peças mais caras.",
      "Em muitos casos o conserto termina na própria visita, porque o técnico já leva no veículo as peças de reposição mais comuns.",
      "Se o motor estiver no fim da vida útil, mostramos com clareza quando compensa mais trocar do que consertar.",
      "Depois do conserto, o portão é testado várias vezes em abertura e fechamento, com atenção à reversão de segurança e à parada suave nas extremidades.",
      "Consertos em portões de condomínio podem ser feitos em horários de menor movimento, para não atrapalhar a entrada e a saída dos moradores.",
    ],
    bullets: [
      "Diagnóstico do motor e da central eletrônica",
      "Teste e troca do capacitor, quando necessário",
      "Revisão do fim de curso e da parada nas extremidades",
      "Verificação do desgaste da engrenagem e da coroa",
      "Alinhamento da cremalheira ou do braço do motor",
      "Checagem da fiação, das conexões e do aterramento",
      "Conserto ou troca do receptor do controle remoto",
      "Teste da fotocélula e da reversão de segurança",
      "Lubrificação de trilhos, roldanas e dobradiças",
      "Recuperação da placa eletrônica quando o reparo é viável",
      "Orientação de uso para evitar novos defeitos",
      "Teste final com o cliente antes da entrega",
    ],
    faqs: [
      {
        q: "O conserto pode ser feito no mesmo dia?",
        a: `Na maioria dos casos, sim. O retorno sai em até ${responseText} após o contato, nos horários de atendimento, e o técnico leva as peças mais usadas; quando é preciso encomendar um componente específico, o retorno é combinado com você.`,
      },
      {
        q: "Vale mais a pena consertar ou trocar o motor?",
        a: `Depende do estado do equipamento. Se o motor ainda está em boa condição, o conserto costuma ser a saída mais econômica; se o desgaste é geral, a troca de um motor residencial fica entre ${residentialRange}, e o técnico apresenta as duas alternativas antes de você decidir.`,
      },
    ],
  },
  Reparo: {
    label: "reparo de motor de portão",
    request: "um orçamento de reparo no motor do portão",
    headings: [
      (c) => `O que envolve o reparo do motor de portão ${c.at}`,
      "Reparo de componentes: placa, engrenagens e sensores",
      "Reparo preciso, peça por peça",
      "Quando o reparo resolve sem trocar o motor",
    ],
    sentences: [
      "O reparo é indicado quando um componente específico falhou e o restante do conjunto ainda está em bom estado, o que evita gastar com um motor novo sem necessidade.",
      "Os reparos mais comuns envolvem a placa da central, a engrenagem de nylon, o fim de curso, o capacitor e o receptor do controle.",
      "Placas eletrônicas atingidas por surtos de energia, comuns em dias de tempestade, muitas vezes podem ser recuperadas ou substituídas sem mexer no motor.",
      "A engrenagem desgastada costuma aparecer como um estalo seco ou um portão que força e não sai do lugar.",
      "Antes de desmontar qualquer parte, o técnico isola a causa com medições de tensão e testes de funcionamento, para não trocar peça boa.",
      "Usamos peças compatíveis com os motores PPA, o que mantém o desempenho original do equipamento depois do reparo.",
      "Quando o problema está na parte mecânica do portão, como roldanas ou dobradiças, isso também entra na avaliação, porque um portão pesado demais sobrecarrega o motor.",
      "Ao final, você recebe uma explicação simples do que foi reparado e do que merece atenção nas próximas revisões.",
      "Fiação roída, conexões oxidadas e emendas mal feitas também causam falhas intermitentes, e o reparo corrige cada ponto com material adequado.",
    ],
    bullets: [
      "Recuperação ou troca da placa da central",
      "Substituição de engrenagem e coroa desgastadas",
      "Troca do capacitor de partida",
      "Reparo da chave ou do sensor de fim de curso",
      "Revisão do receptor e recadastro dos controles",
      "Reparo de fiação danificada por umidade ou roedores",
      "Troca de roldanas e rolamentos do portão",
      "Ajuste da embreagem e da força do motor",
      "Reparo ou troca da fotocélula",
      "Medição da tensão na alimentação elétrica",
      "Substituição de cremalheira com dentes gastos",
    ],
    faqs: [
      {
        q: "Quais sinais indicam que o motor precisa de reparo?",
        a: "Ruídos novos, estalos, portão que para sozinho, controle que só funciona de perto e abertura mais lenta que o normal são os sinais mais comuns. Quanto antes o reparo, menor a chance de o defeito atingir outras peças.",
      },
      {
        q: "O reparo tem garantia?",
        a: `Sim. O serviço executado tem garantia de ${serviceWarranty}, e você recebe a explicação do que foi reparado para acompanhar o funcionamento do portão.`,
      },
    ],
  },
  Instalação: {
    label: "instalação de motor de portão",
    request: "um orçamento de instalação de motor de portão",
    headings: [
      (c) => `Como é a instalação do motor de portão ${c.at}`,
      "Instalação completa: do kit ao primeiro acionamento",
      "O que acontece no dia da instalação",
      "Instalação bem feita, portão funcionando por muito tempo",
    ],
    sentences: [
      keyed(
        "install-time",
        `A instalação do kit completo leva em média de ${installText} e é feita em um único atendimento, com o portão funcionando ao final.`,
      ),
      "Antes de fixar o motor, o técnico confere se o portão corre livre, sem pontos de atrito, porque um portão bem ajustado prolonga a vida do equipamento.",
      "O modelo é escolhido conforme o tipo de portão (deslizante, basculante ou pivotante), o peso da folha e a frequência de uso.",
      `Para residências, a potência costuma ficar entre ${b.residentialPower}; portões mais pesados ou de uso coletivo pedem uma avaliação específica.`,
      "A instalação inclui a fixação do motor, a cremalheira ou o braço articulado, a central, a regulagem do fim de curso e o cadastro dos controles.",
      "A fiação é passada de forma organizada e protegida, e o ponto de energia é conferido antes de o equipamento ser ligado.",
      keyed(
        "opening",
        `Nos modelos mais rápidos, o portão abre em ${b.openingSeconds[0]} segundos, o que faz diferença em ruas movimentadas.`,
      ),
      "Ao final, o técnico mostra como usar o destravamento manual, útil em caso de falta de energia, e tira as dúvidas da família ou do zelador.",
      "Se o portão tiver algum problema mecânico, como roldana travada ou trilho torto, isso é apontado antes da instalação, para o motor não começar a vida trabalhando forçado.",
    ],
    bullets: [
      "Avaliação do portão e indicação do motor",
      "Motor PPA adequado ao tipo e ao peso do portão",
      "Fixação da cremalheira ou do braço articulado",
      "Instalação da central eletrônica",
      "Regulagem do fim de curso e da força",
      "Cadastro dos controles remotos",
      "Instalação de fotocélula de segurança",
      "Passagem organizada da fiação",
      "Teste completo de abertura e fechamento",
      "Orientação sobre o destravamento manual",
      "Limpeza do local após o serviço",
    ],
    faqs: [
      {
        q: "Quanto tempo leva a instalação?",
        a: `Em média de ${installText}, dependendo do tipo de portão e das condições do local. O portão já fica funcionando no mesmo atendimento.`,
      },
      {
        q: "Preciso preparar algo antes da instalação?",
        a: "Basta garantir um ponto de energia perto do portão e acesso livre ao local. Se o portão tiver algum problema mecânico, o técnico avisa e indica o ajuste antes de instalar o motor.",
      },
    ],
  },
  Manutenção: {
    label: "manutenção de portão automático",
    request: "um orçamento de manutenção de portão automático",
    headings: [
      (c) => `Manutenção preventiva ${c.at}: o que é feito`,
      "Por dentro de uma visita de manutenção",
      "Manutenção que evita o portão parado",
      "Revisão periódica do portão automático",
    ],
    sentences: [
      `Recomendamos a manutenção preventiva ${homeMaintenance} por ano em residências e ${condoMaintenance} por ano em condomínios, onde o portão trabalha muito mais.`,
      "A visita inclui limpeza, lubrificação, reaperto de parafusos e conferência de todos os componentes elétricos e mecânicos.",
      "É na manutenção que aparecem as engrenagens começando a gastar, as roldanas travando e os capacitores perdendo força, antes que o portão pare.",
      keyed(
        "express",
        `Para quem precisa de uma revisão rápida, a Manutenção Express custa ${expressText} e tem garantia de ${expressWarranty}.`,
      ),
      "Trilhos limpos e roldanas em bom estado reduzem o esforço do motor e deixam a abertura mais silenciosa.",
      "O técnico também testa a fotocélula e a reversão de segurança, itens que não podem falhar em casas com crianças e animais.",
      "Em condomínios, a manutenção pode ser programada com o síndico e registrada, o que facilita o controle da administração.",
      "Depois de cada visita, você recebe as observações do técnico sobre o estado do equipamento e o que acompanhar até a próxima revisão.",
      "Manter a manutenção em dia também ajuda a preservar a garantia estendida, que depende de revisões feitas por quem conhece o equipamento.",
    ],
    bullets: [
      "Limpeza do trilho e da cremalheira",
      "Lubrificação de roldanas, dobradiças e engrenagens",
      "Reaperto de parafusos e suportes",
      "Teste do capacitor e da central",
      "Verificação do fim de curso",
      "Teste da fotocélula e da reversão de segurança",
      "Conferência da bateria dos controles",
      "Inspeção da fiação e das conexões",
      "Checagem do destravamento manual",
      "Avaliação do desgaste das engrenagens",
      "Relatório simples do estado do equipamento",
    ],
    faqs: [
      {
        q: "De quanto em quanto tempo devo fazer manutenção?",
        a: `Para residências, ${homeMaintenance} por ano costuma ser suficiente; em condomínios e comércios com muito uso, o ideal é ${condoMaintenance} por ano.`,
      },
      {
        q: "O que é a Manutenção Express?",
        a: `É uma revisão rápida dos principais itens do portão automático, por ${expressText}, com garantia de ${expressWarranty}. É indicada quando o portão funciona, mas já mostra pequenos sinais de desgaste.`,
      },
    ],
  },
  Troca: {
    label: "troca de motor de portão",
    request: "um orçamento de troca de motor de portão",
    headings: [
      (c) => `Troca de motor ${c.at}: quando e como fazer`,
      "Como fazemos a troca do seu motor",
      "Motor novo sem trocar o portão",
      "Hora de trocar: o que muda com um motor novo",
    ],
    sentences: [
      "A troca é indicada quando o motor já passou por vários consertos, quando as peças deixaram de compensar ou quando o equipamento não dá mais conta do peso do portão.",
      keyed(
        "replacement",
        `Para portões residenciais, a troca do motor costuma ficar entre ${residentialRange}; portões pesados ou industriais ficam entre ${heavyRange}.`,
      ),
      "Sempre que possível, aproveitamos a estrutura existente, como a cremalheira e a fiação em bom estado, o que reduz o custo da troca.",
      "O motor antigo é retirado, o novo é fixado e regulado, e os controles são cadastrados na nova central.",
      "Um motor mais rápido e silencioso também melhora a segurança, porque o portão fica menos tempo aberto na entrada e na saída do carro.",
      keyed(
        "warranty-service",
        `O motor novo sai com garantia de fábrica de ${factoryWarranty}, e o serviço de troca tem garantia de ${serviceWarranty}.`,
      ),
      "A troca é uma boa oportunidade para incluir itens que o sistema antigo não tinha, como fotocélula e controles novos.",
      "O técnico compara os modelos disponíveis e indica a potência certa, sem empurrar um motor maior do que o necessário.",
      "Quando o problema é só uma peça, dizemos isso com franqueza: nem todo motor com defeito precisa ser trocado.",
    ],
    bullets: [
      "Avaliação do motor atual e do portão",
      "Indicação da potência adequada",
      "Retirada do motor antigo",
      "Aproveitamento da cremalheira em bom estado",
      "Fixação e nivelamento do motor novo",
      "Instalação da nova central eletrônica",
      "Cadastro dos controles na nova central",
      "Regulagem do fim de curso e da força",
      "Teste dos sensores de segurança",
      "Orientação sobre o descarte do equipamento antigo",
      "Teste completo com o cliente",
    ],
    faqs: [
      {
        q: "Quanto custa trocar o motor do portão?",
        a: `Para portões residenciais, a troca fica entre ${residentialRange}; para portões pesados ou industriais, entre ${heavyRange}. O valor exato depende do modelo indicado e do que pode ser aproveitado da instalação atual.`,
      },
      {
        q: "Posso aproveitar o controle antigo?",
        a: "Depende da compatibilidade com a nova central. Quando não é possível, os controles novos são cadastrados no momento da troca.",
      },
    ],
  },
  Ajuste: {
    label: "ajuste de portão automático",
    request: "um orçamento de ajuste de portão automático",
    headings: [
      (c) => `O que é ajustado no seu portão ${c.at}`,
      "Ajuste fino: força, curso e velocidade",
      "Quando o portão precisa de ajuste",
      "Regulagem que devolve o funcionamento suave",
    ],
    sentences: [
      "O ajuste corrige o portão que bate forte no fim do curso, para antes da hora, abre torto ou faz força demais para correr.",
      "Com o uso, o fim de curso sai da posição, a embreagem afrouxa e a cremalheira perde o alinhamento; pequenos ajustes devolvem o funcionamento suave.",
      "A regulagem de força é uma questão de segurança: forte o bastante para mover o portão, sensível o suficiente para parar diante de um obstáculo.",
      "No portão deslizante, o alinhamento entre cremalheira e engrenagem evita trancos; no basculante, o equilíbrio dos contrapesos faz toda a diferença.",
      "O assentamento natural do portão ao longo do tempo é uma causa comum de desregulagem, mesmo em equipamentos recentes.",
      "O ajuste costuma ser rápido e, muitas vezes, resolve problemas que pareciam exigir a troca de peças.",
      "Depois da regulagem, o portão é testado em sequência para confirmar a parada suave nas extremidades e a resposta da reversão de segurança.",
      "Se durante o ajuste aparecer uma peça gasta, você é avisado antes de qualquer troca.",
      "No pivotante, dobradiças folgadas mudam o ângulo de fechamento, e o ajuste inclui conferir o braço e os batentes.",
    ],
    bullets: [
      "Regulagem do fim de curso de abertura e fechamento",
      "Ajuste da força e da embreagem",
      "Alinhamento da cremalheira com a engrenagem",
      "Nivelamento do trilho e das roldanas",
      "Ajuste da velocidade e da desaceleração",
      "Regulagem do tempo de fechamento automático",
      "Ajuste dos contrapesos no basculante",
      "Verificação das dobradiças no pivotante",
      "Realinhamento da fotocélula",
      "Teste da reversão de segurança",
      "Reaperto de suportes e parafusos",
    ],
    faqs: [
      {
        q: "Por que meu portão bate forte ao fechar?",
        a: "Geralmente o fim de curso ou a desaceleração estão desregulados. Um ajuste recoloca a parada no ponto certo e evita impacto na estrutura e no motor.",
      },
      {
        q: "O ajuste resolve o portão que fecha e volta sozinho?",
        a: "Em muitos casos, sim: a causa pode ser força mal regulada ou fotocélula desalinhada. O técnico testa as duas hipóteses antes de indicar qualquer peça.",
      },
    ],
  },
  Configuração: {
    label: "configuração de motor e controles de portão",
    request: "ajuda com a configuração do motor e dos controles do portão",
    headings: [
      (c) => `Configuração da central e dos controles ${c.at}`,
      "O que entra na configuração do portão automático",
      "Controles, tempos e funções no lugar certo",
      "Programação da central sem dor de cabeça",
    ],
    sentences: [
      "A configuração envolve a programação da central eletrônica: cadastro de controles, tempo de pausa, fechamento automático, força e velocidade.",
      "É o serviço indicado quando você compra controles novos, perde um controle e quer apagá-lo da memória ou troca a central do motor.",
      "Apagar controles perdidos ou de antigos moradores é uma medida simples de segurança que muita gente esquece.",
      "Em condomínios, a configuração pode incluir a organização dos controles por unidade, o que facilita bloquear um aparelho específico.",
      "O fechamento automático, quando bem configurado, evita que o portão fique aberto por esquecimento, sem fechar em cima de quem está passando.",
      "Também configuramos a integração com a fotocélula e, quando o equipamento permite, com botoeiras e acionamentos adicionais.",
      "Cada central tem a sua sequência de programação; o técnico segue o procedimento correto do seu modelo, sem risco de apagar ajustes importantes.",
      "No final, você recebe orientação sobre como cadastrar um novo controle e sobre o que fazer se precisar mudar alguma função.",
      "Controles que só funcionam muito perto do portão podem indicar receptor mal configurado, antena solta ou bateria fraca, e tudo isso é conferido.",
    ],
    bullets: [
      "Cadastro de novos controles remotos",
      "Exclusão de controles perdidos",
      "Programação do fechamento automático",
      "Ajuste do tempo de pausa",
      "Configuração de força e velocidade na central",
      "Abertura parcial para pedestres, quando o modelo permite",
      "Integração com a fotocélula",
      "Configuração de botoeira interna",
      "Teste de alcance dos controles",
      "Organização dos controles por morador ou unidade",
      "Orientação para cadastros futuros",
    ],
    faqs: [
      {
        q: "Consigo apagar um controle que perdi?",
        a: "Sim. Conforme o modelo da central, é possível excluir controles específicos ou limpar a memória e recadastrar só os que continuam em uso.",
      },
      {
        q: "Controle de outra marca funciona no meu motor PPA?",
        a: "Só quando o controle é compatível com a frequência e a codificação da central. O técnico verifica a compatibilidade antes do cadastro.",
      },
    ],
  },
  Técnico: {
    label: "técnico em portão automático",
    request: "agendar a visita de um técnico em portão automático",
    headings: [
      (c) => `Técnico especializado ${c.at}: como é o atendimento`,
      "O que o técnico resolve na visita",
      "Atendimento técnico direto ao ponto",
      "Quem vai até o seu portão",
    ],
    sentences: [
      "Nossos técnicos trabalham todos os dias com motores PPA e conhecem os defeitos mais comuns de cada linha, o que agiliza o diagnóstico.",
      "Um único atendimento pode reunir avaliação, ajuste, conserto e orientação, sem precisar chamar profissionais diferentes.",
      "O técnico chega com instrumentos de medição e peças de reposição frequentes, o que aumenta a chance de resolver o problema na primeira visita.",
      "Antes de mexer no equipamento, ele ouve a sua descrição: quando o problema começou, em que situação acontece e se houve queda de energia.",
      "Você acompanha o serviço e recebe explicações claras, sem termos técnicos desnecessários.",
      "Quando o caso exige uma peça que não está no veículo, o técnico deixa o portão em condição segura de uso manual e agenda o retorno.",
      "O atendimento vale para residências, comércios e condomínios, com portões deslizantes, basculantes e pivotantes.",
      keyed(
        "rating",
        `Com mais de ${customersText} clientes atendidos desde ${b.foundedYear}, a equipe já lidou com praticamente todo tipo de portão.`,
      ),
      keyed("response", `O retorno sai em até ${responseText} após o contato, nos horários de atendimento.`),
    ],
    bullets: [
      "Diagnóstico completo do portão e do motor",
      "Atendimento a portões deslizantes, basculantes e pivotantes",
      "Peças de reposição comuns no veículo",
      "Explicação clara do problema encontrado",
      "Orçamento antes de qualquer serviço",
      "Ajustes e regulagens na própria visita",
      "Teste de todos os itens de segurança",
      "Orientação de uso para moradores e funcionários",
      "Registro do atendimento para o condomínio",
      "Retorno agendado quando falta alguma peça",
      "Recomendação de manutenção preventiva",
    ],
    faqs: [
      {
        q: "O técnico atende aos sábados e em emergências?",
        a: `Sim. Além dos dias úteis, atendemos no ${lower(b.hours.saturday)}, e para situações urgentes há ${emergencyText}.`,
      },
      {
        q: "O técnico atende condomínios?",
        a: "Sim. Atendemos condomínios residenciais e comerciais, com horário combinado com o síndico ou a administração e registro do que foi feito.",
      },
    ],
  },
  "Serviço especializado": {
    label: "serviço especializado em portão automático",
    request: "um orçamento para o meu portão automático",
    headings: [
      (c) => `Soluções completas para portão automático ${c.at}`,
      "Do kit instalado à manutenção: o que fazemos",
      "Um único fornecedor para o seu portão",
      "Tudo o que o seu portão automático precisa",
    ],
    sentences: [
      "Atendemos tudo o que envolve o portão automático: venda e instalação do kit, conserto, manutenção, ajustes e configuração de controles.",
      "Trabalhar com um único fornecedor simplifica a vida: quem instalou conhece o equipamento e responde por ele.",
      "Vendemos motores PPA para portões deslizantes, basculantes e pivotantes, sempre com a instalação incluída.",
      "Se você ainda não sabe qual serviço precisa, descreva o que está acontecendo e a equipe indica o caminho mais econômico.",
      keyed(
        "photos",
        "Fotos ou um vídeo curto do portão em funcionamento ajudam muito a adiantar o diagnóstico pela conversa.",
      ),
      "Também orientamos sobre acessórios, como fotocélula e controles extras, quando fazem sentido para o seu caso.",
      "Cada atendimento termina com o portão testado e com você sabendo usar o destravamento manual.",
      "Casas, comércios e condomínios recebem o mesmo cuidado, com soluções dimensionadas para o uso de cada um.",
      keyed(
        "powers",
        `Trabalhamos com motores de ${powersText}, o que cobre desde o portão leve de uma casa até portões de uso intenso.`,
      ),
    ],
    bullets: [
      "Venda de kits PPA com instalação",
      "Conserto de motores e centrais",
      "Manutenção preventiva programada",
      "Ajuste de força, curso e velocidade",
      "Configuração de controles remotos",
      "Instalação de fotocélula",
      "Troca de motores antigos",
      "Atendimento a residências e condomínios",
      "Orçamento claro antes do serviço",
      "Suporte depois da instalação",
      "Atendimento emergencial",
    ],
    faqs: [
      {
        q: "Vocês atendem qualquer marca de motor?",
        a: "Nosso foco são os motores PPA, que vendemos, instalamos e conhecemos a fundo. Para outras marcas, descreva o equipamento e a equipe informa se consegue ajudar.",
      },
      {
        q: "Como peço um orçamento?",
        a: `Pelo WhatsApp ou pelo telefone ${b.phoneDisplay}. Contar o tipo de portão e o que está acontecendo já adianta o orçamento.`,
      },
    ],
  },
};

// ----- Section kinds ---------------------------------------------------------------------------

interface SectionKind {
  id: string;
  headings: Text[];
  /** First sentence of the first paragraph (intro only). */
  openers?: Text[];
  sentences: (c: Ctx) => Line[];
  bullets: (c: Ctx) => Text[];
  /** The city's own bullets: a few of them lead the list when the city is known. */
  localBullets?: (c: Ctx) => Text[];
  ordered?: boolean;
}

const INTRO: SectionKind = {
  id: "intro",
  headings: [
    (c) => `Atendimento ${c.at} para quem precisa de portão automático confiável`,
    (c) => `${capFirst(c.at)}, portão automático em dia`,
    (c) => `Por que chamar a ${b.name} ${c.at}`,
    (c) => `Seu portão em boas mãos ${c.at}`,
    "Atendimento local, sem complicação",
    (c) => `Quem somos e como atendemos ${c.at}`,
    (c) => `${capFirst(c.info.label)}: atendimento ${c.at}`,
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
      `${capFirst(c.at)}, casas, comércios e condomínios contam com a ${b.name} para manter o portão automático funcionando com segurança.`,
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
    b.hours.emergency,
    `Atendimento a casas, comércios e condomínios ${c.at}`,
    "Mesma equipe da venda à manutenção",
    "Explicação clara, sem termos difíceis",
    "Peças compatíveis com o seu motor",
  ],
};

const SERVICE_SECTION: SectionKind = {
  id: "service",
  headings: [],
  sentences: (c) => c.info.sentences,
  bullets: (c) => c.info.bullets,
};

const IMPORTANCE: SectionKind = {
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

const PROCESS: SectionKind = {
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
        `A visita acontece em até ${responseText} após o contato, e para urgências existe ${emergencyText}.`,
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

const INCLUDED: SectionKind = {
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

const offerSentence = `Entre as opções mais procuradas estão ${listPt(offers.map((o) => `o ${o.name}, por ${formatBRL(o.price)}`))}.`;
const offerSentenceAlt = `Os kits mais pedidos são ${listPt(offers.map((o) => `${o.name} (${formatBRL(o.price)})`))}.`;

const PRICING: SectionKind = {
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

const SUPPORT: SectionKind = {
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
      `Em até ${responseText} depois do chamado, o técnico está no local, dentro do horário de atendimento.`,
    ]),
    keyed("hours", [`Horário de atendimento: ${hoursText}.`, `Atendemos nestes horários: ${hoursText}.`]),
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
    b.hours.emergency,
    "Suporte pelo WhatsApp e pelo telefone",
    "Técnicos com experiência em motores PPA",
    "Retorno agendado em caso de garantia",
    "Orientação de uso depois de cada serviço",
    "Controles recadastrados quando necessário",
    "Histórico do atendimento guardado",
    "Peças de reposição disponíveis",
  ],
};

// ----- Regional tips ---------------------------------------------------------------------------

interface CityTips {
  sentences: Line[];
  bullets: Text[];
}

const CITY_TIPS: Record<string, CityTips> = {
  "sao paulo": {
    sentences: [
      "Na capital, as chuvas fortes de verão, que costumam cair no fim da tarde, estão entre as principais causas de portão com defeito: água na central e picos de energia queimam componentes.",
      "Em ruas movimentadas e perto de grandes avenidas, como as marginais, a poeira e a fuligem se acumulam no trilho e na cremalheira, e a limpeza frequente evita travamentos.",
      "Muitos sobrados paulistanos têm garagem em rampa ou ficam em ruas de ladeira, como em partes de Perdizes e do Sumaré, o que exige atenção extra à força do motor e à parada do portão.",
      "Em prédios e condomínios da cidade, o portão abre muitas vezes por hora nos horários de pico, e o motor precisa ser dimensionado para esse uso intenso.",
      "Com o trânsito de São Paulo, cada segundo com o carro parado na calçada conta: um motor rápido reduz a exposição na entrada e na saída.",
      "Quedas de energia durante temporais acontecem em vários bairros; saber usar o destravamento manual e proteger a central contra surtos evita dor de cabeça.",
      "Casas antigas em bairros tradicionais, como Mooca, Ipiranga e Vila Mariana, muitas vezes têm portões pesados de ferro que pedem motor com mais potência.",
    ],
    bullets: [
      "Proteção da central contra a água dos temporais",
      "Limpeza frequente do trilho em ruas movimentadas",
      "Atenção à força em garagens em rampa",
      "Motor dimensionado para condomínios com muito fluxo",
      "Orientação de destravamento para quedas de energia",
      "Avaliação de portões antigos de ferro",
    ],
  },
  guarulhos: {
    sentences: [
      "Em Guarulhos, a proximidade do Aeroporto de Cumbica e da Via Dutra faz muitas ruas conviverem com tráfego pesado e poeira, que se acumula no trilho do portão.",
      "Galpões e empresas de logística na região de Cumbica e ao longo das rodovias usam portões grandes e pesados, que exigem motor de potência adequada e manutenção mais frequente.",
      "Bairros residenciais como Vila Galvão, Centro e Bonsucesso têm muitos sobrados com garagem na frente, onde o portão deslizante aparece com frequência.",
      "As áreas mais próximas da Serra da Cantareira, ao norte da cidade, têm mais umidade, o que pede atenção à vedação da central e à oxidação de parafusos e roldanas.",
      "Com tanta gente saindo cedo para o trabalho e para o aeroporto, um portão que falha de madrugada vira problema sério, e é para isso que existe o atendimento emergencial.",
      "Em terrenos com declive, comuns em vários bairros da cidade, o alinhamento do portão precisa ser conferido com cuidado para o motor não trabalhar forçado.",
    ],
    bullets: [
      "Limpeza do trilho em ruas de tráfego pesado",
      "Motores para portões de galpões e empresas",
      "Proteção contra a umidade perto da Cantareira",
      "Revisão de roldanas e parafusos contra oxidação",
      "Atendimento para quem sai cedo de casa",
      "Alinhamento do portão em terrenos com declive",
    ],
  },
  osasco: {
    sentences: [
      "Osasco mistura áreas residenciais tradicionais, como Vila Yara e Presidente Altino, com um comércio intenso no centro, e cada perfil pede um tipo de motor e de manutenção.",
      "No centro, perto do Calçadão da Rua Antônio Agu, portões de garagem e de carga abrem muitas vezes por dia e sofrem mais desgaste.",
      "A cidade é cortada pela Rodovia Castello Branco e pelo Rodoanel, e as ruas próximas dos grandes eixos acumulam poeira que chega ao trilho e à cremalheira.",
      "Muitos bairros têm ruas em ladeira, onde o portão precisa de regulagem cuidadosa de força e de parada.",
      "As áreas próximas ao Rio Tietê convivem com mais umidade, o que favorece a oxidação e pede atenção à proteção da central.",
      `Os condomínios de prédios da cidade têm portões de uso intenso, que se beneficiam de manutenção ${condoMaintenance} por ano.`,
    ],
    bullets: [
      "Motores para portões de uso comercial intenso",
      "Limpeza do trilho perto das rodovias",
      "Regulagem de força em ruas de ladeira",
      "Proteção contra a umidade perto do Tietê",
      "Manutenção programada para condomínios",
      "Atendimento em Vila Yara, Presidente Altino e região",
    ],
  },
  "santo andre": {
    sentences: [
      "Santo André tem muitas casas térreas e sobrados em bairros tradicionais, como Vila Assunção, Campestre e Jardim, com portões que já passaram por mais de um motor.",
      "A proximidade da Serra do Mar traz umidade e neblina, principalmente nas áreas mais altas e em Paranapiacaba, o que acelera a oxidação das partes metálicas.",
      "A tradição industrial da cidade deixou galpões e áreas comerciais com portões grandes, que precisam de motor robusto e revisões em dia.",
      "Nas ruas com subida, frequentes na cidade, o ajuste do fim de curso e da força evita que o portão bata ou pare no meio do caminho.",
      "As chuvas intensas de verão também castigam o ABC, e uma central protegida com fiação bem vedada faz diferença.",
      "Quem mora perto de vias movimentadas, como a Avenida Industrial, convive com poeira que exige limpeza frequente do trilho.",
    ],
    bullets: [
      "Proteção contra a umidade e a neblina da serra",
      "Revisão de portões antigos de sobrados",
      "Motores robustos para galpões",
      "Ajuste de força em ruas com subida",
      "Vedação da central contra chuva forte",
      "Limpeza do trilho perto de avenidas movimentadas",
    ],
  },
  "sao bernardo do campo": {
    sentences: [
      "São Bernardo do Campo combina bairros residenciais consolidados, como Rudge Ramos, Centro e Baeta Neves, com áreas industriais ligadas à Via Anchieta.",
      "Perto da Represa Billings e no Riacho Grande, a umidade é maior, o que pede atenção especial à central, à fiação e às peças metálicas.",
      "Empresas e galpões ao longo da Anchieta e da Imigrantes costumam ter portões pesados e de uso contínuo, que exigem motores mais potentes e manutenção frequente.",
      "O relevo acidentado de muitos bairros torna comuns as garagens em rampa, e isso muda a forma de regular o motor.",
      "Condomínios de casas, comuns em áreas mais afastadas do centro, dependem de um portão confiável para o controle de acesso.",
      "As chuvas fortes que atingem o ABC no verão são um bom lembrete para revisar a vedação da central antes da estação.",
    ],
    bullets: [
      "Proteção da central nas áreas perto da represa",
      "Motores para portões pesados de empresas",
      "Regulagem em garagens em rampa",
      "Manutenção para condomínios de casas",
      "Revisão antes da temporada de chuvas",
      "Atendimento em Rudge Ramos, Centro e região",
    ],
  },
};

const GENERIC_TIPS: CityTips = {
  sentences: [
    (c) =>
      `Em ${c.city}, como em toda a Grande São Paulo, as chuvas fortes de verão pedem atenção à vedação da central e da fiação.`,
    "Ruas de terra ou com muita poeira sujam o trilho mais depressa, e a limpeza regular evita que o portão trave.",
    "Casas em terrenos com declive precisam de regulagem cuidadosa da força e da parada do portão.",
    "Onde a umidade é maior, como perto de represas, matas e áreas de serra, a oxidação de roldanas e parafusos chega mais cedo.",
    "Quedas de energia em dias de tempestade são comuns em muitos bairros; saber usar o destravamento manual evita sustos.",
    (c) =>
      `Quem chama a equipe ${c.at} recebe o mesmo cuidado de qualquer outro endereço: avaliação no local, orçamento claro e teste final com você.`,
    "Portões de comércio e de condomínio, que abrem muitas vezes por dia, devem ser dimensionados com folga de potência.",
    "Plantas e trepadeiras crescendo perto da fotocélula podem bloquear o sensor e fazer o portão voltar sozinho.",
  ],
  bullets: [
    "Limpeza periódica do trilho",
    "Vedação da central contra chuva",
    "Revisão de roldanas e dobradiças",
    "Orientação sobre proteção contra surtos de energia",
    "Regulagem de força em terrenos inclinados",
    "Controle da oxidação em parafusos e suportes",
    "Plantas longe da fotocélula",
    "Destravamento manual sempre ao alcance",
    "Controles com bateria em dia",
    "Atenção a ruídos novos depois de chuvas",
    "Teste periódico da reversão de segurança",
    "Soleira e passagem livres de obstáculos",
  ],
};

function tipsFor(city: string): CityTips | undefined {
  return CITY_TIPS[fold(city).replace(/\s+/g, " ").trim()];
}

const REGIONAL: SectionKind = {
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

const OPTIONAL_SECTIONS: SectionKind[] = [IMPORTANCE, PROCESS, INCLUDED, PRICING, SUPPORT, REGIONAL];

// ----- FAQ ----------------------------------------------------------------------------------

const GENERIC_FAQS: Faq[] = [
  {
    group: "area",
    q: (c) => `Vocês atendem ${c.place}?`,
    a: (c) =>
      `Sim. ${capFirst(c.at)}, o atendimento é feito pela mesma equipe que cobre toda a região: técnico no local em até ${responseText} e orçamento antes de qualquer serviço.`,
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
    a: `O retorno sai em até ${responseText} após o contato, nos horários de atendimento: ${hoursText}. Para urgências, há ${emergencyText}.`,
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
    a: `A ${b.name} atua desde ${b.foundedYear} e já atendeu mais de ${customersText} clientes.`,
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

// ----- Closing call to contact ----------------------------------------------------------------

interface Closing {
  skipFor?: ServiceType[];
  before: (c: Ctx) => string;
  link: string;
  after: (c: Ctx) => string;
}

const CLOSINGS: Closing[] = [
  {
    before: (c) => `Para ${c.info.label} ${c.at} sem complicação,`,
    link: "chame a equipe no WhatsApp",
    after: () => ` ou ligue para ${b.phoneDisplay}.`,
  },
  {
    skipFor: ["Instalação"],
    before: (c) => `Conte para a gente o que está acontecendo com o seu portão ${c.at}:`,
    link: "mande uma mensagem pelo WhatsApp",
    after: () => ` ou, se preferir, ligue para ${b.phoneDisplay}.`,
  },
  {
    before: () => "Se ficou alguma dúvida,",
    link: "fale com a gente pelo WhatsApp",
    after: () => ` ou pelo telefone ${b.phoneDisplay}; o orçamento vem antes de qualquer serviço.`,
  },
  {
    before: (c) => `Para agendar o atendimento ${c.at},`,
    link: "envie uma mensagem",
    after: () => ` com fotos do portão ou ligue para ${b.phoneDisplay}.`,
  },
  {
    before: (c) => `A equipe da ${b.name} está pronta para atender ${c.where}.`,
    link: "Peça o seu orçamento pelo WhatsApp",
    after: () => ` ou ligue para ${b.phoneDisplay}.`,
  },
  {
    before: () => "Um portão funcionando bem faz falta todos os dias.",
    link: "Converse com um especialista",
    after: () => ` pelo WhatsApp ou pelo telefone ${b.phoneDisplay} e receba orientação para o seu caso.`,
  },
];

// ----- Description ------------------------------------------------------------------------------

const DESCRIPTIONS: ((c: Ctx) => string)[] = [
  (c) =>
    `${capFirst(c.info.label)} ${c.at} com a ${b.name}: técnico em até ${responseText}, orçamento antes do serviço e garantia.`,
  (c) =>
    `Precisa de ${c.info.label} ${c.at}? Especialistas em motores PPA desde ${b.foundedYear}, com parcelamento em até ${b.instalments}x.`,
  (c) =>
    `${capFirst(c.info.label)} ${c.at}: diagnóstico, orçamento claro e serviço com garantia de ${serviceWarranty}. Fale com a ${b.name}.`,
  (c) =>
    `${b.name} atende ${c.where} com ${c.info.label}. Kits PPA instalados a partir de ${cheapest} e suporte rápido.`,
];

function buildDescription(c: Ctx, rng: Rng): string {
  for (const make of shuffle(rng, DESCRIPTIONS)) {
    const text = stripMarkers(make(c));
    if (text.length <= DESCRIPTION_MAX) return text;
  }
  const short = `${capFirst(c.info.label)} ${c.at} com a ${b.name}.`;
  if (short.length <= DESCRIPTION_MAX) return short;
  const cut = short.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 40 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

function subjectFrom(raw: string, fallback: string): string {
  const words = stripMarkers(raw)
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .map((w) => (w.length >= 2 && w === w.toUpperCase() ? w : w.toLowerCase()));
  return words.length > 0 ? words.join(" ") : fallback;
}

/** Groups sentences into paragraphs of two or three (a lone sentence only when that is all). */
function paragraphs(sentences: string[], rng: Rng): string[] {
  const out: string[] = [];
  let rest = sentences.slice();
  while (rest.length > 0) {
    const take = rest.length <= 3 ? rest.length : rest.length === 4 ? 2 : 2 + randInt(rng, 2);
    out.push(rest.slice(0, take).join(" "));
    rest = rest.slice(take);
  }
  return out;
}

/** Up to n lines in random order, skipping facts the page already stated; marks what it takes. */
function pickLines(c: Ctx, rng: Rng, lines: readonly Line[], n: number): string[] {
  // Chosen at random, told in the pool's order: the pools are written to read well in sequence.
  const taken: number[] = [];
  for (const i of shuffle(
    rng,
    lines.map((_, index) => index),
  )) {
    if (taken.length >= n) break;
    const line = lines[i]!;
    if (isKeyed(line)) {
      if (line.k.some((k) => c.usedKeys.has(k))) continue;
      for (const k of line.k) c.usedKeys.add(k);
    }
    taken.push(i);
  }
  return taken
    .sort((x, y) => x - y)
    .map((i) => {
      const line = lines[i]!;
      return sayVariant(isKeyed(line) ? line.t : line, c, rng);
    });
}

/** Exactly n bullets not yet listed on the page (a few of the city's own first, when known). */
function pickBullets(kind: SectionKind, c: Ctx, rng: Rng, n: number): string[] {
  const fresh = (pool: readonly Text[]): string[] =>
    [...new Set(pool.map((t) => say(t, c)))].filter((t) => !c.usedBullets.has(t));
  const local = kind.localBullets ? fresh(kind.localBullets(c)) : [];
  const localPicks = local.length > 0 ? pickN(rng, local, Math.min(n, 2 + randInt(rng, 3))) : [];
  let pool = fresh(kind.bullets(c)).filter((t) => !localPicks.includes(t));
  // Pools are sized so this never triggers; if it did, repeat a listed bullet rather than break the count.
  if (pool.length + localPicks.length < n) pool = [...new Set(kind.bullets(c).map((t) => say(t, c)))];
  const rest = kind.ordered ? pickOrdered(rng, pool, n - localPicks.length) : pickN(rng, pool, n - localPicks.length);
  const items = kind.ordered ? rest : shuffle(rng, [...localPicks, ...rest]);
  for (const t of items) c.usedBullets.add(t);
  return items;
}

function renderSection(kind: SectionKind, c: Ctx, rng: Rng, shape: GenerationShape): string {
  const headingPool = kind.id === "service" ? c.info.headings : kind.headings;
  const heading = say(pickOne(rng, headingPool), c);

  const opener = kind.openers ? say(pickOne(rng, kind.openers), c) : undefined;
  const bodyCount = (opener ? 2 : 3) + randInt(rng, 3) + (shape.sections >= 5 ? 1 : 0);
  const body = pickLines(c, rng, kind.sentences(c), bodyCount);
  const chosen = opener ? [opener, ...body] : body;

  // Some sentences before the list, maybe some after it.
  const afterCount = chosen.length >= 4 && rng() < 0.45 ? 1 + randInt(rng, 2) : 0;
  const before = chosen.slice(0, chosen.length - afterCount);
  const after = chosen.slice(chosen.length - afterCount);
  // The opener stands alone half of the time, as a short lead paragraph.
  const beforeParas =
    opener && before.length > 1 && rng() < 0.5
      ? [before[0]!, ...paragraphs(before.slice(1), rng)]
      : paragraphs(before, rng);

  const items = pickBullets(kind, c, rng, shape.bulletsPerList);
  const html: string[] = [`<h2>${inline(heading)}</h2>`];
  for (const p of beforeParas) html.push(`<p>${inline(p)}</p>`);
  html.push(`<ul>${items.map((item) => `<li>${inline(item)}</li>`).join("")}</ul>`);
  if (after.length > 0) html.push(`<p>${inline(after.join(" "))}</p>`);
  return html.join("\n");
}

function renderFaq(c: Ctx, rng: Rng, count: number): string {
  const generic = GENERIC_FAQS.filter((f) => !f.skipFor?.includes(c.service));
  // Service questions get a better chance: one of them is usually first in line.
  const pool = shuffle(rng, [...c.info.faqs, ...generic]);
  const lead = rng() < 0.7 ? pickOne(rng, c.info.faqs) : undefined;
  const ordered = lead ? [lead, ...pool.filter((f) => f !== lead)] : pool;
  const groups = new Set<string>();
  const picked: Faq[] = [];
  for (const f of ordered) {
    if (picked.length >= count) break;
    if (f.group && groups.has(f.group)) continue;
    if (f.group) groups.add(f.group);
    picked.push(f);
  }
  const chosen = shuffle(rng, picked);
  const html: string[] = ["<h2>Perguntas frequentes</h2>"];
  for (const f of chosen) {
    html.push(`<h3>${inline(say(f.q, c))}</h3>`);
    html.push(`<p>${inline(say(f.a, c))}</p>`);
  }
  return html.join("\n");
}

function renderClosing(c: Ctx, rng: Rng): string {
  const closing = pickOne(
    rng,
    CLOSINGS.filter((x) => !x.skipFor?.includes(c.service)),
  );
  const message = `Olá! Vi o site da ${b.name} e gostaria de ${c.info.request} em ${c.where}.`;
  const href = buildWhatsAppLink(message);
  return `<p>${inline(closing.before(c))} <a href="${escapeHtml(href)}">${inline(closing.link)}</a>${inline(closing.after(c))}</p>`;
}

export function generateLocalPageHtml(title: string, creativity: number): LocalPage {
  const parsed = parseTitle(title);
  const service = detectServiceType(title);
  const shape = shapeFor(creativity);
  const info = SERVICES[service];

  const place = stripMarkers(parsed.place);
  const city = stripMarkers(parsed.city);
  const c: Ctx = {
    service,
    info,
    place,
    city,
    at: `${parsed.prep} ${place}`,
    where: fold(place) === fold(city) ? place : `${place}, ${city}`,
    subject: subjectFrom(parsed.subject, info.label),
    usedKeys: new Set(),
    usedBullets: new Set(),
  };

  const seed = hashString(fold(cleanTitle(title)));
  const rng = mulberry32(seed);

  // Intro first; the service section and the optional ones in a title-dependent order.
  const optional = pickN(rng, OPTIONAL_SECTIONS, shape.sections - 2);
  const body = shuffle(rng, [SERVICE_SECTION, ...optional]);
  const sections = [INTRO, ...body];

  const parts = sections.map((kind) => renderSection(kind, c, rng, shape));
  parts.push(renderFaq(c, rng, shape.faqs));
  parts.push(renderClosing(c, rng));

  return {
    html: parts.join("\n"),
    description: buildDescription(c, rng),
    shape,
    location: { city: parsed.city, place: parsed.place },
    service,
  };
}
