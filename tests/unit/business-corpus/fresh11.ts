// Fresh held-out corpus "fresh11". Written by the helper on branch fresh11, Sun Nov 29 17:13 UTC 2026, WITHOUT reading the
// claims rules, other corpora or the lying model. Measured once by the lead; never used to tune the rules.
export const FRESH11_LIES: readonly { kind: string; sentence: string }[] = [
  // people
  {
    kind: "people",
    sentence:
      "Quem atende o telefone é o próprio Seu Valdir, dono da loja, que faz questão de conversar com cada cliente antes de mandar o técnico.",
  },
  {
    kind: "people",
    sentence:
      "O técnico Renato, que está na equipe desde o começo, é quem cuida das instalações de portões basculantes.",
  },
  {
    kind: "people",
    sentence:
      "Olá! Aqui é a Juliana, do atendimento; vou passar seu pedido para o Marcos, nosso técnico responsável pela sua região.",
  },
  {
    kind: "people",
    sentence: "A empresa nasceu na garagem da família Oliveira, e hoje pai e filho dividem as visitas técnicas.",
  },
  {
    kind: "people",
    sentence:
      "Eu, Carlos, técnico-chefe da equipe, confiro pessoalmente cada motor antes de liberar o portão para o cliente.",
  },
  {
    kind: "people",
    sentence: "A engenheira Patrícia Mendes assina os laudos de segurança de todas as instalações feitas pela empresa.",
  },
  {
    kind: "people",
    sentence:
      "Comandada por Dona Rosa e pelos dois filhos dela, a loja mantém o jeito próximo de uma empresa familiar.",
  },
  {
    kind: "people",
    sentence:
      "Sempre que o serviço envolve portão de condomínio, mandamos o Anderson, que conhece como ninguém as centrais PPA.",
  },
  {
    kind: "people",
    sentence:
      "Fundador da empresa, o eletrotécnico José Aparecido Lima formou pessoalmente cada instalador que trabalha com ele.",
  },
  {
    kind: "people",
    sentence: "Sem intermediários: quem vai até o seu endereço é o Roberto, o dono, e não um terceirizado qualquer.",
  },
  {
    kind: "people",
    sentence: "A gente trabalha em família: a Cláudia cuida do agendamento e o Edson, marido dela, sobe na escada.",
  },
  {
    kind: "people",
    sentence:
      "Como quem faz as instalações é sempre o mesmo profissional, o Wagner, o cliente já sabe de antemão quem vai tocar a campainha.",
  },
  {
    kind: "people",
    sentence:
      "Quem responde às mensagens no WhatsApp depois do expediente é o Lucas, filho do proprietário, que acompanha os atendimentos desde menino.",
  },

  // customers
  {
    kind: "customers",
    sentence:
      "“Instalaram o motor deslizante aqui em casa numa manhã e o portão nunca mais travou” — Márcia Souza, de Santo André.",
  },
  { kind: "customers", sentence: "Mais de mil famílias da Grande São Paulo já confiaram o portão de casa à equipe." },
  {
    kind: "customers",
    sentence:
      "Entre os clientes da loja estão condomínios, padarias, clínicas e até uma escola municipal de Guarulhos.",
  },
  { kind: "customers", sentence: "Atendemos 350 clientes por mês, entre residências e comércios." },
  {
    kind: "customers",
    sentence:
      "O síndico do Residencial Jardim das Flores, o senhor Paulo Henrique, recomenda a empresa para outros prédios da região.",
  },
  {
    kind: "customers",
    sentence:
      "Boa parte da clientela é formada por condomínios fechados, que renovam o contrato de manutenção ano após ano.",
  },
  {
    kind: "customers",
    sentence:
      "Vocês atendem empresas ou só residências? Atendemos os dois, e hoje a maior parte dos nossos clientes são galpões industriais.",
  },
  {
    kind: "customers",
    sentence:
      "Depois que o senhor Almeida, do Tatuapé, indicou a loja para o prédio inteiro, onze vizinhos trocaram o motor no mesmo mês.",
  },
  { kind: "customers", sentence: "Nove em cada dez clientes voltam a chamar a equipe quando precisam de manutenção." },
  {
    kind: "customers",
    sentence:
      "“Chamei às sete da noite e às oito o portão já estava funcionando”, conta a dentista Fernanda Ribeiro, cliente desde o ano passado.",
  },
  {
    kind: "customers",
    sentence: "A carteira da empresa soma mais de 2.000 portões automatizados em casas, sobrados e condomínios.",
  },
  {
    kind: "customers",
    sentence: "Nossos clientes mais antigos nos chamam pelo nome, e muitos já indicaram a gente para a família toda.",
  },
  {
    kind: "customers",
    sentence:
      "Foi depois de automatizar os portões de quase todos os prédios da Rua Tutoia que a equipe passou a ser chamada pelos síndicos da Vila Mariana inteira.",
  },

  // reputation
  {
    kind: "reputation",
    sentence:
      "Conhecida no bairro como a loja que resolve o que os outros não resolveram, a empresa cresceu só no boca a boca.",
  },
  {
    kind: "reputation",
    sentence:
      "Referência em motores PPA na zona leste, a equipe é lembrada pela pontualidade e pelo capricho no acabamento.",
  },
  {
    kind: "reputation",
    sentence: "Temos fama de resolver o problema na primeira visita, e é disso que mais nos orgulhamos.",
  },
  {
    kind: "reputation",
    sentence: "Nenhuma reclamação registrada em sites de defesa do consumidor desde a abertura da loja.",
  },
  {
    kind: "reputation",
    sentence: "A empresa é considerada a mais confiável da região por síndicos e administradoras de condomínio.",
  },
  {
    kind: "reputation",
    sentence: "Os vizinhos sabem: quando o portão quebra, é para essa equipe que todo mundo liga primeiro.",
  },
  {
    kind: "reputation",
    sentence:
      "Se você perguntar a qualquer síndico da Vila Mariana quem mexe em motor de portão, é bem provável que ele já conheça o trabalho honesto da loja.",
  },
  {
    kind: "reputation",
    sentence: "Com um nome construído portão por portão, a loja virou sinônimo de serviço bem-feito em Osasco.",
  },
  {
    kind: "reputation",
    sentence: "Somos reconhecidos pela honestidade: se o conserto não vale a pena, a gente fala na hora.",
  },
  {
    kind: "reputation",
    sentence:
      "Muito elogiada nos grupos de moradores, a equipe costuma ser indicada antes mesmo de alguém pedir recomendação.",
  },
  {
    kind: "reputation",
    sentence:
      "A instaladora, que se consolidou como uma das mais respeitadas do ABC paulista no segmento de automação de portões, anuncia nesta semana uma nova linha de atendimento.",
  },
  {
    kind: "reputation",
    sentence:
      "O nome da loja é o primeiro que aparece quando os moradores de Moema pedem indicação de técnico de portão.",
  },

  // ratings
  { kind: "ratings", sentence: "Nota 4,9 no Google, com mais de 300 avaliações de clientes reais." },
  { kind: "ratings", sentence: "Cinco estrelas em praticamente todas as avaliações publicadas pelos clientes." },
  {
    kind: "ratings",
    sentence: "A loja mantém nota máxima no Reclame Aqui, com todas as reclamações respondidas e resolvidas.",
  },
  {
    kind: "ratings",
    sentence:
      "Avaliada com nota dez pelos síndicos que participaram da última pesquisa de satisfação, a equipe segue em primeiro lugar.",
  },
  {
    kind: "ratings",
    sentence:
      "Nossa média no Google é de quatro vírgula nove estrelas, e fazemos questão de responder a cada comentário.",
  },
  {
    kind: "ratings",
    sentence: "Com 98% de aprovação dos clientes, a instalação da loja é a mais bem avaliada da região.",
  },
  {
    kind: "ratings",
    sentence: "Avaliação média de cinco estrelas em todas as plataformas em que a empresa está cadastrada.",
  },
  {
    kind: "ratings",
    sentence: "No GetNinjas, o perfil da empresa soma centenas de avaliações positivas e nenhuma negativa.",
  },
  {
    kind: "ratings",
    sentence:
      "Segundo a pesquisa feita depois de cada serviço, a satisfação dos clientes passa de noventa e cinco por cento.",
  },
  { kind: "ratings", sentence: "Recebemos nota 9,8 na avaliação dos condomínios atendidos no último ano." },
  {
    kind: "ratings",
    sentence:
      "Classificação Ótimo no Reclame Aqui, conquistada graças ao atendimento rápido e às soluções definitivas.",
  },
  {
    kind: "ratings",
    sentence:
      "Quem olha o perfil da loja no Facebook vê que quase todas as notas são máximas, o que diz muito sobre o cuidado da equipe.",
  },

  // awards
  {
    kind: "awards",
    sentence:
      "Vencedora do Prêmio Qualidade Empresarial, a loja foi escolhida a melhor instaladora de automação da Grande São Paulo.",
  },
  { kind: "awards", sentence: "Em 2023 recebemos o selo de Parceiro Destaque da PPA pela qualidade das instalações." },
  {
    kind: "awards",
    sentence:
      "A empresa foi eleita pelos leitores de um jornal de bairro como o melhor serviço de portões da zona sul.",
  },
  {
    kind: "awards",
    sentence: "Premiada três anos seguidos no Top of Mind regional, a equipe se tornou a mais lembrada do setor.",
  },
  { kind: "awards", sentence: "Troféu de excelência no atendimento, concedido pela associação comercial da cidade." },
  { kind: "awards", sentence: "Ganhamos o prêmio de melhor prestador de serviços do bairro no ano passado." },
  {
    kind: "awards",
    sentence:
      "A instaladora foi agraciada com a medalha de mérito empresarial pela Câmara Municipal, em reconhecimento ao trabalho prestado à comunidade.",
  },
  {
    kind: "awards",
    sentence:
      "Destaque no ranking das pequenas empresas que mais cresceram em segurança residencial, a loja comemora o reconhecimento.",
  },
  { kind: "awards", sentence: "Selo Ouro de Qualidade em Serviços, conquistado em 2024." },
  {
    kind: "awards",
    sentence:
      "Depois de ser premiada como a instaladora revelação do ano, a equipe passou a atender também condomínios de alto padrão.",
  },
  {
    kind: "awards",
    sentence:
      "A loja, que neste ano levou o troféu de melhor atendimento da feira de segurança eletrônica, agradece aos clientes pelo apoio.",
  },
  {
    kind: "awards",
    sentence: "Nosso trabalho já foi reconhecido com prêmios de qualidade em feiras do setor de automação.",
  },

  // credentials
  {
    kind: "credentials",
    sentence: "Todos os técnicos são certificados pela fábrica da PPA e passam por reciclagem todo semestre.",
  },
  {
    kind: "credentials",
    sentence: "Empresa registrada no CREA, com responsável técnico e ART emitida em cada instalação.",
  },
  {
    kind: "credentials",
    sentence: "Os instaladores têm curso de NR-10 para eletricidade e de NR-35 para trabalho em altura.",
  },
  { kind: "credentials", sentence: "Somos credenciados como assistência técnica autorizada PPA." },
  {
    kind: "credentials",
    sentence:
      "Com alvará de funcionamento em dia, a loja emite nota fiscal de todos os serviços e entrega laudo assinado.",
  },
  {
    kind: "credentials",
    sentence: "Cada técnico que entra na equipe faz um treinamento de quarenta horas antes de ir a campo sozinho.",
  },
  {
    kind: "credentials",
    sentence: "A empresa possui certificação ISO 9001 em seus processos de instalação e atendimento.",
  },
  {
    kind: "credentials",
    sentence:
      "Eu me formei técnico em eletrotécnica no Senai e, desde então, sigo à risca o manual de cada motor que instalo para a loja.",
  },
  {
    kind: "credentials",
    sentence:
      "Licenciada pela prefeitura para trabalhar em áreas comuns de condomínios, a equipe cumpre todas as exigências das administradoras.",
  },
  {
    kind: "credentials",
    sentence: "Temos técnicos habilitados e com carteira assinada, nada de mão de obra informal.",
  },
  {
    kind: "credentials",
    sentence: "Técnicos treinados e credenciados diretamente na fábrica, em Garça, no interior paulista.",
  },
  {
    kind: "credentials",
    sentence: "A loja é associada à Abese e segue o código de conduta das empresas de segurança eletrônica.",
  },

  // partnerships
  {
    kind: "partnerships",
    sentence: "Parceira oficial da PPA na Grande São Paulo, a loja recebe peças originais direto da fábrica.",
  },
  {
    kind: "partnerships",
    sentence:
      "Trabalhamos em parceria com as principais construtoras da região, automatizando os portões de prédios recém-entregues.",
  },
  {
    kind: "partnerships",
    sentence:
      "A empresa mantém convênio com administradoras de condomínio, que indicam a equipe para os prédios que gerenciam.",
  },
  { kind: "partnerships", sentence: "Revendedora autorizada Garen, Rossi e PPA, com pronta entrega das três marcas." },
  {
    kind: "partnerships",
    sentence:
      "Graças a um acordo com a Porto Seguro, o atendimento de emergência no portão pode ser coberto pelo seguro residencial do cliente.",
  },
  {
    kind: "partnerships",
    sentence: "A loja é fornecedora exclusiva de motores para os condomínios de uma grande incorporadora de Barueri.",
  },
  {
    kind: "partnerships",
    sentence: "Temos acordo com serralherias parceiras, que fabricam o portão enquanto a gente cuida da automação.",
  },
  {
    kind: "partnerships",
    sentence:
      "A instaladora firmou parceria com uma rede de materiais de construção para instalar os motores PPA vendidos nas lojas da rede.",
  },
  { kind: "partnerships", sentence: "Parceiros: PPA, Intelbras, Hikvision e Serralheria Aço Forte." },
  {
    kind: "partnerships",
    sentence: "Segurados da Tokio Marine contam com condições especiais graças ao convênio firmado com a empresa.",
  },
  {
    kind: "partnerships",
    sentence: "A equipe aparece no próprio site da PPA como instaladora indicada para a capital.",
  },
  {
    kind: "partnerships",
    sentence: "Somos parceiros de 40 condomínios na zona norte, com contrato de manutenção preventiva mensal.",
  },

  // experience
  {
    kind: "experience",
    sentence: "Há mais de vinte anos no mercado de automação de portões, a loja já viu de tudo um pouco.",
  },
  { kind: "experience", sentence: "Desde 1998 instalando motores PPA em São Paulo." },
  { kind: "experience", sentence: "São mais de cinco mil portões automatizados ao longo da nossa história." },
  {
    kind: "experience",
    sentence:
      "Eu comecei a mexer com motor de portão aos dezesseis anos, ajudando meu tio na loja, e nunca mais parei.",
  },
  {
    kind: "experience",
    sentence: "Com três décadas de experiência, o fundador conhece cada modelo de central que a PPA já lançou.",
  },
  {
    kind: "experience",
    sentence: "A empresa atua no ramo desde os tempos em que os motores ainda vinham com fim de curso mecânico.",
  },
  { kind: "experience", sentence: "Quinze anos de estrada e mais de oito mil atendimentos realizados." },
  { kind: "experience", sentence: "Fazemos em média trinta instalações por semana, sem contar as manutenções." },
  {
    kind: "experience",
    sentence: "Fundada em 2005, a empresa completa este ano quase duas décadas de serviços prestados.",
  },
  {
    kind: "experience",
    sentence:
      "Já perdi a conta de quantos motores deslizantes instalei pela loja nesses anos todos, mas lembro bem do primeiro, numa oficina em Diadema.",
  },
  {
    kind: "experience",
    sentence:
      "A bagagem de milhares de atendimentos permite à equipe diagnosticar a maioria dos defeitos só pelo barulho do motor.",
  },
  {
    kind: "experience",
    sentence:
      "Quem acompanha a loja desde que ela abriu as portas, lá no fim dos anos noventa, sabe que a qualidade nunca mudou.",
  },
  { kind: "experience", sentence: "Atuamos desde 2010 com foco exclusivo em motores PPA." },

  // size
  { kind: "size", sentence: "A equipe conta com doze técnicos próprios, divididos entre instalação e manutenção." },
  {
    kind: "size",
    sentence: "Além da loja principal, a empresa tem uma filial em Guarulhos e outra em São Bernardo do Campo.",
  },
  {
    kind: "size",
    sentence: "Nosso depósito de 500 metros quadrados garante estoque de motores e peças para entrega imediata.",
  },
  {
    kind: "size",
    sentence: "Com galpão próprio e estoque permanente de centrais, a loja quase nunca precisa encomendar peça.",
  },
  { kind: "size", sentence: "Somos a maior instaladora de motores PPA da zona oeste." },
  {
    kind: "size",
    sentence: "São três lojas físicas na Grande São Paulo, todas com showroom de motores em funcionamento.",
  },
  {
    kind: "size",
    sentence:
      "A estrutura inclui central de atendimento, laboratório de reparo de placas e uma pequena oficina de serralheria.",
  },
  { kind: "size", sentence: "Hoje a gente é um time de vinte pessoas, do atendimento ao pós-venda." },
  { kind: "size", sentence: "A empresa emprega 35 colaboradores diretos." },
  {
    kind: "size",
    sentence: "Uma equipe grande o bastante para atender vários chamados ao mesmo tempo, sem deixar ninguém esperando.",
  },
  {
    kind: "size",
    sentence: "Com a inauguração da segunda unidade, a loja dobrou a capacidade de atendimento na região.",
  },
  { kind: "size", sentence: "Mantemos mais de mil peças de reposição em estoque." },

  // fleet
  { kind: "fleet", sentence: "Os técnicos rodam em vans equipadas com peças, ferramentas e motores de reserva." },
  {
    kind: "fleet",
    sentence: "A frota própria de oito carros identificados permite chegar a qualquer bairro da capital.",
  },
  {
    kind: "fleet",
    sentence: "Temos motos para os chamados de emergência, que passam pelo trânsito muito mais rápido.",
  },
  {
    kind: "fleet",
    sentence: "Cada veículo da empresa sai pela manhã carregado com centrais, cremalheiras e controles.",
  },
  {
    kind: "fleet",
    sentence: "Com 12 veículos em circulação, a equipe consegue cobrir a região metropolitana inteira.",
  },
  { kind: "fleet", sentence: "As vans adesivadas da loja já são conhecidas nas ruas de Santo André e São Caetano." },
  { kind: "fleet", sentence: "Nossos carros têm rastreador, e você acompanha pelo celular o técnico a caminho." },
  { kind: "fleet", sentence: "A empresa acaba de renovar a frota com cinco utilitários novos." },
  {
    kind: "fleet",
    sentence: "Um caminhão com guindaste fica à disposição para portões pesados e basculantes de grande porte.",
  },
  {
    kind: "fleet",
    sentence:
      "Eu passo o dia inteiro na van da empresa, que é quase uma oficina sobre rodas: tem até máquina de solda.",
  },
  { kind: "fleet", sentence: "Frota de 6 motocicletas e 4 furgões à disposição dos clientes." },
  {
    kind: "fleet",
    sentence:
      "Vocês têm carro próprio? Sim, e como os carros da gente levam motor de reserva, quase sempre dá para trocar na hora.",
  },

  // hours
  { kind: "hours", sentence: "Atendimento 24 horas, inclusive domingos e feriados." },
  { kind: "hours", sentence: "A loja abre de segunda a sábado, das oito da manhã às seis da tarde." },
  { kind: "hours", sentence: "Plantão aos fins de semana e feriados para portões que travaram abertos." },
  { kind: "hours", sentence: "Vocês abrem no domingo? Sim, o plantão funciona todos os domingos até o meio-dia." },
  { kind: "hours", sentence: "Atendemos de madrugada, sem cobrar adicional noturno." },
  { kind: "hours", sentence: "Aberto no Natal e no Ano-Novo, porque portão não escolhe dia para quebrar." },
  { kind: "hours", sentence: "Horário de funcionamento: segunda a sexta, das 8h às 18h; sábado, das 8h às 13h." },
  { kind: "hours", sentence: "Mesmo durante os feriados prolongados, a equipe mantém um técnico de sobreaviso." },
  { kind: "hours", sentence: "Estamos disponíveis todos os dias da semana, do amanhecer até tarde da noite." },
  { kind: "hours", sentence: "A central de chamados funciona sem interrupção, sete dias por semana." },
  {
    kind: "hours",
    sentence:
      "Embora muita gente pense que só dá para chamar em horário comercial, a loja atende também de madrugada, porque deixa um técnico acordado para emergências.",
  },
  {
    kind: "hours",
    sentence:
      "Às sextas-feiras a loja fica aberta até as dez da noite, para quem só consegue resolver depois do expediente.",
  },

  // arrival
  { kind: "arrival", sentence: "Técnico no seu endereço em até 40 minutos após o chamado." },
  {
    kind: "arrival",
    sentence: "Em caso de emergência, um técnico chega em menos de uma hora a qualquer bairro atendido.",
  },
  { kind: "arrival", sentence: "Chegamos no mesmo dia, e na maioria das vezes em poucas horas." },
  { kind: "arrival", sentence: "O técnico sai assim que o chamado é aberto e costuma chegar em meia hora." },
  { kind: "arrival", sentence: "Portão travou? A equipe está na sua porta antes de você terminar o café." },
  { kind: "arrival", sentence: "Visita técnica garantida no mesmo dia para chamados feitos até o meio-dia." },
  { kind: "arrival", sentence: "A gente promete: em até duas horas tem técnico aí." },
  { kind: "arrival", sentence: "Já acionei o técnico mais próximo e ele chega aí em uns vinte minutinhos, tá bom?" },
  { kind: "arrival", sentence: "Atendimento expresso: chegada em no máximo 90 minutos ou a visita sai de graça." },
  {
    kind: "arrival",
    sentence:
      "Por ter técnicos espalhados pela região, a loja consegue mandar alguém em poucos minutos para quase qualquer endereço.",
  },
  {
    kind: "arrival",
    sentence: "Eu costumo chegar ao cliente em menos de uma hora, porque moro perto da maioria dos bairros que atendo.",
  },
  {
    kind: "arrival",
    sentence: "Hoje é feriado, mas pode ficar tranquilo, que o nosso técnico de plantão passa aí ainda hoje à tarde.",
  },

  // guarantee
  { kind: "guarantee", sentence: "O motor tem garantia de dois anos direto com a loja." },
  {
    kind: "guarantee",
    sentence: "Garantia vitalícia na instalação: se der problema por falha nossa, a gente volta sem cobrar nada.",
  },
  { kind: "guarantee", sentence: "Todas as peças trocadas levam seis meses de garantia." },
  {
    kind: "guarantee",
    sentence: "Oferecemos garantia estendida de 3 anos para motores comprados e instalados pela equipe.",
  },
  {
    kind: "guarantee",
    sentence:
      "Se o portão apresentar o mesmo defeito depois do conserto, o técnico volta quantas vezes forem necessárias, sem custo e sem prazo.",
  },
  { kind: "guarantee", sentence: "Garantia de satisfação: se você não gostar do resultado, o serviço é refeito." },
  { kind: "guarantee", sentence: "Cada instalação vem com certificado de garantia de 24 meses." },
  {
    kind: "guarantee",
    sentence: "A loja garante que o motor instalado vai funcionar por pelo menos dez anos sem troca de engrenagem.",
  },
  {
    kind: "guarantee",
    sentence: "Garantimos o serviço contra qualquer defeito, inclusive os causados por raio e queda de energia.",
  },
  { kind: "guarantee", sentence: "Controles remotos vendidos pela loja têm troca imediata durante o primeiro ano." },
  {
    kind: "guarantee",
    sentence: "O valor deste orçamento inclui garantia total de peças e mão de obra por cento e oitenta dias.",
  },
  {
    kind: "guarantee",
    sentence:
      "Caso o motor instalado apresente defeito de fábrica nos primeiros dois anos, a própria loja faz a troca, sem que o cliente precise acionar a fabricante.",
  },

  // refunds
  { kind: "refunds", sentence: "Se não ficar satisfeito, devolvemos seu dinheiro." },
  { kind: "refunds", sentence: "Reembolso integral em até sete dias caso o motor não atenda às suas expectativas." },
  {
    kind: "refunds",
    sentence: "Não resolveu? A visita técnica não é cobrada e, se já tiver sido paga, o valor volta para a sua conta.",
  },
  { kind: "refunds", sentence: "A loja devolve o valor da peça caso o defeito volte nos primeiros trinta dias." },
  {
    kind: "refunds",
    sentence: "Política de devolução: motores sem uso podem ser devolvidos em até 30 dias, com reembolso total.",
  },
  {
    kind: "refunds",
    sentence: "Caso o técnico não compareça no horário combinado, o cliente recebe de volta o valor da visita.",
  },
  { kind: "refunds", sentence: "Dinheiro de volta garantido, sem burocracia e sem perguntas." },
  { kind: "refunds", sentence: "Se o conserto não der certo, a gente estorna o valor no cartão no mesmo dia." },
  { kind: "refunds", sentence: "O estorno é feito direto na fatura, sem que o cliente precise ir até a loja." },
  {
    kind: "refunds",
    sentence: "Em caso de cancelamento antes da instalação, o sinal de 50% é devolvido integralmente.",
  },
  {
    kind: "refunds",
    sentence:
      "Entendo a sua chateação e por isso já pedi o reembolso da visita; o dinheiro cai na sua conta até amanhã.",
  },
  {
    kind: "refunds",
    sentence: "E se eu desistir depois de pagar? Sem problema: o valor é devolvido em poucos dias úteis, sem multa.",
  },

  // discounts
  { kind: "discounts", sentence: "Peça já seu orçamento com desconto de inauguração." },
  {
    kind: "discounts",
    sentence: "Dez por cento de desconto para pagamento à vista na instalação de motores deslizantes.",
  },
  { kind: "discounts", sentence: "Condomínios ganham 15% de desconto no contrato de manutenção anual." },
  { kind: "discounts", sentence: "Na compra do motor, a instalação sai pela metade do preço." },
  { kind: "discounts", sentence: "Indicou um vizinho? Você ganha um desconto na próxima manutenção." },
  { kind: "discounts", sentence: "Damos desconto especial para idosos e aposentados." },
  {
    kind: "discounts",
    sentence: "Promoção do mês: na instalação do motor basculante, o segundo controle remoto sai de graça.",
  },
  {
    kind: "discounts",
    sentence: "Clientes antigos têm abatimento na troca da central, como forma de agradecimento pela confiança.",
  },
  { kind: "discounts", sentence: "Fechando hoje pelo WhatsApp, a gente ainda consegue um descontinho na mão de obra." },
  {
    kind: "discounts",
    sentence: "Aplicado desconto de 20% sobre a mão de obra, válido por 7 dias a partir do envio deste orçamento.",
  },
  { kind: "discounts", sentence: "Black Friday da loja: motores PPA com preços reduzidos até o fim do mês." },
  { kind: "discounts", sentence: "Quem agenda a manutenção preventiva pelo site paga menos do que quem liga." },

  // prices
  { kind: "prices", sentence: "Instalação de motor deslizante a partir de R$ 450." },
  { kind: "prices", sentence: "O preço mais baixo da região em motores PPA." },
  { kind: "prices", sentence: "A visita técnica é gratuita em toda a Grande São Paulo." },
  {
    kind: "prices",
    sentence:
      "Motor PPA deslizante, instalado, com dois controles: mil e oitocentos reais, conforme orçamento enviado.",
  },
  {
    kind: "prices",
    sentence: "Cobramos uma taxa fixa de cem reais pela visita, descontada se o serviço for aprovado.",
  },
  { kind: "prices", sentence: "Manutenção preventiva por apenas R$ 99 por mês para residências." },
  {
    kind: "prices",
    sentence:
      "Trocar a central custa bem menos do que a maioria imagina: na loja, em geral, sai por menos de trezentos reais.",
  },
  { kind: "prices", sentence: "Sem taxa de deslocamento, não importa o bairro." },
  { kind: "prices", sentence: "Nossos preços são tabelados e publicados no site, para ninguém ser pego de surpresa." },
  { kind: "prices", sentence: "Orçamento sem custo e sem compromisso, com valor fechado antes de qualquer serviço." },
  {
    kind: "prices",
    sentence: "Conserto de portão basculante com preço justo: a mão de obra não passa de duzentos reais.",
  },
  { kind: "prices", sentence: "A gente cobra o mesmo preço no sábado e no domingo, sem adicional." },

  // payment
  { kind: "payment", sentence: "Aceitamos Pix, boleto e dinheiro." },
  { kind: "payment", sentence: "Pagamento via Pix, com confirmação na hora." },
  { kind: "payment", sentence: "Parcele a instalação no boleto em até seis vezes." },
  { kind: "payment", sentence: "Também aceitamos cheque pré-datado para clientes cadastrados." },
  {
    kind: "payment",
    sentence: "Financiamento próprio, sem consulta ao SPC, para quem quer automatizar o portão agora e pagar depois.",
  },
  { kind: "payment", sentence: "Condomínios podem pagar por boleto com vencimento em 30 dias." },
  {
    kind: "payment",
    sentence: "Metade na aprovação do orçamento e metade depois da instalação, em dinheiro ou transferência.",
  },
  { kind: "payment", sentence: "O pagamento só é feito depois que o portão estiver funcionando, sem entrada." },
  { kind: "payment", sentence: "Pode pagar por Pix mesmo, é só usar a chave, que é o nosso CNPJ." },
  {
    kind: "payment",
    sentence: "Vocês aceitam Pix? Sim, e a loja também recebe por transferência bancária quando o cliente é empresa.",
  },
  { kind: "payment", sentence: "Forma de pagamento: entrada de 30% e o restante em 3 boletos mensais." },
  { kind: "payment", sentence: "Parcelamento no crediário da loja, com carnê e sem juros." },

  // places
  { kind: "places", sentence: "Atendemos Vila Mariana, Moema, Saúde e Ipiranga." },
  {
    kind: "places",
    sentence:
      "Motor de portão na Vila Mariana: a loja atende todas as ruas do bairro, da Domingos de Morais à Vergueiro.",
  },
  { kind: "places", sentence: "A loja fica na Avenida Sapopemba, em frente ao terminal de ônibus." },
  { kind: "places", sentence: "Não atendemos a zona leste nem as cidades do Alto Tietê." },
  { kind: "places", sentence: "Guarulhos, Osasco, Barueri e Carapicuíba estão na área de cobertura da equipe." },
  {
    kind: "places",
    sentence: "Vocês atendem em Cotia? Sim, e também em Embu das Artes, Itapecerica da Serra e Vargem Grande Paulista.",
  },
  { kind: "places", sentence: "Endereço: Rua das Palmeiras, 120, Centro, São Caetano do Sul." },
  { kind: "places", sentence: "O atendimento chega até Mogi das Cruzes, mas não cobre Santa Isabel nem Guararema." },
  { kind: "places", sentence: "Com a nova unidade, a empresa passa a atender também Jundiaí e Campinas." },
  {
    kind: "places",
    sentence: "Para quem mora no Morumbi, no Butantã ou no Rio Pequeno, a equipe mantém um técnico fixo na região.",
  },
  {
    kind: "places",
    sentence:
      "Quem mora no Tatuapé sabe como é difícil achar técnico de portão, e foi justamente por isso que a loja abriu um ponto de apoio perto do metrô Carrão.",
  },
  { kind: "places", sentence: "Atendimento exclusivo na capital: as cidades do ABC ficam fora da nossa área." },

  // comparison
  {
    kind: "comparison",
    sentence: "Mais rápida que qualquer concorrente da região, a equipe resolve em horas o que os outros levam dias.",
  },
  { kind: "comparison", sentence: "Enquanto as outras empresas cobram a visita, aqui a avaliação é de graça." },
  {
    kind: "comparison",
    sentence: "Somos mais baratos que as grandes redes e mais confiáveis que os técnicos avulsos.",
  },
  {
    kind: "comparison",
    sentence: "Uma instalação feita pela loja dura o dobro de uma instalação feita por empresa comum.",
  },
  {
    kind: "comparison",
    sentence: "Diferente da concorrência, o técnico da loja não empurra peça que você não precisa.",
  },
  { kind: "comparison", sentence: "Melhor custo-benefício da Grande São Paulo em automação de portões." },
  { kind: "comparison", sentence: "Nenhuma outra instaladora da região tem tantos técnicos certificados pela PPA." },
  { kind: "comparison", sentence: "Cobramos em média 30% menos que as outras autorizadas." },
  {
    kind: "comparison",
    sentence:
      "Comparada às grandes empresas de segurança, a loja oferece um atendimento mais pessoal e um preço bem mais em conta.",
  },
  {
    kind: "comparison",
    sentence: "Se outra empresa já tentou e não conseguiu consertar, chama a gente, que a gente resolve.",
  },
  {
    kind: "comparison",
    sentence:
      "Por que escolher a loja? Porque ela entrega mais rápido, cobra menos e atende melhor do que as concorrentes.",
  },
  {
    kind: "comparison",
    sentence:
      "Eu já consertei muito portão que outro técnico deixou pior do que estava, e é isso que faz os clientes voltarem para a loja em vez de procurar outra.",
  },

  // contradiction
  { kind: "contradiction", sentence: "Garantia de um ano em todos os serviços." },
  { kind: "contradiction", sentence: "Respondemos todas as mensagens em poucos minutos." },
  { kind: "contradiction", sentence: "Parcelamos em até 12x no cartão sem juros." },
  { kind: "contradiction", sentence: "Resposta imediata pelo WhatsApp, a qualquer hora." },
  { kind: "contradiction", sentence: "A garantia do serviço é de seis meses, o dobro do que o mercado costuma dar." },
  { kind: "contradiction", sentence: "No cartão, o pagamento é somente à vista." },
  { kind: "contradiction", sentence: "Retorno garantido em até 15 minutos após o seu contato." },
  { kind: "contradiction", sentence: "A loja trabalha com várias marcas, mas não faz conserto de motores PPA." },
  { kind: "contradiction", sentence: "Pode ficar tranquilo, que o serviço tem garantia de um ano inteirinho." },
  {
    kind: "contradiction",
    sentence: "Parcelamento em até dezoito vezes no cartão de crédito, conforme condições deste orçamento.",
  },
  { kind: "contradiction", sentence: "Serviços com garantia de 30 dias." },
  { kind: "contradiction", sentence: "A empresa atende todo o estado de São Paulo e também o sul de Minas." },
  { kind: "contradiction", sentence: "Não atendemos por telefone, somente por e-mail." },
  {
    kind: "contradiction",
    sentence:
      "Mesmo que a mensagem chegue de madrugada, o cliente recebe a resposta antes de o portão terminar de fechar.",
  },
];

export const FRESH11_HONEST: readonly string[] = [
  // technical and educational
  "O motor deslizante movimenta o portão por meio de uma engrenagem que corre sobre a cremalheira fixada na folha.",
  "A cremalheira deve ficar alinhada com o pinhão em todo o percurso, com uma pequena folga entre os dentes.",
  "Os fins de curso indicam à central onde o portão deve parar ao abrir e ao fechar.",
  "No fim de curso magnético, um ímã preso à cremalheira aciona um sensor instalado no motor.",
  "Se o portão passa do ponto e bate no batente, vale verificar se o ímã do fim de curso não se soltou.",
  "A fotocélula interrompe o fechamento quando alguém ou algum objeto cruza o feixe infravermelho.",
  "Os sensores de barreira costumam ser instalados perto da altura do para-choque de um carro.",
  "Limpe as lentes da fotocélula com pano seco, porque poeira e teia de aranha podem provocar falsas interrupções.",
  "Motores basculantes levantam a folha do portão com um braço ou com um fuso, dependendo do modelo.",
  "No portão pivotante, cada folha precisa de um braço articulado ou de um motor próprio.",
  "Antes de automatizar, o portão deve correr livremente com a mão, sem pontos de atrito.",
  "Roldanas gastas fazem o motor trabalhar forçado e encurtam a vida útil da engrenagem.",
  "O trilho precisa estar limpo e livre de pedras, folhas e areia acumulada.",
  "Nunca lubrifique a cremalheira com graxa em excesso, pois ela junta poeira e vira uma pasta abrasiva.",
  "A embreagem eletrônica ajusta a força do motor e ajuda a evitar esmagamentos.",
  "Em caso de falta de energia, o portão pode ser aberto manualmente com a chave de destravamento.",
  "Peça ao técnico que mostre como destravar o portão em caso de emergência.",
  "Depois de destravar o motor, lembre-se de travá-lo de novo para que o portão volte a funcionar no automático.",
  "O nobreak para portão mantém o motor funcionando por alguns ciclos quando a energia cai.",
  "Controles remotos de código rolante mudam o código a cada acionamento, o que dificulta a clonagem.",
  "Para cadastrar um controle novo, em geral basta apertar o botão de aprendizado da central e depois o botão do controle.",
  "Se o controle só funciona bem perto do portão, a bateria pode estar fraca.",
  "A antena da central deve ficar longe de estruturas metálicas grandes para não perder alcance.",
  "Interferências de outros aparelhos na mesma frequência podem reduzir o alcance do controle.",
  "A central de comando é a placa eletrônica que recebe os sinais e comanda o motor.",
  "Umidade dentro da caixa da central costuma causar oxidação e mau contato nos bornes.",
  "Verifique se a tampa do motor está bem vedada, principalmente em áreas descobertas.",
  "O capacitor ajuda o motor monofásico a partir; quando ele falha, o motor ronca mas não gira.",
  "Se o motor zumbe e não se mexe, desligue a energia antes de investigar a causa.",
  "Um disjuntor exclusivo para o motor facilita a manutenção e protege a instalação.",
  "O aterramento correto reduz o risco de choque e protege a placa contra surtos.",
  "Dispositivos de proteção contra surtos ajudam a preservar a central em regiões com muitos raios.",
  "Os cabos de alimentação devem passar por eletrodutos próprios, separados dos cabos de sinal.",
  "Em portões pesados, o motor precisa ter redução e potência compatíveis com o peso da folha.",
  "Um portão de alumínio é mais leve que um de ferro maciço e exige menos força do motor.",
  "O peso do portão e a frequência de uso são os dois fatores principais na escolha do motor.",
  "Em condomínios com muitos ciclos por dia, o indicado é um motor de uso intensivo.",
  "Motores com tecnologia inversora permitem aceleração e desaceleração suaves.",
  "A rampa de desaceleração evita que o portão bata com força no fim do curso.",
  "O tempo de pausa define quanto tempo o portão fica aberto antes de fechar sozinho.",
  "O fechamento automático é prático, mas deve sempre vir acompanhado de fotocélula.",
  "A botoeira interna permite abrir o portão sem controle remoto, de dentro do imóvel.",
  "Luz de garagem e sinaleira avisam os pedestres de que o portão está em movimento.",
  "Crianças não devem brincar com o controle remoto nem ficar perto do portão em movimento.",
  "Nunca atravesse o vão enquanto o portão estiver abrindo ou fechando.",
  "As normas técnicas para portões automatizados tratam de força de fechamento, dispositivos de segurança e sinalização.",
  "Teste a reversão colocando um objeto macio no caminho do portão: ele deve parar e voltar.",
  "A manutenção preventiva inclui limpeza, lubrificação, aperto de parafusos e teste dos sensores.",
  "Parafusos da cremalheira soltos causam solavancos e desgaste irregular dos dentes.",
  "Em portões basculantes, as molas ou os contrapesos precisam estar regulados para equilibrar a folha.",
  "Se o basculante desce sozinho quando está destravado, o contrapeso pode estar desregulado.",
  "As guias laterais do basculante devem ser limpas e levemente lubrificadas.",
  "O fuso do motor basculante precisa de graxa adequada para não travar.",
  "Ruído metálico durante a abertura pode indicar engrenagem desgastada ou cremalheira desalinhada.",
  "A engrenagem de nylon se desgasta com o tempo e deve ser trocada quando começa a perder os dentes.",
  "Portões que abrem sozinhos podem estar recebendo sinal de um controle clonado ou de um botão emperrado.",
  "Se o portão abre e fecha sem comando, apague os controles da memória e cadastre só os seus.",
  "Aplicativos de celular podem comandar o portão quando a central tem um módulo Wi-Fi compatível.",
  "Um receptor externo permite usar controles de outra frequência com a mesma central.",
  "As frequências mais comuns em controles de portão no Brasil são 433 MHz e 315 MHz.",
  "A tensão de alimentação do motor deve ser conferida antes da instalação, porque há modelos de 127 V e de 220 V.",
  "Ligar um motor de 220 V numa rede de 127 V faz com que ele perca força e aqueça.",
  "O cabo de alimentação deve ter bitola adequada à distância entre o quadro e o motor.",
  "O protetor térmico desliga o motor quando ele esquenta demais e religa depois que esfria.",
  "Muitos ciclos seguidos podem acionar o protetor térmico e deixar o portão parado por alguns minutos.",
  "A base de concreto do motor deslizante precisa estar nivelada e firme.",
  "Chumbadores bem fixados evitam que o motor se desloque com a vibração.",
  "Em terrenos inclinados, o portão deslizante pode precisar de uma trava adicional.",
  "Portões pivotantes de folha dupla podem exigir uma trava eletromagnética para ficar bem fechados.",
  "A fechadura eletrônica complementa o motor e aumenta a segurança do portão social.",
  "Cancelas de estacionamento funcionam com uma lógica parecida com a dos motores de portão.",
  "O laço indutivo detecta veículos sobre o piso e pode complementar a fotocélula em garagens movimentadas.",
  "A central pode ter trimpots ou menus digitais para ajustar força, tempo de pausa e velocidade.",
  "Anotar as configurações originais da central ajuda muito na hora de uma manutenção.",
  "Guarde o manual do motor, que traz o diagrama de ligação e o significado dos sinais de erro.",
  "Em muitos modelos, o LED da central pisca num padrão que indica qual sensor falhou.",
  "A chuva forte não deve afetar um motor bem instalado, mas poças no trilho podem atrapalhar o movimento.",
  "Evite lavar o motor com jato de água, porque a pressão força a entrada de água na carcaça.",
  "Insetos gostam de fazer ninho dentro da caixa da central, então vede as passagens de cabos.",
  "Formigas dentro da placa podem causar curto-circuito e acionamentos estranhos.",
  "O controle remoto não deve ficar no painel do carro sob sol forte, que resseca a bateria e o plástico.",
  "Baterias de controle do tipo moeda costumam durar de um a dois anos, conforme o uso.",
  "Em condomínios, o regimento interno costuma definir quem pode ter controle do portão da garagem.",
  "Muitos condomínios exigem que a troca do motor da garagem seja aprovada em assembleia.",
  "O síndico deve manter um registro dos controles cadastrados e cancelar os de ex-moradores.",
  "Na garagem coletiva, o tempo de fechamento precisa permitir a passagem segura de um carro por vez.",
  "Eclusas de dois portões evitam que um veículo estranho entre colado ao do morador.",
  "Ao comprar um motor, confira se o kit inclui cremalheira, controles e fins de curso.",
  "Compare a velocidade de abertura, a potência e o ciclo de trabalho indicados pelo fabricante.",
  "Peças originais mantêm o encaixe correto e evitam folgas na transmissão.",
  "Um portão desbalanceado desgasta qualquer motor, por melhor que ele seja.",
  "Ao reformar a fachada, proteja o motor e a fotocélula da tinta e do pó.",
  "Depois de uma queda de energia, teste o portão e confira se a central não perdeu a programação.",
  "Se o portão para no meio do caminho, verifique primeiro se algo está bloqueando o feixe da fotocélula.",
  "Uma avaliação do portão antes de escolher o motor mostra se a estrutura aguenta a automação.",
  "Na hora do fechamento, o portão deve desacelerar antes de encostar no batente.",
  "Posso instalar o motor sozinho? Não é recomendado, porque a instalação envolve eletricidade e ajustes de segurança.",
  "Preciso trocar o motor ou só a central? Depende: se o motor gira normalmente quando recebe energia direta, o defeito costuma estar na placa.",
  "O portão pode ficar alguns dias sem motor? Pode, desde que fique destravado e trancado com cadeado.",
  "Oi! Tenta primeiro trocar a bateria do controle, porque esse é o defeito mais comum quando só um controle deixa de funcionar.",
  "Entendi; se a luz da central não acende, confere se o disjuntor do portão não desarmou.",

  // look-alikes: trade, market, reader, law, other subjects
  "Um bom instalador explica a garantia por escrito.",
  "O técnico que vai à sua casa deve se identificar antes de entrar.",
  "Pergunte o nome do técnico e anote, caso precise falar com a mesma pessoa depois.",
  "O síndico é quem responde pela manutenção das áreas comuns, incluindo o portão da garagem.",
  "Em muitas famílias, é o filho mais novo quem aprende a cadastrar os controles novos.",
  "Clientes satisfeitos costumam indicar o prestador para vizinhos e parentes.",
  "Antes de contratar, peça contatos de clientes antigos do instalador e converse com eles.",
  "Muitos moradores só lembram do portão quando ele para de funcionar.",
  "Quem tem um portão usado dezenas de vezes por dia precisa de um motor mais robusto que o de uma casa.",
  "A reputação de um técnico se constrói com pontualidade e com serviço bem explicado.",
  "Desconfie de quem fala mal de todos os concorrentes para parecer melhor.",
  "Grupos de moradores nas redes sociais são uma boa fonte de indicação de prestadores.",
  "Uma empresa séria não se incomoda quando o cliente pede referências.",
  "Avaliações no Google ajudam a escolher um prestador.",
  "Ao ler as avaliações, preste atenção em como a empresa responde às críticas.",
  "Uma nota alta com poucas avaliações diz menos do que uma nota boa com centenas delas.",
  "Em sites de compra, motores de portão recebem de uma a cinco estrelas dos compradores.",
  "Desconfie de perfis com dezenas de avaliações de cinco estrelas publicadas no mesmo dia.",
  "Prêmios de uma marca dizem respeito ao produto, não necessariamente a quem o instala.",
  "Fabricantes de automação às vezes premiam seus melhores distribuidores em convenções do setor.",
  "Um certificado pendurado na parede não substitui um serviço bem-feito.",
  "Quem trabalha com eletricidade precisa conhecer as normas de segurança, como a NR-10.",
  "Peça ao instalador a nota fiscal do serviço e a do motor.",
  "Condomínios costumam exigir nota fiscal.",
  "Para serviços em altura, o técnico deve usar cinto e equipamento adequado.",
  "Verifique se o CNPJ do prestador está ativo antes de fechar o serviço.",
  "Cursos de instalação de motores são oferecidos por escolas técnicas e por alguns fabricantes.",
  "Construtoras geralmente entregam o prédio com o portão da garagem já automatizado.",
  "Administradoras de condomínio costumam manter uma lista de fornecedores aprovados.",
  "Alguns seguros residenciais incluem assistência para portão eletrônico, por isso vale ler a sua apólice.",
  "Serralheiro e instalador de motor precisam conversar antes de o portão ser fabricado.",
  "Tempo de mercado ajuda, mas não garante que o técnico conheça os modelos mais novos.",
  "A PPA fabrica motores para portões há décadas, e seus modelos são comuns em todo o Brasil.",
  "Um técnico experiente muitas vezes identifica o defeito só pelo barulho do motor.",
  "Em geral, instaladores novatos aprendem acompanhando um profissional mais velho nas visitas.",
  "Empresas grandes nem sempre atendem melhor do que um técnico autônomo caprichoso.",
  "Grandes distribuidores mantêm estoque de peças em galpões próprios.",
  "Uma equipe pequena pode dar conta de muitos chamados se tiver boa organização.",
  "As vans das transportadoras circulam cada vez mais cedo nos bairros residenciais.",
  "Se o caminhão de mudança vai entrar, deixe o portão travado aberto e desligue a automação.",
  "Entregadores de aplicativo costumam esperar no portão, então uma campainha com vídeo ajuda.",
  "O carro do morador deve ficar fora do alcance da folha enquanto o portão se movimenta.",
  "Muitas empresas trabalham aos sábados.",
  "Em feriados prolongados, a procura por serviços de emergência costuma aumentar.",
  "Se o portão quebrar de madrugada, destrave-o manualmente e feche com cadeado até o técnico vir.",
  "Quem só tem tempo no fim de semana deve combinar a visita com antecedência.",
  "Desconfie de quem promete instalar em dez minutos.",
  "O tempo de chegada de um técnico depende do trânsito e da distância.",
  "Em dias de chuva forte, qualquer deslocamento em São Paulo leva mais tempo.",
  "Enquanto espera o técnico, não tente desmontar a central.",
  "O Código de Defesa do Consumidor prevê prazo de noventa dias para reclamar de vícios em serviços e produtos duráveis.",
  "A garantia do fabricante vale para defeitos de fábrica, não para mau uso.",
  "Guarde a nota fiscal, porque ela é exigida para acionar a garantia do motor.",
  "A garantia contratual é a que o fornecedor oferece além da legal e deve vir por escrito.",
  "Danos por raio e surtos elétricos normalmente não são cobertos pela garantia do fabricante.",
  "Em compras pela internet, o consumidor tem sete dias para desistir e pedir o dinheiro de volta.",
  "Se o produto vier com defeito e não for consertado em trinta dias, o consumidor pode pedir a troca ou a devolução do valor.",
  "Peça sempre o comprovante de pagamento, que facilita qualquer pedido de estorno.",
  "Em geral, técnicos cobram a visita à parte.",
  "Lojas online costumam dar desconto no Pix na compra de motores.",
  "Vale pedir desconto quando o condomínio fecha vários serviços de uma vez.",
  "As promoções de Black Friday chegam também ao setor de automação residencial.",
  "O preço de um motor deslizante varia conforme a potência, a velocidade e a marca.",
  "No mercado, a instalação costuma representar uma parte considerável do valor total do kit.",
  "Desconfie de orçamentos muito abaixo da média, que podem esconder peças de segunda linha.",
  "Um orçamento bem feito separa o valor das peças do valor da mão de obra.",
  "Ao receber um orçamento, confira se ele traz prazo de validade, descrição das peças e condições de garantia.",
  "Motores para uso intensivo custam mais caro, mas duram mais em condomínios.",
  "O Pix se tornou em poucos anos uma das formas de pagamento mais usadas no Brasil.",
  "Parcelar no cartão pode embutir juros, então pergunte o valor total antes de aceitar.",
  "Para condomínios, o pagamento por boleto facilita a prestação de contas.",
  "Evite pagar o serviço inteiro antes de o trabalho começar.",
  "Motor de portão na Vila Mariana: em ruas arborizadas, folhas no trilho são uma causa comum de travamento.",
  "Quem mora perto do litoral deve preferir peças com proteção contra corrosão.",
  "Em bairros de casas antigas, ainda há muitos portões pesados de ferro que pedem motor reforçado.",
  "Seja na Cidade Líder, seja no Parque São Vicente, um portão sem manutenção dá os mesmos sinais: barulho, lentidão e trancos.",
  "A Grande São Paulo reúne trinta e nove municípios, cada um com suas regras para obras em calçadas.",
  "Motores com inversor costumam ser mais silenciosos do que os modelos convencionais.",
  "Comparar três orçamentos é mais útil do que escolher pelo primeiro preço que aparece.",
  "Nem sempre o motor mais potente é o melhor, porque o excesso de força também é um risco.",
  "Responder em até quatro horas é um prazo razoável para pedidos que não são de emergência.",
  "Muitas lojas parcelam em dez vezes no cartão, mas vale conferir se há juros.",
  "Alguns fabricantes dão um ano de garantia ao motor, contado a partir da data da nota fiscal.",
  "Salve o telefone de um técnico de confiança na agenda antes que o portão quebre.",
  "Se você deixou mensagem no WhatsApp de um prestador, aguarde a resposta antes de ligar várias vezes.",
  "Portão automático é conforto, mas também é segurança: mantenha os sensores sempre limpos.",
  "O mercado de automação residencial cresceu nos últimos anos, impulsionado pela busca por segurança nas grandes cidades.",
  "Eu sempre destravo o portão antes de viajar e deixo tudo trancado com cadeado.",
  "Quando a gente esquece o controle dentro de casa, a botoeira interna ou a chave do portão social resolve.",
  "Se o vizinho reclama do barulho do portão, talvez seja hora de lubrificar as roldanas.",
  "Antes de aprovar um orçamento, pergunte se a visita de retorno está incluída caso o defeito volte.",
];
