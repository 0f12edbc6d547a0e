// The claims check: which sentences of a text the site did not get from the seller (AI answers,
// batch and technical pages, imports) speak about the business, and whether the seller's
// confirmed claims ("Ofertas e garantias", content/claims.ts) back every fact they state.
//
// Two layers: business.ts finds a sentence about the business by what it says (grammar: "we",
// "our", the company as subject, people, quotes; classes of meaning: reputation, money, time,
// warranty, size, comparison…, meaning.ts); the rules (confirmed-rules.ts, invented-rules.ts)
// read the facts that have a value to compare (a warranty term, a price, a year) and say whether
// it agrees. A sentence about the business stays only when every fact it states agrees with a
// confirmed claim; otherwise it is FLAGGED (verdict "remove", `removed: true`): the seller decides.
// An invented fact misleads a customer (CDC art. 37) and breaks Google's spam policies.
import { fold } from "@content/text";
import { address, elsewhere, person, phone, rating, statistic, superlative, testimonial } from "./invented-rules";
import {
  companyAge,
  customers,
  emergency,
  installTime,
  instalments,
  price,
  responseTime,
  services,
  warranty,
} from "./confirmed-rules";
import { aboutTheTrade } from "./about";
import { type AboutBusiness, aboutBusiness, maskPlaceNames, maskPlaces } from "./business";
import { adviceOpening } from "./grammar";
import { CLAIMS_MODEL } from "./claims-model";
import { businessScore } from "./model";
import { type CheckedSentence, type ClaimFacts, type Finding, type Rule, type Sentence, remove } from "./rule-kit";
import { judge } from "./verdict";

export type { CheckedSentence, ClaimFacts, ClaimKind, Finding } from "./rule-kit";

const TRADING_NAME =
  /\bPPA (Portões|Portoes|Automação|Automacao|Automatização|Soluções|Serviços|Service|Tech|Motores|Instalações|Instalação|Segurança)\b/;
const SYNONYMS = /\bcobertura\b|(?<=\b(anos?|meses|dias) de )protecao\b/g;

const RULES: Rule[] = [
  rating,
  testimonial,
  person,
  address,
  phone,
  superlative,
  statistic,
  warranty,
  responseTime,
  installTime,
  companyAge,
  customers,
  emergency,
  instalments,
  price,
  services,
  elsewhere,
];

/** Every fact a sentence states about the business, with its verdict: the rules, then the learned layer. */
export function checkSentence(sentence: string, facts: ClaimFacts): CheckedSentence {
  const read = readByRules(sentence, facts);
  if (read.checked.removed) return clearedByModel(read, sentence, facts) ?? read.checked;
  const gate = modelGate(read, sentence);
  // A gate without a threshold of its own is closed (the trainer found no safe one).
  const threshold = gate === null ? null : CLAIMS_MODEL.thresholds[gate];
  if (gate === null || threshold === null) return read.checked;
  const masked = maskPlaces(read.raw, read.low, facts.servedPlaces);
  if (businessScore(masked.raw, masked.low, read.about!, gate) < threshold) return read.checked;
  return { sentence, findings: [remove("sobre a empresa", MODEL_REASON)], removed: true };
}

/**
 * A sentence the rules flagged only for its topics' words ("pagamento", "avaliação", "horário"),
 * with no one of the business in it — no "we", no company, no person, no quote, no name, no
 * denial, no value a rule compared — and that the learned layer scores far below any business
 * sentence (under CLAIMS_MODEL.thresholds.clear, chosen by the trainer so that at most ~0.1 % of
 * the business sentences of its batches would be cleared): the trade in general ("O Pix se tornou
 * um dos meios de pagamento mais usados"), which stands.
 */
export function clearable(read: RulesRead, sentence: string): boolean {
  const a = read.about;
  if (!read.checked.removed || a === null || read.ruled) return false;
  if (a.subject !== null || a.person || a.speech || a.unknown || a.negated) return false;
  return (sentence.match(WORDS)?.length ?? 0) >= 6;
}
/** The sentence as it stands when the learned layer clears the rules' flag (see `clearable`), or null. */
function clearedByModel(read: RulesRead, sentence: string, facts: ClaimFacts): CheckedSentence | null {
  const t = CLAIMS_MODEL.thresholds.clear;
  if (t === null || !clearable(read, sentence)) return null;
  const masked = maskPlaces(read.raw, read.low, facts.servedPlaces);
  if (businessScore(masked.raw, masked.low, read.about!, "open") >= t) return null;
  return { sentence, findings: read.checked.findings.filter((f) => f.verdict !== "remove"), removed: false };
}

/**
 * Where the learned layer may speak on a sentence, each place with its own threshold
 * (CLAIMS_MODEL.thresholds): "open", read as about the business beyond the plain trade, not
 * advice, of six words or more; "short", of three to five words (titles, labels: on them the model
 * is noisier); "plain", read as the company's plain trade ("Atendemos Guarulhos, Arujá e Itaquá");
 * "general", read as advice about the market or to the reader. Never (null) on a sentence the rules
 * flagged or found agreeing with a confirmed claim: there the model only adds a flag (a flag of the
 * rules it may clear only through `clearable`, below).
 */
export type ModelGate = "open" | "short" | "plain" | "general";
export function modelGate(read: RulesRead, sentence: string): ModelGate | null {
  const { checked, about } = read;
  if (checked.removed || about === null || checked.findings.length > 0) return null;
  const words = sentence.match(WORDS)?.length ?? 0;
  // Fewer than three words: a label or a name, on which the model is noise.
  if (words < 3) return null;
  if (words < 6) return "short";
  return about.plainService ? "plain" : read.general ? "general" : "open";
}

// The model never saw an honest text of fewer than six words (titles, labels: every short sentence
// of its batches is a lie the rules catch), and on one it is noise: "Texto do vendedor" and a random
// tag was flagged 390 times in 500 under the open gate's threshold: short ones have their own.
const WORDS = /\p{L}+/gu;
export const modelLength = (sentence: string) => (sentence.match(WORDS)?.length ?? 0) >= 6;

export const MODEL_REASON = "parece falar da empresa e não corresponde a nenhum dado que você confirmou";

/** What the rules alone read in a sentence (the learned layer's input, scripts/claims-model.ts). */
export interface RulesRead {
  checked: CheckedSentence;
  /** The sentence as the rules read it: place-word names masked, the company's name as "a empresa". */
  raw: string;
  low: string;
  about: AboutBusiness | null;
  /** The rules read it as advice about the market or to the reader ("muitas lojas…", "compare…"). */
  general: boolean;
  /** A rule that compares values (a term, a price, a rating, a phone, a person…) flagged it, not a topic's words. */
  ruled: boolean;
}

/** The rules alone, finding what a sentence says about the business, without the learned layer. */
export function readByRules(sentence: string, facts: ClaimFacts): RulesRead {
  return read(sentence, facts, true);
}

/**
 * The rules alone (facts with a value to compare: terms, prices, years, ratings, people…), without
 * finding what else a sentence says about the business: for the site's built-in texts, whose
 * local knowledge and trade are the product's own (builtin-filter.server.ts).
 */
export function checkSentenceRules(sentence: string, facts: ClaimFacts): CheckedSentence {
  return read(sentence, facts, false).checked;
}

function read(sentence: string, facts: ClaimFacts, classify: boolean): RulesRead {
  // Names opened by a place word are places: "Cidade Líder" is no leader, "Parque São Vicente" no coast.
  // A platform's name is no deictic: the "Aqui" of "Reclame Aqui" is not the company's "aqui".
  let raw = maskPlaceNames(sentence).replace(/\bReclame Aqui\b/gi, "ReclameAqui");
  let low = fold(raw);
  // The company may name itself: its name is not a person or a place, but it is the business.
  const name = facts.companyName ? fold(facts.companyName) : "";
  // A business named by the brand it installs and its trade ("a PPA Portões", "PPA Automação"):
  // the company as a writer who does not know its name calls it, not the motor's maker.
  if (name !== "" && !low.includes(name) && TRADING_NAME.test(raw)) {
    raw = raw.replace(TRADING_NAME, facts.companyName!);
    low = fold(raw);
  }
  const namesCompany = name !== "" && low.includes(name);
  if (namesCompany) {
    raw = raw.split(facts.companyName).join("a empresa");
    low = low.split(name).join("a empresa");
  }
  // Words that mean the same fact for the rules: "cobertura", "três anos de proteção" are a warranty.
  const s: Sentence = { raw, low: low.replace(SYNONYMS, "garantia") };
  const rules = RULES.map((rule) => rule(s, facts)).filter((x): x is Finding => x !== null);
  const about = classify ? aboutBusiness(raw, low, facts.servedPlaces, namesCompany, sentence) : null;
  // General advice about prices, instalments, warranties and times (no one of the business, no
  // one named): what the market does, not what this company promises.
  // A sentence about the trade in general (about.ts): none of its facts is the company's.
  // "Compare: ninguém oferece…", "Pergunte a qualquer vizinho: esse é o nome…": the advice opens
  // a claim after its colon, and the claim is what is read.
  const colon = ADVICE_COLON.exec(low);
  const at = colon ? colon[0].length : 0;
  const trade = about !== null && about.subject !== "nós" && aboutTheTrade(raw.slice(at), low.slice(at));
  const general = about !== null && (trade || generalAdvice(about, s.low.slice(at)));
  // What off-hours work usually costs ("Em geral, o plantão de domingo custa o dobro") is the
  // market's price of it, hedged: it says nothing of the company's hours.
  const offHours =
    general &&
    ((MARKET_HEDGE.test(s.low) && OFF_HOURS_COST.test(s.low)) ||
      MARKET_PLAYERS.test(s.low) ||
      (MARKET_HEDGE.test(s.low) && /\bhorario comercial\b/.test(s.low)));
  // Testimonials named as a kind of evidence ("Depoimentos sem nome são difíceis de verificar")
  // are the trade's: one stays flagged only with a quote or a person in it.
  const kept = trade
    ? rules.filter((x) => NAMED_KINDS.has(x.kind) && (x.kind !== "depoimento" || about?.speech || about?.person))
    : general
      ? rules.filter((x) => !GENERAL_KINDS.has(x.kind) && !(offHours && OFF_HOURS_KINDS.has(x.kind)))
      : rules;
  const seen =
    trade && about
      ? { ...about, subject: null, topics: [] }
      : general && about
        ? withoutGeneral(about, offHours)
        : about;
  const findings = seen ? judge(kept, seen, facts) : rules;
  return {
    checked: { sentence, findings, removed: findings.some((x) => x.verdict === "remove") },
    raw,
    low,
    about,
    general: general || (about !== null && about.subject === null && adviceOpening(low)),
    ruled: kept.some((x) => x.verdict === "remove"),
  };
}

// Markers of advice about the market in general: "muitas lojas", the law, "costuma", a range of
// times ("de três a cinco horas"), "pode ficar … se …", the reader told to compare or distrust.
const GENERAL =
  /\b(muit[oa]s|algun[sm]|algumas|varias|certas|a maioria d[aoe]s?) (lojas|empresas|instaladoras|instaladores|marcas|fabricantes|tecnicos|oficinas)\b|\b(direito|codigo de defesa|cdc|procon|por lei|garantia legal|garantia contratual)\b|^\W*[a-z]+(ar|er|ir) (so |apenas )?(o|a|os|as|em|sem|um|uma)\b.{0,60}\b(aumenta|reduz|diminui|encarece|depende|exige|evita|compensa|vale a pena|sai mais (em conta|barat\w*|car\w*))\b|\b(costuma|costumam|geralmente|em geral|normalmente|tende a|tendem a|vale a pena)\b|\b(pode|podem) (ficar|levar|custar|sair|variar|durar)\b.{0,60}\bse\b|^\W*(quando|se|caso) [^,]{3,80}, .{0,40}\b(pode|podem) (ficar|custar|sair|valer)\b|\b(raramente|dificilmente|quase nunca|nem sempre|muitas vezes|frequentemente)\b|\b(so )?vale(m)? (a pena )?(se|quando)\b|\bdiz a lei\b|\b(pela|da|na) lei\b|^\W*(cada|todo|toda|todos os|todas as|o|a|os|as|um|uma) [a-z]+( [a-z]+)? (deve|devem|precisa|precisam) (trazer|ter|conter|informar|incluir|constar|mostrar|vir|detalhar)\b|\bde [a-z]+ a [a-z]+ (minutos|horas|dias|semanas|meses|anos)\b/;
const GENERAL_KINDS = new Set<string>([
  "garantia",
  "parcelamento",
  "preço",
  "prazo de atendimento",
  "prazo de instalação",
  "superlativo",
  "comparação",
]);
// What a sentence about the trade may still name that the seller did not give: people, quotes, addresses, phones.
const NAMED_KINDS = new Set<string>(["pessoa", "depoimento", "citação", "endereço", "telefone"]);
const GENERAL_TOPICS = new Set<string>(["garantia", "cobertura", "dinheiro", "pagamento", "prazo", "comparação"]);

// The reader told to compare, keep, ask or distrust: advice, even with a "não" in it.
const ADVICE_VERBS = "compare|desconfie|guarde|pergunte|exija|confira|verifique|pesquise|peca sempre|exija sempre";
const READER_ADVICE = new RegExp(`^\\W*(${ADVICE_VERBS})\\b`);
// Advice that opens a claim after its colon (also "repare", "veja", "olhe", "saiba" there).
const ADVICE_COLON = new RegExp(
  `^\\W*(${ADVICE_VERBS}|repare|veja|olhe|saiba)\\b[^:.]{0,50}:\\s+|^\\W*(diga|fale|informe|explique|avise|responda|garanta|reforce) (ao cliente |a cliente |ao sindico |a sindica )?que\\s+`,
);

// Only a hedge ("em geral", "costuma"): how things usually go, which says nothing of the market
// when what usually happens is the company's visit or answer after the reader's call ("Em geral,
// o técnico bate à sua porta em menos de uma hora", "a visita costuma acontecer na manhã seguinte
// ao pedido").
const HEDGE =
  /\b(costuma|costumam|geralmente|em geral|normalmente|tende a|tendem a|raramente|quase nunca|nem sempre|muitas vezes|frequentemente)\b/;
const ARRIVAL =
  /\b(o tecnico|a equipe|o instalador|o profissional|a visita|a resposta|o retorno|o atendimento)\b.{0,60}\b(cheg\w*|bate\w*|aparec\w*|acontec\w*|respond\w*|retorn\w*|esta (ai|la)|vem|vai ate)\b|\b(ao|do|apos o|depois do) (seu )?(pedido|chamado|contato|ligacao|mensagem)\b|\b(um|nenhum|o|cada) (chamado|pedido|orcamento|cliente)\b.{0,30}\b(espera|aguarda|fica|demora)\w*/;

// The market named only as what the company is measured against ("seis meses, o dobro do que o
// mercado costuma dar"): a comparison of the company's, whose hedge is not the sentence's.
const COMPARED_WITH_MARKET =
  /\b(o dobro|o triplo|mais|alem|acima) d[oa] (exigid[oa]|previst[oa]|minimo|obrigatori[oa])\b[^.;,]*|\b(o dobro|o triplo|mais|menos|melhor|maior|menor|acima|alem)\b[^.;]{0,30}\b(do )?que (o mercado|a concorrencia|os outros|as outras|os concorrentes|a maioria|muit[oa]s)\b[^.;,]*/;

function generalAdvice(about: AboutBusiness, whole: string): boolean {
  if (about.subject !== null || about.person || about.speech || about.unknown) return false;
  const low = whole.replace(COMPARED_WITH_MARKET, " ");
  if (READER_ADVICE.test(low)) return true;
  if (!GENERAL.test(low)) return false;
  return !(ARRIVAL.test(low) && !GENERAL.test(low.replace(HEDGE, " ")));
}
const withoutGeneral = (about: AboutBusiness, offHours: boolean): AboutBusiness => ({
  ...about,
  topics: about.topics.filter((t) => !GENERAL_TOPICS.has(t) && !(offHours && t === "horário")),
});
// "Normalmente" may mean "as usual" ("funciona normalmente"): not a hedge of the market here.
const MARKET_HEDGE = /\b(costuma|costumam|geralmente|em geral|tende a|tendem a|muitas vezes|frequentemente)\b/;
const OFF_HOURS_COST = /\b(custa\w*|preco|precos|taxa|mais car\w*|cobra\w*|adicional|o dobro|acrescimo)\b/;
// The market's players named ("muitos técnicos", "nem todo prestador", "o comércio"): the hours
// said of them are theirs.
const MARKET_PLAYERS =
  /\b(muit[oa]s|alguns|algumas|varios|varias|poucos|poucas|nem tod[oa]s?( [oa]s)?|a maioria d[aoe]s) (lojas|empresas|instaladoras|instaladores|tecnicos|prestadores|oficinas|profissionais|comercios)\b|\bo comercio\b|^\W*nem tod[oa] (prestador|tecnico|instalador|empresa|loja|oficina)\b/;
const OFF_HOURS_KINDS = new Set<string>(["atendimento 24h", "horário"]);

/** Sentences of plain text, split after '.', '!' or '?' before a capital, a quote or a digit. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ<"“0-9])/u).filter((t) => t.trim() !== "");
}

/** Plain text checked sentence by sentence. */
export function checkText(text: string, facts: ClaimFacts): CheckedSentence[] {
  return sentencesOf(text).map((s) => checkSentence(s, facts));
}

/**
 * The HTML stage's claims check for these facts (html-stage/stage.server.ts takes it as a
 * function, so the stage below the claims imports none of their code): a sentence's failing
 * finding, or null when the confirmed claims back it.
 */
export function claimCheck(facts: ClaimFacts): (sentence: string) => Finding | null {
  return (sentence) => checkSentence(sentence, facts).findings.find((f) => f.verdict === "remove") ?? null;
}
