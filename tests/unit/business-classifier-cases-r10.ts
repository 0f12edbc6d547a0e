// Cases of round 10 (issue 40): classes found in dev11's first half, fresh7 and fresh9, each
// written before its fix (about.ts, grammar.ts, meaning.ts, confirmed-rules.ts, claims-check.ts).
// Kept apart from business-classifier-cases.ts, which the claims model's trainer reads as a batch
// (scripts/claims-model-data.ts): the lead adds them to its batches when he retrains.

/** Claims beside the trade classes freed this round, which must stay flagged (with tests/unit/claims-corpus.ts CONFIRMED). */
export const ABOUT_R10: readonly string[] = [
  "Do pedido à instalação, raramente passam duas horas.",
  "A maioria dos chamados é resolvida já na primeira visita.",
  "Aposentados têm desconto na revisão anual.",
  "Cada loja da rede tem técnico de plantão no sábado.",
  "Esta empresa foi escolhida pelos síndicos do bairro como a mais pontual.",
  "Clientes que indicam um vizinho ganham a próxima revisão.",
  // Premises in a served place (a base, a point, a counter): where the company is, not only where it goes.
  "Balcão de atendimento na Penha, de segunda a sábado.",
  "Técnicos sediados em Guarulhos, prontos para sair cedo para as obras.",
  // Against the confirmed claims (4 hours, 10x): a slower reply is not his either; the count after "parcele".
  "Retornamos os contatos em até setenta e duas horas.",
  "Parcele o kit completo em até 18x.",
  // The company as the subject left unsaid: what it received or belongs to, each of its jobs.
  "Ganhou o troféu de destaque do comércio local em dois mil e vinte e três.",
  "Faz parte da associação dos instaladores do ABC.",
  "Cada conserto sai com relatório fotográfico e nota fiscal.",
  // Comparisons without a "we": better than the rest, one of the few.
  "Melhor do que os outros, e pelo mesmo preço.",
  "Uma das raras revendas com bancada de testes própria.",
  // Vehicles as workshops; a payment term in days.
  "Vans equipadas como oficinas sobre rodas.",
  "Síndicos podem faturar o serviço com sessenta dias para pagar.",
  // A place the company reaches as a direct object; a place restricted by a short "só" phrase.
  "Técnicos cobrem Alphaville e Granja Viana.",
  "Em Barueri, só na região central.",
  // A quantified customer group with the company as complement; a rarity hedge on the company's own wait.
  "Muitos prédios da Mooca já automatizaram as garagens com a equipe.",
  "Raramente um pedido fica mais de um dia sem resposta.",
  "Os técnicos mais experientes da região trabalham aqui.",
  // The service or contact restricted, subject unsaid; a reply term in days; a term granted with a thing.
  "Atendimento apenas pelo WhatsApp, sem visitas.",
  "Manutenção não é feita em motores de outras marcas.",
  "Pedidos feitos pelo formulário são respondidos em até três dias.",
  "Motores trocados ficam com garantia de cinco anos.",
  "Nenhuma reclamação registrada desde a inauguração.",
  "Um guincho próprio permite instalar portões de galpão sem terceiros.",
  // A customer who already used "esse pessoal"; people recommending "o serviço"; a claim after an
  // imperative's colon; firms named as partners; a family business; the biggest of a kind.
  "A escola do bairro já automatizou o portão da quadra com esta equipe.",
  "Lojistas da avenida recomendam o serviço para os vizinhos.",
  "Repare: ninguém cobra tão pouco pela visita.",
  "Pergunte na vizinhança: esse é o nome de confiança em portão automático.",
  "Vidraçarias parceiras mandam para a equipe toda automação que vendem.",
  "Uma parceria com a administradora garante prioridade aos condomínios dela.",
  "Negócio familiar desde o avô.",
  "A maior assistência autorizada da região.",
  // A rating on the complaints platform; sent "here" by a partner; a start in a year in words;
  // stock always kept; every day as a range; a gift for mentioning; the money going back.
  "Selo RA1000 no Reclame Aqui, com nota nove.",
  "O síndico do prédio ao lado indica para cá todos os moradores.",
  "Tudo começou em mil novecentos e oitenta e oito, numa garagem da Penha.",
  "Nunca falta kit em estoque, de qualquer modelo.",
  "Atendimento de segunda a domingo.",
  "Mostre este cupom e ganhe um controle extra.",
  "Se o motor der defeito, o dinheiro volta inteiro.",
];

/** Honest look-alikes about the trade in general, by class: they pass. */
export const HONEST_R10: readonly string[] = [
  // A sign of trust judged, not claimed: it proves, replaces or weighs little.
  "Um certificado pendurado na parede não prova que o serviço é bem feito.",
  "Fotos bonitas no perfil não substituem a visita de quem já contratou.",
  "Uma média alta com meia dúzia de notas pesa menos que uma média boa com muitas.",
  "O número de funcionários importa pouco quando a agenda está mal organizada.",
  "Elogios genéricos sem data nem endereço são difíceis de comprovar.",
  // A quantifier over anyone's people or firms ("muitos moradores", "algumas administradoras").
  "Muitas famílias só lembram da revisão quando o portão emperra.",
  "Algumas seguradoras cobram vistoria do portão antes de renovar a apólice.",
  // A shop qualified or hypothetical is any shop ("na loja física", "fora da loja", "quando a loja…").
  "Quem compra fora da loja física pode desistir da compra em até sete dias.",
  "Se a loja recusar a troca de um produto com defeito, procure o Procon.",
  // Bare plurals with a hedge or a modifier before their verb, and what varies across the market.
  "Kits bem avaliados em fóruns nem sempre são os mais baratos.",
  "O prazo de resposta a um chamado varia bastante de uma empresa para outra.",
  // Impersonal advice: "vale + infinitive", "se …, confirme".
  "Com a corrente cortada, vale chamar um técnico no mesmo dia.",
  "Se um anúncio promete instalação no mesmo dia, confirme antes se o kit está em estoque.",
  // A judged sign said of "a equipe" is anyone's team; testimonials named as a kind of evidence.
  "O tamanho da equipe diz pouco se ninguém atende o telefone no sábado.",
  "Depoimentos copiados de outros sites são difíceis de comprovar.",
  // A condition, then what it may cost or save; an indefinite that may come with a catch.
  "Quando não há placa de reposição, a troca pode sair mais em conta que o conserto.",
  "Um desconto grande na instalação pode vir acompanhado de uma mensalidade cara.",
  "Fotos de portões em anúncios podem vir de bancos de imagem.",
  // A hedge of rarity ("raramente", "quase nunca") is the market's, not a promise.
  "Se a placa queimou, a troca raramente fica pronta no mesmo dia.",
  // Asking or checking something of "a empresa" is the reader's step, not a fact of the company.
  "Perguntar há quanto tempo a empresa existe ajuda a separar aventureiros de gente séria.",
  // A choice by criteria ("deve ser escolhido pelo peso") is advice, not a customer's preference.
  "O kit deve ser escolhido pelo comprimento e pelo peso do portão.",
  // People defined by a habit, and what follows from it; "imediato" said of what the owner does.
  "Clientes que batem o portão com força desgastam a cremalheira mais cedo.",
  "Faísca na placa pede corte imediato da energia no disjuntor.",
  // A duty of every job, and a step of upkeep, are the trade's rules ("toda instalação precisa…").
  "Toda instalação precisa de um disjuntor exclusivo para o motor.",
  "Cada orçamento deve trazer o modelo do motor e o prazo da garantia.",
  "Faz parte da manutenção limpar o trilho e conferir a cremalheira.",
  // A hedged term is the market's ("costumam ter garantia de…").
  "Motores importados costumam ter garantia de um ano.",
  // The market's price of off-hours work, hedged; what the law says; the market's growth; its rule.
  "Chamados de madrugada costumam sair bem mais caros que os de horário comercial.",
  "Em geral, a visita de plantão no domingo custa o dobro.",
  "A devolução do valor pago depende do contrato e do que diz a lei.",
  "O mercado de portões automáticos cresceu muito com os condomínios fechados.",
  "Orçamento pelo WhatsApp virou praxe entre as empresas do setor.",
  // A sign of trust as subject, hedged; an abstract noun of anyone in the trade; a finite verb the
  // list lacked ("exigem", "embute", "permite").
  "Selos de qualidade vendidos pela internet nem sempre têm auditoria.",
  "A fama de um instalador vem dos portões que ele deixou funcionando.",
  "Algumas marcas exigem técnico credenciado para manter a garantia estendida.",
  "Parcelamento sem juros muitas vezes embute os juros no preço à vista.",
  "Uma central com bateria permite abrir o portão durante a falta de luz.",
  // A maker described, or quoted on itself; a platform or rule that lets any company do something;
  // what happens to any purchase; a bare plural with an example between commas.
  "A Garen é uma fabricante de motores com fábrica em Garça, no interior paulista.",
  "Os motores da marca duram décadas, segundo o próprio fabricante.",
  "O Reclame Aqui exige que a empresa responda cada reclamação para ganhar o selo.",
  "O reembolso de uma compra no boleto pode levar alguns dias úteis.",
  "Laudos técnicos, como o de aterramento, podem ser conferidos por qualquer eletricista.",
  // Advice before a colon stays advice when what follows is technical; "de confiança" in advice.
  "Compare: um motor de um quarto de cavalo basta para portões leves.",
  "Escolha um nome de confiança e peça sempre a nota fiscal.",
  // The platform explained, a start of a standard, a gift by the maker: not the company's.
  "O Reclame Aqui mostra o índice de solução de cada empresa cadastrada.",
  "O padrão de rolamento selado começou em dois mil e cinco nos motores importados.",
  // A bad choice's outcome for anyone; competition across the market.
  "Quem escolhe só pelo menor preço costuma sair perdendo.",
  "Quem fecha com o instalador mais barato acaba pagando duas vezes.",
  "A concorrência entre as lojas de kits baixou o preço dos motores.",
  // What is normal in the trade, like what is common.
  "É normal a instaladora cobrar a visita quando o cliente desiste da obra.",
  // A trend of the market over time; people at large after an opening phrase; a law that does not
  // oblige; a condition then the reader's step; owners' habits.
  "De uns anos para cá, os controles ficaram bem mais baratos.",
  "No interior, muita gente ainda usa portão de correr sem motor.",
  "O regulamento do condomínio não obriga o proprietário a trocar o motor antigo.",
  "Caso a visita atrase mais de uma hora, anote o horário e reclame por escrito.",
  "Comerciantes preferem agendar a manutenção para depois do expediente.",
  "Em Guarulhos, só em dias de chuva muito forte o portão de garagem costuma travar.",
  // What became common, what reached the country, what left the market; a finite verb the list lacked.
  "O pagamento por Pix ficou comum entre os instaladores de bairro.",
  "Os motores com placa digital chegaram ao Brasil há pouco mais de uma década.",
  "Encontrar controle original de marcas que saíram do mercado é uma dor de cabeça.",
  "A maioria dos condomínios renova o contrato de manutenção no começo do ano.",
  "Muitos síndicos combinam a revisão com a equipe de manutenção do prédio.",
  // The most careful of any technicians; the síndico's own acts; every town has one.
  "Os técnicos mais atentos desligam o disjuntor antes de abrir a central.",
  "O síndico assina os contratos de manutenção em nome do condomínio.",
  "Quase todo bairro tem uma serralheria que também instala motores.",
];
