// The development examples of tests/unit/business-classifier.test.ts (written for the rules, one
// group per kind), kept apart so the claims model's trainer (scripts/claims-model.ts) reads them as
// one more batch: ABOUT about the business, HONEST technical and advice sentences, AGREES agreeing
// with tests/unit/claims-corpus.ts CONFIRMED.
export const ABOUT: Record<string, string[]> = {
  "named people and quotes": [
    "A Jussara trocou o motor com a gente e indicou para a irmã.",
    "Quando o Renato ligou, o portão estava travado; hoje ele só fala bem do serviço.",
    "“Nunca mais tive dor de cabeça com o portão”, resume uma moradora de Itaquera.",
    "Segundo o síndico do prédio, a troca foi tranquila.",
  ],
  reputation: [
    "Quem contrata uma vez volta a chamar.",
    "A vizinhança inteira já conhece o capricho do nosso trabalho.",
    "Somos muito bem falados no bairro.",
    "Os moradores confiam na gente há muito tempo.",
    "Nossa equipe é elogiada pela educação e pelo cuidado.",
  ],
  credentials: [
    "Somos revenda autorizada da fabricante.",
    "Todos os nossos instaladores passaram por treinamento na fábrica.",
    "A empresa é credenciada pelo fabricante dos motores.",
    "Ganhamos um prêmio regional de atendimento no ano passado.",
  ],
  "size and team": [
    "Contamos com uma frota de vans equipadas.",
    "São doze técnicos na rua todos os dias.",
    "Crescemos e hoje temos três unidades na capital.",
    "A equipe tem mais de vinte profissionais.",
  ],
  experience: [
    "Estamos nesse ramo há mais de duas décadas.",
    "A empresa nasceu na garagem do nosso pai e passou para os filhos.",
    "Trabalhamos com portões desde o tempo dos motores antigos.",
  ],
  "hours and availability": [
    "Ficamos de plantão nos fins de semana.",
    "Abrimos aos sábados e domingos.",
    "A equipe está disponível dia e noite.",
    "Nosso horário vai das sete da manhã às dez da noite.",
  ],
  "response and arrival": [
    "Chegamos aí antes de você terminar o café.",
    "Em pouco tempo um técnico bate à sua porta.",
    "Respondemos quase na hora.",
    "A gente resolve sem demora.",
  ],
  money: [
    "Quem fecha à vista ganha um abatimento.",
    "Cobramos menos que a média da região.",
    "O pagamento pode ser feito no pix ou no boleto.",
    "Devolvemos o dinheiro se você não gostar.",
    "A primeira visita não custa nada.",
  ],
  guarantee: [
    "Garantimos o conserto por um ano inteiro.",
    "Se der problema, refazemos sem cobrar.",
    "A troca do motor tem cobertura de cinco anos conosco.",
  ],
  places: ["Também atendemos Campinas e o litoral.", "Nossas equipes rodam o país inteiro."],
  comparison: [
    "Diferente de outras empresas, não cobramos a visita.",
    "Nenhuma outra instaladora da região oferece isso.",
    "Somos mais rápidos do que a concorrência.",
  ],
  "the company speaking of itself": ["Nós cuidamos de tudo para você.", "Aqui a gente resolve de verdade."],
  // Written after the tuning, to see the rules generalise (21 of 25 passed at first; the four
  // missed led to classes of meaning: customers who know whom to call, waiting, fees, chosen by).
  "fresh wordings": [
    "Os síndicos da região já sabem a quem ligar quando o portão emperra.",
    "Nunca recebemos uma reclamação formal.",
    "Nosso time atende em inglês e espanhol.",
    "A oficina própria conserta placas de qualquer marca.",
    "Possuímos o selo de qualidade da associação de automação.",
    "Estamos entre as empresas mais indicadas da zona leste.",
    "O orçamento sai em meia hora pelo telefone.",
    "Ninguém espera mais de um dia pela visita.",
    "A visita técnica custa o mesmo em qualquer bairro.",
    "Oferecemos plano anual de manutenção com visitas trimestrais.",
    "Trocamos o motor sem custo se ele falhar no primeiro mês.",
    "Os técnicos usam uniforme e crachá com foto.",
    "Mais de trinta condomínios confiam a manutenção à nossa equipe.",
    "A loja abre cedo, antes das sete.",
    "Quem mora no Morumbi já conhece o nosso trabalho.",
    "Clientes antigos ganham prioridade na agenda.",
    "O dono da empresa ainda visita pessoalmente as obras maiores.",
    "Respondemos todas as mensagens no mesmo dia.",
    "Temos o melhor custo-benefício da cidade.",
    "Fazemos portões para todo o Vale do Paraíba.",
    "A empresa foi escolhida pela prefeitura para automatizar os portões das escolas.",
    "Já fomos capa de jornal do bairro.",
    "O serviço é feito por profissionais com mais de dez anos de casa.",
    "Chegamos a atender quarenta chamados num só dia.",
    "Cliente nosso não fica esperando.",
  ],
  // Round 10: claims next to the trade classes freed then (about.ts), which must stay flagged.
  "beside the trade classes": [
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
  ],
};

export const HONEST = [
  "Peça ao técnico que mostre como destravar o portão em caso de emergência.",
  "A avaliação do portão começa pelo peso da folha.",
  "Na Cidade Líder, muitos portões são basculantes.",
  "No Parque São Vicente, as garagens costumam ser estreitas.",
  "O sensor evita acidentes na hora do fechamento.",
  "Vamos entender como funciona o fim de curso.",
  "Como vimos acima, a cremalheira precisa de alinhamento.",
  "Recomendamos lubrificar as roldanas a cada seis meses.",
  "O que chamamos de embreagem é a peça que limita a força do motor.",
  "Um motor confiável precisa de uma central bem regulada.",
  "Antes de chamar um técnico, confira se o disjuntor está ligado.",
  "O portão basculante exige mais força na partida.",
  "Uma empresa séria explica o que vai trocar antes de começar.",
  "Verifique se o portão desliza sem esforço quando destravado.",
  "Em caso de falta de energia, use a chave de destravamento.",
  "A fotocélula garante que o portão não feche sobre o carro.",
  "Motores de mais potência gastam mais energia.",
  "Podemos dizer que o motor deslizante é o mais comum nas casas.",
  "O controle precisa ser gravado na central depois da troca da placa.",
  "A garantia do fabricante não cobre danos por instalação malfeita.",
  "O motor precisa de um aterramento bem feito para não queimar a placa.",
  "Quem mora em rua de terra deve limpar o trilho com mais frequência.",
  "O controle com código fixo é mais fácil de clonar.",
  "Muitos portões antigos têm roldanas gastas que travam o motor.",
  "A garagem coberta protege a central da chuva.",
  "Nas casas de praia, a maresia ataca as partes metálicas.",
  "Se o portão bate com força no fim, ajuste a desaceleração.",
  "Em prédios, o portão abre e fecha centenas de vezes por dia.",
  "O técnico deve testar a fotocélula depois de qualquer ajuste.",
  "A central guarda os controles mesmo sem energia.",
  // The technical generator's own fragments, held by the headline and "da casa" classes of a
  // merge (tests/integration/claims-check.test.ts saw its honest pages publish 86 %, under 90 %).
  "A escolha da altura em função dos veículos da casa.",
  "Recomendando eletricista qualificado para a execução.",
  "Terminando em fim de curso.",
  "Proteção contra quedas.",
  "Na hora do fechamento da loja, confira se a porta desceu até o fim.",
  // The local generator's own sentences (tests/e2e/generators.test.ts saw its page held).
  "Antes de fixar o motor, o técnico confere se a folha corre leve na mão de ponta a ponta do trilho.",
  "O tipo de portão, o que ele está fazendo e desde quando.",
  // Round 10 (dev11, fresh7, fresh9): look-alikes about the trade in general, by class.
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
];

export const AGREES = [
  "Damos noventa dias de garantia no serviço.",
  "Respondemos em até quatro horas.",
  "Estamos no mercado desde 2012.",
  "Parcelamos em até dez vezes no cartão.",
  "Já atendemos mais de mil clientes.",
  "Instalamos motores em Guarulhos e em São Paulo.",
  "A Motores PPA instala e faz a manutenção de motores de portão.",
  "Fale conosco pelo WhatsApp e peça seu orçamento.",
];
