// Is a sentence about the business, and what does it say of it? Grammar decides who speaks or
// is spoken of (grammar.ts), classes of meaning what is said (meaning.ts), people.ts who else
// appears. Place names are masked first (served places and "Vila/Jardim/Parque …" names), so
// "Cidade Líder" is a place, not a leader, and "Parque São Vicente" not the city on the coast.
import { fold } from "@content/text";
import { elidedCompany, headlineFragment, pointsAtBusiness, yearsInTrade } from "./about";
import { adviceOpening, companyNamed, firstPersonVerbs, ourWords } from "./grammar";
import { type Topic, countedTeam, topicsOf } from "./meaning";
import { numbersIn } from "./numbers-pt";
import { namedPerson, quotedSpeech, reachedName, unknownName } from "./people";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

export type { Topic } from "./meaning";

export interface AboutBusiness {
  /** Who the sentence speaks as or of: "we"/the company's name (strong), "a equipe" (weak), or nobody. */
  subject: "nós" | "empresa" | null;
  /** What it says (each a kind of fact). */
  topics: Topic[];
  /** A person named in it, or null. */
  person: string | null;
  /** Quoted or reported speech in it, or null. */
  speech: string | null;
  /** A capitalised name no list knows (a person or a place not served), said with the business or its services. */
  unknown: string | null;
  /** It only says what the company does and where ("Instalamos motores em Guarulhos"). */
  plainService: boolean;
  /** It denies or restricts ("não atendemos", "só à vista"): no confirmed claim can back it. */
  negated: boolean;
}

// The company asked as "vocês" in a customer's question ("Vocês atendem em Cotia? Sim, …"): the
// answer is the company's.
const ASKED =
  /(^|[.!?]\s+)\W*(e |mas )?voces (ja )?(atendem|fazem|instalam|aceitam|trabalham|cobram|tem|abrem|vao|vem|dao|parcelam|consertam|oferecem|chegam|respondem|funcionam|emitem|garantem|vendem|levam|passam)\b[^?]{0,80}\?/;

// The motors' maker and its seat ("a PPA é uma fabricante… com sede em Garça"): not the company.
const MAKER =
  /\b(e uma|e a) fabricante\b|\bfabricante\b.{0,40}\bsede\b|\bsede\b.{0,40}\bfabricante\b|\bfabrica(m)? (os )?motores\b/;

// The company as "eles" in a customer's or a forum's voice ("lá eles não atendem", "eles parcelam").
const THEY =
  /\beles (nao |ja |so |sempre |nunca |tambem |ainda )?(atendem|instalam|cobram|vem|vao|chegam|trabalham|fazem|dao|parcelam|aceitam|resolvem|consertam|respondem|garantem|devolvem|abrem|fecham|funcionam|cuidam|mantem|emitem|prometem|prometeram|trocam|estornaram|devolveram|atenderam|disseram que|sao (famosos|conhecidos|parceiros|os|a|o|muito)|estao no mercado|tem (um|uma|dois|duas|tres|frota|loja|equipe|van|vans|caminh|moto|nota|selo|certificad|garantia)|mexem|pegam|cobrem|ficam)\b|\b(nota|preco|atendimento|equipe|tecnico|tecnicos|loja|garantia|prazo|van|vans|oficina|dono) deles\b|^\W*(nao |so |somente |nunca |tambem |ja )?(atendem|cobrem|parcelam|aceitam|consertam|trabalham (com|so|aos|no|nos|em)|responderam|atenderam|vieram|fecham|abrem)\b|^\W*funcionam (aos |no |nos |ate |de |o )?(sabado|domingo|feriado|todos|24|dia)/;

// What the site itself states of the company (its trade, places, contact): no headline's fact.
const TRADE_TOPICS = new Set<Topic>(["serviços", "lugar", "contato"]);

// A service verb with a gate, motor or place as its object: the company's trade, which the site states.
const SERVICE =
  /\b(instal(?!ador)\w*|automatiz\w*|consert\w*|repar\w*|troc\w*|substitu\w*|vend\w*|fornec\w*|mont\w*|atend\w*|manutenc\w*|manutencao|trabalh\w* com|cuid\w* d)\b.{0,40}\b(portao|portoes|motor|motores|kits?|automac\w*|controles?|centra(l|is)|fotocelulas?|cremalheiras?|interfones?|fechaduras?|cancelas?|xlugarx|bairros?|regiao|cidades?|zona|marcas|modelos)\b|^\W*(atendemos|instalamos|automatizamos|trabalhamos em) xlugarx|\b(fale|entre em contato|ligue|chame|escreva|mande|envie|peca|solicite|agende)\b.{0,30}\b(conosco|com a gente|para nos|nosso (whatsapp|telefone|formulario)|orcamento|whatsapp)\b/;
// The company saying what it has or is, with its trade only as a purpose ("Temos gente suficiente
// para atender vários chamados…", "Somos a equipe que mais instala…"): a claim, not the plain trade.
const HAVE_OR_BE =
  /\b(temos|somos|contamos com|possuimos|dispomos de|tivemos|fomos|seremos|teremos|estamos entre|virou|se tornou|tornou-se)\b/;
// The company's services named as such: a name beside them is a customer or a place it serves.
const SERVICE_NOUN = /\b(orcamentos?|instalac\w*|visitas?|atendimento|entrega|frete|taxa|tecnicos?|equipe)\b/;
// A warranty explained in a guide ("a garantia do fabricante não cobre…"): not the seller's promise.
const WARRANTY_GUIDE =
  /\b(fabricante|de fabrica|do produto|legal|por lei|perde|perder|anula|cancela|invalida|costuma|geralmente|em geral|normalmente|leia|guarde|nota fiscal|certificado de garantia|exija|pergunte|confira)\b/;
const NEGATION =
  /\b(nao|nunca|jamais|nenhum|nenhuma|infelizmente|exceto|salvo|a parte)\b|\bsem (parcel\w*|garantia|emergencia|atendimento|plantao)|\b(so|somente|apenas) (a vista|no dinheiro|em dinheiro|de segunda|em horario|durante|a parte central|manutenc)|\b(so|somente|apenas) (a|o|na|no|em|nos|nas|dentro d[ao]) (capital|centro|zona|regiao|xlugarx|bairro|cidade|municipio|perimetro)\b|\bfica(m|ram)? de fora\b|\bfora da (nossa )?(area|rota|cobertura)\b|\bsem atender\b/;

// A short question answered by "só/apenas/somente" + a place preposition: a restriction of where
// the company goes ("Guarulhos? Só na região central."); so is a place, then a short "só" phrase
// ending the sentence ("Em Osasco, só na parte central.").
const QA_PLACE =
  /^\s*[^?]{2,30}\?\s+(Só|Somente|Apenas|Lá|Ali)\s+(n[oa]s?|em|até|para|pra|aos?|à|às|de|durante|com)(?=\s)|^\s*(?:Em|No|Na|Para|Pra)\s+[^,]{2,30},\s+(?:só|somente|apenas)\s+(?:n[oa]s?|em|até|para|pra|aos?|à|às|de|durante|com)\s+[^\s,.;]+(?:\s+[^\s,.;]+){0,3}[.!]?\s*$/u;
// The company's reach restricted, its subject left unsaid ("Atende só a capital; na região
// metropolitana, não."): a place it does not serve.
const ONLY_THERE =
  /^\W*(?:em xlugarx,? )?(atende|atendemos|trabalha|trabalhamos|instala|instalamos|vai|vamos) (so|somente|apenas|exclusivamente) (a|o|na|no|em|nos|nas|dentro|xlugarx|ate|condominio|condominios|empresas|comercio|residencia|motor|motores|marca|portoes|portao)\b|\b(fica|ficam|esta|estao) fora da area (atendida|de atendimento|de cobertura)\b|\bnao fazem? parte da area (atendida|de atendimento|de cobertura)\b|^\W*fora d[eoa]s? .{2,60}, consulte\b|\b(so|apenas|somente) (com|mediante) agendamento\b|\bnao sai (tecnico|ninguem)\b|^\W*(so|somente|apenas) (atendemos|instalamos|trabalhamos|consertamos|vendemos|atende|instala|trabalha|conserta|vende)\b|^\W*atendimento exclusivo (na|no|em)\b/;

// A building, condominium or shop named by its proper name, and what it did (a past verb): a
// customer ("O Residencial Bela Vista trocou os motores", "a padaria Pão Dourado automatizou…").
const CUSTOMER_NAME =
  /\b(?:[Rr]esidencial|[Cc]ondom[íi]nio|[Ee]dif[íi]cio|[Pp]r[ée]dio|[Pp]adaria|[Mm]ercado|[Ee]scola|[Rr]estaurante|[Cc]l[íi]nica|[Aa]cademia|[Hh]otel|[Pp]ousada|[Ff]arm[áa]cia|[Ll]oja|[Gg]alp[ãa]o|[Cc]ol[ée]gio)((?:\s+(?:d[aeo]s?\s+)?\p{Lu}\p{Ll}+)+)/u;
const PAST_VERB = /\b[a-z]{3,}(ou|iu|aram|eram|iram)\b/;

// The company's service or contact restricted, with its subject left unsaid ("Atendimento somente
// por e-mail.", "Conserto não é feito, apenas instalação."): it denies what the site offers.
const RESTRICTED =
  /^\W*(atendimento|orcamentos?|visitas?|suporte|contato)( [a-z]+){0,2} (somente|exclusivamente|apenas|so) (por|pelo|pela|via|presencial|online|remoto|em horario|de segunda|aos sabados|no whatsapp|no telefone)\b|^\W*(consertos?|manutenc(ao|oes)|instalac(ao|oes)|reparos?|trocas?) nao (e|sao) (feit|realizad|ofereci)\w*/;

/** The proper name of a customer (a building or shop that did something), or null. */
function customerNamed(raw: string): string | null {
  const m = CUSTOMER_NAME.exec(raw);
  if (!m) return null;
  return PAST_VERB.test(fold(raw.slice(m.index + m[0].length))) ? m[1]!.trim() : null;
}

// Capitalised place names opened by a place word: "Cidade Líder", "Parque São Vicente", "Vila Maria".
const PLACE_NAME =
  /\b(Cidade|Parque|Vila|Jardim|Jd\.?|Conjunto|Chácara|Residencial|Bairro|Alto|Vale|Morro|Recanto|Sítio|Estância|Núcleo|Condomínio|Edifício|Jaraguá)(\s+(d[aeo]s?\s+)?\p{Lu}[\p{Ll}\p{Lu}]*)+/gu;

const placeMasks = isolateWeakMap<readonly string[], RegExp | null>({
  name: "claims/business served-place masks",
  key: "the served places' list (content/locations)",
  invalidatedBy: "a new list object (a new isolate)",
});
const escapeRe = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One regex per list of served places (the list is a module constant), longest names first. */
function servedMask(places: readonly string[]): RegExp | null {
  if (placeMasks.has(places)) return placeMasks.get(places)!;
  const names = [...new Set(places.map(fold))].filter((n) => n.length > 2).sort((a, b) => b.length - a.length);
  const re = names.length === 0 ? null : new RegExp(`\\b(${names.map(escapeRe).join("|")})\\b`, "g");
  placeMasks.set(places, re);
  return re;
}

const pad = (n: number, cap: boolean) => `${cap ? "X" : "x"}lugarx${" ".repeat(Math.max(0, n - 7))}`;

/** Names opened by a place word ("Cidade Líder", "Parque São Vicente") replaced by "Xlugarx". */
export function maskPlaceNames(raw: string): string {
  return raw.replace(PLACE_NAME, (m) => pad(m.length, true));
}

/** The sentence (place-word names already masked, and folded) with served places masked too. */
export function maskPlaces(raw: string, low: string, places: readonly string[]): { raw: string; low: string } {
  let r = raw;
  const served = servedMask(places);
  let l = low.length === raw.length ? low : fold(raw);
  // Folding keeps the length of NFC text, so a match in the folded text is at the same place.
  if (served && l.length === r.length) {
    let out = "";
    let low = "";
    let last = 0;
    for (const m of l.matchAll(served)) {
      out += r.slice(last, m.index) + pad(m[0].length, true);
      low += l.slice(last, m.index) + pad(m[0].length, false);
      last = m.index + m[0].length;
    }
    if (last > 0) {
      r = out + r.slice(last);
      l = low + l.slice(last);
    }
  }
  return { raw: r, low: l };
}

/** Who a sentence speaks of and what it says about the business. */
export function aboutBusiness(
  raw: string,
  low: string,
  places: readonly string[],
  namesCompany: boolean,
  original?: string,
): AboutBusiness {
  const masked = maskPlaces(raw, low, places);
  // "Eles parcelam em 18x, falou a vizinha": the company as a customer names it, as strong as "we".
  const strong =
    namesCompany ||
    firstPersonVerbs(masked.low).length > 0 ||
    ourWords(masked.raw, masked.low) ||
    THEY.test(masked.low);
  const weak =
    !strong &&
    ((companyNamed(masked.low) && !adviceOpening(masked.low)) ||
      pointsAtBusiness(masked.low) ||
      elidedCompany(masked.low) ||
      ASKED.test(masked.low));
  // A verbless headline on a topic of the company's ("Plantão no fim de semana.") is its own.
  const headline =
    !strong &&
    !weak &&
    headlineFragment(masked.raw, masked.low) &&
    topicsOf(masked.low, true).some(
      // A product's feature ("Proteção contra quedas.") is no warranty unless it says so.
      (t) => !TRADE_TOPICS.has(t) && ((t !== "garantia" && t !== "cobertura") || /\bgarant/.test(masked.low)),
    );
  const subject = strong ? "nós" : weak || headline ? "empresa" : null;
  let topics = topicsOf(masked.low, subject !== null);
  if (subject === null && WARRANTY_GUIDE.test(masked.low))
    topics = topics.filter((t) => t !== "garantia" && t !== "cobertura");
  // "Osasco? Só no centro.": the company answering where it goes, and restricting it.
  const restricts = QA_PLACE.test(raw) || ONLY_THERE.test(masked.low);
  if (restricts && !topics.includes("lugar")) topics.push("lugar");
  const restricted = RESTRICTED.test(masked.low);
  if (restricted && !topics.includes("serviços")) topics.push("serviços");
  if (!topics.includes("experiência") && yearsInTrade(masked.low)) topics.push("experiência");
  if (!topics.includes("equipe e porte") && countedTeam(masked.low, () => numbersIn(masked.low)))
    topics.push("equipe e porte");
  // What only matters for a sentence about the business is read only for one.
  const about = subject !== null || topics.length > 0;
  return {
    subject,
    topics,
    person: namedPerson(masked.raw),
    speech: quotedSpeech(masked.raw, masked.low),
    unknown:
      customerNamed(original ?? raw) ??
      reachedName(masked.raw) ??
      (!MAKER.test(masked.low) && (subject !== null || SERVICE_NOUN.test(masked.low)) ? unknownName(masked.raw) : null),
    plainService: subject !== null && SERVICE.test(masked.low) && !HAVE_OR_BE.test(masked.low),
    negated: restricts || restricted || (about && NEGATION.test(masked.low)),
  };
}
