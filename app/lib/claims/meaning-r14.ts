// The ninth session's classes of meaning (rounds 14–20, each studied on the blind sets it retired:
// fresh10–40, dev14–17): facts about a business said in headline fragments, labels, diminutives
// and idioms, each a class rather than a wording. Folded text, as meaning.ts reads it.
import type { MeaningClass } from "./meaning";

export const ROUND14_CLASSES: readonly MeaningClass[] = [
  {
    // Stars in the diminutive ("cinco estrelinhas"), a name that became a byword for trust.
    topic: "reputação",
    alone:
      /\bestrelinhas?\b|\bsinonimo de (confianca|qualidade|seguranca|excelencia|bom servico|pontualidade|honestidade|credibilidade)\b|\bde boca em boca\b|\bnota media\b|\b(media|indice) de satisfacao\b|\bgoza de (excelente|otimo|bom) (conceito|nome)\b|\b(zero|nenhuma) reclamac\w*|\bnunca (recebeu|teve|tivemos|recebemos) (uma |nenhuma )?reclamac\w*|\bmarca respeitada\b|\b(nenhuma|zero|sem) (queixa|reclamac)\w*|\bnunca (recebi|tive) (uma |nenhuma )?reclamac\w*|\b(jamais|nunca) (tendo )?(sofrido|recebido|tido) (uma |nenhuma )?reclamac\w*|\baggregaterating\b|\bratingvalue\b|\breviewcount\b|^\W*selo\s*:|\breconhecimento concedido\b/,
    withSubject: null,
  },
  {
    // A partnership announced as a label or a fragment ("Parceiros: …", "Parceria fechada com…",
    // "Fornecedor exclusivo de…", "acordo com a administradora…").
    topic: "credenciais",
    alone:
      /^\W*(nossos |nossas )?parceir[oa]s?\s*:|\bparceria (fechada|firmada|assinada|renovada|exclusiva)\b|\b(acordo|contrato|convenio) (fechado |firmado |assinado |exclusivo )?com (a|o) (administradora|construtora|incorporadora|seguradora|imobiliaria|rede|grupo|xlugarx|sindicato|associacao)\b|\b(fornecedor|fornecedora|distribuidor|distribuidora|revendedor|revendedora|instaladora|representante) (exclusiv[oa]|oficial|homologad[oa]|credenciad[oa])\b|^\W*(fornecedor|fornecedora|distribuidor|distribuidora|revendedor|revendedora) (d[aoe]s?|de) [^.]{0,60}\bpara (as|os|o|a) [a-z]|\bmedalhas?\b|\bcampeonato\b|\balianca (estrategica|com)\b|^\W*juntos? com (a|o) (cooperativa|associacao|rede|sindicato|administradora|construtora|prefeitura)\b|^\W*(recomendad|indicad)[oa]s? pel[ao] (propri[ao] )?(fabricante|marca|ppa)\b|\bindicad[oa] pel[ao] propri[ao] (fabricante|marca)\b|\blocalizador de (instaladores|revendas|assistencias|tecnicos)\b|\bverificad[oa] pel[ao] (plataforma|site|app|aplicativo)\b|\bantecedentes (checados|verificados|criminais)\b|\b(certificac\w*|treinamento|capacitac\w*) (interna|interno|propria|proprio)\b|\bcampe(a|ao|oes|as) de (vendas|atendimento|instalac\w*)\b|^\W*certificad[oa] de (tecnico|instalador|especialista)\b|^\W*(fornecedor|fornecedora|prestador|prestadora) (oficial )?d[oa]s? (condominios|predios|lojas|administradoras|construtoras|construtora|administradora|empresas)\b|^\W*(indicad|recomendad)[oa]s? pel[ao]s? (imobiliarias|administradoras|sindicos|construtoras|moradores|clientes|vizinhos|lojas)\b|\bcadastro aprovado\b|\bjunto (as|aos) (principais )?(administradoras|construtoras|fabricantes)\b|\bapolice\b|\b(tecnicos?|profissionais|instaladores|equipe)\b.{0,20}\b(possuem|tem|têm|fizeram|concluiram|passou por|passaram por|fez)\b.{0,10}\bcursos?\b|\b(instaladora|empresa|loja|tecnico|instalador) (indicad|recomendad|homologad|credenciad)[oa] pel[ao]\b|\binscricao municipal\b|^\W*(indicad|recomendad|homologad|credenciad)[oa]s? pel[ao]s? \w+|\bformacao (internacional|no exterior|na europa|na fabrica)\b|\b(tecnicos|instaladores|equipe|profissionais) (certificad|treinad|habilitad|credenciad)\w* pel[ao]\b/,
    withSubject: null,
  },
  {
    // Vehicles fitted for the work, technicians on motorbikes or stationed in a town, a warehouse
    // by its area, a pickup point: the company's size and reach.
    topic: "equipe e porte",
    alone:
      /\b(van|vans|caminhao|caminhoes|caminhonete|caminhonetes|utilitario|utilitarios|carro|carros|moto|motos)(-| )(oficina|com (guindaste|munck|plataforma|ferramentas|oficina|estoque))\b|\btecnicos? (de|em|sobre) (moto|motos|motocicleta|motocicletas)\b|\btecnicos? (fixos?|residentes?|baseados?|alocados?|dedicados?|exclusivos?|proprios?|de plantao) (em|no|na|nos|nas|para|xlugarx)\b|\b(deposito|galpao|loja|showroom|oficina|sede|escritorio|estoque)\b.{0,25}\b(metros quadrados|m2|m²)\b|\bponto de (retirada|coleta|venda|atendimento)\b|\b(caminhao|caminhoes) (munck|guincho|proprio)\b|\bmunck\b|\b(carro|van|veiculo|moto) (reserva|extra)\b|\blaboratorio (interno|proprio)\b|\bno laboratorio\b|\bno curriculo\b|\bequipe (exclusiva|dedicada|propria|separada) (para|cuida|so|que|de)\b|\bnova (loja|unidade|filial|sede)\b|\b(motos|carros|vans|veiculos) de apoio\b|\bunidades? move(l|is)\b|\bviaturas?\b|\b(motoboys?|motociclistas?|caminhao|caminhoes|vans?|carros?|motos?) (d[ao] (propria )?(empresa|loja|equipe)|de plantao|com guincho)\b|\bbalcao (de pecas|de atendimento)\b|\b(motoboys?|motoqueiros?|motociclistas?) (tecnicos?|proprios|de plantao|da (empresa|loja))\b|\b(van|vans|carro|carros|moto|motos) de plantao\b|\b(picapes?|motos?|furgoes|furgao|vans?|carros?|caminhonetes?|veiculos?)\b[^.]{0,30}\b(ficam|fica) de plantao\b|\bcaminh(ao|oes)-guincho\b|\b(veiculos|carros|vans|motos) com (gps|rastreador|rastreamento)\b|\brastread\w* por gps\b|\brede de (eletricistas|tecnicos|instaladores|parceiros)\b|\bfoco (do atendimento|da empresa|da loja) (sao|e)\b|\bquiosque\b|\balem da matriz\b|\bloja fisica (no|na|em)\b/,
    withSubject: null,
  },
  {
    // Open at lunch, on a weekday that others close.
    topic: "horário",
    alone:
      /\bfecha(m|mos)? (para o|para|no|na hora do) almoco\b|\bfechad[oa]s? (para o|para|no|na hora do) almoco\b|\babert[oa]s? (no|na hora do|durante o) almoco\b|\b(visitas?|atend\w*|plantao|tecnicos?|equipe|rota|recebe\w* visita)\b.{0,40}\b(as|nas|toda|todas as) (segundas|tercas|quartas|quintas|sextas)\b|\b24 ?\/ ?7\b|\bdisponive(l|is) (no|na|nos|em|aos) (carnaval|pascoa|natal|ano novo|feriados?|domingos?|fins de semana)\b|\bseg\.? a (sex|sab)\b|\bhorario\s*:|\bfuncionamento em horario\b|\b365 dias\b|\b(funcionando|abert[oa]s?|atendendo|plantao) (inclusive|tambem|ate|mesmo) (no|nos|em|aos) (natal|ano novo|feriados?|domingos?|carnaval)\b/,
    withSubject: null,
  },
  {
    // Payment split in halves, shared in a condominium's fee, by bank transfer; a price in words
    // with its cents ("por vinte e nove e noventa") or in slang ("conto", "pila").
    topic: "pagamento",
    alone:
      /\bmetade\b.{0,50}\bmetade\b|\b(entrada|sinal)\b.{0,40}\b(restante|saldo|resto)\b|\b(picpay|mercado pago|paypal|link de pagamento|pagamento por link|em especie|todas as bandeiras)\b|\bratea\w*\b.{0,30}\b(valor|custo|preco|taxa|conta)\b|\btransferencia\b(?! de (calor|carga|energia|dados|peso))|\bfaturad[oa]\b|\bfaturamento\b|\bpague (na entrega|apos|so depois|somente depois|depois d)\b/,
    withSubject: null,
  },
  {
    topic: "dinheiro",
    alone:
      /\bpor (apenas |so |somente )?[a-z ]{3,40} e noventa( e nove)?\b|\b(conto|contos|pila|pilas|mangos)\b|\bprecos? reduzid\w*|\b(fica|sai|custa) (em torno de|por volta de|uns|cerca de) (cem|cento|duzent|trezent|quatrocent|quinhent|seiscent|setecent|oitocent|novecent|mil)\w*/,
    withSubject: null,
  },
  {
    // A job of the company's covered against weather or damage: a warranty's cover.
    topic: "cobertura",
    alone:
      /\b(instalac\w*|servicos?|consertos?|trabalhos?|obras?|reparos?)\b.{0,15}\b(cobert|segurad|garantid)[oa]s? (contra|para|por)\b|\bcobert[oa]s? por (\d+|[a-z]+) (anos?|meses|dias)\b|\bcobertura de pecas\b|\b(direito a|politica de) (devolucao|troca|reembolso|arrependimento)\b|^\W*garantia de que\b|\bgarantia e (vitalicia|eterna|total|ilimitada)\b|\b(servico|instalacao|conserto|trabalho)s? (nao tem|sem) garantia\b|\bseguro (contra|de) (danos|roubo|acidentes?)\b|\b(dinheiro|valor)\b.{0,30}\bvolta (integral|inteir|todo)\w*|\breembolso sem perguntas\b|\bquantas vezes (forem|for) necessari\w*/,
    withSubject: null,
  },
  {
    // Everyone else left behind, twice as long as others': a comparison.
    topic: "comparação",
    alone:
      /\bno chinelo\b|\bdeix\w* (os outros|a concorrencia|todo mundo|geral) (para tras|pra tras|comendo poeira)\b|\b(o dobro|o triplo|metade) d(as|os|o que|a que) (feit[oa]s|outr|mercado|concorr|quem|demais)|\bdo que o mercado\b|\bqualidade de (empresa|loja) grande\b|\bpreco de (autonomo|loja pequena|loja de bairro)\b|\bmais (em conta|barat\w*|rapid\w*|confiave\w*|segur\w*) (do )?que (comprar|chamar|contratar|pagar|ir|fazer|instalar)\b|\b(melhor|mais rapid\w*|mais barat\w*) (do )?que (o|a) (d[ao] )?(propri[ao] )?(fabrica|fabricante|concorrencia|mercado|loja)\b|\b(menor|maior|melhor|mais barat\w*) (do )?que (o|a|os|as) d[aoe]s? (grandes|outr|demais|concorr|lojas|redes)|^\W*(a|o) unic[ao] d[ao]\b|\btanto quanto (eu|nos|a gente|a equipe|a loja|a empresa)\b|\bque (as|os) (grandes redes|outr\w+|concorrentes|demais) nao (oferecem|tem|fazem|dao)\b/,
    withSubject: null,
  },
  {
    // A technician sent at once.
    topic: "prazo",
    alone:
      /\bdespachad[oa]s? (imediatamente|na hora|em (ate |menos de )?[a-z0-9 ]{2,20} (minutos|horas?))\b|\b(atendid|visitad|resolvid)[oa]s? no mesmo dia\b/,
    withSubject: null,
  },
  {
    // The whole country or state served, or a place left out ("ficam fora da área atendida").
    topic: "área",
    alone: /\batend\w*\b.{0,30}\b((brasil|pais|estado) inteiro|todo o (brasil|pais))\b/,
    withSubject: null,
  },
];

/** One pattern of every class, to skip them all at once on most sentences. */
export const ANY_ROUND14 = new RegExp(ROUND14_CLASSES.map((c) => `(?:${c.alone!.source})`).join("|"));
