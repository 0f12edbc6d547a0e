// Who a sentence is about: THIS business, or the trade in general. A guide speaks of the market
// ("muitos prestadores aceitam Pix"), of anyone in it ("um bom instalador…", "quem anuncia 24
// horas deveria…", "empresas novas também podem…"), of the customer, the síndico or the law — and
// those sentences state nothing about the company even when they name prices, hours or ratings.
// A sentence is bound to this business by a deictic ("esta equipe", "a loja", "da casa", "este
// site", "daqui", "esse pessoal") or, with no verb at all, by being a headline on a business topic
// ("Plantão no fim de semana.", "Presente em Guarulhos e Osasco."). Classes of grammar, not wordings.
// Read on folded text (`low`) and the raw text (accents tell "é" from "e").
import { fold } from "@content/text";

// A deictic that points at the company: "esta empresa", "nesta equipe", "a loja" (not a shop as a
// place: "o fechamento da loja", "a porta da loja" are anyone's), "esse pessoal", "os técnicos da
// casa" (not its cars: "a altura dos veículos da casa" is the household's),
// "quem chamar por este site", "o técnico que vai até você".
const DEICTIC =
  /\b(est[ae]s?|ess[ae]s?|nest[ae]|ness[ae]|dest[ae]|dess[ae]|por est[ae]|por ess[ae]) (empresa|loja|equipe|casa|firma|oficina|site|pagina|time|pessoal|turma|galera|prestadora|instaladora)\b|(?<!(?:fechamento|abertura|porta|portas|portao|fachada|frente|entrada|vitrine|calcada|estacionamento|garagem|deposito|fora|dentro|quando|se|caso))(?:^|[^a-z])(a|na|da|pela|à) loja\b(?! (de|do|da|que voce|fisica|virtual|online|on-line)\b)|\b(vans?|estrelas|avaliac\w*|nome|fundador|dono|politica|garantia|clientes?|tecnicos?|tecnico-chefe|instaladore?s?|funcionarios?|atendentes?|profissionais|montadores?|eletricistas?|servicos?|atendimento|motoristas?) da casa\b|\bque a casa\b|\bo tecnico que (vai|vem|chega) ate voce\b|\bpessoal (daqui|da loja)\b|\b(indica\w*|recomend\w*|encaminh\w*|confi\w*) (para )?(a|na) casa\b|\bmaos da casa\b|\b(tod[oa]s? )?(qualquer|cada) (bairro|cidade|regiao|area|endereco|local|municipio|condominio) atendid[oa]\b|\bd[ao] equipe\b|\bcom a equipe\b(?! d[aeo]s?\b)/;

// The subject is anyone in the trade: a quantifier or bare plural of the trade's people or things,
// "quem + verbo", an indefinite "um bom instalador", the customer, the consumer, the síndico.
// The market's players and its signs (not the company's own people, customers or products).
// The company's own work in the plural ("Orçamentos saem no mesmo dia", "Visitas técnicas são
// gratuitas") is its own, as "o atendimento" is: of the market only when hedged ("costumam").
const OWN_WORK =
  "orçamentos|visitas|instalações|serviços|atendimentos|consertos|reparos|chamados|entregas|pedidos|manutenções|revisões|trocas|retornos";
// The same folded, as GENERIC_OPEN reads it: "a maioria dos pedidos chega por indicação" is its own.
const OWN_WORK_LOW = fold(OWN_WORK);
const TRADE_NOUN =
  "empresas|prestadores|prestadoras|instaladores|instaladoras|lojas|oficinas|marcas|fabricantes|anuncios|anunciantes|promocoes|cupons|avaliacoes|garantias|selos|certificacoes|serralherias|sites";
const TRADE_ONE =
  "empresa|prestador|prestadora|instalador|instaladora|loja|oficina|tecnico|profissional|anuncio|veiculo|van|carro|avaliacao|garantia|selo|site|compra";
const GENERIC_OPEN = new RegExp(
  `^\\W*(?:hoje em dia |hoje |atualmente )?(?:(?:em|nas|entre) (?:muit[oa]s|algumas|alguns|varias|varios|boa parte d[ao]s|a maioria d[ao]s) [a-z]{3,}s\\b|(?:[^,]{2,60}, ){0,2}(?:(?:muit[oa]s|alguns|algumas|varios|varias|certos|certas|poucos|poucas|outros|outras|nem tod[oa]s (?:[oa]s )?|a maioria d[aoe]s|boa parte d[aoe]s|grande parte d[aoe]s) (?!(?:d[aoe]s|vezes|anos|meses|dias|horas|semanas|decadas|minutos|${OWN_WORK_LOW})\\b)[a-z]{3,}s\\b|(?:${TRADE_NOUN})\\b|(?:um|uma|qualquer|nem todo|nem toda) (?:bom |boa |)(?:${TRADE_ONE})\\b|(?:todo|toda) (?:empreendedor|empresario|dono de (?:empresa|loja|oficina))\\b|(?:a|o) [a-z]{4,} de (?:um|uma|qualquer) (?:bom |boa |)(?:${TRADE_ONE})\\b))`,
);
// "Quem anuncia…", "o cliente…": anyone, when what is said of him is a norm ("deveria", "espera que").
const ANYONE_OPEN =
  /^\W*(?:hoje em dia |hoje |atualmente )?(?:quem|[oa] (?:cliente|consumidor|sindico|morador|comprador))\b/;
const NORM =
  /(?<!(?:quando|se) )\b(deveria|deveriam|deve|devem|precisa|precisam|tem que|tem o direito|espera que|merece|merecem|cabe)\b/;
// What anyone gets by a bad choice ("Quem contrata pelo menor preço acaba pagando duas vezes"):
// a warning, never what the company's customers get.
const BAD_OUTCOME =
  /\b(acaba|acabam) (pagando|gastando|trocando|perdendo|chamando outr)|\bsai(em)? perdendo\b|\bpaga(m)? (duas vezes|dobrado)\b|\bse arrepende\w*|\b(esta|estao) (exagerando|mentindo|enganando)\b|\b(exagera|exageram|mente|mentem)\b|\bpode estar (usando|escondendo|cobrando|enganando)\b/;
// Customers, síndicos, residents in general and what they usually do ("Clientes de condomínio costumam…").
const PEOPLE_HABIT =
  /^\W*(?:clientes|consumidores|sindicos|moradores|compradores|donos|proprietarios|comerciantes|lojistas|familias)\b[^,]{0,40}\b(costuma\w*|geralmente|normalmente|em geral|tende\w*|preferem|gostam de|evitam|optam por|deixam para)\b/;
// Trade-wide or normative wording anywhere: "as empresas do ramo", "o mercado", "a lei", "exigido".
const TRADE_WIDE =
  /^\W*(quase )?(todo|toda|qualquer) (cidade|bairro|regiao|rua)( [a-z]+)? (tem|possui|conta com|ja tem)\b|\b(chegaram|chegou|surgiram|surgiu|apareceram|apareceu|se popularizaram|se popularizou) (ao|no) (brasil|mercado|pais)\b|^\W*(nos ultimos (anos|tempos|meses)|na ultima decada|de uns anos para ca|com o tempo|hoje em dia|atualmente),? (?![^.]*\b(equipe|empresa|loja|frota|time|turma|tecnicos|clientes|pessoal)\b)[^.]{0,60}\b(ficaram|ficou|cairam|caiu|subiram|subiu|mudaram|mudou|evoluiram|evoluiu|baratearam|barateou|encareceram|encareceu|melhoraram|melhorou|cresceram|cresceu|aumentaram|aumentou|diminuiram|diminuiu|viraram|virou)\b|\ba concorrencia entre (as |os )?(empresas|instaladoras|instaladores|lojas|marcas|fabricantes|prestadores|oficinas)\b|\bsegundo (o|a) (propri[oa] )?(marca|fabricante)\b|\be (uma|a) (fabricante|industria)\b|\b(permite|permitem|exige|exigem|obriga|obrigam|determina|determinam) que (a|o|as|os) (empresa|empresas|prestador\w*|loja|lojas|instalador\w*)\b|\bfora d[oa] (loja|estabelecimento|comercio)\b|\bdireito de arrependimento\b|\bvaria(m)? (muito |bastante |demais )?(entre (as |os )?|de uma |de um )(empresas|prestador\w*|lojas?|instalador\w*|marcas?|tecnicos|oficinas?|profissionais|regioes|outr[ao])\b|\b[oa]s (empresas|instaladoras|lojas|oficinas) do (ramo|setor|mercado)\b|\bd[ao]s? (transportadoras?|correios|aplicativos? de entrega|lojas online)\b|\bcobranca indevida\b|\b(qualquer empresa|qualquer instalador|qualquer prestador|qualquer profissional|qualquer tecnico|codigo de defesa|cdc|por lei|exigid[oa]s?|obrigatori[oa]s?|credenciamento|abnt|inmetro|de fabrica do motor)\b/;
// A question about anyone ("Quantas estrelas um instalador precisa ter?").
const QUESTION_GENERIC = new RegExp(
  `\\b(um|uma|qualquer) (bom |boa )?(${TRADE_ONE})\\b|\\ba empresa (escolhida|que voce)\\b`,
);
// Impersonal advice: "vale ver se…", "pode ser necessária…", "depende de…".
const IMPERSONAL =
  /^\W*(?:[a-z ,]{0,40}, )?(vale (a pena |[a-z]+(ar|er|ir)\b)|pode ser necessari|depende d|e preciso|convem|cabe ao)|^\W*(leia|pergunte|compare|desconfie|exija|confira|verifique|pesquise)\b|^\W*(nunca|jamais|nao) (faca|pague|compre|aceite|passe|envie|deposite|transfira|contrate|assine)\b|^\W*(em|no|na|nos|nas|para) [^,]{2,40}, (prefira|evite|desconfie|compare|exija|pergunte|confira|guarde)\b|^\W*ao [a-z]+(ar|er|ir)\b[^,]{0,60}, (confira|verifique|cheque|exija|peca|guarde|veja|pergunte|desconfie)\b|^\W*(se|caso|quando|antes de|depois de|assim que) [^,]{3,80}, (peca|pergunte|exija|desconfie|compare|confira|confirme|cheque|verifique|leia|veja|procure|prefira|evite|registre|anote|guarde|reclame|avise|fotografe|recuse|denuncie|solicite|feche|use|destrave|desligue|tenha|mantenha)\b/;

// A finite verb: irregular forms (raw, with accents) or a regular ending (folded).
const FINITE_RAW =
  /(?:^|[^\p{L}])(é|são|foi|foram|era|eram|será|serão|está|estão|estava|há|havia|tem|têm|tinha|vai|vão|vem|vêm|pode|podem|deve|devem|precisa|precisam|faz|fazem|fez|dá|dão|deu|diz|dizem|fica|ficam|sabe|quer|vale|valem|cobre|cobra|atende|instala|oferece|aceita|garante|responde|ajuda|custa|dura|exige|depende|funciona|serve|inclui|chega|leva|usa|trabalha|vende|merece|existe|costuma|conta|viu|teve|testa|mostra|explica|verifica|avisa|aplica|aparece|aparecem|limpa|ensina|orienta|dificilmente|evita|poupa|desliga|protege|reduz|aumenta|impede|fecha|abre|aciona|detecta|reconhece|economiza|dispensa|melhora|prolonga|encurta|facilita|dificulta|divide|decide|escolhe|compara|esquece|mantém|contém|substitui|desgasta|esquenta|superaquece|queima|emperra|vibra|merece|acompanha|renova|troca|contrata|paga|escolhe|compra|prefere|exigem|corrigem|dirigem|surgem|embute|embutem|permite|permitem|constrói|cresceu|mudou|evoluiu|virou|varia|pesa|importa|pede|orienta|dificulta|facilita|complica|cuida|resolve|recebe|atua|possui|traz|basta|confere|sobe|falam|fala)(?=[^\p{L}]|$)/u;
const VERB_END = /\b[a-z]{2,}(am|em|aram|eram|iram|ou|iu)\b/g;
const NOT_VERB =
  /(agem|igem|ugem|rdem)$|^(tambem|alem|porem|alguem|ninguem|quem|nem|bem|sem|item|homem|ordem|nuvem|garagem|sou|vou|estou|dou|tao|mao)$/;

/** The sentence has a finite verb (a headline fragment has none: "Plantão no fim de semana."). */
export function hasFiniteVerb(raw: string, low: string): boolean {
  if (FINITE_RAW.test(raw.toLowerCase())) return true;
  for (const m of low.matchAll(VERB_END)) if (!NOT_VERB.test(m[0])) return true;
  return false;
}

// The company as the subject left unsaid: a sentence that opens on what a business receives or
// belongs to ("Recebeu menção honrosa…", "Faz parte da rede…", "Foi eleita…"), or on each of its
// jobs and what comes with it ("Cada instalação é entregue com laudo…", "Toda garantia sai por
// escrito…"). A duty ("toda instalação deve…") is the trade's rule, not the company's practice.
const ELIDED =
  /^\W*(recebeu|ganhou|conquistou|obteve|venceu|(faz parte|participa|e membro|e associad[oa]) d[aoe]s? (rede|associacao|grupo|programa|cadastro|quadro|lista|selecao|sindicato|camara|federacao|cooperativa|clube|conselho|time)|integra a (rede|associacao|lista)|foi (eleit|premiad|escolhid|reconhecid|homenagead|certificad|homologad|credenciad)\w*)\b|^\W*(cada|toda|todo) (instalacao|garantia|servico|visita|conserto|manutencao|orcamento|obra|troca|reparo|chamado|atendimento|motor instalado|portao instalado)\b(?![^,.]{0,40}\b(deve|devem|precisa|precisam|exige|exigem|requer|pede|tem que|merece)\b)[^,.]{0,30}?\b(e entregue|e feit[oa]|sai|vem|segue|acompanha|inclui|leva|ganha|recebe|tem|conta com|passa por)\b/;

/** The company is the subject left unsaid ("Recebeu menção honrosa…", "Cada instalação é entregue com…"). */
export function elidedCompany(low: string): boolean {
  return ELIDED.test(low);
}

/** A deictic binds the sentence to this business ("esta equipe", "a loja", "os carros da casa"). */
export function pointsAtBusiness(low: string): boolean {
  return DEICTIC.test(low);
}

// A subject of its own that is not this business, and a fact stated of THAT subject: a bare plural
// before its plural verb ("Descontos à vista são comuns", "Engrenagens de nylon se desgastam"), an
// indefinite ("Uma nota alta com poucas avaliações diz pouco"), an infinitive ("Parcelar no cartão
// é comum"), a list of bare nouns ("Pix, boleto e cartão são…"), "há empresas que…", what is common
// in the market, the consumer after an opening clause, or a named third party (a platform, the
// maker, the law). Bound back to the company by "aqui", "a empresa" (its name), a deictic or first
// person (claims-check.ts). Read on the raw text lowered (accents tell "é" from "e").
const LEAD =
  "(?:(?:em geral|hoje em dia|hoje|atualmente|no mercado|no setor|no brasil|na prática|normalmente|geralmente|muitas vezes|[^,]{2,50}),\\s)?";
const NOT_NOUN =
  "o|a|os|as|um|uma|uns|umas|se|quando|para|como|em|na|no|nas|nos|com|sem|por|pelo|pela|mais|menos|muito|sempre|nunca|so|só|tambem|também|todos|todas|cada|isso|isto|esse|essa|este|esta|nosso|nossa|nossos|nossas|seu|sua|seus|suas|quem|que|voce|você|voces|vocês|ha|há|mas|depois|antes|alguns|algumas|vamos|somos|temos|estamos|fazemos|atendemos|instalamos|clientes|moradores|condominios|condomínios|mais";
const PLURAL_VERB =
  "(?:são|estão|ficam|podem ser (?:conferid|consultad|verificad|checad|confirmad)[oa]s|costumam|tendem|podem (?:variar|custar|levar|durar|chegar a|ficar|sair|vir)|precisam|devem|variam|dependem|custam|duram|exigem|aceitam|oferecem|cobram|trabalham|funcionam|dizem|valem|saem|aparecem|levam|mostram|indicam|garantem|servem|se [a-zà-ú]+(?:am|em)|(?:[a-zà-ú]+mente|às vezes|quase sempre|nem sempre|muitas vezes) [a-zà-ú]{3,}(?:am|em))";
const HEDGED_VERB = "(?:costumam|tendem|podem (?:variar|custar|levar|durar|chegar a|ficar|sair)|variam|dependem)";
const BARE_PLURAL = new RegExp(
  `^\\W*${LEAD}(?!(?:${NOT_NOUN})(?![a-zà-ú]))(?![a-zà-ú]*mos(?![a-zà-ú]))(?<head>[a-zà-ú]{3,}s)(?: (?!(?:${NOT_NOUN.replace("|clientes|moradores|condominios|condomínios|mais", "")})(?![a-zà-ú]))[a-zà-ú-]+| (?:de|com|e|sem|nem|em|pelos|pelas) [a-zà-ú]+){0,5}(?:, como [^,]{2,30},)? (?:(?:nem sempre|raramente|quase nunca) )?(?<verb>${PLURAL_VERB})(?= )`,
);
// The same with any plural verb of the present ("Motoboys de aplicativo entregam…", "Concursos de
// design premiam…", "Estornos no cartão de crédito podem levar…"), the subject's complements
// opened by any preposition: only when the subject is none of the company's own people, vehicles,
// customers or work, which a business's copy names bare ("Técnicos certificados atendem…").
const BARE_PLURAL_ANY = new RegExp(
  `^\\W*${LEAD}(?!(?:${NOT_NOUN})(?![a-zà-ú]))(?![a-zà-ú]*mos(?![a-zà-ú]))(?<head>[a-zà-ú]{3,}s)(?: (?!(?:${NOT_NOUN.replace("|clientes|moradores|condominios|condomínios|mais", "")})(?![a-zà-ú]))[a-zà-ú-]+| (?:de|do|da|dos|das|com|sem|nem|em|no|na|nos|nas|por|pelo|pela|pelos|pelas|para|entre|sobre) [a-zà-ú]+){0,6} (?:(?:nem sempre|raramente|quase nunca|também|ainda|já) )?(?<verb>(?!podem(?![a-zà-ú]))[a-zà-ú]{3,}(?<!(?:ar|er|ir|or)am)(?:am|em|êm)|podem (?!ser )[a-zà-ú]+(?:ar|er|ir))(?= )`,
);
// Things the company sells: theirs as a subject, unless the company acts on them (COMPANY_ACT).
const PRODUCT_HEAD = /^(?:portões|portoes|motores|kits|controles|peças|pecas)$/;
const COMPANY_HEAD =
  /^(?:técnicos|tecnicos|instaladores|profissionais|atendentes|montadores|eletricistas|funcionários|funcionarios|colaboradores|equipes|vans|carros|veículos|veiculos|motos|caminhões|caminhoes|parceiros|parceiras|serralherias|clientes|condomínios|condominios|síndicos|sindicos|moradores|famílias|familias|preços|precos|valores|descontos|garantias|pagamentos|parcelas|horários|horarios|plantões|plantoes|chamados|atendimentos|nossos|nossas|todos|todas|quantos|quantas|dois|duas|três|tres|quatro|cinco|seis|sete|oito|nove|dez|centenas|dezenas|milhares|décadas|decadas|anos|meses|vários|varios|várias|varias|diversos|diversas)$/;
const OWN_HEAD = new RegExp(`^(?:${OWN_WORK})$`);
const HEDGED = new RegExp(`^${HEDGED_VERB}$`);

// A term granted with the thing ("Placas substituídas ficam com garantia de seis meses"): the
// company's term, as "têm desconto" is, unless hedged ("costumam ter garantia de…").
const GRANTED_TERM = /(?<![a-zà-ú])(?:garantia|desconto|abatimento|carência) de (?!fábrica|f[aá]brica)/;

/** A bare plural subject and its verb, unless it is the company's own work or term stated without a hedge. */
function barePlural(r: string): boolean {
  const m = BARE_PLURAL.exec(r);
  if (!m?.groups) {
    const any = BARE_PLURAL_ANY.exec(r);
    // A list ("Idosos e professores pagam…", "Duas picapes e três motos cobrem…") is the company's own.
    return (
      !!any?.groups &&
      !(PRODUCT_HEAD.test(any.groups.head ?? "") && COMPANY_ACT.test(r)) &&
      !/ e /.test(any[0]) &&
      !COMPANY_HEAD.test(any.groups.head ?? "") &&
      !OWN_HEAD.test(any.groups.head ?? "") &&
      !GRANTED_TERM.test(r)
    );
  }
  if (HEDGED.test(m.groups.verb ?? "")) return true;
  return !OWN_HEAD.test(m.groups.head ?? "") && !GRANTED_TERM.test(r);
}
const INDEFINITE = new RegExp(
  `^\\W*${LEAD}(?:um|uma) (?!das?(?![a-zà-ú])|dos?(?![a-zà-ú])|(?:equipe|frota|time|turma|estrutura)(?![a-zà-ú]))[a-zà-ú]{3,}(?![a-zà-ú])[^,.;]{0,60}? (?:é|diz|dá|faz|vale|pode (?:variar|custar|levar|durar|chegar a|ficar|sair)|costuma|tende|depende|fica|custa|dura|cobre|exige|garante|esconde|permite|pode vir|pode esconder|indica|mostra|significa|revela|sugere|atrai|ajuda|evita|não)(?![a-zà-ú])`,
);
const INFINITIVE =
  /^\W*[a-zà-ú]{1,}(?:ar|er|ir)(?![a-zà-ú])[^,]{0,70}? (?:é|costuma|pode|vale|exige|depende|tende|virou|ajuda|evita|reduz|aumenta|protege|encarece|barateia|compensa|mostra)(?![a-zà-ú])/;
const NOUN_LIST =
  /^\W*[a-zà-ú]+(?: [a-zà-ú]+)?(?:, [a-zà-ú]+(?: [a-zà-ú]+)?)+ e [a-zà-ú]+(?: [a-zà-ú]+)? (?:são|costumam|podem|têm)(?![a-zà-ú])/;
// Two named third parties ("Reclame Aqui e Procon são…"): proper names, read on the raw text.
const NAMED_PAIR =
  /^\W*\p{Lu}\p{L}+(?: \p{Lu}\p{L}+)? e \p{Lu}\p{L}+(?: \p{Lu}\p{L}+)? (?:são|costumam|podem|têm)(?!\p{L})/u;
const THERE_ARE = new RegExp(
  `^\\W*${LEAD}(?:há|existem) (?:${TRADE_NOUN}|tecnicos|técnicos|profissionais|clientes|consumidores|quem)(?![a-zà-ú])`,
);
const COMMON =
  /(?<![a-zà-ú])(?:é|são|foi|foram|era|eram|fica|ficam|ficou|ficaram|se tornou|se tornaram|virou|viraram) (?:[a-zà-ú]+ ){0,5}?(?:mais |muito |bem |bastante |pouco )?(?:comu(?:m|ns)|frequentes?|raros?|habituais?|populares?|regra|praxe|padrão|normal|normais)(?![a-zà-ú])/;
const THIRD_PARTY =
  /^\W*(?:[^,]{2,80}, ){0,2}(?:o|a) (?:consumidor|sindico|síndico|síndica|fabricante|mercado|setor|lei|norma|condomínio|administradora|administração|portaria|zelador|porteiro|garagem|assembleia|cota condominial|convenção do condomínio|câmara municipal|câmara|prefeitura|associação comercial|associação|transportadora|regulamento|regimento|convenção|estatuto|código|procon|google|reclameaqui|cdc|código de defesa|inmetro|abnt|lgpd|comércio|garantia (?:legal|de fábrica)|nota fiscal|parcelamento|pix|boleto|selo|avaliação|nota)(?![a-zà-ú])(?! da casa)[^,]{0,60}? (?:é|são|pode|podem|tem|têm|dá|diz|vale|exige|prevê|garante|costuma|depende|concede|conta|mostra|indica|reúne|embute|esconde|inclui|significa|cobre|protege|permite|cresceu|mudou|evoluiu|virou|passou|obriga|proíbe|determina|responsabiliza|pede|responde|assina|decide|se tornou|caiu|ganhou|continua|segue|funciona|aparece|mantém|atende|fica|reembolsa)(?![a-zà-ú])/;
// The customer or buyer: what he usually does or ought to do is the market's; what he "has" or
// "can" is what the company grants him ("O cliente tem trinta dias para desistir…").
const CUSTOMER_NORM =
  /^\W*(?:[^,]{2,50}, )?o (?:cliente|comprador)(?![a-zà-ú])[^,]{0,40}? (?:costuma|deve|precisa|espera|quer|procura|compara|desconfia|confere|olha|prefere)(?![a-zà-ú])/;
// A price offered, not described: "a partir de R$ 1.290", "por apenas…".
// People at large as subject, choosing or judging as buyers do ("Muita gente escolhe…", "A maioria
// das pessoas compara…"); returning or recommending they are the company's customers.
const PEOPLE_AT_LARGE =
  /^\W*(?:[^,]{2,50}, )?(?:muita gente|muitas pessoas|poucas pessoas|a maioria das pessoas|a maior parte das pessoas|boa parte das pessoas) (?:ainda |só |nem |não |sempre )?(?:agenda|marca|chama|liga|escolhe|compara|pesquisa|prefere|acha|confunde|esquece|ignora|desconfia|olha|pensa|acredita|decide|avalia|confere|percebe|descobre|lembra|abre|usa|compra|instala|deixa|esquece|guarda|mora|aceita)(?![a-zà-ú])/;
// A sign of trust judged, not claimed: what it does not prove or replace, how little it weighs
// against another, how hard it is to check ("Prêmios pagos não provam qualidade", "Uma nota cinco
// com poucas avaliações pesa menos que…", "O tamanho da equipe importa pouco se…"). No one says
// that of his own seal, rating or team: the sentence judges the market's signs.
// A promise or a sign judged by what it deserves ("merece desconfiança", "são raras", "se constrói
// com…", "não dispensa contrato"): the trade's, as no business says that of its own.
const JUDGED_PROMISE =
  /(?<![a-zà-ú])(?:merece|merecem) (?:atenção|desconfiança|conferência|cuidado|cautela|ressalva)|(?<![a-zà-ú])(?:é|são) (?:rara|raras|raro|raros)(?![a-zà-ú])|(?<![a-zà-ú])se constr[oó]i(?:em)? com(?![a-zà-ú])|(?<![a-zà-ú])não dispensa(?![a-zà-ú])|(?<![a-zà-ú])com desconfiança(?![a-zà-ú])|(?<![a-zà-ú])(?:é|são) (?:útil|úteis|importante|importantes)(?![a-zà-ú])|(?<![a-zà-ú])ninguém (?:consegue|pode garantir)(?![a-zà-ú])|(?<![a-zà-ú])em qualquer ramo(?![a-zà-ú])|(?<![a-zà-ú])para qualquer (?:ofício|profissão|ramo)(?![a-zà-ú])|(?<![a-zà-ú])para ser construída(?![a-zà-ú])|(?<![a-zà-ú])nem sempre atendem? melhor(?![a-zà-ú])|^\W*nem sempre (?:o|a|os|as) (?:empresa|loja|prestador|técnico|instalador|maior|mais)(?![a-zà-ú])|(?<![a-zà-ú])se (?:confere|verifica|conquista)(?![a-zà-ú])|(?<![a-zà-ú])(?:é|são) (?:uma )?(?:promessa|prática|coisa)s? (?:rara|raras|comum|comuns)(?![a-zà-ú])|(?<![a-zà-ú])não importa (?:o|a) (?:tamanho|idade|fama)(?![a-zà-ú])|^\W*[^,.]{2,40} significa que(?![a-zà-ú])/;
const JUDGED_SIGN =
  /^\W*(?:um |uma |os |as |o |a )?(?:prêmios?|selos?|troféus?|certificados?|rankings?|depoimentos?|avaliações|notas|estrelas)(?![a-zà-ú])[^.;:]{0,60}? (?:nem sempre|raramente|quase nunca)(?![a-zà-ú])|(?<![a-zà-ú])(?:(?:não|nem sempre|raramente) (?:diz|dizem|mostra|mostram|prova|provam|comprova|comprovam|garante|garantem|substitui|substituem|significa|significam|quer dizer|querem dizer|é o mesmo que|são o mesmo que|é sinônimo de|são sinônimo de|basta|bastam)|(?:diz|dizem|vale|valem|pesa|pesam|importa|importam|conta|contam) (?:bem |muito )?(?:mais|menos|pouco) (?:do )?que|(?:importa|importam|diz|dizem|vale|valem|pesa|pesam) (?:bem |muito )?pouco|(?:é|são|fica|ficam) (?:muito )?difíce?i?s de (?:verificar|provar|comprovar|confirmar|checar|conferir)|raramente tem como)(?![a-zà-ú])/;
// People defined by a habit ("Clientes que guardam o controle no sol gastam…", "Moradores que
// esquecem o portão aberto…"): what follows from the habit is anyone's, not the company's customers.
const HABIT_PEOPLE =
  /^\W*(?:clientes|moradores|usuários|consumidores|síndicos|motoristas|proprietários|donos|condôminos) que (?!(?:nos|me|a gente|já)(?![a-zà-ú]))[a-zà-ú]+(?:am|em)(?![a-zà-ú])[^,.]{0,70}? [a-zà-ú]{3,}(?:am|em)(?![a-zà-ú])/;
// What the company grants or earns from them ("Clientes que indicam um vizinho ganham…").
const GRANTED =
  /(?<![a-zà-ú])(?:ganham|recebem|pagam|têm|levam|garantem|economizam|voltam|indicam|recomendam|confiam|elogiam|aprovam|preferem|escolhem)(?![a-zà-ú])/;
// A means of payment or a product as the subject of a general fact ("Boleto ainda é a forma
// preferida de muitos condomínios", "O motor que mais vende nem sempre é o mais bem avaliado",
// "Nas lojas online, esse modelo de controle tem média de quatro estrelas"); a thing that may hide
// a catch ("Desconto grande demais pode esconder peça paralela"). Bound back by BINDS.
const THING_SUBJECT =
  /^\W*(?:[^,]{2,50}, )?(?:(?:o|a|um|uma|esse|essa|este|esta|cada) )?(?:pix|boleto|cheque|cartão de crédito|motor|modelo|controle|kit|produto|equipamento|aparelho)(?![a-zà-ú])[^,.;]{0,50}? (?:ainda |já |também |hoje |nem sempre |raramente )?(?:é|são|tem|têm|vale|serve|servem|se tornou|virou|caiu|ganhou|continua|recebe|recebem|recebeu|precisa|precisam|deve|devem|existe|existem)(?![a-zà-ú])/;
const MAY_HIDE =
  /^\W*[a-zà-ú]+(?: [a-zà-ú]+){0,5} (?:pode|podem) (?:esconder|indicar|significar|ser sinal|sair caro|enganar|usar|estar usando|vir)(?![a-zà-ú])/;
// What the company does to the thing or grants with it ("O motor é entregue em 24 horas", "Motor
// com defeito é trocado na hora", "O controle tem troca imediata"): its practice, not a fact of the thing.
const COMPANY_ACT =
  /(?<![a-zà-ú])(?:é|são|foi|foram|será|serão) (?:[a-zà-ú]+ )?[a-zà-ú]+(?:ad|id)[oa]s?(?![a-zà-ú])|garantia|troca|entreg|devol|reembols|instalad|defeito|pag[ao]m?|cobr|custa|gratis|grátis|preço|valor|desconto/;
const OWN = /(?<![a-zà-ú])própri[oa]s?(?![a-zà-ú])|à disposição|-oficina|de plantão/;
const OFFER = /\b(a partir de|por apenas|apenas r\$|so r\$|por so)\b/;
const BINDS =
  /(?<![a-zà-ú])(aqui|daqui|por aqui|(?:para|pra) cá|a empresa|da empresa|conosco|a gente|nós|nosso|nossa|nossos|nossas)(?![a-zà-ú])/;

// Firms named as partners ("Serralherias parceiras encaminham…", "Um convênio com a associação…"):
// the company's partnerships, not the market's firms.
// The company's partners or customers listed ("Entre os clientes estão padarias, oficinas…"):
// a list of its own, though a trade's noun stands in it.
const PARTNERS =
  /^\W*(?:[a-z]+s parceir[oa]s|(?:um|uma|o|a) (?:convenio|parceria|acordo) com|entre (?:os|as) (?:nossos |nossas )?(?:clientes|parceir[oa]s|atendid[oa]s|compradores)(?: d\w+ \w+)? (?:estao|figuram|ha|tem|se destacam))\b/;
const OWN_RECOMMENDED =
  /\b(indicam|indicaram|recomendam|recomendaram|elogiam|elogiaram|aprovam|aprovaram|confiam|confiaram|preferem|chamam|contratam) (o servico|a empresa|a equipe|o trabalho|a loja|o atendimento|os tecnicos|o pessoal)\b/;

// A technician arriving a stated time after the call, with no hedge ("Um técnico chega em até uma
// hora depois do chamado", "Em quarenta minutos um técnico está aí"): the company's promise.
const ARRIVES =
  /\b(um|o) tecnico (chega|esta ai|esta la|bate a (sua )?porta|aparece)\b[^.]{0,40}\b(depois|apos) (do|o) (seu )?(chamado|pedido|contato)\b|\b(um|o) tecnico (fica|esta|permanece) de (plantao|sobreaviso)\b|\b(um|o) tecnico (aparece|chega|vem) (logo )?(cedo )?(no dia seguinte|amanha cedo|na manha seguinte)\b|\b(um|o) tecnico (chega|esta ai|aparece|e despachado)\b[^.]{0,25}\b(em (ate |menos de )?[a-z0-9 ]{2,20} (minutos|horas?)|imediatamente)\b|\bem (ate |menos de )?[a-z0-9 ]{2,25} (minutos|horas?)\b[^.]{0,10}\b(um|o) tecnico (esta|chega|bate)\b/;

// Others named only to set the company apart ("Outras empresas demoram dias; a equipe resolve…").
const SET_APART =
  /\b(outras|outros|as demais|os demais) [a-z]+s\b[^.]{0,60}[;:,]\s*(ja |mas |enquanto )?((a|o) (equipe|empresa|loja|tecnico|casa)|eu|nos|a gente)\b/;
// A place left out of the area, a grant to the customer ("ficam fora da área de atendimento", "o
// condomínio pode pagar com boleto faturado"): the company's restriction or terms.
const LEFT_OUT =
  /\bfora da area (atendida|de atendimento|de cobertura)\b|\bnao (entram|fazem parte) (na|da) (minha |nossa )?area\b/;
const GRANTED_TO = /^\W*(o|a) (condominio|cliente|morador|sindico) (pode|podem|tem direito)\b/;
// A means of payment as what the company accepts or splits ("O boleto pode ser parcelado em três
// vezes", "Empresas pagam com boleto faturado"); customers sent to it by others.
const MEANS_ACCEPTED =
  /^\W*(o|a) (pix|boleto|cartao|cheque)\b.{0,20}\b(pode ser|e|sao|fica) (parcelad|aceit|dividid|feit|pag)\w*|\b(pagam|paga|pagar|aceita|aceitam)\b[^.]{0,30}\bboleto faturado\b|\bfaturamento (para|em|com)\b|\b(encaminham|indicam|mandam) [^.]{0,30}\b(para|pra) a (equipe|empresa|loja)\b/;

/** A sign of trust judged, with nothing binding it to the company. */
function judgedSign(raw: string, low: string): boolean {
  const r = raw.toLowerCase();
  return JUDGED_SIGN.test(r) && !BINDS.test(r) && !BINDS.test(low);
}

// Asking or checking something of a company is the reader's step ("Perguntar quantos técnicos a
// empresa tem ajuda a…"), even with "a empresa" in it.
const ASK_INFINITIVE =
  /^\W*(?:perguntar|conferir|verificar|checar|pesquisar|comparar|pedir|consultar|olhar|ver|saber|descobrir)(?![a-zà-ú])[^,]{0,80}? (?:ajuda|é|vale|evita|mostra|permite|serve)(?![a-zà-ú])/;

/** The sentence's own subject is not this business, and nothing binds it back to the company. */
export function otherSubject(raw: string, low: string, finite = hasFiniteVerb(raw, low)): boolean {
  const r = raw.toLowerCase();
  if (ASK_INFINITIVE.test(r) && !/(?<![a-zà-ú])(nós|nosso|nossa|nossos|nossas|conosco|a gente)(?![a-zà-ú])/.test(r))
    return true;
  if (BINDS.test(r) || BINDS.test(low) || OFFER.test(low)) return false;
  // These patterns name their own verb ("esconde", "indica"), which hasFiniteVerb may not know.
  // "Um caminhão munck próprio permite…": one of the company's own, not any.
  if (
    (INDEFINITE.test(r) && !OWN.test(r)) ||
    THIRD_PARTY.test(r) ||
    (THING_SUBJECT.test(r) && !COMPANY_ACT.test(r)) ||
    MAY_HIDE.test(r) ||
    PEOPLE_AT_LARGE.test(r) ||
    JUDGED_SIGN.test(r) ||
    JUDGED_PROMISE.test(r)
  )
    return true;
  if (HABIT_PEOPLE.test(r) && !GRANTED.test(r)) return true;
  if (!finite) return false;
  // "Há mais de vinte anos no ramo": the company's years in the trade, not the market.
  if (YEARS_IN_TRADE.test(low) || /^\W*(ha|desde) (mais|quase|cerca|\d|[a-z]+ (anos|decadas))\b/.test(low))
    return false;
  return (
    barePlural(r) ||
    INFINITIVE.test(r) ||
    NOUN_LIST.test(r) ||
    NAMED_PAIR.test(raw) ||
    THERE_ARE.test(r) ||
    COMMON.test(r) ||
    CUSTOMER_NORM.test(r)
  );
}

// People recommending "o serviço", "a equipe"; its partners and customers listed; a technician's
// arrival promised; a means of payment it accepts; the company set apart from others; a place left
// out of its area; a grant to its customer.
const COMPANY_SIGNS = [OWN_RECOMMENDED, PARTNERS, ARRIVES, MEANS_ACCEPTED, SET_APART, LEFT_OUT, GRANTED_TO];

/** The sentence speaks of the trade in general (anyone in it, the customer, the law), not of this business. */
export function aboutTheTrade(raw: string, low: string): boolean {
  // Signs of the company's own, whatever subject opens the sentence.
  if (COMPANY_SIGNS.some((sign) => sign.test(low))) return false;
  // "O tamanho da equipe importa pouco se…": a judged sign makes "a equipe" anyone's.
  if (DEICTIC.test(low) && !judgedSign(raw, low)) return false;
  const finite = hasFiniteVerb(raw, low);
  if (otherSubject(raw, low, finite)) return true;
  if (finite && GENERIC_OPEN.test(low)) return true;
  if (ANYONE_OPEN.test(low) && (NORM.test(low) || BAD_OUTCOME.test(low))) return true;
  if (PEOPLE_HABIT.test(low)) return true;
  if (IMPERSONAL.test(low)) return true;
  if (raw.includes("?") && QUESTION_GENERIC.test(low)) return true;
  return finite && TRADE_WIDE.test(low) && !COMPANY_ITSELF.test(low);
}
// The company as the subject of a norm's word ("A empresa é credenciada pelo Inmetro"): its own claim.
const COMPANY_ITSELF =
  /(?:^|[,;:]\s*|(?<!\b(?:permite|permitem|exige|exigem|obriga|obrigam|determina|pede|pedem) )\bque )(a|o) (empresa|loja|equipe|firma|oficina|casa)\b(?! d[aoe]s? )/;

// A headline names a thing and qualifies it ("Plantão no fim de semana", "Técnicos baseados no
// Tatuapé"); an imperative or a place adverbial opens a whole sentence ("Retire o mato…", "Em
// regiões litorâneas a maresia…", "Recomende proteção…": a word in -e before a bare noun), and
// "Do braço na estrutura…" is an item of a list; a gerund continues a description ("Terminando em
// fim de curso.", "Recomendando eletricista qualificado…").
const HEADLINE_NOT =
  /^\W*[a-z]+(ando|endo|indo)\b|^\W*(o|a|os|as|um|uma|se|quando|para|como|em|na|no|nas|nos|com|sem|desde|ao|aos|depois|antes|por|pelo|pela|entre|sobre|nunca|sempre|so|tambem|agora|hoje|isso|isto|esse|essa|este|esta|ele|ela|de|do|da|dos|das)\b|^\W*[a-z]+e (?!(em|no|na|nos|nas|de|do|da|dos|das|para|com|ate|a|ao|aos|e)\b)[a-z]|^\W*[a-z]+ (o|a|os|as|um|uma|seu|sua|seus|suas|que|se|de que|mecanicamente|sempre|nunca)\b/;

const TITLE_SHAPE = /^\W*[a-z]+ (de|da|do|das|dos|e)\b/;

/** A verbless headline ("Plantão no fim de semana.", "Presente em Guarulhos e Osasco."). */
export function headlineFragment(raw: string, low: string): boolean {
  // A title or heading ("Preço de motor de portão", "Guia da regulagem da embreagem.") names a
  // subject: a noun and its complement ("X de Y"), or no full stop at all.
  if (/[?:;,]/.test(raw) || !/\.\s*$/.test(raw) || HEADLINE_NOT.test(low) || TITLE_SHAPE.test(low)) return false;
  const words = low.match(/[a-z0-9]+/g) ?? [];
  return words.length >= 2 && words.length <= 10 && !hasFiniteVerb(raw, low);
}

// Years spent in the trade, said as a span and what was done in it ("Mais de vinte anos instalando
// motores", "quase três décadas de estrada"): the company's experience, with or without a verb.
const YEARS_IN_TRADE =
  /\b(mais de|quase|cerca de|ha|desde ha) \S+ (anos|decadas)( e \S+ (anos|meses))? (instaland|consertand|automatizand|cuidand|atendend|trabalhand|mexend|montand|no ramo|no mercado|de experiencia|de estrada|de mercado|de oficio|de casa|de profissao)/;

/** The sentence states years of experience in the trade. */
export function yearsInTrade(low: string): boolean {
  return YEARS_IN_TRADE.test(low);
}

// A definite singular subject, after an optional opening phrase ("Na região, o serviço virou…"):
// on a business's page, "o atendimento", "a equipe" are its own; a guide says "um motor", "motores".
const DEFINITE_SUBJECT = /^\W*(?:[^,]{2,40}, )?(o|a) [a-z]{4,}\b/;

/** What about.ts reads of who a sentence is about, as the claims model's features. */
export function aboutFeatures(raw: string, low: string): string[] {
  const out: string[] = [];
  if (DEICTIC.test(low)) out.push("g deictic");
  if (headlineFragment(raw, low)) out.push("g headline");
  if (DEFINITE_SUBJECT.test(low)) out.push("g definite");
  return out;
}
