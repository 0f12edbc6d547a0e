// Rules for facts no seller field confirms, so a text the site did not get from the seller may
// never state them: ratings, reviews and testimonials, named people, addresses, phone numbers,
// superlatives, statistics about customers, places outside the served area.
import { fold } from "@content/text";
import { type Rule, has, remove } from "./rule-kit";
import { isolateWeakMap } from "~/lib/platform/isolate-cache";

// Cities and states a model names that the site does not serve (compared after the served
// places' own names are taken out, so "Vila Rio de Janeiro" stays a served neighbourhood).
const ELSEWHERE = [
  "rio de janeiro",
  "belo horizonte",
  "curitiba",
  "porto alegre",
  "brasilia",
  "salvador",
  "recife",
  "fortaleza",
  "manaus",
  "belem do para",
  "goiania",
  "florianopolis",
  "vitoria",
  "campinas",
  "santos",
  "sao vicente",
  "guaruja",
  "praia grande",
  "sorocaba",
  "jundiai",
  "ribeirao preto",
  "sao jose dos campos",
  "taubate",
  "piracicaba",
  "bauru",
  "londrina",
  "niteroi",
  "minas gerais",
  "parana",
  "santa catarina",
  "rio grande do sul",
  "bahia",
  "pernambuco",
  "goias",
  "interior de sao paulo",
  "interior paulista",
  "litoral",
  "baixada santista",
  "todo o brasil",
  "todo o pais",
  "todo o estado",
  "todo o territorio",
];

const AFTER_PREPOSITION = /(?:^|\s)(?:por|via|pelo|pela|com|no|na|em|de|do|da|ao|à)\s+$/i;
const BRANDS =
  /^(PPA|Garen|Rossi|Peccinin|Intelbras|Nice|Seg|Ucb|Motores|Ofertas|Obras|Manutenção|Kit|Google|WhatsApp)$/;

/** Words that may open a sentence in capitals without being anyone's name. */
const NOT_NAMES =
  /^(O|A|Os|As|Um|Uma|Se|Na|No|Em|Para|Com|Quando|Depois|Antes|Cada|Todo|Toda|Esse|Essa|Este|Esta|Isso|Isto|Ele|Ela|Eles|Elas|Você|Vocês|Nós|Nossa|Nosso|Sempre|Também|Por|Mas|Como|Qual|Quem|Onde|Então|Assim|Sem|Já|Nunca|Verifique|Confira|Desligue|Ligue|Limpe|Teste|Ajuste|Lubrifique|Chame|Peça|Veja|Faça|Use|Evite|Mantenha|Observe|Véi|Mano|Tipo|Cara|Mermão|Parceiro|Chefe|Bah|Oxe|Uai|Gente|Pessoal)$/;

// Words before a person's name; "Sr." and "Dr." with their dot.
const HONORIFICS = [
  "seu",
  "dona",
  "sr\\.?",
  "sra\\.?",
  "senhor",
  "senhora",
  "doutor",
  "doutora",
  "dr\\.?",
  "dra\\.?",
  "cliente",
  "técnico",
  "técnica",
  "instalador",
  "instaladora",
  "síndico",
  "síndica",
  "morador",
  "moradora",
  "proprietário",
  "proprietária",
  "engenheiro",
  "engenheira",
  "eletricista",
  "gerente",
  "vizinho",
  "vizinha",
];

export const rating: Rule = (s) =>
  has(
    s,
    /\bnotas?\s+(\d|maxima|dez|cinco|quatro|alta|altissima|excelente|media)|\bnota\s+[\d,]+|\b(\d|uma|duas|tres|quatro|cinco)\s+estrelas\b|\bestrelas\b.{0,30}\b(google|avaliac)|\bavaliac(ao|oes) (positiv|otim|excelen|no google|dos clientes|de clientes|de quem)|\b(\d+|[a-z]+as) avaliac|\bavaliad[oa]s?\s+(com nota|com \d|com (cinco|quatro) estrelas|por (nossos |os )?clientes|pelos clientes|no google|em \d|como (a |o )?melhor)|\bbem avaliad|\bno reclame aqui\b|\breclame aqui\b|\bclassificac(ao|oes)\s+(no|de)\s+google|\b[45],\d\s+(no|de|estrelas|pontos)\b/,
  )
    ? remove(
        "avaliação",
        "nota ou avaliação que você não cadastrou: o site só mostra os depoimentos que você confirmou",
      )
    : null;

export const testimonial: Rule = (s) =>
  has(
    s,
    /\bdepoimentos?\b|\b(nossos|os|muitos|varios) clientes\s+(dizem|falam|elogiam|aprovam|recomendam|contam|relatam|adoram|destacam|afirmam|comentam|sempre)|\bclientes? satisfeit|\bsatisfac(ao|oes) (garantida|total|de \d)|\bsegundo (o|a|um|uma|nossos?) (cliente|morador|sindic)|\b(conta|contou|relata|relatou|elogiou|disse|afirmou|comentou) que\b.{0,80}\b(atendimento|equipe|servico|tecnico|instalac)|\b(cliente|moradora?|sindic[oa]) (do|da|de) [a-z ]+,? (conta|contou|disse|afirmou|relata|relatou|elogiou|aprovou)|[“"].{8,}[”"]\s*,?\s*(diz|disse|conta|contou|afirma|relata)|\b(diz|disse|conta|contou|afirma|afirmou|relata|relatou|comenta|comentou|garante|garantiu)\s+(o|a|um|uma|nosso|nossa)\s+(cliente|moradora?|sindic[oa]|proprietari[oa])|\bquem (ja )?(instalou|contratou|comprou|fechou|chamou)\b.{0,40}\b(aprov|elogi|recomend|gost|adorou)/,
  )
    ? remove("depoimento", "depoimento ou opinião de cliente que você não cadastrou")
    : null;

// Honorifics and roles before a capitalized name: "seu João", "dona Maria", "o técnico Carlos".
const NAMED = new RegExp(
  `(?:^|[^\\p{L}])((?:${HONORIFICS.map((h) => `[${h[0]!.toUpperCase()}${h[0]}]${h.slice(1)}`).join("|")})\\s+([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]+))`,
  "gu",
);

// An abstract noun opening a maxim is no speaker: "Experiência conta", "Prevenção garante". Only
// endings no first name has ("Lúcia", "Laura", "Tereza" end in -ia, -ura, -eza: those stay names).
const ABSTRACT_NOUN = /(ência|ança|ção|dade|agem|mento|ismo)$/u;

export const person: Rule = (s, f) => {
  // Honorifics and roles before a capitalized name: "seu João", "dona Maria", "o técnico Carlos".
  for (const m of s.raw.matchAll(NAMED)) {
    const name = m[2]!;
    if (!BRANDS.test(name) && !/^(Express|Final|Premium)$/.test(name))
      return remove("pessoa", `cita uma pessoa (${m[1]}) que você não cadastrou`);
  }
  // A capitalized name that speaks: "Cláudia conta que…", "a Cláudia, do Tatuapé, disse…".
  const speaks =
    /(?:^|[\s,(])([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]{2,})(?:,\s+(?:d[oae]s?|em|na|no)\s+[^,]{2,40},)?\s+(conta|contou|diz|disse|relata|relatou|afirma|afirmou|elogia|elogiou|comenta|comentou|recomenda|recomendou|aprovou|ficou|adorou|indicou|garante|garantiu|lembra|lembrou)\b/gu;
  for (const m of s.raw.matchAll(speaks)) {
    const name = m[1]!;
    // After a preposition a name is a means or a place, not a speaker ("o pagamento por Pix ficou…").
    if (AFTER_PREPOSITION.test(s.raw.slice(0, s.raw.indexOf(name, m.index)))) continue;
    if (!NOT_NAMES.test(name) && !BRANDS.test(name) && !ABSTRACT_NOUN.test(name))
      return remove("pessoa", `atribui uma fala a uma pessoa (${name}) que você não cadastrou`);
  }
  // An appositive: "o Roberto, nosso técnico", "a Paula, cliente da Mooca".
  const appositive =
    /\b([A-ZÁÉÍÓÚÂÊÔÃÕÇ][a-záéíóúâêôãõç]{2,}),\s+(nosso|nossa|um|uma)?\s*(cliente|moradora?|síndic[oa]|técnic[oa]|instalador|vizinh[oa])\b/u.exec(
      s.raw,
    );
  if (
    appositive &&
    !NOT_NAMES.test(appositive[1]!) &&
    !BRANDS.test(appositive[1]!) &&
    !f.servedPlaces.includes(appositive[1]!)
  )
    return remove("pessoa", `cita uma pessoa (${appositive[1]}) que você não cadastrou`);
  return null;
};

export const address: Rule = (s) =>
  /\b(Rua|R\.|Avenida|Av\.|Alameda|Al\.|Travessa|Estrada|Rodovia|Praça|Largo)\s+((da|do|de|das|dos)\s+)?[A-ZÁÉÍÓÚÂÊÔÃÕÇ0-9]/u.test(
    s.raw,
  ) || has(s, /\bcep\s*\d|\b\d{5}-?\d{3}\b|\bn[ºo°]\s*\d+|\bnumero \d+\b.{0,20}\b(rua|avenida)/)
    ? remove("endereço", "endereço ou rua que não vem dos seus dados")
    : null;

export const phone: Rule = (s) =>
  /\(?\b\d{2}\)?\s?9?\d{4}[-\s.]?\d{4}\b|\b0800[\s-]?\d{3}[\s-]?\d{4}\b|\+55/.test(s.raw)
    ? remove("telefone", "telefone escrito no texto: o site mostra o seu número pelos seus dados")
    : null;

export const superlative: Rule = (s) =>
  has(
    s,
    /\bsomos\s+(a|o|os|as)\s+(melhor(es)?|unic[oa]s?|primeir[oa]s?|maior(es)?|mais)\b|\b(e|ser|seja)\s+(a|o)\s+(melhor|unic[oa]|primeir[oa]|maior)\s+(empresa|loja|instaladora|equipe)|\b(a|o|os|as)\s+melhor(es)?\s+(empresa|atendimento|preco|servico|equipe|tecnic|instalador|custo|qualidade|opcao da|da regiao|do bairro|da cidade|de sao paulo|do mercado|do brasil|de sp)|\bmelhor(es)? (empresa|preco|atendimento|custo-beneficio|custo beneficio|servico) (da|do|de)\b|\b(lider|lideres)\b|\b(somos|e|ser|sao|o|a|os|as|empresa) (o |a )?(numero 1|n[ºo°] ?1)\b|\b(numero 1|n[ºo°] ?1) (em|no|na|do|da|de|entre)\b|\b(somos|e|uma|a) referencia\b(?! para)|\breferencia (em|no|na) (automac|portoes|motores|regiao|mercado|bairro|cidade|zona|sao paulo)|\b(a|o) unic[ao] (empresa|loja|equipe|instaladora|que)\b|\b(a|o) primeir[ao] (empresa|loja|instaladora) |\bmais (barat[oa]s?|rapid[oa]s?|confiavel|confiaveis|procurad[oa]s?|recomendad[oa]s?|experientes?|tradicional) (da|do|de|em)\b(?! que (as?|os?) de\b)|\bmenor(es)? prec|\bprecos? mais baix|\bimbativ|\bsem concorrentes|\bninguem (faz|oferece|cobra)/,
  )
    ? remove("superlativo", "superlativo que não se pode provar (o melhor, o único, o primeiro, líder)")
    : null;

export const statistic: Rule = (s) =>
  has(
    s,
    /\d+(,\d+)?\s?%\s+(dos|das|de)\s+(nossos\s+)?(clientes|atendimentos|servicos|chamados|instalac|problemas resolvidos|casos)|\d+(,\d+)?\s?%\s+de\s+(satisfac|aprovac|acerto|sucesso)|(satisfac|aprovac)\w*\s+de\s+\d/,
  )
    ? remove("estatística", "número sobre clientes ou resultados que não vem dos seus dados")
    : null;

/** The confirmed values of a kind as days (warranties), to compare a stated term with. */
// Folded and sorted once per list of served places (the list is a module constant in use).
const foldedPlaces = isolateWeakMap<readonly string[], string[]>({
  name: "claims/invented-rules folded place names",
  key: "the served places' list (content/locations)",
  invalidatedBy: "a new list object (a new isolate)",
});
const ELSEWHERE_RE = ELSEWHERE.map((p) => [p, new RegExp(`\\b${p}\\b`)] as const);
// One pass first: most sentences name none of them.
const ANY_ELSEWHERE = new RegExp(`\\b(${ELSEWHERE.join("|")})\\b`);

const CLIMATE = /\b(maresia|salinidade|umidade|umid[oa]s?|corro\w*|ferrugem|oxid\w*|clima|salitre)\b/;
const REACH = /\b(atend\w*|vamos|vai|vao|cheg\w*|rota|instal\w*|cobr\w*|atua\w*|levamos|servimos|tecnicos?|equipe)\b/;

export const elsewhere: Rule = (s, f) => {
  let names = foldedPlaces.get(f.servedPlaces);
  if (!names) {
    names = f.servedPlaces.map(fold).sort((a, b) => b.length - a.length);
    foldedPlaces.set(f.servedPlaces, names);
  }
  if (!ANY_ELSEWHERE.test(s.low)) return null;
  // Where the motors are made ("a fábrica da PPA, em Garça"): the maker's place, not one the company serves.
  if (/\bfabric(a|ante|ado|ados|am)\b/.test(s.low)) return null;
  // The coast or a city named for its climate in advice ("como o litoral, a maresia corrói…"),
  // with no one going there: a fact about gates, not a place the company serves.
  if (CLIMATE.test(s.low) && !REACH.test(s.low)) return null;
  let low = s.low;
  // Served names first, longest first, so a served "Vila Rio de Janeiro" is not "Rio de Janeiro".
  for (const name of names) low = low.split(name).join(" ");
  const place = ELSEWHERE_RE.find(([, re]) => re.test(low))?.[0];
  return place ? remove("lugar fora da área", `cita um lugar que você não atende (${place})`) : null;
};
