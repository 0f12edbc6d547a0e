// More classes of meaning (meaning.ts reads them after its own): the classes behind the misses
// of fresh5 and fresh6 (tests/unit/business-corpus/), each written as the general way of saying
// the fact, not as the wording that was missed. Folded text; compiled once at module load.
import type { MeaningClass } from "./meaning";

const NUMBER = "\\d+|duas|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta";
const PEOPLE = "instalador\\w*|tecnicos?|profissiona(l|is)|montador\\w*|eletricistas?|funcionarios?|atendentes?";
const VEHICLE = "motos?|carros?|vans?|furgo(es|ao)|caminhonetes?|utilitarios?|veiculos?|kombis?|picapes?";
// Whom an offer is for: a group of customers ("para aposentados", "lojista que fecha…").
const GROUP =
  "aposentad[oa]s|idos[oa]s|estudantes|professor\\w*|lojistas?|comerciantes?|sindic[oa]s?|condominios?|clientes?|morador\\w*|vizinh[oa]s|associad[oa]s|empresas|servidores|assinantes?|quem (tem|mora|fecha|assina|contrata|indica)";

export const MORE_CLASSES: readonly MeaningClass[] = [
  {
    // Size as capacity: people enough, jobs at the same time in different places, pairs of
    // installers, premises and vehicles of its own, each technician with his vehicle.
    topic: "equipe e porte",
    alone: new RegExp(
      [
        `\\b(gente|pessoal|tecnicos|equipes?|instaladores|mao de obra) (\\w+ )?suficiente\\w*\\b`,
        `\\b(varios|muitos|diversos|${NUMBER}) (chamados|servicos|atendimentos|obras|instalacoes|clientes|portoes|visitas) ao mesmo tempo\\b`,
        `\\bao mesmo tempo em (bairros|pontos|lugares|cidades|regioes|enderecos|locais|cantos) diferentes\\b`,
        `\\b(${NUMBER}|varias|muitas) (duplas|trios|equipes|times|turmas|grupos|frentes) (de|com) (${PEOPLE}|trabalho)\\b`,
        `\\b(central de atendimento|laboratorio|oficina|estoque|frota|deposito|galpao|sede|showroom|almoxarifado|centro de treinamento|escritorio) (\\w+ ){0,2}propri[oa]s?\\b`,
        `\\b(um|o|nosso) laboratorio (proprio|de|para|so|que)\\b|\\ba estrutura (inclui|conta|tem|possui|e formada|reune)\\b`,
        `\\b(${VEHICLE}) (de apoio|de servico|de plantao|da equipe|proprios?|proprias?|equipad\\w*|abastecid\\w*|carregad\\w*|com (escada|ferramentas|pecas))\\b`,
        `\\b(cada|todo) (${PEOPLE})\\b.{0,20}\\b(tem|possui|anda|vai|sai|dirige) (com )?(o |a )?(seu |sua )?(propri[oa] )?(${VEHICLE})\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // Credentials: tested by the maker, an agreement or partnership with a brand, an insurer, a bank.
    topic: "credenciais",
    alone: new RegExp(
      [
        `\\b(cada|todo|todos os|nossos?) (${PEOPLE})\\b.{0,40}\\b(passa\\w*|faz|fazem|fez|fizeram|recebe\\w*|foi|foram|tem|tiveram)( antes| ja| por)* (uma |um |o |a )?(prova|teste|exame|avaliac\\w*|treinament\\w*|curso|capacitac\\w*|reciclagem|certificac\\w*)`,
        `\\b(aplicad|ministrad|emitid|assinad|dad)[oa]s? pel[ao] (propri[oa] )?(fabricante|fabrica|marca|ppa|senai|associacao|escola)\\b`,
        `\\b(junto (com|a|ao)|ao lado d[ao]|em conjunto com|com (o )?apoio d[ao]|(?<!\\bde )(acordo|convenio|contrato|alianca) com) (a |o )?(ppa|garen|rossi|peccinin|intelbras|nice|seg|ucb|fabricante|fabrica|marca|seguradora|administradora|banco|prefeitura)\\b`,
        `\\b(aprovad|homologad|certificad|testad|ensaiad)[oa]s? (em|no|na|pel[oa]) (laboratorio|ensaio|inmetro|instituto|orgao|associacao)\\b`,
        `\\bselo (de qualidade )?d[ao] (associacao|sindicato|instituto|federacao|camara)\\b`,
        `\\bengenheir[oa]s? (responsave(l|is)|registrad\\w*|que (revisa|acompanha|assina|confere))\\b|\\b(acompanhad|revisad|assinad|supervisionad)[oa]s? por (um|uma) (engenheir|tecnico responsavel)`,
        `\\bformad[oa]s? (pelo|pela|no|na) (senai|senac|sesi|escola|fabricante|universidade|faculdade)\\b`,
        `\\bgracas (a|ao|a uma) (acordo|parceria|convenio|contrato|alianca)\\b|(?<!\\bde )\\bacordos? (com|firmad\\w*|comercia\\w*)\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // Reputation: a profile's score, customers coming back years later for the same technician.
    topic: "reputação",
    alone: new RegExp(
      [
        `\\b(perfil|pagina|ficha)\\b.{0,15}\\b(google|instagram|facebook|reclame aqui|maps)\\b`,
        `\\bpontuac\\w* (maxima|maior|alta|perfeita|cheia)\\b|\\bninguem (deu|da|avaliou|deixou) (menos|nota)\\b`,
        `\\b(volta|voltam|retorna|retornam) (\\w+ ){0,2}(anos|meses) depois\\b`,
        `\\bfaz(em)? questao de (pedir|chamar|ser atendid\\w*|contratar|indicar|voltar)\\b`,
        `\\b(recomendo|indico) (demais|muito|de olhos fechados|a todos|sem medo|pra todo mundo|para todo mundo)\\b`,
        `\\btodo mundo (ja )?(sabe|conhece|indica|fala|recomenda|lembra)\\b|\\bplataformas? de (avaliac|reclamac)\\w*|\\bprimeiros colocados\\b`,
        `\\bentre (os|as) (primeir|melhor|mais bem|mais procurad|mais indicad|mais comentad|mais lembrad)\\w*`,
        `\\b(pedir|pede|pedem|chamar|chama|chamam|exig\\w*|querer|quer|querem|pergunta\\w*) (pelo|o|a|pela) mesm[oa] (tecnico|instalador|profissional|equipe|montador)\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // A price judged fair or fixed without a figure; labour cheaper; what fits a budget.
    topic: "dinheiro",
    alone: new RegExp(
      [
        `(?<!\\b(um|uma|qualquer|todo|toda|bom|boa) )\\b(precos?|valor(es)?|mensalidades?|taxas?|tarifas?|mao de obra)\\b (e |fica |sai |sao |ficam |saem )?(bem |muito |mais |sempre )?(fix[oa]s?|just[oa]s?|honest[oa]s?|camarada|competitiv\\w*|imbative\\w*|promocion\\w*|diferenciad\\w*|de amigo|tabelad\\w*|congelad\\w*)\\b`,
        `\\bcabe(m)? (bem |direitinho )?no (seu |teu )?(caixa|orcamento|bolso)\\b`,
        `^\\W*(${GROUP})\\b.{0,20}\\b(tem|ganham?|recebem?|pagam?) (\\w+ )?(condic\\w*|desconto|preco|valor|tabela)`,
        `\\bcondic(ao|oes) diferenciad\\w*`,
        `\\b(${GROUP}) que (fecha|assina|contrata|tem|indica|agenda)\\b.{0,50}\\b(ganha|recebe|tem direito|leva|paga menos|nao paga)\\b`,
        `\\bmao de obra\\b.{0,25}\\b(em conta|barat\\w*|desconto|metade|gratis|de graca|menos)\\b`,
        `^\\W*para (${GROUP})\\b.{0,60}\\b(desconto|em conta|mais barat\\w*|pagam menos|gratis|de graca|preco especial|condic\\w* especia\\w*)\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // Terms of payment: the means (automatic debit, invoice), paying later, settled by some means.
    topic: "pagamento",
    alone: new RegExp(
      [
        `\\bdebito (automatico|em conta)\\b|\\blink de pagamento\\b|\\bmaquininha\\b|\\bcarteira digital\\b|\\bfaturad[oa]s?\\b|\\bfaturamento\\b|\\bfaturar\\b|\\b(\\d+|[a-z]+) dias (para|pra) (pagar|quitar|acertar)\\b`,
        `\\b(pagamentos?|cobrancas?|pagar|paga|pago|pagos|acerto|quitac\\w*)\\b.{0,40}\\b(mes seguinte|proximo mes|fim do mes|a prazo|(30|trinta|sessenta|noventa) dias|dias depois)\\b`,
        `\\bpag\\w* (em|no|com) (dinheiro|especie|cheque)\\b|\\b(valor|metade|restante|saldo|sinal|entrada)\\b.{0,20}\\b(e|sera|fica) pag[oa]\\b`,
        `\\bquitad[oa]s? (por|via|com|no|na|em)\\b|\\bpag[oa]s? (via|por meio de|com) (debito|cartao|pix|boleto|transferencia)\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // Money or goods given back, a motor lent while the customer's is repaired.
    topic: "garantia",
    alone: new RegExp(
      [
        `\\brestitu\\w*|\\bressarc\\w*`,
        `\\b(vem|sai|saem|inclui|incluem|acompanha\\w*) (com )?(um )?seguro\\b`,
        `\\b(trocad|substituid)[oa]s? por (um|uma|outr[oa]) nov[oa]\\b`,
        `\\b(valor|dinheiro|quantia|pagamento)\\b.{0,30}\\b(devolvid|reembolsad|estornad)\\w*`,
        `\\b(pecas|produtos?|materia(l|is)|kits?|motores?|controles?)\\b.{0,30}\\bpodem? ser (devolvid|trocad)\\w*`,
        `\\b(motor|controle|equipamento|central|portao)e?s? (reserva |substitut\\w* )?emprestad\\w*|\\bempresta(mos|m)? (um|uma|o|a) (motor|controle|central|equipamento)\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // A promise about when: priority over other calls, a visit booked ahead for a place, the
    // visit the morning after the order.
    topic: "prazo",
    alone: new RegExp(
      [
        `\\b(consertad|instalad|resolvid|trocad|funcionando|pront)[oa]s? (antes|ate|depois) (do|da|de) (almoco|jantar|anoitecer|meio.dia|fim do dia|noite|novela|jogo)\\b`,
        `\\b(chega\\w*|vem|vêm|aparece\\w*) (sempre )?(no horario|na hora (marcada|combinada|certa)|pontualmente)\\b`,
        `\\b(atendimentos?|visitas?|chamados?|fila|agenda|agendamentos?) (prioritari\\w*|preferencia\\w*|com prioridade|vip)\\b`,
        `\\b(${GROUP}|contratos?)\\b.{0,40}\\b(tem|ganha|recebe|ganham|recebem|tera|terao) (\\w+ )?(prioridade|preferencia)\\b`,
        `\\bantes de qualquer outr[oa] (chamado|cliente|pedido|atendimento|servico|visita)\\b|\\bfura\\w* a fila\\b|\\bpassa\\w* na frente (d[aoe]s? )?(outr|demais|fila|tod|qualquer)`,
        `\\b(marcad|agendad|programad)[oa]s? com (\\w+ ){0,2}(semanas?|dias?|horas?|mes|meses) de antecedencia\\b`,
        `\\b(manha|tarde|dia|semana) seguinte (ao|a) (pedido|chamado|contato|ligacao|mensagem|orcamento)\\b`,
        `\\b(chamados?|pedidos?|visitas?|orcamentos?|servicos?) (sao|e|serao|sera) (atendid|respondid|feit|realizad|enviad)[oa]s? em (ate )?(\\w+ ){0,2}(dias? ute?is|horas?|dias)\\b`,
        `\\b(tecnicos?|equipe|instalador\\w*|profissional|alguem) (estara|vai estar|estarao) (ai|la|na sua|no seu)\\b`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // Years at the trade said with a gerund ("vinte anos botando portão pra funcionar"); each job
    // tested for a time before it is handed over: the company's history and process.
    topic: "experiência",
    alone: new RegExp(
      [
        `\\b(${NUMBER}|muitos|tantos|quase|mais de \\w+) (anos|decadas) (\\w+ )?(?!(funcionando|rodando|durando|aguentando|girando|operando|parado)\\b)[a-z]+ndo\\b`,
        `\\b(anos|decadas|seculo)\\b.{0,20}\\b(consert|instal|automatiz|trabalh|mont|cuid|atend|lid|bot)\\w*ndo\\b`,
        `\\bcome(cou|caram|cei|camos) como (ajudante|aprendiz|auxiliar|estagiari\\w*|office.boy)\\b`,
        `\\b(cada|todo) (portao|motor|servico|trabalho|conserto|kit)s? (instalad|entregu|consertad|feit)[oa]s? (e|foi|passa por|fica) (testad|revisad|conferid|acompanhad)\\w*`,
      ].join("|"),
    ),
    withSubject: null,
  },
  {
    // Hours: the work done after a shop closes, out of hours.
    topic: "horário",
    alone:
      /\b(servico|conserto|instalacao|manutencao|visita|atendimento|trabalho)\b.{0,60}\b(depois|antes|apos) (que )?(a loja|o comercio|o expediente|o estabelecimento|o movimento) (fecha|abre|acaba|termina)\b|\bfora do (horario comercial|expediente)\b.{0,40}\b(atend\w*|servico|visita)|\bsem atrapalhar (as vendas|o movimento|o expediente|o funcionamento da loja)\b/,
    withSubject: null,
  },
  {
    // Set above the others: fairer than the big chains, the only installer of a region who…
    topic: "comparação",
    alone:
      /\b(dificil|impossivel|nao vai) (encontrar|achar) (um |uma )?(\w+ )?(preco|servico|atendimento|empresa|tecnico|instalador)e?s? (melhor|mais)\b|\b(abaixo|acima|menos|mais barat\w*) (do|de) que (se cobra|cobram|o mercado|a concorrencia|os outros)\b|\bmais \w+ (do )?que (o|a|os|as) (d[aeo]s? )?(grandes|outras|outros|demais|concorrentes|redes|lojas|empresas|instaladoras)\b|\b(unic[ao]s?|primeir[ao]s?|melhor(es)?|maior(es)?) (instalador(a|es|as)?|tecnicos?|profissiona(l|is)|oficinas?|assistencias?|firmas?|prestador(a|es)?|autorizad[ao]s?) d[aoe]s? (regiao|bairro|cidade|zona|xlugarx|praca|estado|pais|mercado)\b/,
    withSubject: null,
  },
];

// Round 10 (issue 40): classes behind the misses of dev11's first half, fresh7 and fresh9, read
// alone and screened by one pattern of their own (meaning.ts).
export const ROUND10_CLASSES: readonly MeaningClass[] = [
  {
    // No complaints since the start; "é o nome de confiança": a reputation.
    topic: "reputação",
    alone:
      /\b(zero|nenhuma) reclamac\w*|\b(nome|marca|empresa|escolha) de confianca\b(?<=\b(e|sao|virou|viramos|ficou) (o|a) \w+ de confianca)/,
    withSubject: null,
  },
  {
    // Premises in a served place (a base, a point, a counter), vans as workshops, a family business.
    topic: "equipe e porte",
    alone:
      /\b(baseados?|baseadas?|sediad[oa]s?|alocad[oa]s?|base|bases|pontos? de [a-z]+|posto|unidades?|escritorio|deposito|showroom|balcao)( [a-z]+){0,4} (em|no|na|nos|nas) xlugarx|\boficinas? (movel|moveis|volantes?|sobre rodas)\b|\b(pecas|estoque|ferramentas)( de [a-z]+)? a bordo\b|\bnegocio (de familia|familiar)\b|\bde pai para filho\b/,
    withSubject: null,
  },
  {
    topic: "experiência",
    alone: /\bdesde a (fundacao|abertura|inauguracao)\b/,
    withSubject: null,
  },
  {
    // Better than the rest, said without a "we".
    topic: "comparação",
    alone:
      /\b(melhor|melhores|maior|maiores) (do )?que (todo o resto|o resto|os outros|as outras|todos os outros|todas as outras|a concorrencia)\b/,
    withSubject: null,
  },
  {
    // A customer who already used "esse pessoal", "esta equipe".
    topic: "clientes",
    alone:
      /\bja\b.{0,80}\b(com|a|para|pela|pelo) (esse|este|esta|essa|nossa|nosso) (pessoal|equipe|empresa|turma|time|loja|galera)\b/,
    withSubject: null,
  },
  {
    // A rating on the complaints platform (its name is read as one word: claims-check.ts).
    topic: "reputação",
    alone:
      /\breclameaqui\b.{0,40}\b(otim\w*|bom|boa|nota|indice|classificac\w*|selo|ra1000|verificad\w*)|\b(classificac\w*|indice de solucao|nota)\b.{0,40}\breclameaqui\b/,
    withSubject: null,
  },
  {
    // Sent "here" by a partner ("encaminha para cá"); the start of the company's road in a year.
    topic: "clientes",
    alone: /\b(encaminh|indic|envi|traz|direcion|repass)\w* (\w+ ){0,6}(para|pra) ca\b/,
    withSubject: null,
  },
  {
    topic: "experiência",
    alone:
      /(^\W*|\b(tudo|que|trajetoria|historia|caminhada|jornada) )(comecou|comecaram|nasceu|abriu|surgiu|iniciou|inaugurad[oa]) (em|no ano de|desde) (mil novecentos|dois mil|19\d\d|20\d\d)\b/,
    withSubject: null,
  },
  {
    // Stock always kept, of every model: the company's size.
    topic: "equipe e porte",
    alone: /\b(sempre|sempre ha|sempre tem|nunca falta)\b.{0,30}\bem estoque\b|\bestoque (de|com) todos os modelos\b/,
    withSubject: null,
  },
  {
    // Every day of the week, said as a range.
    topic: "horário",
    alone: /\bde segunda a (segunda|domingo)\b|\btodos os dias da semana\b/,
    withSubject: null,
  },
  {
    // A gift for the reader who mentions, shows or brings something: an offer.
    topic: "dinheiro",
    alone:
      /\b(ganhe|ganha|leve|receba) (um|uma|o|a|\d+|[a-z]+ por cento)\b.{0,30}\b(brinde|gratis|de presente|fotocelula|controle|desconto|instalacao)\b|^\W*(mencione|mostre|apresente|traga|diga que viu|fale que viu)\b.{0,40}\b(ganhe|ganha|leve|receba|tem direito)\b/,
    withSubject: null,
  },
  {
    // The money going back to the customer ("o valor volta para a sua conta").
    topic: "garantia",
    alone: /\b(o|seu) (valor|dinheiro)\b.{0,10}\b(volta|retorna|cai de volta)\b/,
    withSubject: null,
  },
];
