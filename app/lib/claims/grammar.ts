// Portuguese grammar that says a sentence speaks as, or of, the business: first-person plural
// verbs ("instalamos", "fomos", "estaremos"), our pronouns and possessives ("nós", "a gente",
// "conosco", "nos procuram", "nosso técnico"), the company or its people as subject ("a equipe",
// "os técnicos"). Works on folded text (content/text.ts fold) except where capitals or accents
// matter ("nós" against "nos" = em + os). Every pattern is compiled once, at module load.

/** Words ending like a first-person plural verb that are not verbs. */
const NOT_VERBS = new Set(
  (
    "ramos gamos extremos supremos remos blasfemos primos ultimos minimos maximos proximos otimos " +
    "pessimos intimos legitimos anonimos sinonimos unanimos centimos decimos infimos mimos limos " +
    "racimos arrimos gomos tomos domos cromos autonomos economos agronomos astronomos"
  ).split(" "),
);

/**
 * Verbs "we" use as authors of a guide, not as a business ("como vimos", "recomendamos
 * lubrificar", "o que chamamos de fim de curso"): alone they do not make a sentence about it.
 */
const DIDACTIC = new Set(
  (
    "vimos veremos vejamos lembramos recomendamos sugerimos aconselhamos orientamos explicamos " +
    "explicaremos mostraremos destacamos consideramos chamamos falamos dizemos pensamos percebemos " +
    "notamos observamos sabemos conhecemos aprendemos estudamos listamos reunimos separamos entendemos reforcamos repetimos " +
    "comparamos analisamos resumimos usamos utilizamos imaginemos suponhamos digamos tenhamos " +
    "descrevemos abordamos mostramos ensinamos orientamos tratamos organizamos " +
    "apresentamos relacionamos detalhamos esclarecemos comentamos citamos"
  ).split(" "),
);

/** A guide's "we" handing the reader something: "damos dicas", "montamos um checklist", "ajudamos você a escolher". */
const GUIDE_OBJECT =
  /\b(damos|montamos|cobrimos|ajudamos|trazemos|preparamos|reunimos|separamos|fizemos|deixamos) (aqui |abaixo |a seguir |neste guia )?(algumas |alguns |as |os |um |uma |tambem )?(dicas|guia|lista|checklist|passo a passo|exemplos|resumo|tabela|cuidados|etapas|sinais|principais|perguntas|orientac\w*|informac\w*|criterios|pontos|topicos|voce a [a-z]+r)\b/;

/** "vamos" before these is a guide's "let us…", not the company going somewhere. */
const VAMOS_DIDACTIC =
  /\bvamos (ver|entender|explicar|conhecer|falar|mostrar|analisar|comparar|detalhar|resumir|listar|comecar|la|agora|entao|tratar|abordar|descobrir|passar|olhar|revisar|recapitular|lembrar|supor|imaginar|considerar|pensar|aprender|conferir|separar|por partes|a (um|uma|alguns|algumas)|aos?)\b/;
/** "podemos/devemos/precisamos" + a verb of saying or knowing: the guide's voice. */
const MODAL_DIDACTIC =
  /\b(podemos|devemos|precisamos|temos que|temos de) (dizer|afirmar|considerar|resumir|notar|perceber|observar|lembrar|destacar|citar|comparar|entender|concluir|imaginar|pensar|ver|separar|classificar|dividir)\b/;

const MODAL_BUSINESS =
  /\b(podemos|devemos|precisamos|conseguimos) (chegar|atender|instalar|ir|estar|oferecer|resolver|parcelar|dar|garantir|cobrar|visitar|buscar|trocar|consertar|entregar|fazer (o|a|seu|sua) (servico|instalac|orcamento|conserto|visita))\b/;

const WORD = /[a-z]+/g;
/** The author speaking of the text itself ("neste guia", "nosso objetivo neste texto"): a guide's "we". */
const GUIDE_VOICE =
  /\b(neste|nesta|deste|desta|este|esta|nesse|nessa) (guia|texto|artigo|pagina|secao|post|material)\b/;
const VERB_END = /^[a-z]+(amos|emos|imos|omos)$/;

/** First-person plural verbs of the business (not the guide's "we"). */
export function firstPersonVerbs(low: string): string[] {
  const out: string[] = [];
  if (GUIDE_VOICE.test(low)) return out;
  const didacticVamos = VAMOS_DIDACTIC.test(low);
  const didacticModal = MODAL_DIDACTIC.test(low);
  const guide = GUIDE_OBJECT.exec(low)?.[1];
  for (const w of low.match(WORD) ?? []) {
    if (w === guide) continue;
    if (!VERB_END.test(w) || NOT_VERBS.has(w) || w.endsWith("issimos") || DIDACTIC.has(w)) continue;
    if (w === "vamos" && didacticVamos) continue;
    if ((w === "temos" || w === "podemos") && didacticModal) continue;
    if (/^(podemos|devemos|precisamos|conseguimos)$/.test(w) && !MODAL_BUSINESS.test(low)) continue;
    out.push(w);
  }
  // "podemos/devemos/precisamos" count only before a business verb ("podemos chegar hoje").
  return out;
}

// "nós" with its accent (folded it is the contraction "nos" = em + os).
const NOS_RAW = /(?:^|[^\p{L}])[Nn]ós(?=[^\p{L}]|$)/u;
const OUR = /\b(nosso|nossa|nossos|nossas|conosco|a gente)\b/;
// The object pronoun "nos" before a verb: "nos procuram", "que nos indicou", "procure-nos".
const NOS_OBJECT =
  /\b(que|nao|ja|sempre|nunca|se|voce|voces|clientes|eles|elas|quem|todos|muitos|tambem|so|ainda|lhe)\s+nos\s+[a-z]+|\bnos\s+(procur|cham|lig|indic|recomend|escolh|contrat|confi|elog|agradec|avali|conhec|reconhec|escrev|mand|pergunt|ped|diz|visit|encontr|acion|consult|dao|deu|deram|deix|permit|torn|fez|fizeram|ajud|acompanh|orgulh|dedic|preocup|esforc|colocamos|tornamos|especializ|destac)\w*|\bnos (?!(homens|bens|trens|jovens|armazens|ordens|margens|imagens|viagens|garagens|engrenagens|passagens|vao|desvao|meses|anos)\b)[a-z]+(ou|aram|eram|iram|am|iam|ava|avam|eu)\b|-nos\b/;

/** The pronouns and possessives of "we": "nós", "a gente", "conosco", "nosso", "nos procuram". */
// "aqui"/"daqui"/"por aqui" as the company's place ("Aqui ninguém terceiriza"), not a guide's "here".
const HERE =
  /(?<!ate )\b(aqui|daqui|por aqui)\b(?!,? (neste|nesta|no (guia|texto|artigo)|abaixo|vamos|mostramos|explicamos|listamos|chamamos|dizemos|usamos|voce (vai|ve|encontra|aprende)|vale|cabe|fica a dica|vai (uma|um)|um (alerta|lembrete|aviso)|uma (dica|observacao|ressalva)))/;
const GUIDE_HERE =
  /\b(neste|nesta|deste|desta) (guia|texto|artigo|pagina|secao)|\baqui (vamos|mostramos|explicamos|listamos|voce (vai|ve|encontra|aprende))/;

export function ourWords(raw: string, low: string): boolean {
  if (GUIDE_VOICE.test(low)) return false;
  const our = OUR.test(low) && !GENERIC_GENTE.test(low) && !OUR_HOME.test(low);
  return our || NOS_RAW.test(raw) || NOS_OBJECT.test(low) || (HERE.test(low) && !GUIDE_HERE.test(low)) || ME.test(low);
}

// "a gente" as people at large, forgetting or noticing as anyone does ("A gente só lembra do portão
// quando ele para"): no business says that of itself.
const GENERIC_GENTE =
  /\ba gente (so |sempre |nunca |costuma |acaba |quase nunca |nem )?(esquec|lembr|percebe|repara|nota|deixa para depois|deixa pra depois|acha que|pensa que|sai de casa|chega em casa|chamava|chama de|fala)\w*/;
// A resident's "we": his building, home or neighbours ("No nosso prédio, cada morador…", "A gente
// aqui de casa…"), not the company.
const OUR_HOME =
  /\b(nosso|nossa) (predio|condominio|casa|rua|garagem|portao|apartamento|vizinho|vizinha|sindico|sindica|bloco|andar)\b|\ba gente aqui de casa\b/;
// The seller in the first person singular: a business verb of his ("atendo", "instalei", "comecei
// com meu pai", "em meia hora eu tô aí"), "comigo", "meu/minha" + his people, shop or vehicles.
// A customer says "meu portão", "meu vizinho": those are not his.
const ME =
  /\b(atendo|instalo|automatizo|cobro|parcelo|garanto|troco (o|a|os|as|seu|sua)|eu (conserto|mexo|cuido|chego|resolvo)|trabalho (desde|ha|sozinho|por conta)|mexo com|instalei|atendi|consertei|automatizei|comecei|fundei|aprendi o oficio|abri (a|minha|meu)|to ai|tô ai|estou ai|chego ai|vou ate (voce|sua|seu|ai)|perdi a conta|sou (o|a) (tecnico|instalador|dono|dona|unico|unica|mais|melhor)|tenho (a |o )?(nr|registro|curso|certificad\w*|cnpj|alvara|mei|equipe|van|carro|clientes|anos de)|nunca recebi|por minha conta|minha area|tanto quanto eu|meu nome e (conhecido|referencia|sinonimo)|meu trabalho e|eu nao faco como)\b|\bcomigo\b|\b(meu|minha|meus|minhas) (equipe|empresa|loja|oficina|ajudantes?|tecnicos?|funcionarios?|clientes?|vans?|carros?|socios?|servicos?|negocio|firma)\b/;

// The company or its people named as such: "a empresa", "a equipe", "os técnicos", "o pessoal".
const COMPANY =
  /(?:^|[^a-z])(?:(a|o|os|as|esta|essa|nesta|nessa|este|esse|neste|nesse|deste|desse|desta|dessa|na|da|pela|do|pelo|dos|pelos|aqui na) )?(empresa|loja|oficina|firma|equipe|equipes|pessoal|time|turma|galera|rapaziada|tecnicos|instaladores|funcionarios|colaboradores|atendentes?|montadores|eletricistas|profissionais da casa|organizacao|estrutura propria|dono|donos|proprietario|fundador|fundadores|socios|estabelecimento|proponente|contratada|caras|molecada|sede|showroom|escritorio|laboratorio|deposito|galpao|estoque|frota|carro da empresa)\b/g;
const NOT_THE_COMPANY =
  /^(um|uma|uns|umas|seu|sua|seus|suas|qualquer|outro|outra|outros|outras|algum|alguma|bom|boa|bons|boas|de)$/;

// "a casa" as the company ("gente da casa", "por conta da casa", "a casa trabalha só com…",
// "recomendam a casa"), not a house: the business's people, its account, a business verb after it.
const HOUSE =
  /\b(nome|marca|fama|historia) da casa\b|\b(desta|nesta|dessa|nessa) casa\b|^\W*(a|na) casa (nasceu|comecou|surgiu|cresceu|abriu)\b|\bpropri[oa]s? (dono|dona|donos|fundador|fundadores|socio|socios)\b|\b(gente|pessoal|equipe|tecnicos?|instalador(es)?|montador(es)?|eletricistas?|profissiona(l|is)|funcionarios?|conta|feito|feita) da casa\b|\bpela casa\b|^\W*(a|na) casa (trabalha|oferece|garante|mantem|atende|cobre|instala|cobra|usa|vende|so|nunca|sempre|nao)\b|\b(indica\w*|recomend\w*|reconhec\w*|apont\w*|escolh\w*|confi\w*|cham\w*) (a|na) casa (para|aos|as|como|em|quando)\b/;

/** The company or its people as the one spoken of (not "um técnico", "sua empresa", "outras empresas"). */
export function companyNamed(low: string): boolean {
  if (GUIDE_VOICE.test(low)) return false;
  if (HOUSE.test(low)) return true;
  for (const m of low.matchAll(COMPANY)) {
    const before = low.slice(0, m.index).trimEnd().split(" ").at(-1) ?? "";
    if (m[1] === undefined && NOT_THE_COMPANY.test(before)) continue;
    // "a empresa instaladora que você escolher", "a empresa contratada": any company, advice.
    const after = low.slice(m.index + m[0].length, m.index + m[0].length + 30);
    // "os técnicos devem usar luvas", "os técnicos costumam recomendar…": a duty or a habit of
    // anyone in the trade, not the company's claim.
    if (
      /^ (que voce|contratada|escolhida|certa|ideal|responsavel pela|instaladora que|de sua confianca|devem|deve|precisam|precisa|costuma|costumam|recomenda|recomendam|sugere|sugerem|aconselha|aconselham|orienta|orientam|alerta|alertam|explica|explicam|chama|chamam)\b/.test(
        after,
      )
    )
      continue;
    // Someone else's: "a equipe de manutenção do condomínio", "o dono do imóvel", "da loja" of
    // the reader's: a people or place word owned by another building, person or trade.
    if (OWNED_BY_OTHER.test(after)) continue;
    // "Os técnicos mais cuidadosos testam…": the most careful of any, a subset of the trade.
    if (m[1] !== undefined && /^(os|as)$/.test(m[1]) && /^ mais [a-z]+(os|as|es)\b/.test(after)) continue;
    // Any shop: one of a kind ("loja física", "loja virtual"), outside one ("fora da loja") or a
    // hypothetical one ("quando a loja se recusa…").
    if (m[2] === "loja" && (ANY_SHOP_AFTER.test(after) || ANY_SHOP_BEFORE.test(before))) continue;
    // Bare plurals are anyone's ("vantagens para técnicos"); "cada técnico" is the company's.
    if (m[1] === undefined && before !== "cada") continue;
    return true;
  }
  return false;
}

const ANY_SHOP_AFTER = /^ (fisica|virtual|online|on-line|de rua|de bairro)\b/;
const ANY_SHOP_BEFORE = /^(fora|dentro|quando|se|caso|toda|qualquer)$/;
const OWNED_BY_OTHER =
  /^ (de [a-z]+ )?d[oa]s? (condominio|predio|edificio|portaria|cliente|administradora|sindico|shopping|prefeitura|imovel|casa|terreno|apartamento|garagem|portao|carro|veiculo|vizinho|vizinhanca|comercio|galpao|fabrica|fabricante|concessionaria|seguradora|morador|inquilino|locatario)\b/;

// An imperative or second-person opening: advice to the reader ("Peça ao técnico…", "Verifique…");
// "para" only before an infinitive or the reader ("Para lubrificar…", "Para você…"): "Para
// lojistas, o serviço…" names whom the company's offer is for.
const IMPERATIVE =
  "peca|pergunte|exija|verifique|confira|desligue|ligue o|limpe|teste|ajuste|lubrifique|chame um|contrate|escolha|prefira|desconfie|evite|mantenha|observe|procure|use|faca|veja|diga|informe|anote|avise|explique|mostre|lembre|guarde|compare|descreva|fotografe|filme|meca|repare";
const ADVICE_START = new RegExp(
  `^((e|mas|entao|agora|depois|por fim|tambem) )?(${IMPERATIVE}|nunca|sempre|antes|depois|se voce|quando voce|voce|para ([a-z]+(ar|er|ir|or)|voce|o seu|a sua|seu|sua|nao|que|isso|tanto|evitar|garantir)\\b)\\b`,
);
// An imperative after an opening phrase: "Na hora do fechamento da loja, confira se…".
const ADVICE_AFTER_OPENING = new RegExp(
  `^[^,;:]{3,60}, (${IMPERATIVE}|desligue|teste|nao (deixe|passe|atravesse|force))\\b`,
);

/** The sentence opens as advice to the reader. */
export function adviceOpening(low: string): boolean {
  const t = low.trimStart();
  return ADVICE_START.test(t) || ADVICE_AFTER_OPENING.test(t);
}
