// People and their words in a sentence: a person's name (a common first name, or a capitalised
// word a role, an honorific or a verb of saying points at) and quoted speech. Place names are
// not people: a capitalised word after "Vila", "Jardim", "Parque", "São"… or inside a served
// place is a place, whatever it looks like.
import { fold } from "@content/text";

/** Common Brazilian first names: a capitalised one of these is a person (outside a place name). */
const FIRST_NAMES = new Set(
  (
    "joao jose antonio francisco carlos paulo pedro lucas luiz luis marcos gabriel rafael daniel marcelo bruno " +
    "eduardo felipe raimundo rodrigo manoel manuel mateus matheus andre fernando fabio leonardo gustavo guilherme " +
    "leandro tiago thiago anderson ricardo jorge sergio roberto alexandre vitor victor diego julio cesar renato " +
    "sebastiao mauricio adriano vinicius claudio joaquim geraldo wagner rogerio otavio henrique caio igor " +
    "maria ana francisca antonia adriana juliana marcia fernanda patricia aline sandra camila amanda bruna " +
    "jessica leticia julia luciana vanessa mariana gabriela vera vitoria larissa claudia beatriz luana rita " +
    "sonia renata eliane josefa simone natalia cristina carla debora rosangela lucia regina helena tereza " +
    "teresa raquel priscila silvia carolina rosa denise paula marta angela monica tatiana fatima sueli " +
    "cleide neide lurdes glaucia rosana edson nelson valter walter wilson gilberto osvaldo reginaldo " +
    "cicero severino benedito jaqueline kelly viviane elaine daniela isabel isabela sofia laura alice " +
    "heloisa valentina manuela livia giovana lara yasmin cecilia clara " +
    // Nicknames and more first names the trade hears.
    "beto toninho ze tiao chico juca nando dudu leo rafa gui bia cris fabinho carlinhos paulinho joaozinho " +
    "zezinho valdir valdemar sidnei sidney marcio rubens ronaldo reinaldo edu rui ivo ivan osmar nilson " +
    "gilmar jair josias everton emerson cleber wellington washington jefferson robson alan allan kleber " +
    "vanda wanda solange marlene irene ivone cida dete tania vania celia elza neusa silvana rose"
  ).split(" "),
);

/** Words before a name that make it a place ("Vila Maria", "São João", "Jardim Helena"). */
const PLACE_BEFORE =
  /(?:^|\s)(sao|santa|santo|santos|vila|vl|jardim|jd|parque|pq|cidade|bairro|praca|largo|rua|avenida|av|alameda|travessa|estrada|rodovia|conjunto|chacara|residencial|morro|alto|vale|ponte|dom|padre|frei|senhora|nossa senhora|colegio|escola|hospital|shopping|condominio|edificio|predio|estacao|ilha|lagoa|serra|jaguare|vl\.|av\.)\s*$/;

// The reader's own people ("o seu vizinho Carlos", "sua cunhada Marta"): not the business's.
const READERS_OWN =
  /\b(seu|sua|teu|tua) (vizinh[oa]|amig[oa]|irmao|irma|prim[oa]|ti[oa]|pai|mae|filh[oa]|cunhad[oa]|sogr[oa]|marido|esposa|colega|chefe|sindic[oa]|porteiro|zelador)\s*$/;

const CAPITALISED = /(?<![\p{L}\d])\p{Lu}[\p{Ll}]+(?![\p{L}\d])/gu;

// Someone asked for by name ("Pergunte pelo Zeca", "fale com a Dona Neném", "chame o Seu Lalo").
const ASKED_FOR =
  /\b(?:[Pp]ergunte|[Cc]hame|[Pp]rocure|[Pp]e[çc]a|[Ff]ale com|[Cc]hamar|[Pp]rocurar|[Pp]erguntar|[Ff]alar com)\s+(?:pel[oa]|por|o|a|com o|com a)\s+(?:(?:[Ss]eu|[Dd]ona|[Ss]r\.?|[Ss]ra\.?)\s+)?(\p{Lu}\p{Ll}+)/u;

/** A person's first name said as a name: "a Cláudia", "Roberto, nosso técnico". */
export function namedPerson(raw: string): string | null {
  const asked = ASKED_FOR.exec(raw);
  if (asked && !NOT_A_NAME.has(fold(asked[1]!))) return asked[1]!;
  for (const m of raw.matchAll(CAPITALISED)) {
    const w = fold(m[0]);
    if (!FIRST_NAMES.has(w)) continue;
    const before = fold(raw.slice(Math.max(0, m.index - 20), m.index));
    if (PLACE_BEFORE.test(before) || READERS_OWN.test(before)) continue;
    // "Rua Maria Antônia": a name after another capitalised word that is a place's.
    const prev = /(\p{Lu}[\p{Ll}]+)\s+$/u.exec(raw.slice(Math.max(0, m.index - 20), m.index));
    if (prev && PLACE_BEFORE.test(` ${fold(prev[1]!)} `.trimEnd())) continue;
    return m[0];
  }
  return null;
}

// Quoted words: three or more inside quotes (a label like "manual" is not speech).
const QUOTE = /[“"«]([^”"»]{3,200})[”"»]/g;
// Someone's words reported: "disse que", "conta o síndico", "segundo a moradora".
const REPORTED =
  /\b(disse|dizem|contou|contam|relatou|relatam|afirmou|afirmam|comentou|comentam|elogiou|elogiam|escreveu|escreveram|declarou|resumiu|brincou|desabafou|agradeceu|agradecem|garantiu|confessou|lembrou)\b.{0,60}\b(cliente|clientes|morador|moradora|moradores|sindico|sindica|vizinho|vizinha|dona|senhor|senhora|proprietari[oa]|comerciante|casal|familia|mae|pai|filho|filha)\b|\b(cliente|clientes|morador|moradora|moradores|sindico|sindica|vizinho|vizinha|dona|senhor|senhora|proprietari[oa]s?|comerciante|casal|familia)\b.{0,60}\b(disse|dizem|contou|contam|conta|relatou|relata|afirmou|afirma|comentou|comenta|escreveu|declarou|resumiu|desabafou|agradeceu|confessou)\b|\b(segundo|conforme|nas palavras d[eoa]s?|como (disse|diz|conta|contou))\s+(o|a|os|as|um|uma|nosso|nossa)?\s*(cliente|clientes|morador|moradora|moradores|sindic[oa]|vizinh[oa]|proprietari[oa])/;

/** Quoted speech or someone's reported words, or null. */
export function quotedSpeech(raw: string, low: string): string | null {
  // A quoted term ("inversor de frequência", "qual motor comprar?") is not speech: six words or
  // more, someone's "I", or a verb of saying next to it.
  for (const m of raw.matchAll(QUOTE)) {
    const inside = fold(m[1]!);
    const around = fold(raw.slice(Math.max(0, m.index - 25), m.index + m[0].length + 25));
    if (
      inside.trim().split(/\s+/).length >= 6 ||
      /\b(eu|meu|minha|me|adorei|amei|recomendo|fiquei|contratei|chamei|nunca mais|voces)\b/.test(inside) ||
      /[”"»]\s*,?\s*(diz|disse|conta|contou|afirma|afirmou|resume|resumiu|comenta|comentou|escreveu|garante)\b|\b(disse|diz|contou|afirmou|escreveu|resumiu)\s*:?\s*[“"«]/.test(
        around,
      )
    )
      return m[0];
  }
  const r = REPORTED.exec(low);
  return r ? r[0] : null;
}

/** Capitalised words that are neither people nor places: brands, products, months, days, services. */
const NOT_A_NAME = new Set(
  (
    "ppa garen rossi peccinin intelbras nice seg ucb motores motor kit kits manutencao express google whatsapp " +
    "instagram facebook youtube inmetro abnt anatel procon sebrae pix brasil sp grande zona norte sul leste oeste " +
    "centro janeiro fevereiro marco abril maio junho julho agosto setembro outubro novembro dezembro segunda " +
    "terca quarta quinta sexta sabado domingo natal pascoa reveillon carnaval deslizante basculante pivotante " +
    "ofertas garantias dados obras nr cnpj cpf crea xlugarx wi fi bluetooth app android iphone led dc ac cv hp " +
    // Vocatives and fillers of spoken Portuguese ("Véi, técnico sério…", "Tipo, a Fiorino…").
    "vei mano tipo cara mermao parceiro chefe bah oxe uai gente pessoal"
  ).split(" "),
);

/** A capitalised word inside the sentence that is no known brand, term or served place, or null. */
export function unknownName(raw: string): string | null {
  const caps = [...raw.matchAll(CAPITALISED)];
  // A heading in title case ("Instalação de Portão Automático em Moema") names no one.
  const long = raw.split(/\s+/).filter((w) => w.length > 3);
  if (caps.length >= 3 && caps.length >= long.length * 0.4) return null;
  for (const [i, m] of caps.entries()) {
    if (m.index === 0 || /[.:!?;"“(]\s*$/.test(raw.slice(0, m.index))) continue;
    if (m[0].length < 3 || raw.slice(0, m.index).trim() === "") continue;
    // Two capitalised words in a row are a product or a place's name ("Rolling Code", "Jardim Branca Flor").
    const prev = caps[i - 1];
    const next = caps[i + 1];
    if (prev && /^\s+$/.test(raw.slice(prev.index + prev[0].length, m.index))) continue;
    if (next && /^\s+$/.test(raw.slice(m.index + m[0].length, next.index))) continue;
    // After or before an acronym ("DIP Switch", "Motor DC"): a product's name.
    if (/\b\p{Lu}{2,}\s+$/u.test(raw.slice(0, m.index)) || /^\s+\p{Lu}{2,}\b/u.test(raw.slice(m.index + m[0].length)))
      continue;
    if (!NOT_A_NAME.has(fold(m[0]))) return m[0];
  }
  return null;
}

// The company's reach said of a place: "a cobertura vai até", "atendemos também em", "temos
// filial em". Served places are masked before ("Xlugarx"); a name left there is a place it does not serve.
const REACH_BEFORE =
  /\b(atende|atendem|atendemos|cobre|cobrem|cobrimos|servimos|visitamos|rodamos|percorremos|abrange|abrangem|abrangemos)\s+(tambem\s+|ainda\s+|ate\s+)?((o|a|os|as)\s+)?$|\b(atend\w*|cobertura|atua\w*|abrang\w*|cheg\w*|vai|vao|vamos|levamos|leva|levam|viaj\w*|filia(l|is)|unidades?|sede|presentes?|presenca)\b.{0,40}\b(em|ate|a|para|pra|no|na|nos|nas)\s+$/;
const NAME_RUN = /(?<![\p{L}\d])\p{Lu}[\p{Ll}]+(?:\s+(?:d[aeo]s?\s+)?\p{Lu}[\p{Ll}]+)*/gu;

/** A place named where the company says it reaches, that no list of served places holds, or null. */
export function reachedName(raw: string): string | null {
  for (const m of raw.matchAll(NAME_RUN)) {
    if (m.index === 0 || NOT_A_NAME.has(fold(m[0].split(/\s+/)[0]!))) continue;
    if (REACH_BEFORE.test(fold(raw.slice(Math.max(0, m.index - 60), m.index)))) return m[0];
  }
  return null;
}
