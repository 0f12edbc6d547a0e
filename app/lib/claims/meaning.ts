// Classes of meaning: what a sentence about the business can state, each a small lexicon of
// roots and stems (folded text). `alone`: the words state a fact about a business whoever the
// subject ("cinco estrelas", "desconto", "concorrentes"); `withSubject`: words that are such a
// fact only when the sentence speaks as or of the company ("somos pontuais", "a equipe é
// experiente") — the same words describe a motor in a guide ("um motor confiável").
// Compiled once at module load.
import { MORE_CLASSES, ROUND10_CLASSES } from "./meaning-more";
import { ANY_ROUND14, ROUND14_CLASSES } from "./meaning-r14";

export type Topic =
  | "reputação"
  | "clientes"
  | "credenciais"
  | "equipe e porte"
  | "experiência"
  | "horário"
  | "prazo"
  | "dinheiro"
  | "garantia"
  | "cobertura"
  | "pagamento"
  | "comparação"
  | "lugar"
  | "área"
  | "serviços"
  | "contato";

export interface MeaningClass {
  topic: Topic;
  alone: RegExp | null;
  withSubject: RegExp | null;
}

const TIME =
  "minutos?|horas?|rapid\\w*|logo|cedo|mesmo dia|dia seguinte|manha seguinte|dias? ute?is|instantes?|imediat\\w*|pouco tempo|piscar|voando|correndo|depressa|agil\\w*|agilidade|pressa|demor\\w*|esperar|espera|prazo|urgen\\w*|hoje|amanha|tempo recorde|relampago|pontual\\w*|pontualidade|atras\\w*";

const CLASSES: readonly MeaningClass[] = [
  {
    topic: "reputação",
    alone:
      /\bestrelas?\b|\breclame aqui\b|\bavaliac\w+ (positiv|otim|excelen|maxim|no google|dos clientes|de clientes|de quem)|\bavaliad\w* (com|por|no|pelos|pelas|como)|\bbem avaliad|\bnota (maxima|dez|10|5|cinco|alta|altissima|[0-9],[0-9])|\bdepoiment|\belogi\w*|\bsatisfeit\w*|\bsatisfac\w*|\breputac\w*|\bfama\b|\bfamos[oa]s?\b|\bbem falad|\bboca a boca|\bindicac\w* (de|dos|das|entre) (clientes|vizinhos|amigos|moradores|sindicos)|\brecomendad\w* por|\b(nos |a |os )?recomendam\b|\bfie(l|is)\b|\bfidel\w*|\bvolta\w* a (chamar|contratar|ligar|procurar|nos)|(?<!quase )\bsempre (voltam|volta|chamam|indicam|lembram)|\bconfia(m|ram)\b|\bconfianca (de|dos|das)|\baprovad\w* (por|pel)|\bqueridinh|\bpreferid\w* (d|por|pel)|\bprem(io|iad|iac)\w*|\btrofeu|\bvencedor\w*|\bselo (de|do|da|ra)|\breconhecid\w* (por|pel|como|em|no|na)|\b(moradore?s?|moradoras?|clientes?|sindic[oa]s?|vizinh[oa]s?|familias?|ele|ela|eles|elas|dona|casal|gente)\b.{0,60}\b(encantad\w*|feli(z|zes)|satisfeit\w*|adorou|adoraram|amou|amaram|aprovou|aprovaram|gostou|gostaram|agradec\w*|impressionad\w*|lig\w* (so )?para (dizer|agradecer|elogiar|contar)|ja sabem|sabem a quem|conhecem|lembram d|preferem|escolhem)|\b(escolhid|contratad|selecionad)[oa]s? (pel|por|como)(?<!\b(deve|devem|precisa|precisam|pode|podem) ser \w+ \w+)|\binsatisfeit\w*|\b(fala|falam|falar|falando|falou|falaram) (bem|mal)\b|\bcomentarios? (positiv|negativ|elogios)|\bredes sociais\b|\b(nota|media|avaliac\w*|opinio\w*|estrelas|comentarios)\b.{0,30}\bgoogle|\bgoogle\b.{0,30}\b(nota|media|avaliac|opinio|estrelas|comentarios)|\bmedia (de )?[0-9],[0-9]|\brecomendac\w*|\b(bem|muito|super) (recomendad|indicad|avaliad|conceituad)\w*|\bquem (ja )?(contrat|cham|instal|fech|conhec|experiment|prov|compr|testou|usou)\w*\b.{0,50}\b(volta|indica|recomend|aprov|gost|elogi|nao troca|confi|repete|sempre|nunca mais|fica|fic)/,
    withSubject:
      /\b(seri[oa]s?|seriedade|honest\w*|pontua(l|is)|pontualidade|caprich\w*|atencios\w*|educad\w*|gentis?|cordia(l|is)|compromet\w*|transparen\w*|confia(vel|veis)|confianca|dedicad\w*|dedicac\w*|cuidados[oa]s?|cuidado|excelen\w*|impecave\w*|eficien\w*|competen\w*|simpatic\w*|prestativ\w*|responsave(l|is)|qualidade|conhecid\w*|respeitad\w*|admirad\w*|apaixonad\w*|paixao|orgulh\w*|carinho|amor|exigentes?|perfei\w*|melhores resultados|sucesso|referencia)\b/,
  },
  {
    topic: "clientes",
    // (not the customer in general told what he must or may do: "o cliente deve testar…")
    alone: /\b(clientes?|clientela|fregues\w*)\b(?! (deve|devem|precisa|precisam|pode|podem|tem (o )?direito)\b)/,
    withSubject: /\b(familias|condominios|moradores|sindicos|comercios|empresas|residencias|casas|lares|pessoas)\b/,
  },
  {
    topic: "credenciais",
    alone:
      /\bcredenciad\w*|\b(revend\w*|assistencia tecnica|representante|distribuidor\w*|instaladora?|oficina) (autorizad\w*|oficial|credenciad\w*)\b.{0,3}(ppa|garen|rossi|peccinin|intelbras|nice|da marca|do fabricante|de fabrica)?|\bparceir[oa]s? (oficia(l|is)|da|do|de)\b|\bparceria (com|oficial)|\biso 9001|\bcrea\b|\bfiliad\w*|\bassociad\w* (a|ao|da|do)\b|\bmembros? d[aoe]\b|\b(alvara|seguro de responsabilidade|finalistas?|concursos?|ranking|convenio|diplomas?|titulo de (parceir|melhor|destaque))\b/,
    withSubject:
      /\b(certificad\w*|certificac\w*|certificados?|autorizad\w*|homologad\w*|habilitad\w*|licenciad\w*|treinad\w*|treinament\w*|capacitad\w*|capacitac\w*|qualificad\w*|especializad\w*|especialistas?|formad\w*|formac\w*|cursos?|diplom\w*|registrad\w*|registro|cnpj|alvara|licenca|nr ?-?10|nr ?-?35|seguro|segurad\w*|parceir\w*|parceria|representantes?|revend\w*|fabricantes? parceir|oficia(l|is))\b/,
  },
  {
    topic: "equipe e porte",
    alone:
      /\bfrota\b|\bfuncionarios\b|\bcolaboradores\b|\bfiliai?s?\b|\bsede (propria|em|no|na)|\bgalpao|\bestoque (proprio|de|com|sempre)|\b(veiculos|carros|vans|viaturas|caminhonetes|utilitarios|motos) (proprios|proprias|equipad\w*|da empresa|identificad\w*|adesivad\w*|rodando)|\bempresa familiar\b|\bfilia(l|is)\b|\braio de (atendimento|atuacao|cobertura|\d+|[a-z]+ (km|quilometros))\b|\b(\d+|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte|trinta|quarenta|cinquenta|cem|dezenas de|varias|diversas) cidades (do|da|de|no|na)\b|\b(pai|mae|avo|filhos?|irmaos?) (e filhos?|fundou|fundaram|comecou|comecaram)/,
    withSubject:
      /\b(veiculos|carros|vans|motos|unidades|lojas|estrutura|porte|tamanho|crescemos|crescendo|cresceu|cresce|expandimos|ampliamos|contratamos|lojas|escritorio|showroom|deposito|oficina propria)\b/,
  },
  {
    topic: "experiência",
    alone:
      /\banos (de|no) (experiencia|mercado|estrada|historia|tradicao|atuacao|casa|oficio|profissao|janela|estrada)|\bdecadas\b|\bgerac(ao|oes)\b|(?<!\bque )\bja (\w+(amos|emos|imos)|montou|montaram|instalou|instalaram|automatizou|automatizaram|fez|fizeram|atendeu|atenderam|perdeu|perdemos|passaram)\b|\b(centenas|milhares|dezenas)\b.{0,20}\b(portoes|motores|instalac\w*|trocas|clientes|familias|condominios|servicos|consertos|iguais|obras|casas|predios|comentarios|avaliac\w*)|\b(rodagem|bagagem)\b|\bdesde (a epoca|o tempo|o inicio|o comeco|os tempos|sempre)\b|\bdesde (19|20)\d\d|\bdesde (os anos|a decada|o seculo|que (abrimos|comecamos|nascemos))|\bfundad[oa]s? (em|ha|por)|\binaugur\w*|\bnascemos\b|\bcomecamos\b|\blonga data\b|\bveteran\w*|\btradic\w* (de|em|no|na) (familia|mercado|bairro|regiao|automac)/,
    withSubject:
      /\bha (mais de |quase |uns |umas |cerca de )?(\d+|[a-z]+( e [a-z]+)?) (anos|decadas)\b|\b(experien\w*|tradic\w*|historia|trajetoria|anos (de|no|na|nesse|neste) (ramo|area|mercado|estrada|setor|profissao|oficio)|decadas?|ha muito tempo|muito tempo|antig\w*|novat\w*|comecou|comecaram|comecei|abriu|abriram|abrimos|veteran\w*)\b/,
  },
  {
    topic: "horário",
    alone:
      /\bhorario (de atendimento|comercial|estendido|de funcionamento)|\bexpediente\b|\bplantao\b|\b(atend\w*|chamad\w*|socorro|servico|assistencia|suporte|tecnicos?|equipe) .{0,40}\b(24 ?h|24 horas|vinte e quatro horas|madrugada|feriados?|domingos?|fins? de semana|dia e noite|noite e dia|qualquer hora|qualquer horario|qualquer dia|a qualquer momento|sete dias|7 dias|todos os dias)\b|\b(abert[oa]s?|funcion\w*|atend\w*) (aos|nos|de|no|em) (sabados?|domingos?|feriados?)|\b(de|da) segunda a (sexta|sabado|domingo)\b|\bdas \d+ ?h? as \d+ ?h|\b(atend\w*|plantao|atendentes?|agend\w*|marcar|visitas?|orcamentos?|escritorio|loja|tem gente|equipe|tecnicos?)\b.{0,60}\b(sabados?|domingos?|feriados?|fins? de semana|a noite|de noite|madrugadas?|\d+ ?h|segunda a (sexta|sabado|segunda|domingo)|ferias|natal|dezembro|janeiro|ano novo|dia do ano|hora do almoco|24 horas)\b|\b(sabados?|domingos?|feriados?|fins? de semana|a noite|de noite|madrugadas?|\d+ ?h|segunda a (sexta|sabado|segunda|domingo)|ferias|natal|dezembro|janeiro|ano novo|dia do ano|hora do almoco|24 horas)\b.{0,60}\b(plantao|atend\w*|orcamentos?|agend\w*|visitas?|marcar|escritorio|loja|equipe|tecnicos?)\b/,
    withSubject:
      /\b(horario|abert[oa]s?|abrimos|fechamos|funcionamos|sabados?|domingos?|feriados?|madrugadas?|24 ?h|24 horas|vinte e quatro horas|dia e noite|noite e dia|qualquer hora|qualquer horario|qualquer dia|a qualquer momento|fins? de semana|todos os dias|sete dias|7 dias|disponive(l|is)|disponibilidade|agenda|agendas|plantao|de prontidao|prontos para|a postos|noite|noites|cedo|tarde da noite)\b/,
  },
  {
    topic: "prazo",
    alone: new RegExp(
      `\\b(${TIME})\\b.{0,40}\\b(tecnicos?|equipe|profissional|alguem|instalador\\w*)\\b.{0,30}\\b(cheg\\w*|aparec\\w*|bate|esta (ai|la|na sua)|vai ate)\\b|\\b(tecnicos?|equipe|atendimento|atendente|visita|socorro|chamado|retorno|resposta|orcamento|instalador\\w*|profissional|alguem)\\b.{0,50}\\b(cheg\\w*|aparec\\w*|esta (ai|la|na sua)|bate a sua porta|vai ate|sai|sair|respond\\w*|retorn\\w*|atend\\w*|acontece|vem|vir)\\b.{0,40}\\b(${TIME})\\b|\\b(cheg\\w*|aparec\\w*|respond\\w*|retorn\\w*|atend\\w*)\\b.{0,30}\\b(em (poucos |alguns )?minutos|em (poucas|uma|meia) horas?|no mesmo dia|imediatamente|na hora(?! d)|num piscar|em tempo recorde|sem demora)\\b|\\b(entreg\\w*|envi\\w*|despach\\w*)\\b.{0,30}\\b(em \\d+|em (um|uma|dois|duas|poucas|poucos) \\w+|expressa|24 ?h|no mesmo dia|no dia seguinte|amanha|hoje)|\\b(hoje|amanha|de manha|a tarde|cedo)\\b.{0,50}\\bja\\b|\\bja\\b.{0,40}\\b(amanha|hoje|a tarde|de manha)\\b|\\bnao passa de (um|uma|\\d+|dois|duas|tres) (dia|dias|hora|horas)|\\bnem (um|uma|meio|meia) (dia|hora|manha|tarde)|\\bentrega (expressa|rapida|imediata)|\\b(ninguem|nenhum cliente|cliente|voce)\\b.{0,20}\\bespera\\w*\\b.{0,30}\\b(dia|dias|hora|horas|semana|minutos?)\\b|\\b(atendimento|resposta|retorno|visita|socorro) (rapid\\w*|agil|imediat\\w*|expresso|relampago|no mesmo dia|em minutos|sem demora)`,
    ),
    withSubject: new RegExp(
      `\\b(cheg\\w*|aparec\\w*|respond\\w*|retorn\\w*|atend\\w*|vamos ate|estamos (ai|la)|deslocamento|resolv\\w*|sai\\w*)\\b.{0,40}\\b(${TIME})\\b|\\b(${TIME})\\b.{0,40}\\b(cheg\\w*|aparec\\w*|respond\\w*|retorn\\w*|atend\\w*|resolv\\w*)\\b`,
    ),
  },
  {
    topic: "dinheiro",
    alone:
      /r\$|\breais\b|\bdescont\w*|\bpromoc\w*|\bparcel\w*|\bsem juros\b|\b(pagamento|pagar|pague|paga|preco|valor|desconto)\b.{0,30}\ba vista\b|\ba vista (no|em) (dinheiro|pix|boleto|cartao)|\bcobrad[oa]s?\b|\bcobra(mos)?\b|\b(nao|so|nada|voce) pag(a|am|ar|amos|ou|ue|uem|o|ando|ara|arao|aria|ariam)\b|\bpag(a|am|ar|amos|ou|ue|uem|o|ando|ara|arao|aria|ariam) (so|apenas|somente|quando|depois|nada)\b|\bmao de obra\b.{0,20}\b(gratis|paga|pago|cobrad|inclus|sai|custa|sem custo)|\b(paga|cobra\w*|inclu\w*)\b.{0,20}\bmao de obra|\bpreco de (fabrica|custo|atacado)|\bvalor mensal|\babat(e|emos|imento)\b|\bintermediari\w*|\bsa(i|em) (pelo|pela|por|a partir)\b|\bpix\b|\bboleto\b|\bcartao\b|\breembols\w*|\bestorn\w*|\bdinheiro de volta|\bdevolv\w* (o |seu |todo o )?(dinheiro|valor)|\bgratis\b|\bgratuit\w*|\bsem custo|\bde graca\b|(?<!(luz|luzes|lampada|iluminacao) de )\bcortesia\b|\bbrinde\w*|\bcupo(m|ns)\b|\btaxa (de|da) (visita|deslocamento|servico)|\bcobra(mos|m|remos)? (nada|so|apenas|menos|taxa|visita|deslocamento|o justo)|\bsem cobrar\b|\bpreco (fixo|justo|baixo|acessivel|promocional|especial|unico|camarada|honesto|competitivo|imbativ)|\bprecos (justos|baixos|acessiveis|competitivos|honestos|imbativ)|\bcusto.beneficio\b|\bcabe no (seu )?bolso|\bsai mais em conta|\bmensalidade|\bcondic(ao|oes) (especia|facilitad|de pagamento)|\bfrete\b|\bmetade do preco|\b(visita|orcamento|deslocamento|mao de obra)\b.{0,30}\b(custa|custam|sai por|sai a|cobrad\w*|preco|valor)\b|\b(sai|saem|custa|custam|paga|pague|cobr\w*|fica|ficam|preco|valor|por|mao de obra|instalacao|visita|servico|conserto|kit|revisao|manutencao)\b.{0,20}\bpela metade|\bnao (custa|cobr\w*|paga|pagam?) (nada|um centavo)|\bsem pagar nada|\bsai de graca/,
    withSubject:
      /\b(precos?|custos?|custa|custam|valor|valores|barat\w*|caro|caros|cara|em conta|economi\w*|pagamento|pagar|pague|pago|paga|cobr(a|am|amos|ar|ado|ada|ados|adas|anca|ancas)|investimento|dinheiro|bolso|negoci\w*|pacote|plano|planos|contrato|acessive(l|is)|justo)\b/,
  },
  {
    topic: "garantia",
    alone:
      /\bgarantimos\b|\bgarantid[oa]s? (ou|e) |\bsatisfacao garantida|\bsem risco|\bgarantia (de|por) (\d+|um|uma|dois|duas|tres|seis|doze|noventa|trinta|sessenta|cento|vida|por vida)|\b(anos?|meses|mes|dias) de garantia|\bgarantia (vitalicia|total|eterna|ilimitada|estendida|incondicional|de satisfacao)|\brefazemos\b|\b(de volta|reembols\w*|desist\w*|estorn\w*|por nossa conta)\b|\bdinheiro volta|\bgarantia\b.{0,30}\b(vale|cobre|contra|total|inclui|mesmo se|tambem)\b|\bvoltamos (sem|de graca)|\bretrabalho (gratis|sem custo)/,
    withSubject:
      /\b(garantia|garantias|garantid\w*|garante|garantem|cobertura|cobrimos|cobre|assumimos|nos responsabilizamos|responsabilidade|troca(mos)? (sem|de graca|na hora)|devolv\w*|devoluc\w*)\b/,
  },
  {
    topic: "pagamento",
    alone: /\b(boleto|pix|cheque|spc|serasa|crediario|carne|dinheiro vivo|transferencia bancaria|vale.refeicao)\b/,
    withSubject: null,
  },
  {
    topic: "cobertura",
    alone:
      /\b(garantia|cobertura)\b.{0,30}\b(vale mesmo|mesmo se|mesmo que|contra (mau uso|queda|raio|vandalismo|qualquer|tudo|o mesmo)|inclui|qualquer defeito|tudo)\b|\b(cobre|cobrimos)\b.{0,20}\b(mau uso|raio|queda|vandalismo|tudo|qualquer)\b/,
    withSubject: null,
  },
  {
    topic: "comparação",
    alone:
      /\bconcorren\w*|\boutras (empresas|lojas|instaladoras|oficinas)|\bdemais (empresas|lojas|instaladoras)|\bnenhuma outra|\bqualquer outra (empresa|loja|instaladora)|\bninguem (mais |na regiao |no bairro )?(faz|oferece|cobra|entrega|chega|atende|instala|tem)|\b(diferente|ao contrario) (de|da|das|dos) (outr|muit|concorr|algum|tant|mercado)|\b(a|o|as|os) (melhor|melhores|maior|maiores|unic[ao]s?|primeir[ao]s?) (empresa|loja|instaladora|equipe|opcao|escolha|atendimento|servico|prestador|revenda|revendedora|distribuidora|assistencia|oficina|autorizada)|\blider(es)? (do|de|no|na|em|absolut)\b|\bnumero (1|um) (em|no|na|da|do|entre)|\bimbative\w*|\bsem igual\b|\bsem comparacao|\bincomparave\w*|\bnao tem (igual|concorr|rival)|\bmais (barat|rapid|confiave|experien|procurad|recomendad|lembrad|tradicional|antig|complet|qualificad)\w* (da|do|de|em)\b(?! que (as?|os?) de\b)|\bpioneir\w*|\b(nao existe|nao ha|dificil achar)\b.{0,40}\b(mais|melhor|igual|outra)\b|\b(empresa|instaladora|loja|equipe|oficina)s? mais \w+ (d[aeo]s?|em|n[ao]s?|pel[ao]s?|entre)\b|\bprimeir[ao] (do|da|no|na) (ranking|lista|regiao|bairro|mercado)|\branking\b|\bmenor(es)? preco|\bprecos? mais baix|\ba maioria (das|dos) (empresas|instaladores|lojas|concorrentes|oficinas|prestadores)|\benquanto (outras|muitas|os outros|outros|a maioria)|\bdo mercado\b(?<!\b(sairam|saiu|sair|fora|retirad[oa]s?|tirad[oa]s?) do mercado)|\bda praca\b|\b(uma|um) (das|dos) (maiores|melhores|mais \w+|principais|primeir\w*|unic\w*|poucas|poucos|raras|raros) (empresas|revendas|instaladoras|lojas|equipes|oficinas|prestadoras|prestadores|instaladores|tecnicos|nomes|referencias)\b/,
    withSubject:
      /\b(melhor|melhores|maior|maiores|superior\w*|primeir[ao]s?|unic[ao]s?|supera\w*|destaca\w*|se destaca|diferencia\w*|diferencial|diferente|mais .{1,25} que|mais .{1,25} do que|como ninguem|referencia|pioneir\w*|lider\w*)\b/,
  },
  {
    topic: "lugar",
    alone: null,
    withSubject:
      /\b(xlugarx|bairros?|regiao|regioes|cidades?|zona (norte|sul|leste|oeste|central)|centro|capital|grande sao paulo|abc|interior|litoral|estado|municipios?|vizinhanca|arredores|redondezas|perto de (voce|sua casa)|proximidades|endereco|enderecos|ruas?|localidades?)\b/,
  },
  {
    topic: "serviços",
    alone: null,
    withSubject:
      /\b(instal\w*|automatiz\w*|manutenc\w*|mantemos|consert\w*|repar\w*|trocamos|troca de|substitu\w*|regul\w*|ajustamos|vend\w*|fornec\w*|montamos|montagem|trabalhamos com|atendemos|fazemos (a|o|os|as) (instal|manut|consert|troca|automac|revis))/,
  },
  {
    topic: "contato",
    alone: null,
    withSubject:
      /\b(fale|falar|entre em contato|contato|ligue|ligar|chame|chamar|escreva|mensagem|whatsapp|telefone|formulario|orcamento|solicite|pec[ao]|agende|agendar|visite|aguardamos|esperamos|estamos a disposicao|a disposicao|a sua disposicao|duvidas?|ajuda\w*|ajudar)\b/,
  },
  // Fresh wordings (tests/unit/business-classifier-dev2.ts): the same facts said another way.
  {
    // Protection, a term of responsibility, the money given back: a warranty by other nouns.
    topic: "garantia",
    alone:
      /\b(anos?|meses|dias) de (protecao|cobertura)\b|\bprotecao (total|estendida|integral|garantida)|\bprotegid[oa]s? (por|durante) (\d+|[a-z]+) (anos?|meses|dias)\b|\btermo de (responsabilidade|garantia) (assinado|entregue|do tecnico|de cada|em cada)|\bdevoluc\w* (do|de|integral|total) (valor|dinheiro|pagamento)|\bdevoluc\w*\b.{0,20}\b(integral|total|imediata)\b/,
    withSubject: /\b(protecao|protegid\w*|termo de responsabilidade)\b/,
  },
  {
    // A price by comparison, a discount in per cent, a promotion: an offer without "R$".
    topic: "dinheiro",
    alone:
      /\bpor cento (a menos|de desconto|mais barat\w*|off)|\b\d+ ?% (a menos|de desconto|off|mais barat)|\bcusto zero\b|\bpor conta da casa\b|\bpela metade (do|de|da)\b|\bpelo preco de\b|\bna compra d[eoa]s?\b|^\W*(aproveite|ganhe|garanta ja|corra|nao perca)\b|\b(so|somente|apenas|valido|vale) (esta|essa|nesta|nessa|ate o fim da) (semana|mes)\b|\bpor tempo limitado\b|\b(custa|sai|fica|paga)\b.{0,40}\bpor (mes|semana|dia)\b|\bpor nossa conta\b|\b(seu|sua)\s+(conserto|instalacao|manutencao|kit|motor|servico|visita|orcamento)\b.{0,20}\b(sai|fica|custa)\b.{0,10}\b(mais barat\w*|menos|por|de graca)/,
    withSubject: /\b(por cento|desconto|oferta|promo\w*)\b/,
  },
  {
    // Arrival, answer or completion promised without the usual words.
    topic: "prazo",
    alone:
      /^\W*(chamou|ligou|pediu|mandou|clicou|escreveu|fechou)\b[^,]{0,20},|\ba caminho\b|\bsem (fila|espera|demora)\b|\b(horinha|minutinhos?|rapidinho)\b|\bna (sua )?porta\b.{0,30}\bem (\w+ )?(minutos|horas?|horinha)|\bem (\w+ )?(minutos|horas?|horinha)\b.{0,30}\b(na (sua )?porta|na sua (garagem|casa|rua))|\bem (menos de|ate|no maximo) .{0,20}\b(horas?|minutos|dias?)\b.{0,30}\b(seu|sua) (portao|motor|garagem|controle|conserto)|\b(seu|sua) (portao|motor|conserto|instalacao|garagem)\b.{0,40}\b(pront[oa]|funcionando|volta a|consertad[oa]|instalad[oa]|automatizad[oa]|trocad[oa])\b.{0,30}\b(hoje|amanha|antes d[oa]|em (menos de |ate |no maximo )?([a-z]+ ){0,3}(horas?|minutos|dias?)|no mesmo dia)|^\W*(peca|chame|ligue|compre|feche|contrate|agende)\b.{0,10}\b(hoje|agora)\b.{0,40}\b(amanha|hoje|em \w+ (horas|dias)|na hora)|^\W*(o|a|seu|sua) (conserto|instalacao|servico|troca|reparo)\b.{0,20}\b(termina|fica pront[oa]|acaba|e concluid[oa])\b.{0,20}\b(no mesmo dia|hoje|amanha|em \w+ (horas|minutos))/,
    withSubject: null,
  },
  {
    // Hours said colloquially: someone answering late, a phone on all day, a visit when you want.
    topic: "horário",
    alone:
      /\b(tem|ha|sempre tem) (gente|alguem|atendente|tecnico)\b.{0,40}\b(ate|de) (tarde|noite|madrugada|as \w+)|\bate (tarde|as \w+( e meia)? da (noite|manha)|meia.noite)\b.{0,40}\b(tem|ha) (gente|alguem|atendimento|tecnico)|\b(telefone|whatsapp|linha)\b.{0,20}\b(ligad|abert|atend)\w*\b.{0,30}\b(dia todo|noite|domingo|feriado|sempre|24)|\b(visita|atendimento|tecnico|instalacao)\b.{0,40}\b(horario|hora|dia|quando) (que )?(for (melhor|mais conveniente)|voce (quiser|preferir|escolher))/,
    withSubject: null,
  },
  {
    // Work counted as a total without a subject: "quase cinco mil portões automatizados".
    topic: "experiência",
    alone:
      /\b(mais de|quase|perto de|cerca de|mil|milhares de|centenas de|dezenas de)\b.{0,25}\b(portoes|motores|chamados|consertos|instalacoes|controles|servicos|obras|kits|visitas|atendimentos)\s+(automatizad|atendid|instalad|trocad|programad|conclu|resolvid|consertad|entregu|feit|realizad)\w*|\bforam tant[oa]s\b|\bdesde que (a|o|as|os) [a-z]+ (era|eram|tinha|tinham|havia|nem)\b/,
    withSubject: null,
  },
  {
    // Terms of payment: when or on what condition the customer pays, said of no one in particular
    // ("o pagamento só é feito depois…", "paga-se na entrega", "sem entrada"); instalments are
    // the "dinheiro" class's, which a confirmed claim can back.
    topic: "pagamento",
    alone:
      /\b(pagamentos?|cobrancas?|acertos?|quitac\w*)\b.{0,40}\b(so|somente|apenas|depois|apos|ao final|no final|no fim|ao fim|na entrega|na conclusao|ao termino|no termino|antecipad\w*|adiantad\w*|na hora|na aprovacao|na retirada|sem entrada|com entrada|metade)\b|\b(paga|pagam|acerta|acertam|quita|quitam)-se\b|\bsem entrada\b(?! d)|\b(sinal|entrada) de (metade|\d|[a-z]+ por cento)|\bfiado\b|\b(acert|quit)\w* (a conta|o valor|o servico|o restante|o saldo)\b/,
    withSubject: null,
  },
  {
    // A past job claimed as the company's own ("foi serviço nosso"): a customer served.
    topic: "clientes",
    alone:
      /\b(foi|foram|era|eram) (um |uma )?(servicos?|trabalhos?|obras?|instalac(ao|oes)|consertos?|automac(ao|oes)) (nosso|nossa|nossos|nossas|da casa|da equipe|da gente)\b/,
    withSubject: null,
  },
  {
    // Someone of the company coming to the reader's place ("o técnico passa aí ainda de manhã").
    topic: "prazo",
    alone:
      /\b(tecnicos?|equipe|profissional|alguem|instalador\w*|montador\w*|pessoal)\b.{0,30}\b(passa|passam|vai passar|vem|vai|aparece|chega|esta) (ai|la|na sua|no seu|no local|na tua|no teu)\b/,
    withSubject: null,
  },
  {
    // Paying less, or half, is a discount whoever pays ("idosos pagam menos na revisão").
    topic: "dinheiro",
    alone: /\bpag(a|am|ar|ue|uem|ara|arao|aria|ariam)\b (so )?(menos|a metade|metade|meia)\b/,
    withSubject: null,
  },
  {
    // The company set among its trade ("entre as instaladoras da zona leste, nenhuma tem…"), or
    // recommended by demonstrative ("indicar este serviço"): a comparison, a reputation.
    topic: "comparação",
    alone:
      /\bentre (as|os|todas as|todos os) (instaladoras|empresas|lojas|oficinas|prestadores|concorrentes|firmas|assistencias)\b|\b(nenhum[ao]?|ninguem)\b.{0,40}\b(desta|deste|daqui|como (esta|este|a nossa|o nosso))\b/,
    withSubject: null,
  },
  {
    topic: "reputação",
    alone:
      /\b(indic|recomend|elogi|divulg)\w*\b.{0,20}\b(est[ea]|ess[ea]|nosso|nossa) (servico|empresa|equipe|time|loja|casa|firma|oficina|trabalho|turma)\b|\b(\d+ ?%|[a-z]+ por cento|[a-z]+ em cada [a-z]+)\b.{0,10}\b(dos|das) (chamados|atendimentos|visitas|consertos|orcamentos|pedidos|clientes)\b/,
    withSubject: null,
  },
  {
    // How the service is done: by people, not by a robot.
    topic: "equipe e porte",
    alone:
      /\b(nao|nunca|nada de|sem) (por |e |com |um |uma )?(robos?|bots?|maquinas?|respostas? automaticas?)\b|\b(atendimento|suporte|atendentes?)\b.{0,15}\bhuman[oa]s?\b|\b(loja|empresa|firma|oficina) da familia\b/,
    withSubject: null,
  },
  // Round 3 (tests/unit/business-corpus/dev-recall.ts, a copywriter's indirect voice): classes
  // that make a sentence about the business whatever its wording.
  {
    // The work or the team praised: a service noun (with a definite or universal determiner, or
    // opening the sentence) and a quality a service has, not a part ("trabalho limpo", "o
    // atendimento é atencioso", "técnicos uniformizados"); not what a service should be.
    topic: "reputação",
    alone:
      /(?:^\W*|\b(?:o|a|os|as|cada|todo|toda|todos|todas|esse|essa|este|esta|desse|dessa|deste|desta|e)\s+)(servicos?|trabalhos?|atendimento|acabamento do servico|instalac(?:ao|oes)|consertos?|equipe|pessoal|tecnicos?|instaladores|profissionais|gente)\b(?!.{0,40}\b(deve|devem|precisa|precisam|tem que|convem|ideal|costuma|costumam)\b).{0,50}\b(impecave\w*|limp[oa]s?|caprich\w*|atencios\w*|educad[oa]s?|treinad[oa]s?|pontua(l|is)|uniformizad\w*|identificad[oa]s|cordia(l|is)|organizad[oa]s?|honest\w*|sem sujeira|impression\w*|encant\w*|gentis?|prestativ\w*|simpatic\w*)\b/,
    withSubject: null,
  },
  {
    // Customers as a group doing what loyal customers do, or served for a time ("os condomínios
    // atendidos renovam", "síndicos indicam o trabalho", "é atendido há três anos").
    topic: "clientes",
    alone:
      /\b(condominios|familias|sindicos|moradores|predios|comercios|vizinhos|lojistas|administradoras)\b(?!.{0,30}\b(devem|precisam|podem)\b).{0,50}\b(renov(am|aram)|indicam|indicaram|recomendam|recomendaram|voltam|voltaram|repetem|elogiam|elogiaram|confiam|confiaram|aprovam|aprovaram)\b|\b(condominios|familias|predios|residencias|comercios|empresas|clientes) (atendid|servid)[oa]s\b|\b(e|sao|foi|foram|esta|estao|vem sendo) (atendid|servid)[oa]s? (ha|desde|pela|pelo|todo|toda|regularmente)\b/,
    withSubject: null,
  },
  {
    // The company's age in words, or the years of trade ("desde mil novecentos…", "tempo de estrada").
    topic: "experiência",
    alone:
      /\bdesde (mil novecentos|dois mil)\b|\b(tempo|anos|decadas) de (estrada|janela|rodagem|praca|oficio)\b|\bnasce(u|mos) (numa|num|em uma|em um|no|na|em)\b/,
    withSubject: null,
  },
  {
    // Availability: a free slot, someone always there to answer.
    topic: "horário",
    alone:
      /\bsobreaviso\b|\b(tem|ha|temos) (ainda )?(vagas?|horarios? (livres?|disponive\w*)|encaixe)\b|\bagenda\b.{0,30}\b(vagas?|livre|aberta)\b|\b(tem|ha) (sempre )?(alguem|gente|atendente|um tecnico) (para|pra|de|a) (atender|plantao|sobreaviso|postos)\b|\bnao importa (o dia|a hora|o horario)\b/,
    withSubject: null,
  },
  {
    // An answer or a call closed before the reader expects it.
    topic: "prazo",
    alone:
      /\b(resposta|retorno|orcamento|tecnico|chamado)\b.{0,40}\bantes (de|que) voce\b|\bchamados?\b.{0,30}\b(resolvid|fechad|atendid)\w*\b.{0,20}\b(a tarde|de manha|hoje|no mesmo dia|amanha)\b/,
    withSubject: null,
  },
  {
    // Working side by side with others: a partnership.
    topic: "credenciais",
    alone: /\blado a lado com\b|\bem parceria com\b/,
    withSubject: null,
  },
  {
    // A reach over every place ("qualquer cidade da Grande São Paulo", "todo o ABC"): the served
    // places are a list, and no list backs "all of them".
    topic: "área",
    alone:
      /\b(atend\w*|cobr(e|em|imos)|vai|vao|vamos|cheg\w*|rota|atua\w*|serv(e|em|imos)|tecnicos?|equipe|instal\w*)\b.{0,50}\b(qualquer (cidade|bairro|canto|lugar|regiao|endereco|municipio)|tod[oa] (a|o) (grande sao paulo|abc|estado|regiao metropolitana|cidade|zona \w+|capital)|a cidade (inteira|toda))\b/,
    withSubject: null,
  },
  // Round 2 of dev-recall (written after round 1, its misses' classes).
  {
    // Awards said as a title won or an homage received.
    topic: "reputação",
    alone:
      /\bhomenage\w*|\b(empresa|instaladora|loja|profissional|tecnico|destaque|servico|atendimento) do ano\b|\b(levou|ganhou|conquistou|recebeu|venceu|leva|ganha)\b.{0,30}\b(titulo|premio|trofeu|medalha|placa|selo|reconhecimento)\b/,
    withSubject: null,
  },
  {
    // Demand as reputation: a phone that does not stop, a full diary, fans, the neighbours' answer.
    topic: "reputação",
    alone:
      /\b(telefone|whatsapp|celular)\b.{0,20}\bnao para\b|\bagenda (lotada|cheia)\b|\bfila de (clientes|pedidos)\b|\bdeixa (fa|fas)\b|\bfas? de carteirinha\b|\bpergunt\w*\b.{0,30}\b(vizinhanca|vizinhos|no bairro|qualquer morador)\b.{0,30}\bquem\b/,
    withSubject: null,
  },
  {
    // Time from the call to the work done ("do chamado ao portão funcionando…").
    topic: "prazo",
    alone:
      /\bdo (chamado|pedido|contato|primeiro contato|telefonema|orcamento)\b.{0,10}\b(a|ao|ate)\b.{0,40}\b(horas?|minutos|dias?)\b/,
    withSubject: null,
  },
  {
    // A price praised without a figure ("por um valor que surpreende").
    topic: "dinheiro",
    alone:
      /\b(valor|preco|custo)s? (que (surpreende|cabe|impressiona|encanta|agrada)|camarada|de amigo)\b|\btudo isso por\b/,
    withSubject: null,
  },
  {
    // Who founded the company.
    topic: "experiência",
    alone: /\bfund(ou|aram|ador|adores|adora)\b/,
    withSubject: null,
  },
  {
    // Hours late at night said with a call or an answer.
    topic: "horário",
    alone:
      /\b(atend\w*|liga|ligue|ligar|chama|chame|chamar)\b.{0,40}\b(da noite|da madrugada)\b|\b(da noite|da madrugada)\b.{0,40}\batend\w*/,
    withSubject: null,
  },
  {
    // The company's generic customer and what he gets: "quem liga … é atendido", "quem fecha
    // ganha…" (not "quem contrata uma empresa sem…", advice about any company).
    topic: "clientes",
    alone:
      /^\W*quem (liga|chama|contrata|fecha|indica|assina|agenda|manda|escreve)\b(?! (um|uma|qualquer|sem|outr))[^,;:]{0,60}\b(e atendid[oa]|recebe|ganha|leva|tem (desconto|direito|prioridade|brinde)|sai com)\b/,
    withSubject: null,
  },
  // Round 3 of dev-recall.
  {
    // Covered for a time: a warranty without the word.
    topic: "garantia",
    alone:
      /\b(fica|ficam|esta|estao|sai|saem|vai|segue|seguem) (coberto|cobertos|coberta|cobertas|protegid[oa]s?|garantid[oa]s?) (por|durante|ate)\b/,
    withSubject: null,
  },
  {
    // What shows in the reviews.
    topic: "reputação",
    alone:
      /(?<!\b(deixe|escreva|conte|comente|responda|diga|poste|mande) )\b(nos|dos|pelos|em) (comentarios|avaliacoes|depoimentos|elogios)\b/,
    withSubject: null,
  },
  {
    // Someone of the company leaving as soon as the reader calls.
    topic: "prazo",
    alone:
      /\b(tecnicos?|equipe|alguem|profissional|instalador\w*)\b.{0,40}\bassim que\b|\bassim que (a ligacao|o chamado|a mensagem|o pedido|voce (liga|chama|pede|manda))\b/,
    withSubject: null,
  },
  {
    // Prices held for a time.
    topic: "dinheiro",
    alone: /\b(precos?|tabela|valores?)\b.{0,20}\b(congelad\w*|fix[oa]s? ate|garantid[oa]s? ate|mantid[oa]s? ate)\b/,
    withSubject: null,
  },
  // Round 4 of dev-recall: the brief's general classes.
  {
    // A time span since the company's beginning ("lá se vão vinte anos desde a primeira…").
    topic: "experiência",
    alone:
      /\b(anos|decadas)\b.{0,30}\bdesde (a|o) (primeir\w*|inicio|fundac\w*|abertura|comeco)\b|\bla se (vao|foram)\b.{0,20}\b(anos|decadas)\b/,
    withSubject: null,
  },
  {
    // The company set above the others without naming them ("igual a esse, não tem", "entre as
    // opções da zona sul, é a mais…", "melhor que isso, só…").
    topic: "comparação",
    alone:
      /\bigual a (esse|este|esta|essa|esses|estas)\b|\bnao (tem|ha|existe) (igual|outr[oa] (igual|assim|como))\b|\bentre (as|os) (opcoes|alternativas|nomes) (da|do|de|na|no|em) (regiao|bairro|cidade|zona|xlugarx|praca|mercado)\b|\bmelhor (que|do que) (isso|esse|este|essa|esta)\b.{0,10}\bso\b/,
    withSubject: null,
  },
  {
    // A service's price said with a number in words and no currency ("não passa de mil e duzentos").
    topic: "dinheiro",
    alone:
      /\b(instalac\w*|conserto|servico|visita|kit|revisao|manutencao|orcamento|troca)\b.{0,30}\b(nao passa de|fica em|fica na faixa de|por apenas|por menos de) (mil|cem|duzent\w*|trezent\w*|quatrocent\w*|quinhent\w*|seiscent\w*|setecent\w*|oitocent\w*|novecent\w*|cento|\d)(?![a-z ]{0,40}\b(horas?|minutos|dias|quilos|kg|metros|anos|meses|ciclos|segundos|vezes)\b)/,
    withSubject: null,
  },
  {
    // Opening hours said in words ("funciona das sete às sete"), open on weekends too.
    topic: "horário",
    alone:
      /\b(funciona|funcionamos|atende|atendemos|abre|abrimos|abert[oa])\b.{0,20}\bdas (\d+|[a-z]+)( e meia)? as (\d+|[a-z]+)\b|\b(inclusive|tambem) (aos|nos) (sabados|domingos|feriados)\b/,
    withSubject: null,
  },
  {
    // Customers who stay, who come "para cá", who arrive by recommendation.
    topic: "clientes",
    alone:
      /\bquem (ja )?(experiment|prova|conhece|contrat|testa)\w*\b.{0,40}\b(nao quer|outra (empresa|loja|instaladora))|\b(liga|ligam|vem|vindo|procura|procuram|chama|chamam|manda|mandam|escreve|escrevem) (para|pra) ca\b|\bpor indicac\w*\b(?! d[oa] (fabricante|manual|norma|tecnico|engenheiro))/,
    withSubject: null,
  },
  // Round 5 of dev-recall.
  {
    // Reputation in the reviews on a network, passed on by word of mouth, speaking for itself.
    topic: "reputação",
    alone:
      /\b(comentarios|avaliacoes|depoimentos|opinioes|elogios)\b.{0,10}\b(no|na|nas|do|da|em) (instagram|facebook|redes|internet|site)\b|\bfala(m)? por si\b|\bpassa\w* adiante\b|\bnome que\b.{0,30}\b(vizinhos|clientes|moradores|sindicos|todos|a cidade)\b/,
    withSubject: null,
  },
  {
    // A price belittled ("o preço da visita é simbólico").
    topic: "dinheiro",
    alone: /\b(preco|valor|taxa|custo)\b.{0,20}\b(simbolic\w*|irrisori\w*|de banana|baixinho)\b/,
    withSubject: null,
  },
  {
    // A certificate of merit; the company's people tested or trained before they work.
    topic: "credenciais",
    alone:
      /\b(certificado|selo|diploma|placa) de (excelencia|qualidade|honra|merito|reconhecimento)\b|\b(cada|todo|todos os) (instalador|instaladores|tecnico|tecnicos|profissional|profissionais|funcionarios?|montador\w*)\b.{0,30}\b(passa\w* por|faz|fazem|recebe\w*) (uma |um )?(prova|teste|avaliac\w*|treinament\w*|curso|capacitac\w*|reciclagem)\b/,
    withSubject: null,
  },
  {
    // A head count of people at work ("mais de trinta pessoas trabalham…").
    topic: "equipe e porte",
    alone: /\b(mais de|quase|cerca de|perto de) (\d+|[a-z]+( e [a-z]+)?) (pessoas|profissionais)\b.{0,20}\btrabalh\w*/,
    withSubject: null,
  },
  // Round 6 of dev-recall.
  {
    // Reputation: the neighbourhood knows whom to call; few others with "this" care; the share
    // of orders from returning customers.
    topic: "reputação",
    alone:
      /\b(ja )?sabem? (a|para|pra) quem (ligar|chamar|recorrer|pedir)\b|\b(poucas|poucos|raras|raros)\b.{0,20}\bcom (esse|este|essa|esta|tanto|tanta|o mesmo|a mesma)\b|\b[a-z]+ em cada [a-z]+ (pedidos|chamados|clientes|atendimentos|orcamentos|visitas|servicos)\b|\bquem ja (foi|e) (atendid|client)\w*/,
    withSubject: null,
  },
  {
    // Someone of the company at the reader's place ("tem gente aí olhando o seu portão").
    topic: "prazo",
    alone: /\b(tem|ha|vai ter) (gente|alguem|um tecnico|tecnico) (ai|na sua|no seu)\b/,
    withSubject: null,
  },
  {
    // A service's price that "does not weigh on the pocket".
    topic: "dinheiro",
    alone: /\b(orcamento|servico|conserto|preco|valor|visita)\b.{0,20}\bpes(a|am) no bolso\b/,
    withSubject: null,
  },
  {
    // Peace of mind for a time, a service's term in writing: a warranty by other words.
    topic: "garantia",
    alone:
      /\b(anos?|meses|dias) de (tranquilidade|sossego|paz de espirito)\b|^\W*(o|a|todo|toda|cada) (conserto|servico|instalacao|trabalho)\b.{0,40}\bpor escrito\b/,
    withSubject: null,
  },
  {
    // Every part of a city reached (not a gate's leaf run "de ponta a ponta do trilho").
    topic: "área",
    alone:
      /\bdo extremo \w+ ao extremo\b|\bde ponta a ponta\b(?! d[oa]s? (trilho|folha|portao|cremalheira|guia|vao|muro|cabo|corrente|curso))|\bninguem fica sem (atendimento|visita|tecnico)\b/,
    withSubject: null,
  },
  // Round 7 of dev-recall.
  {
    // Time between the first contact and the technician ("entre o primeiro alô e o técnico…").
    topic: "prazo",
    alone:
      /\bentre (o|a) (primeir[oa] )?(alo|ligacao|chamado|contato|mensagem|pedido|telefonema)\b.{0,40}\b(tecnico|equipe|portao|chegada|visita)\b/,
    withSubject: null,
  },
  {
    // The trade handed down in a family.
    topic: "experiência",
    alone:
      /\b(oficio|negocio|profissao)\b.{0,20}\b(pai|mae|avo|avos|bisavo)\b|\b(pai|mae|avo|avos|bisavo)\b.{0,20}\b(oficio|negocio)\b/,
    withSubject: null,
  },
  {
    // Nothing like it in a region.
    topic: "comparação",
    alone:
      /\bnao (existe|ha|tem) (\w+ )?(parecid\w*|igual|semelhante|melhor)\b.{0,30}\b(regiao|bairro|cidade|zona|xlugarx|mercado|praca)\b/,
    withSubject: null,
  },
  {
    // A replacement or refund without discussion: a warranty's terms.
    topic: "garantia",
    alone:
      /\b(troca|devoluc\w*|reembolso|conserto|retorno)\b.{0,30}\bsem (discussao|burocracia|questionamento|complicac\w*|perguntas?)\b/,
    withSubject: null,
  },
  {
    // Reaching beyond the city or the region.
    topic: "área",
    alone:
      /\b(atend\w*|vai|vao|vamos|cheg\w*|levamos|leva|tecnicos?|equipe)\b.{0,50}\bfora d[ao] (cidade|capital|municipio|regiao|area de atendimento|grande sao paulo|estado)\b/,
    withSubject: null,
  },
  // Round 8 of dev-recall.
  {
    // Conversion as reputation; the company set above the others that work in a place.
    topic: "reputação",
    alone:
      /\bde cada [a-z0-9]+ (orcamentos|chamados|clientes|visitas|pedidos)\b.{0,30}\b(vira\w*|fech\w*|contrat\w*|volt\w*|indic\w*)|\bd(as|os) (instaladoras|empresas|lojas|oficinas|prestadores|firmas|assistencias)\b.{0,40}\b(mais|melhor|unic[ao])\b/,
    withSubject: null,
  },
  {
    // Every message answered.
    topic: "prazo",
    alone:
      /\bsem deixar (ninguem|o cliente|voce) (no vacuo|esperando|sem resposta)\b|\b(mensagem|ligacao|chamado|pedido) (mandad|enviad|feit|abert)\w*, (mensagem|ligacao|chamado|pedido) (respondid|atendid|resolvid)\w*/,
    withSubject: null,
  },
  {
    // A price without hidden terms, a closed price that does not change.
    topic: "dinheiro",
    alone:
      /\bsem (letra miuda|pegadinha|taxa escondida|custo escondido|surpresa no (final|preco|valor))\b|^\W*orcamentos? (gratis|gratuito|sem compromisso)\b|\b(valor|preco|orcamento) (fechado|combinado|acertado|aprovado)\b.{0,30}\b(nao muda|e o (preco|valor)|e mantido|vale ate)\b/,
    withSubject: null,
  },
  {
    // How it all began; the premises that meet all the demand.
    topic: "experiência",
    alone: /\b(tudo|a historia|o negocio) (comecou|nasceu|surgiu)\b(?! a\b)/,
    withSubject: null,
  },
  {
    topic: "equipe e porte",
    alone: /\bda(o)? conta de toda a demanda\b/,
    withSubject: null,
  },
  ...MORE_CLASSES,
  ...ROUND10_CLASSES,
  ...ROUND14_CLASSES,
];

// The classes that state a fact only alone, tested first as one pattern: most sentences (the
// technical ones) match none, and one scan costs less than one per class. Not meaning-more.ts's:
// added to that one pattern they made it 4x slower (8.3 against 2.0 ms a page), as a pattern of their own
// they cost ~0.5 ms a page.
export const ALONE_ONLY = CLASSES.filter(
  (c) =>
    c.withSubject === null &&
    c.alone !== null &&
    !MORE_CLASSES.includes(c) &&
    !ROUND10_CLASSES.includes(c) &&
    !ROUND14_CLASSES.includes(c),
);
export const ANY_ALONE_ONLY = new RegExp(ALONE_ONLY.map((c) => `(?:${c.alone!.source})`).join("|"));
const SCREENED = new Set(ALONE_ONLY);
const ANY_MORE = new RegExp(MORE_CLASSES.map((c) => `(?:${c.alone!.source})`).join("|"));
const MORE = new Set(MORE_CLASSES);
// Round 10's classes, screened by one pattern of their own (in the others' patterns they cost
// ~0.5 ms a page, screened ~0.1).
// A word each of them needs, as a cheap screen (one pattern of them all cost as much as testing each).
const ANY_ROUND10 =
  /reclam|confianca|xlugarx|oficina|bordo|negocio|pai para filho|desde a|melhor|maior|\bja\b|\bca\b|comec|nasceu|abriu|surgiu|iniciou|inaugur|estoque|segunda a|dias da semana|ganh|leve|receba|mencione|mostre|apresente|traga|diga que|fale que|valor|dinheiro/;
const ROUND10 = new Set(ROUND10_CLASSES);
const ROUND14 = new Set(ROUND14_CLASSES);

/** The topics a sentence's words speak of: those that state a fact alone, and those that do with a subject. */
export function topicsOf(low: string, withSubject: boolean): Topic[] {
  const out: Topic[] = [];
  const aloneOnly = ANY_ALONE_ONLY.test(low);
  const more = ANY_MORE.test(low);
  const round10 = ANY_ROUND10.test(low);
  const round14 = ANY_ROUND14.test(low);
  for (const c of CLASSES) {
    if (out.includes(c.topic)) continue;
    if (
      (!aloneOnly && SCREENED.has(c)) ||
      (!more && MORE.has(c)) ||
      (!round10 && ROUND10.has(c)) ||
      (!round14 && ROUND14.has(c))
    )
      continue;
    if (c.alone?.test(low) || (withSubject && c.withSubject?.test(low))) out.push(c.topic);
  }
  return out;
}

// A number before the company's people, vehicles or units: "doze técnicos", "três vans".
const COUNTED_PEOPLE =
  /^\s+(de\s+)?(tecnicos|instaladores|funcionarios|colaboradores|profissionais|carros|vans|veiculos|equipes|unidades|lojas|filiais|oficinas|depositos|galpoes|sedes|viaturas|caminhonetes|motos|motoqueiros|atendentes|montadores|eletricistas)\b/;

const ANY_TEAM = new RegExp(COUNTED_PEOPLE.source.replace("^\\s+(de\\s+)?", "\\b"));

/** The company's size said as a count ("doze técnicos", "3 vans"), given the numbers found. */
export function countedTeam(low: string, numbers: () => readonly { value: number; end: number }[]): boolean {
  if (!ANY_TEAM.test(low)) return false;
  return numbers().some((n) => n.value > 1 && COUNTED_PEOPLE.test(low.slice(n.end, n.end + 30)));
}
