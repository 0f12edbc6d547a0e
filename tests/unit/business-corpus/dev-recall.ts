// Development set "recall" for the claims classifier (issue 40, part 3): written by the tuner
// BEFORE reading the rules, in the voice of a chatty or slick copywriter who hides claims
// (indirect subjects, passive and impersonal voices, the company by name, deictics of the
// speaker, numbers in words). Measured by tests/unit/business-classifier-dev-recall.test.ts.
//
// BUSINESS: sentences about the business no confirmed claim backs (flag them with the launch
// claims confirmed or not). HONEST: technical and educational sentences, with tricky words, that
// must pass.

export const BUSINESS: { kind: string; text: string }[] = [
  // people and the team
  { kind: "pessoas", text: "O pessoal daqui trata cada portão como se fosse da própria casa." },
  { kind: "pessoas", text: "Quem vai até você é gente treinada, educada e pontual." },
  { kind: "pessoas", text: "O Seu Valdir cuida pessoalmente de cada orçamento." },
  { kind: "pessoas", text: "A equipe técnica é formada por profissionais com anos de estrada." },
  { kind: "pessoas", text: "São doze técnicos rodando a cidade todos os dias." },
  { kind: "pessoas", text: "Por aqui ninguém sai de um serviço sem testar tudo duas vezes." },
  { kind: "pessoas", text: "Técnicos uniformizados e identificados, sempre." },
  // customers
  { kind: "clientes", text: "Quem contrata costuma voltar quando precisa de outro serviço." },
  { kind: "clientes", text: "Muita gente que nos chama veio por indicação de um vizinho." },
  { kind: "clientes", text: "Os condomínios atendidos renovam o contrato ano após ano." },
  { kind: "clientes", text: "Mais de mil famílias já confiaram o portão à Motores PPA." },
  { kind: "clientes", text: "O Condomínio Jardim das Flores é atendido há três anos." },
  { kind: "clientes", text: "Síndicos de toda a zona sul indicam o trabalho para os vizinhos." },
  { kind: "clientes", text: "A clientela cresce só no boca a boca." },
  // quotes and testimonials
  { kind: "citação", text: '"Nunca mais tive dor de cabeça com o portão", conta a dona Marta, do Tatuapé.' },
  { kind: "citação", text: "Nas palavras de um síndico da Mooca: serviço limpo e rápido." },
  { kind: "citação", text: "Como disse um cliente antigo, é o tipo de empresa que resolve." },
  { kind: "citação", text: "Segundo a Renata, moradora da Vila Mariana, o motor nunca mais falhou." },
  { kind: "citação", text: "O feedback de quem já contratou é sempre o mesmo: recomendo." },
  // reputation
  { kind: "reputação", text: "O nome da casa é sinônimo de confiança no bairro." },
  { kind: "reputação", text: "Difícil encontrar quem fale mal do serviço prestado aqui." },
  { kind: "reputação", text: "A fama de caprichoso acompanha o trabalho há tempos." },
  { kind: "reputação", text: "É referência quando o assunto é portão automático na região." },
  { kind: "reputação", text: "Poucas empresas têm a reputação que a Motores PPA construiu." },
  // ratings
  { kind: "avaliação", text: "A nota no Google beira a perfeição." },
  { kind: "avaliação", text: "Cinco estrelas em praticamente todas as avaliações deixadas." },
  { kind: "avaliação", text: "O atendimento é avaliado como excelente por quase todos os clientes." },
  { kind: "avaliação", text: "Nota máxima no Reclame Aqui, sem nenhuma reclamação em aberto." },
  { kind: "avaliação", text: "Noventa e oito por cento de satisfação na última pesquisa." },
  // awards
  { kind: "prêmio", text: "O trabalho foi premiado pela associação de síndicos da capital." },
  { kind: "prêmio", text: "Eleita a melhor instaladora do bairro pelos leitores do jornal local." },
  { kind: "prêmio", text: "Um troféu de qualidade enfeita a recepção da loja." },
  { kind: "prêmio", text: "Foi reconhecida como destaque do setor no ano passado." },
  // credentials
  { kind: "credencial", text: "Todos os instaladores passaram pelo curso oficial do fabricante." },
  { kind: "credencial", text: "A empresa é credenciada junto ao CREA e segue as normas à risca." },
  { kind: "credencial", text: "Somos certificados para instalar em condomínios de alto padrão." },
  { kind: "credencial", text: "Cada técnico da casa tem certificado de NR-10 em dia." },
  { kind: "credencial", text: "A oficina tem selo de qualidade renovado a cada ano." },
  // partnerships
  { kind: "parceria", text: "Revendedor autorizado das principais marcas do mercado." },
  { kind: "parceria", text: "A parceria com a fábrica garante peças originais a pronta entrega." },
  { kind: "parceria", text: "Trabalha lado a lado com as maiores administradoras de condomínio." },
  { kind: "parceria", text: "A Motores PPA é assistência técnica oficial de duas fabricantes." },
  // experience
  { kind: "experiência", text: "São mais de duas décadas mexendo com portão." },
  { kind: "experiência", text: "Desde mil novecentos e noventa e oito no mesmo endereço." },
  { kind: "experiência", text: "A casa nasceu numa garagem e hoje atende a cidade inteira." },
  { kind: "experiência", text: "Foram milhares de portões automatizados ao longo dessa história." },
  { kind: "experiência", text: "Experiência que só o tempo de estrada dá." },
  { kind: "experiência", text: "Trinta anos de mercado ensinam muita coisa." },
  // size and fleet
  { kind: "frota", text: "Sete vans equipadas circulam pela cidade de segunda a sábado." },
  { kind: "frota", text: "O estoque da loja tem mais de quinhentos motores prontos para sair." },
  { kind: "frota", text: "Um galpão inteiro dedicado só a peças de reposição." },
  { kind: "frota", text: "A estrutura conta com oficina própria e carros identificados." },
  // hours
  { kind: "horário", text: "A loja abre cedinho, às sete, e só fecha depois das oito da noite." },
  { kind: "horário", text: "Sábado também tem gente de plantão até o meio da tarde." },
  { kind: "horário", text: "O telefone é atendido inclusive aos domingos e feriados." },
  { kind: "horário", text: "De madrugada tem sempre alguém de sobreaviso." },
  // availability
  { kind: "disponibilidade", text: "Tem horário livre ainda esta semana para visita." },
  { kind: "disponibilidade", text: "A agenda costuma ter vaga no mesmo dia." },
  { kind: "disponibilidade", text: "Não importa o dia nem a hora: sempre tem alguém para atender." },
  { kind: "disponibilidade", text: "Plantão permanente para condomínios com contrato." },
  // response and arrival times
  { kind: "prazo", text: "Em menos de uma hora o técnico já está tocando a sua campainha." },
  { kind: "prazo", text: "A resposta chega antes de você terminar o café." },
  { kind: "prazo", text: "O orçamento sai no mesmo minuto em que você manda a foto." },
  { kind: "prazo", text: "Chamado aberto de manhã é chamado resolvido à tarde." },
  { kind: "prazo", text: "O técnico chega em quarenta minutos em qualquer bairro atendido." },
  // prices
  { kind: "preço", text: "Difícil achar preço melhor na região." },
  { kind: "preço", text: "A instalação completa sai por menos de mil reais." },
  { kind: "preço", text: "A visita para orçamento não custa nada." },
  { kind: "preço", text: "O valor cobrado aqui cabe em qualquer bolso." },
  { kind: "preço", text: "Manutenção mensal por cento e vinte reais." },
  // discounts
  { kind: "desconto", text: "Pagando à vista, o cliente leva dez por cento de abatimento." },
  { kind: "desconto", text: "Condomínios ganham condição especial no segundo portão." },
  { kind: "desconto", text: "Indicou um amigo? A próxima revisão sai com desconto." },
  // payment
  { kind: "pagamento", text: "Aceita-se Pix, cartão e até boleto para empresas." },
  { kind: "pagamento", text: "O pagamento pode ser feito só depois do serviço pronto." },
  { kind: "pagamento", text: "Dá para dividir em dez vezes sem juros no cartão." },
  // guarantees and refunds
  { kind: "garantia", text: "Todo serviço feito pela casa tem dois anos de garantia." },
  { kind: "garantia", text: "Se o defeito voltar, o retorno é gratuito por um ano inteiro." },
  { kind: "garantia", text: "Satisfação garantida ou o valor é devolvido." },
  { kind: "garantia", text: "O conserto é garantido por escrito durante seis meses." },
  { kind: "reembolso", text: "Não gostou, o dinheiro volta para a sua conta no mesmo dia." },
  // places served
  { kind: "lugar", text: "O atendimento cobre também Guarulhos, Osasco e todo o ABC." },
  { kind: "lugar", text: "Os técnicos vão até o litoral sem cobrar deslocamento." },
  { kind: "lugar", text: "Atende-se qualquer cidade da Grande São Paulo." },
  { kind: "lugar", text: "Campinas e Jundiaí também entram na rota semanal." },
  // comparisons
  { kind: "comparação", text: "Enquanto os outros demoram dias, aqui é no mesmo dia." },
  { kind: "comparação", text: "Mais rápido que qualquer concorrente da zona leste." },
  { kind: "comparação", text: "O mercado cobra o dobro pelo mesmo serviço." },
  { kind: "comparação", text: "Nenhuma outra empresa da região oferece tanto por tão pouco." },
  { kind: "comparação", text: "A concorrência ainda não chegou nesse nível de capricho." },
  // quality of the work, the service as subject
  { kind: "qualidade", text: "O acabamento do serviço impressiona até os mais exigentes." },
  { kind: "qualidade", text: "Trabalho limpo, organizado e sem sujeira no final." },
  { kind: "qualidade", text: "O atendimento desta casa é atencioso do começo ao fim." },
  { kind: "qualidade", text: "Cada instalação sai impecável, do primeiro ao último parafuso." },
  // Round 2: written after round 1's rule change, measured before touching the rules again.
  { kind: "reputação", text: "Basta perguntar na vizinhança quem resolve portão sem enrolação." },
  { kind: "reputação", text: "Tem quem atravesse a cidade só para ser atendido por esse time." },
  { kind: "reputação", text: "Por onde passa, o serviço deixa fã." },
  { kind: "reputação", text: "Não é à toa que o telefone não para de tocar." },
  { kind: "prêmio", text: "A estante da recepção já não comporta tantas placas de homenagem." },
  { kind: "prêmio", text: "Ganhou em dois mil e vinte e três o prêmio de atendimento do bairro." },
  { kind: "prêmio", text: "Por três anos seguidos levou o título de instaladora do ano." },
  { kind: "prazo", text: "Mandou mensagem, em meia horinha a resposta está no seu celular." },
  { kind: "prazo", text: "Do chamado ao portão funcionando, raramente passam três horas." },
  { kind: "prazo", text: "Ninguém fica mais de um dia com o portão parado por aqui." },
  { kind: "prazo", text: "O retorno ao cliente acontece em no máximo quinze minutos." },
  { kind: "preço", text: "O orçamento que sai daqui costuma ser o mais enxuto que o cliente recebe." },
  { kind: "preço", text: "Kit pivotante instalado por mil e cem reais, tudo incluso." },
  { kind: "preço", text: "A revisão do portão sai por uma fração do que se gasta com um conserto." },
  { kind: "preço", text: "Tudo isso por um valor que surpreende." },
  { kind: "contradição", text: "A cobertura dos serviços de manutenção vale por um ano inteiro." },
  { kind: "contradição", text: "Parcelamento em até dezoito vezes para qualquer kit." },
  { kind: "contradição", text: "O técnico chega em no máximo seis horas depois do chamado." },
  { kind: "contradição", text: "A casa está no mercado desde dois mil e dez." },
  { kind: "contradição", text: "O kit deslizante completo custa seiscentos reais." },
  { kind: "experiência", text: "Quem fundou a empresa já automatizava portões quando ninguém falava nisso." },
  { kind: "clientes", text: "Boa parte da clientela é de condomínios grandes da capital." },
  { kind: "comparação", text: "Onde os outros veem problema, a equipe vê solução." },
  { kind: "comparação", text: "Outras empresas mandam um aprendiz; aqui vai sempre um técnico sênior." },
  { kind: "horário", text: "Quem liga depois das dez da noite é atendido do mesmo jeito." },
];

export const HONEST: { topic: string; text: string }[] = [
  // warranty, in general terms
  { topic: "garantia", text: "A garantia do fabricante cobre defeitos de fabricação, não mau uso." },
  { topic: "garantia", text: "Guarde a nota fiscal, porque ela é exigida para acionar a garantia do fabricante." },
  { topic: "garantia", text: "Molhar a placa de propósito costuma anular a garantia do produto." },
  { topic: "garantia", text: "O Código de Defesa do Consumidor prevê noventa dias para reclamar de vícios aparentes." },
  // evaluation of the gate
  { topic: "avaliação", text: "A avaliação do portão começa pelo estado das roldanas e do trilho." },
  { topic: "avaliação", text: "Uma boa avaliação técnica mede o peso da folha antes de escolher o motor." },
  { topic: "avaliação", text: "Na avaliação, verifique se o portão corre livre com o motor destravado." },
  // place names in technical context
  { topic: "lugar", text: "Em áreas próximas ao mar, como o litoral, a maresia corrói a cremalheira mais rápido." },
  {
    topic: "lugar",
    text: "Na Cidade Líder e em outros bairros de ruas inclinadas, o portão basculante exige contrapeso bem regulado.",
  },
  { topic: "lugar", text: "No Parque São Vicente, como em qualquer lugar úmido, vale proteger a central da chuva." },
  {
    topic: "lugar",
    text: "Em regiões com muitas quedas de energia, uma bateria de backup evita ficar preso do lado de fora.",
  },
  // safety
  { topic: "segurança", text: "Nunca passe sob o portão enquanto ele estiver em movimento." },
  { topic: "segurança", text: "A fotocélula interrompe o fechamento quando algo cruza o feixe." },
  { topic: "segurança", text: "Crianças não devem brincar com o controle remoto." },
  { topic: "segurança", text: "Peça ao técnico que mostre como destravar o portão em caso de emergência." },
  { topic: "segurança", text: "Na hora do fechamento, fique atento a pedestres na calçada." },
  { topic: "segurança", text: "A norma recomenda sensor antiesmagamento em portões de uso coletivo." },
  { topic: "segurança", text: "Desligue o disjuntor antes de abrir a tampa da central." },
  // upkeep
  { topic: "manutenção", text: "Lubrifique as dobradiças a cada três meses com graxa adequada." },
  { topic: "manutenção", text: "Limpe o trilho uma vez por semana para tirar pedras e folhas." },
  { topic: "manutenção", text: "Uma revisão por ano costuma ser suficiente para portões residenciais." },
  { topic: "manutenção", text: "Em condomínios movimentados, a revisão deve ser mais frequente." },
  { topic: "manutenção", text: "Troque a bateria do controle quando o alcance diminuir." },
  { topic: "manutenção", text: "Engrenagens de nylon gastam mais rápido do que as de metal." },
  { topic: "manutenção", text: "Ruídos metálicos quase sempre indicam falta de lubrificação." },
  { topic: "manutenção", text: "Aperte os parafusos da cremalheira se notar folga no engate." },
  // product facts in general terms
  { topic: "produto", text: "Motores deslizantes suportam folhas de até seiscentos quilos nos modelos comuns." },
  { topic: "produto", text: "O motor basculante é indicado para portões que abrem para cima." },
  { topic: "produto", text: "Motores com inversor de frequência partem e param de forma suave." },
  { topic: "produto", text: "O fim de curso magnético é menos sensível à sujeira que o mecânico." },
  { topic: "produto", text: "Um motor pivotante precisa de espaço livre para a folha girar." },
  { topic: "produto", text: "Centrais modernas aceitam vários controles cadastrados." },
  { topic: "produto", text: "Em portões muito pesados, o motor industrial é a escolha mais segura." },
  { topic: "produto", text: "A velocidade de abertura varia conforme o modelo do motor." },
  { topic: "produto", text: "Cremalheiras de aço duram mais em portões de uso intenso." },
  { topic: "produto", text: "O controle de código variável dificulta a clonagem do sinal." },
  // time, money, quantities in general advice
  { topic: "tempo", text: "A instalação de um motor deslizante costuma levar algumas horas." },
  { topic: "tempo", text: "Um portão comum abre em cerca de quinze segundos." },
  { topic: "tempo", text: "Deixe a central esfriar alguns minutos depois de muitos ciclos seguidos." },
  { topic: "tempo", text: "A vida útil de um motor bem cuidado passa de dez anos." },
  { topic: "dinheiro", text: "O preço de um motor varia com o peso do portão e a frequência de uso." },
  { topic: "dinheiro", text: "Economizar na cremalheira pode sair caro a longo prazo." },
  { topic: "dinheiro", text: "Peça sempre um orçamento por escrito antes de autorizar qualquer troca." },
  { topic: "dinheiro", text: "Compare o custo da manutenção preventiva com o de uma troca de placa." },
  { topic: "dinheiro", text: "Motores mais caros nem sempre são os mais adequados para o seu caso." },
  // people in general
  { topic: "pessoas", text: "O síndico deve registrar em ata a manutenção do portão do prédio." },
  { topic: "pessoas", text: "Moradores devem avisar a administração quando o portão fizer barulho." },
  { topic: "pessoas", text: "Um técnico qualificado confere o aterramento antes de ligar o motor." },
  { topic: "pessoas", text: "Quem mora em casa térrea costuma preferir o portão deslizante." },
  { topic: "pessoas", text: "Muitos usuários esquecem de trocar a pilha do controle." },
  // comparison between products
  { topic: "comparação", text: "O portão deslizante é mais silencioso que o basculante." },
  { topic: "comparação", text: "O motor pivotante é o mais comum em portões de duas folhas." },
  { topic: "comparação", text: "Entre os modelos de entrada, o deslizante é o mais fácil de manter." },
  {
    topic: "comparação",
    text: "Motores de corrente contínua funcionam melhor com bateria do que os de corrente alternada.",
  },
  // quality of parts, not of the service
  { topic: "qualidade", text: "Um bom acabamento na cremalheira evita trancos na abertura." },
  { topic: "qualidade", text: "Roldanas de boa qualidade deixam o movimento mais suave." },
  { topic: "qualidade", text: "A instalação correta do trilho é o que garante um portão alinhado." },
  { topic: "qualidade", text: "Um serviço bem feito começa pelo nivelamento do portão." },
  // hours and availability in general
  { topic: "horário", text: "Evite acionar o portão várias vezes seguidas no horário de pico." },
  { topic: "horário", text: "Em prédios, a programação do portão pode variar de dia e de noite." },
  { topic: "horário", text: "O temporizador fecha o portão sozinho depois de alguns segundos." },
  { topic: "horário", text: "A iluminação de garagem pode acender junto com a abertura do portão." },
  // Round 2 (honest), written with the business round 2.
  { topic: "segurança", text: "Portões de condomínio precisam de sinalização luminosa durante o movimento." },
  { topic: "manutenção", text: "Depois de uma chuva forte, confira se a placa não ficou úmida." },
  { topic: "produto", text: "O kit pivotante inclui dois motores, um para cada folha." },
  { topic: "produto", text: "Motores de uso residencial aguentam alguns ciclos por hora sem aquecer." },
  { topic: "tempo", text: "Em dias muito quentes, a central pode desarmar por superaquecimento." },
  { topic: "dinheiro", text: "Um conserto feito cedo evita gastar com a troca do motor inteiro." },
  { topic: "garantia", text: "Em geral, a garantia do motor não cobre danos causados por raios." },
  { topic: "pessoas", text: "O técnico responsável deve deixar o manual com o morador." },
  { topic: "comparação", text: "Os controles de código fixo são mais fáceis de clonar do que os de código variável." },
  { topic: "lugar", text: "No inverno de cidades serranas, o óleo da engrenagem fica mais espesso." },
  { topic: "qualidade", text: "Uma fixação bem-feita dispensa ajustes frequentes no fim de curso." },
  { topic: "horário", text: "Programe o fechamento automático para alguns segundos depois da passagem do carro." },
  { topic: "avaliação", text: "A avaliação inicial indica se o portão precisa de reforço na estrutura." },
  { topic: "produto", text: "A bateria de backup mantém o portão funcionando durante uma queda de energia." },
  { topic: "manutenção", text: "Em portões basculantes, as molas perdem força com o tempo." },
];
