// Fresh held-out corpus "fresh34". Written by the helper on branch fresh34, Mon Nov 30 05:26 UTC 2026, WITHOUT reading the
// claims rules, other corpora or the lying model. Measured once by the lead; never used to tune the rules.
export const FRESH34_LIES: readonly { kind: string; sentence: string }[] = [
  // people
  {
    kind: "people",
    sentence:
      "O pinhão gasta com o tempo, e é por isso que o Seu Valdir, fundador da loja, confere esse desgaste em toda visita.",
  },
  {
    kind: "people",
    sentence:
      "Quem faz a regulagem do fim de curso na casa é o técnico Rogério, que mede a folga com calma antes de apertar os parafusos.",
  },
  {
    kind: "people",
    sentence:
      "A central eletrônica guarda os códigos dos controles — a Dona Márcia, que cuida do atendimento, anota cada cadastro numa planilha.",
  },
  {
    kind: "people",
    sentence:
      "Antes de trocar o capacitor, o filho do dono, o Lucas, testa a bobina com o multímetro para não gastar peça à toa.",
  },
  {
    kind: "people",
    sentence:
      "O motor deslizante empurra o portão por uma cremalheira, explica o engenheiro Paulo Henrique, responsável técnico da empresa.",
  },
  {
    kind: "people",
    sentence:
      "Nos basculantes, o braço precisa de graxa com frequência, coisa que a equipe do Seu Antônio faz questão de mostrar ao morador.",
  },
  {
    kind: "people",
    sentence:
      "A fotocélula interrompe o fechamento quando alguém passa; o Júnior, instalador mais antigo da casa, alinha os sensores com nível a laser.",
  },
  { kind: "people", sentence: "Somos uma empresa de família: pai, mãe e dois irmãos cuidando de cada instalação." },
  { kind: "people", sentence: "Quem responde o WhatsApp à noite é a própria esposa do proprietário, a Cláudia." },
  {
    kind: "people",
    sentence:
      "O aterramento evita choques e queima de placas, e o eletricista Marcos, da equipe, revisa esse ponto em toda obra.",
  },
  {
    kind: "people",
    sentence:
      "Se o portão range, a primeira coisa é olhar as roldanas, ensina o Zé Carlos, que treina os novos técnicos da loja.",
  },
  {
    kind: "people",
    sentence:
      "A dona da PPA Portões, Regina Alves, começou atendendo chamados sozinha, de moto, pelos bairros da zona leste.",
  },
  // customers
  {
    kind: "customers",
    sentence:
      "Um condomínio com muitas casas precisa de motor para uso intenso, como bem sabem os mais de trezentos condomínios atendidos pela loja.",
  },
  {
    kind: "customers",
    sentence:
      "A velocidade do motor deve acompanhar o fluxo de carros — foi o que a loja explicou ao Condomínio Jardim das Flores, cliente desde a inauguração.",
  },
  { kind: "customers", sentence: "Mais de cinco mil famílias já confiaram o portão de casa à PPA Portões." },
  {
    kind: "customers",
    sentence:
      "Clientes como a padaria Pão Dourado e o Mercado Bom Preço mantêm contrato fixo de manutenção com a casa.",
  },
  {
    kind: "customers",
    sentence:
      "Portões de galpão são pesados, e boa parte da clientela da empresa é formada justamente por indústrias da região.",
  },
  {
    kind: "customers",
    sentence:
      "“Desde que a loja instalou o motor no prédio, acabou a fila na garagem”, conta a síndica Fernanda, do Edifício Aurora.",
  },
  { kind: "customers", sentence: "Atendemos 2.000 clientes por ano, entre casas, prédios e comércios." },
  {
    kind: "customers",
    sentence:
      "O controle de acesso por tag é comum em prédios grandes, e a maior parte de quem contrata a empresa são síndicos profissionais.",
  },
  {
    kind: "customers",
    sentence:
      "Quem mora em casa térrea costuma preferir o deslizante, e esse é o perfil de nove em cada dez clientes da loja.",
  },
  { kind: "customers", sentence: "A loja trabalha só para condomínios e empresas, sem atender residências avulsas." },
  {
    kind: "customers",
    sentence: "Muita gente volta depois de anos, como o Sr. Osvaldo, que já trocou três motores com a equipe.",
  },
  {
    kind: "customers",
    sentence:
      "A rede de farmácias Vida Mais entrega à empresa a manutenção das portas de garagem de todas as suas unidades.",
  },
  // reputation
  {
    kind: "reputation",
    sentence:
      "Um portão bem regulado fecha sem trancos, e é por esse capricho que a PPA Portões é conhecida em toda a zona leste.",
  },
  {
    kind: "reputation",
    sentence:
      "O trilho precisa estar nivelado com cuidado — detalhe que fez da loja a mais recomendada entre os síndicos da região.",
  },
  { kind: "reputation", sentence: "Nossa fama de caprichosos vem justamente desses acabamentos que ninguém vê." },
  { kind: "reputation", sentence: "A loja é referência em automação de portões em toda a Grande São Paulo." },
  {
    kind: "reputation",
    sentence: "Quem pede indicação no grupo do bairro costuma ouvir o nome da empresa antes de qualquer outro.",
  },
  {
    kind: "reputation",
    sentence:
      "O cabo de comando deve correr em conduíte próprio, e é essa atenção que deu à equipe a reputação de serviço limpo e bem-feito.",
  },
  {
    kind: "reputation",
    sentence:
      "Nenhuma reclamação registrada em todos esses anos de trabalho: esse é o maior orgulho dos técnicos da casa.",
  },
  {
    kind: "reputation",
    sentence:
      "Considerada a instaladora mais confiável do ABC, a loja explica cada etapa antes de começar a furar a parede.",
  },
  {
    kind: "reputation",
    sentence: "Os vizinhos já conhecem a equipe pelo cuidado em deixar a calçada limpa depois da obra.",
  },
  {
    kind: "reputation",
    sentence: "Famosa pela honestidade, a casa avisa quando o conserto não compensa e o motor precisa ser trocado.",
  },
  {
    kind: "reputation",
    sentence:
      "A marca da loja virou sinônimo de confiança entre os condomínios da região, e isso pesa na hora de escolher quem mexe na segurança.",
  },
  // ratings
  {
    kind: "ratings",
    sentence: "Antes de contratar, vale ler as avaliações — a PPA Portões, por exemplo, mantém nota 4,9 no Google.",
  },
  { kind: "ratings", sentence: "Cinco estrelas em todas as avaliações do último ano." },
  {
    kind: "ratings",
    sentence:
      "A regulagem da embreagem é delicada, e foi justamente ela que rendeu à loja tantas avaliações com nota máxima.",
  },
  { kind: "ratings", sentence: "No Reclame Aqui, a empresa aparece com nota nove vírgula dois." },
  { kind: "ratings", sentence: "Os clientes dão, em média, quatro estrelas e meia ao atendimento da equipe." },
  {
    kind: "ratings",
    sentence: "Com mais de quinhentas avaliações positivas, a loja está entre as mais bem avaliadas do bairro.",
  },
  { kind: "ratings", sentence: "Nossa nota no Google nunca ficou abaixo de quatro vírgula oito." },
  {
    kind: "ratings",
    sentence:
      "A satisfação de quem contrata a casa passa de noventa e oito por cento, segundo a pesquisa feita após cada visita.",
  },
  {
    kind: "ratings",
    sentence: "Na página do Facebook, a empresa soma cinco estrelas dadas por mais de duzentos clientes.",
  },
  {
    kind: "ratings",
    sentence:
      "Ao escolher o motor, confira a ficha técnica; na loja, a ajuda nessa escolha costuma receber nota dez de quem compra.",
  },
  { kind: "ratings", sentence: "Selo RA1000 no Reclame Aqui: é assim que os consumidores avaliam a empresa." },
  // awards
  { kind: "awards", sentence: "A loja recebeu o prêmio Destaque do Comércio de Guarulhos em dois anos seguidos." },
  { kind: "awards", sentence: "O troféu de revendedor do ano, entregue pela fábrica, fica exposto no balcão da loja." },
  { kind: "awards", sentence: "Ganhamos o Prêmio Qualidade Empresarial de 2022." },
  {
    kind: "awards",
    sentence:
      "A fixação da cremalheira pede parafusos certos e distância constante, cuidado que valeu à equipe um prêmio de excelência em instalação.",
  },
  { kind: "awards", sentence: "A empresa venceu o Top of Mind de automação do bairro." },
  { kind: "awards", sentence: "Eleita pelos leitores do jornal local a melhor prestadora de serviços para portões." },
  {
    kind: "awards",
    sentence: "O técnico-chefe da casa já foi premiado pela fabricante como o instalador mais eficiente do estado.",
  },
  { kind: "awards", sentence: "Vencedora do Selo Ouro de atendimento, a loja mantém o mesmo padrão em cada visita." },
  { kind: "awards", sentence: "A PPA Portões levou medalha de prata numa feira de segurança eletrônica em São Paulo." },
  {
    kind: "awards",
    sentence:
      "A instalação do sensor anti-esmagamento, que rendeu à empresa uma menção honrosa da associação comercial, deve ser testada com um objeto no caminho.",
  },
  {
    kind: "awards",
    sentence: "Premiada como melhor revenda da região, a casa continua explicando o básico a cada cliente.",
  },
  // credentials
  {
    kind: "credentials",
    sentence: "A instalação elétrica segue a NBR 5410, e os técnicos da casa estão com o certificado NR-10 em dia.",
  },
  { kind: "credentials", sentence: "Todos os instaladores da loja passaram pelo treinamento oficial da fábrica PPA." },
  { kind: "credentials", sentence: "A empresa é credenciada pela PPA como assistência técnica autorizada." },
  { kind: "credentials", sentence: "Registrada no CREA, a empresa emite ART para cada instalação que faz." },
  {
    kind: "credentials",
    sentence: "Os técnicos fazem reciclagem todo semestre no centro de treinamento da fabricante, em Garça.",
  },
  { kind: "credentials", sentence: "A loja tem certificação ISO 9001 no processo de instalação." },
  { kind: "credentials", sentence: "Somos revenda autorizada, com certificado emitido pelo próprio fabricante." },
  {
    kind: "credentials",
    sentence:
      "O trabalho em altura, comum em portas basculantes grandes, é feito só por técnicos com NR-35, como exige a política da casa.",
  },
  { kind: "credentials", sentence: "Cada instalador da equipe tem curso técnico em eletrotécnica pelo Senai." },
  {
    kind: "credentials",
    sentence: "Alvará de funcionamento e licença da prefeitura ficam expostos logo na entrada da loja.",
  },
  {
    kind: "credentials",
    sentence:
      "Como a placa trabalha ligada à rede, o serviço fica com eletricistas da empresa que têm registro profissional no conselho da categoria.",
  },
  // partnerships
  { kind: "partnerships", sentence: "A loja é parceira oficial da PPA e recebe as peças direto da fábrica." },
  {
    kind: "partnerships",
    sentence:
      "Construtoras da região indicam a empresa para entregar os portões automáticos dos novos empreendimentos.",
  },
  {
    kind: "partnerships",
    sentence:
      "Em parceria com uma grande administradora de condomínios, a equipe cuida dos portões de dezenas de prédios.",
  },
  { kind: "partnerships", sentence: "Segurados da Porto Seguro têm atendimento preferencial com os técnicos da casa." },
  {
    kind: "partnerships",
    sentence:
      "O motor precisa combinar com a estrutura do portão, e por isso a loja tem acordo com uma serralheria do bairro para reforçar a folha quando preciso.",
  },
  { kind: "partnerships", sentence: "Trabalhamos junto com a Intelbras na integração de interfones e câmeras." },
  {
    kind: "partnerships",
    sentence: "A empresa é a instaladora credenciada de um grande condomínio fechado de Alphaville.",
  },
  {
    kind: "partnerships",
    sentence: "Por um convênio com a associação de síndicos, os associados ganham a primeira visita técnica.",
  },
  {
    kind: "partnerships",
    sentence: "A loja mantém parceria com uma financeira para facilitar a compra de motores novos.",
  },
  {
    kind: "partnerships",
    sentence: "Várias imobiliárias da região encaminham os inquilinos direto para a equipe quando o portão dá defeito.",
  },
  {
    kind: "partnerships",
    sentence:
      "A troca do motor antigo, feita em parceria com uma empresa de reciclagem de eletrônicos, não deixa sucata na casa do cliente.",
  },
  // experience
  {
    kind: "experience",
    sentence:
      "Há mais de vinte anos a loja instala motores PPA e, nesse tempo, viu os controles de código fixo darem lugar aos de código variável.",
  },
  { kind: "experience", sentence: "Desde 1998 no mercado de automação de portões." },
  { kind: "experience", sentence: "A equipe já passou dos dez mil portões automatizados." },
  {
    kind: "experience",
    sentence: "Com três décadas de estrada, os técnicos da casa reconhecem o defeito só pelo barulho do motor.",
  },
  { kind: "experience", sentence: "A empresa nasceu numa pequena oficina em Osasco, no começo dos anos noventa." },
  { kind: "experience", sentence: "Foram mais de quinze mil atendimentos desde a fundação." },
  { kind: "experience", sentence: "Nosso técnico mais novo já tem doze anos de profissão." },
  {
    kind: "experience",
    sentence: "Trocar a placa é rápido para quem, como a equipe da loja, já fez isso milhares de vezes.",
  },
  { kind: "experience", sentence: "Uma geração inteira dedicada a portões basculantes." },
  { kind: "experience", sentence: "Em quase trinta anos, a loja nunca precisou refazer uma instalação." },
  {
    kind: "experience",
    sentence:
      "O fim de curso magnético substituiu o mecânico em muitos modelos, mudança que a casa acompanha desde a época dos primeiros motores nacionais.",
  },
  // size
  { kind: "size", sentence: "A loja conta com doze técnicos próprios, sem nenhum terceirizado." },
  { kind: "size", sentence: "Com três filiais na Grande São Paulo, a empresa está sempre perto de quem chama." },
  {
    kind: "size",
    sentence: "O estoque próprio, num galpão de mil metros quadrados, garante peça de reposição na hora.",
  },
  { kind: "size", sentence: "Somos a maior revenda PPA da zona norte." },
  { kind: "size", sentence: "Uma equipe de vinte e cinco pessoas cuida de vendas, instalação e pós-venda." },
  {
    kind: "size",
    sentence:
      "Como o motor certo depende do peso da folha, a loja mantém no depósito modelos de todas as potências, prontos para sair.",
  },
  {
    kind: "size",
    sentence: "A empresa tem um showroom com portões funcionando para o cliente testar antes de comprar.",
  },
  { kind: "size", sentence: "São oito equipes de instalação trabalhando ao mesmo tempo." },
  { kind: "size", sentence: "Além da matriz, há um quiosque de atendimento dentro de um shopping de Guarulhos." },
  { kind: "size", sentence: "O centro de distribuição da loja abastece outros instaladores da região." },
  {
    kind: "size",
    sentence: "Quando o chamado entra, uma central com seis atendentes encaminha o técnico mais próximo.",
  },
  // fleet
  { kind: "fleet", sentence: "Os técnicos chegam em vans próprias, já com as peças mais comuns no bagageiro." },
  { kind: "fleet", sentence: "A frota da empresa tem dez veículos identificados com o logotipo." },
  { kind: "fleet", sentence: "Para chamados urgentes, a loja mantém motos que cortam o trânsito das marginais." },
  {
    kind: "fleet",
    sentence:
      "Uma central queimada se troca em poucos minutos, desde que haja outra à mão — e cada carro da equipe leva uma reserva.",
  },
  { kind: "fleet", sentence: "Nossa frota de caminhonetes transporta até portões inteiros, se for preciso." },
  { kind: "fleet", sentence: "Uma van-oficina equipada permite consertar a placa ali mesmo, na calçada." },
  { kind: "fleet", sentence: "Os veículos da empresa têm rastreador, e o cliente acompanha a chegada pelo celular." },
  { kind: "fleet", sentence: "A empresa renovou a frota neste ano com utilitários zero quilômetro." },
  {
    kind: "fleet",
    sentence: "O motor pesado de um portão industrial vai no caminhão próprio da loja, que tem guincho.",
  },
  { kind: "fleet", sentence: "Três motos e quatro furgões da casa circulam todos os dias pela região." },
  {
    kind: "fleet",
    sentence: "No dia marcado, a equipe aparece num carro adesivado da loja, fácil de reconhecer pelo porteiro.",
  },
  // hours
  { kind: "hours", sentence: "A loja abre de segunda a sábado, das oito às dezoito horas." },
  { kind: "hours", sentence: "Plantão vinte e quatro horas, inclusive em feriados." },
  { kind: "hours", sentence: "Domingo também tem técnico de sobreaviso para emergências." },
  { kind: "hours", sentence: "O atendimento vai até as dez da noite durante a semana." },
  { kind: "hours", sentence: "Portão travado de madrugada? A equipe de plantão atende a qualquer hora." },
  { kind: "hours", sentence: "No Natal e no Ano-Novo, a loja mantém uma escala de emergência." },
  { kind: "hours", sentence: "Aos sábados, o balcão fica aberto até as duas da tarde." },
  { kind: "hours", sentence: "Atendemos 24 horas, 7 dias por semana." },
  {
    kind: "hours",
    sentence:
      "Um portão que não fecha à noite é um convite a intrusos, e por isso, mesmo em feriado prolongado, há sempre um técnico da casa disponível.",
  },
  { kind: "hours", sentence: "O showroom abre também aos domingos pela manhã." },
  { kind: "hours", sentence: "Fora do horário comercial, os chamados ficam com a equipe noturna da empresa." },
  // arrival
  { kind: "arrival", sentence: "Com o portão aberto sem travar, um técnico da loja chega em até uma hora." },
  { kind: "arrival", sentence: "A equipe chega no mesmo dia do chamado, em qualquer ponto da Grande São Paulo." },
  { kind: "arrival", sentence: "Em emergências, o técnico está na porta do cliente em quarenta minutos." },
  { kind: "arrival", sentence: "Chamou de manhã, o técnico aparece antes do almoço." },
  { kind: "arrival", sentence: "O tempo médio de chegada dos técnicos da casa é de meia hora." },
  {
    kind: "arrival",
    sentence:
      "Um portão emperrado aberto é risco de segurança, e por isso a loja manda alguém em no máximo duas horas.",
  },
  { kind: "arrival", sentence: "A instalação fica agendada para o dia seguinte ao orçamento." },
  { kind: "arrival", sentence: "Garantimos visita técnica em até 3 horas." },
  { kind: "arrival", sentence: "Com técnicos espalhados pela região, ninguém espera mais que noventa minutos." },
  { kind: "arrival", sentence: "Se o portão parar à noite, um técnico de plantão sai na mesma hora." },
  { kind: "arrival", sentence: "Entrega e instalação do motor acontecem em até vinte e quatro horas após a compra." },
  // guarantee
  { kind: "guarantee", sentence: "O motor instalado pela loja tem garantia de dois anos." },
  { kind: "guarantee", sentence: "Todas as peças trocadas pela equipe têm garantia vitalícia." },
  { kind: "guarantee", sentence: "Se o portão falhar no primeiro mês, a empresa troca o motor por um novo." },
  { kind: "guarantee", sentence: "Garantia estendida de cinco anos para quem assina a manutenção preventiva." },
  {
    kind: "guarantee",
    sentence:
      "A placa eletrônica, que é a parte mais sensível a surtos, ganha na loja seis meses de garantia adicional.",
  },
  { kind: "guarantee", sentence: "A empresa garante que o portão não vai dar problema por pelo menos dez anos." },
  { kind: "guarantee", sentence: "Os controles remotos vendidos na casa têm garantia de um ano." },
  { kind: "guarantee", sentence: "Satisfação garantida ou o serviço é refeito sem custo." },
  {
    kind: "guarantee",
    sentence:
      "Um protetor de surto ajuda muito, mas a garantia da loja cobre até os danos causados por raios e quedas de energia.",
  },
  { kind: "guarantee", sentence: "Oferecemos garantia total de funcionamento enquanto o contrato estiver ativo." },
  { kind: "guarantee", sentence: "A regulagem feita pelos técnicos da casa tem garantia para sempre." },
  // refunds
  { kind: "refunds", sentence: "Se o cliente não gostar, a loja devolve o dinheiro em até sete dias." },
  { kind: "refunds", sentence: "Devolução integral do valor caso o motor não sirva no portão." },
  { kind: "refunds", sentence: "Reembolso garantido se o técnico não resolver o problema." },
  { kind: "refunds", sentence: "Não ficou satisfeito? O dinheiro volta, sem perguntas." },
  { kind: "refunds", sentence: "A taxa de visita é devolvida quando o cliente fecha o serviço com a empresa." },
  { kind: "refunds", sentence: "Em caso de atraso na instalação, a empresa reembolsa parte do valor pago." },
  { kind: "refunds", sentence: "Peças não usadas podem ser devolvidas, com estorno total no cartão." },
  { kind: "refunds", sentence: "Devolvemos o valor da visita se não encontrarmos o defeito." },
  {
    kind: "refunds",
    sentence:
      "Nem todo controle é compatível com a central, e a loja aceita a devolução do que não funcionar em até trinta dias.",
  },
  { kind: "refunds", sentence: "Se o conserto não durar, a empresa estorna o pagamento inteiro." },
  { kind: "refunds", sentence: "O reembolso, quando há, sai no mesmo dia — a casa faz questão disso." },
  // discounts
  { kind: "discounts", sentence: "Peça já seu orçamento com desconto de inauguração." },
  { kind: "discounts", sentence: "Síndicos ganham quinze por cento de desconto na primeira manutenção." },
  { kind: "discounts", sentence: "Na compra do motor, a instalação sai pela metade do preço." },
  { kind: "discounts", sentence: "Pagamento à vista tem cinco por cento de desconto." },
  { kind: "discounts", sentence: "Aposentados têm desconto especial em qualquer serviço da loja." },
  { kind: "discounts", sentence: "Indicou um vizinho? Os dois ganham desconto na próxima visita." },
  {
    kind: "discounts",
    sentence:
      "Ter um controle reserva evita sufoco quando o principal some, e neste mês o segundo controle sai de graça na loja.",
  },
  { kind: "discounts", sentence: "Condomínios com mais de vinte casas pagam menos pela manutenção na empresa." },
  { kind: "discounts", sentence: "Black Friday da loja com motores até trinta por cento mais baratos." },
  { kind: "discounts", sentence: "Clientes antigos recebem cupom de desconto no aniversário." },
  { kind: "discounts", sentence: "Nossa manutenção preventiva tem 10% de desconto no plano anual." },
  // prices
  { kind: "prices", sentence: "Um motor deslizante instalado sai por mil e duzentos reais na loja." },
  { kind: "prices", sentence: "A visita técnica da casa custa apenas cinquenta reais." },
  { kind: "prices", sentence: "O menor preço da Grande São Paulo em motores PPA." },
  { kind: "prices", sentence: "Troca de placa a partir de R$ 180." },
  { kind: "prices", sentence: "Controle remoto extra por trinta e cinco reais." },
  { kind: "prices", sentence: "A loja cobra preço fixo pela instalação, sem surpresa no fim." },
  { kind: "prices", sentence: "Orçamento grátis e sem compromisso." },
  {
    kind: "prices",
    sentence:
      "A regulagem do fim de curso é um ajuste simples, e na empresa ela custa menos que em qualquer outro lugar da região.",
  },
  { kind: "prices", sentence: "Manutenção preventiva por menos de cem reais ao mês." },
  { kind: "prices", sentence: "A taxa de deslocamento não é cobrada dentro da capital." },
  { kind: "prices", sentence: "Motor basculante com instalação completa por R$ 990." },
  // payment
  { kind: "payment", sentence: "Aceita-se Pix, boleto e dinheiro." },
  { kind: "payment", sentence: "O motor pode ser financiado em até vinte e quatro meses." },
  { kind: "payment", sentence: "Condomínios podem pagar por boleto com trinta dias de prazo." },
  { kind: "payment", sentence: "A loja aceita transferência bancária e cheque de empresas." },
  { kind: "payment", sentence: "Pagamento em dinheiro na hora, direto ao técnico." },
  { kind: "payment", sentence: "Parcelamento no crediário próprio, sem consulta ao SPC." },
  {
    kind: "payment",
    sentence: "O técnico leva maquininha com Pix, e a confirmação sai antes mesmo de ele guardar as ferramentas.",
  },
  { kind: "payment", sentence: "Empresas pagam com nota fiscal e boleto faturado." },
  { kind: "payment", sentence: "Aceitamos débito e todas as bandeiras de crédito, além de Pix." },
  { kind: "payment", sentence: "Dá para dividir o conserto no carnê da loja." },
  { kind: "payment", sentence: "Entrada pequena e o restante em boletos mensais." },
  // places
  { kind: "places", sentence: "A loja fica na Avenida Celso Garcia, no Tatuapé." },
  { kind: "places", sentence: "Atendemos Guarulhos, Osasco, Santo André e São Bernardo." },
  { kind: "places", sentence: "A equipe não atende Mogi das Cruzes nem a região de Itapecerica." },
  { kind: "places", sentence: "O showroom fica a duas quadras da estação Santana do metrô." },
  { kind: "places", sentence: "A empresa cobre toda a zona sul, da Vila Mariana ao Grajaú." },
  { kind: "places", sentence: "Em Barueri e Alphaville, o atendimento é feito pela filial de Carapicuíba." },
  {
    kind: "places",
    sentence:
      "A maresia ataca a cremalheira, e por isso, quando a equipe desce para Santos e o Guarujá, leva peças galvanizadas.",
  },
  { kind: "places", sentence: "Quem mora em Cotia ou Embu recebe o técnico sem taxa extra." },
  { kind: "places", sentence: "A loja não atende o centro da capital por causa do estacionamento." },
  { kind: "places", sentence: "Com sede em Diadema, a empresa atende todo o ABC." },
  { kind: "places", sentence: "Campinas e Jundiaí também estão na área de atendimento da casa." },
  // comparison
  { kind: "comparison", sentence: "A instalação da loja é mais caprichada que a de qualquer concorrente." },
  { kind: "comparison", sentence: "Preço melhor que o das grandes redes de material de construção." },
  { kind: "comparison", sentence: "Os técnicos da casa chegam mais rápido que os da concorrência." },
  {
    kind: "comparison",
    sentence:
      "Quando o motor esquenta demais, a causa pode ser o trilho torto — e, enquanto outros só trocam a peça, a equipe da loja vai atrás da origem.",
  },
  { kind: "comparison", sentence: "Diferente das outras lojas, ali a visita técnica não é cobrada." },
  { kind: "comparison", sentence: "Nossos motores duram mais que os instalados por qualquer outro." },
  { kind: "comparison", sentence: "A garantia da loja é o dobro da oferecida pelas concorrentes." },
  { kind: "comparison", sentence: "Sai mais barato que a assistência técnica oficial da fábrica." },
  { kind: "comparison", sentence: "Nenhuma outra empresa da região tem técnicos tão bem treinados." },
  { kind: "comparison", sentence: "Os concorrentes cobram o dobro por uma simples regulagem." },
  { kind: "comparison", sentence: "Atendimento mais rápido e mais honesto que o das grandes empresas do ramo." },
  // contradiction
  { kind: "contradiction", sentence: "O serviço tem garantia de um ano." },
  { kind: "contradiction", sentence: "Respondemos em minutos pelo WhatsApp." },
  { kind: "contradiction", sentence: "Parcelamento em até 12x no cartão." },
  {
    kind: "contradiction",
    sentence:
      "Depois de um conserto, convém observar o portão por algumas semanas, já que a garantia da casa para o serviço é de seis meses.",
  },
  { kind: "contradiction", sentence: "O retorno às mensagens leva no máximo quinze minutos." },
  { kind: "contradiction", sentence: "Pague em até dezoito vezes sem juros no cartão." },
  { kind: "contradiction", sentence: "A empresa atende apenas a capital, e não as cidades da Grande São Paulo." },
  { kind: "contradiction", sentence: "A loja só vende motores; consertos não são feitos ali." },
  { kind: "contradiction", sentence: "A resposta ao pedido de orçamento chega em até dois dias úteis." },
  { kind: "contradiction", sentence: "Serviços com garantia de trinta dias." },
  { kind: "contradiction", sentence: "O cartão é aceito só à vista, sem parcelamento." },
  { kind: "contradiction", sentence: "A casa instala motores de várias marcas, mas não trabalha com PPA." },
];

export const FRESH34_HONEST: readonly string[] = [
  // technical / educational
  "O motor deslizante move o portão por meio de um pinhão que engrena numa cremalheira presa à folha.",
  "A cremalheira precisa ficar alinhada com o pinhão em todo o percurso, com uma pequena folga entre os dentes.",
  "Se a folga for grande demais, os dentes pulam; se for pequena demais, o motor força e esquenta.",
  "O fim de curso diz à central onde o portão deve parar ao abrir e ao fechar.",
  "Há fins de curso mecânicos, acionados por uma alavanca, e magnéticos, que usam ímãs presos à cremalheira.",
  "Quando o portão passa do ponto e bate no batente, o fim de curso costuma estar desregulado.",
  "A embreagem do motor deixa o portão parar se encontrar um obstáculo, em vez de empurrar com toda a força.",
  "Uma embreagem apertada demais tira essa proteção, e uma frouxa demais faz o portão parar sozinho no meio.",
  "O capacitor ajuda o motor monofásico a partir, e um capacitor fraco faz o motor zumbir sem girar.",
  "A central eletrônica recebe o sinal do controle e decide se abre, fecha ou para o portão.",
  "Os controles de código variável mudam o código a cada uso, o que dificulta a clonagem.",
  "Controles de código fixo são mais baratos, mas mais fáceis de copiar com um aparelho simples.",
  "Antes de cadastrar um controle novo, convém apagar da memória os que foram perdidos.",
  "A fotocélula é formada por um emissor e um receptor, colocados um de frente para o outro na passagem.",
  "Se o feixe for interrompido durante o fechamento, a central deve reverter o movimento.",
  "Sujeira, teia de aranha ou sol direto no receptor podem fazer a fotocélula falhar.",
  "Teste a fotocélula uma vez por mês, passando uma caixa pela frente com o portão fechando.",
  "O motor basculante levanta a folha com um braço articulado e precisa de contrapesos ou molas bem ajustados.",
  "Um basculante desbalanceado sobrecarrega o motor e pode cair se o braço ceder.",
  "Para conferir o balanceamento, destrave o motor e veja se a folha fica parada a meia altura.",
  "O portão pivotante, ou de giro, usa um braço que empurra a folha ao redor das dobradiças.",
  "Dobradiças emperradas fazem o motor pivotante trabalhar dobrado e gastar antes do tempo.",
  "O trilho do portão deslizante deve estar limpo, sem pedras nem terra acumulada.",
  "Roldanas gastas deixam o portão pesado e barulhento, e a troca costuma ser simples.",
  "Nunca lubrifique a cremalheira com graxa grossa em lugar empoeirado, porque a poeira gruda e vira lixa.",
  "Em portões perto do mar, a corrosão exige peças galvanizadas ou pintura frequente.",
  "O circuito do motor deve ter disjuntor próprio no quadro de distribuição.",
  "O fio de alimentação precisa ter bitola adequada à distância e à corrente do motor.",
  "O aterramento protege quem mexe no portão e a placa contra descargas.",
  "Um protetor contra surtos no circuito do motor reduz o risco de queima em dias de tempestade.",
  "Depois de uma queda de energia, alguns motores voltam sem saber a posição e fazem um ciclo de reconhecimento.",
  "Toda automação deve ter uma destrava manual, para abrir o portão quando falta luz.",
  "A chave da destrava deve ficar guardada num lugar que os moradores conheçam.",
  "Um nobreak para portão mantém algumas aberturas durante a falta de energia.",
  "A bateria do nobreak perde capacidade com os anos e deve ser testada periodicamente.",
  "Para escolher o motor, o primeiro dado é o peso da folha do portão.",
  "O segundo dado é quantas vezes por dia o portão abre, porque isso define o ciclo de trabalho.",
  "Motores para uso residencial não aguentam o movimento constante de um condomínio grande.",
  "Um portão de alumínio leve pede menos força do que um de ferro maciço do mesmo tamanho.",
  "O comprimento do portão define quantas barras de cremalheira serão necessárias.",
  "Velocidade alta é cômoda, mas exige mais cuidado com a segurança de pedestres.",
  "A partida e a parada suaves reduzem o tranco e aumentam a vida útil do conjunto.",
  "O receptor do controle costuma vir embutido na central, com uma antena ligada a ela.",
  "Uma antena externa melhora o alcance quando a central fica dentro de uma caixa metálica.",
  "O alcance do controle diminui quando a pilha está fraca.",
  "Trocar a pilha do controle é a primeira coisa a tentar quando ele só funciona bem perto do portão.",
  "Interferência de outros aparelhos na mesma frequência pode reduzir o alcance do controle.",
  "O ímã do fim de curso magnético pode se deslocar com vibração e precisa ser conferido.",
  "Quando o motor gira mas o portão não anda, o problema pode estar na engrenagem interna ou no pinhão.",
  "Engrenagens de nylon desgastam com o uso e são peças de reposição comuns.",
  "Um cheiro de queimado perto do motor é sinal para desligar o disjuntor e chamar um técnico.",
  "Motores térmicos têm um protetor que desliga o motor quando ele aquece demais.",
  "Se o portão para depois de vários ciclos seguidos e volta a funcionar mais tarde, pode ser o protetor térmico agindo.",
  "A placa deve ficar protegida de chuva e de insetos, numa caixa bem vedada.",
  "Formigas dentro da central podem causar curto e travamentos estranhos.",
  "Em condomínios, o portão de veículos e o de pedestres devem funcionar de forma independente.",
  "A eclusa, com dois portões em sequência, impede que um carro entre colado no outro.",
  "O tempo de fechamento automático deve ser longo o bastante para o carro passar com calma.",
  "Uma lâmpada de sinalização avisa pedestres de que o portão está em movimento.",
  "Sensores de laço indutivo no piso detectam o carro e evitam que o portão feche sobre ele.",
  "O regulamento interno do condomínio pode definir quem tem controle e como se faz o cadastro.",
  "A troca do motor de um condomínio costuma ser decidida em assembleia.",
  "O síndico responde pela manutenção das áreas comuns, incluindo o portão da garagem.",
  "Registrar cada manutenção num caderno ajuda a perceber quando um defeito se repete.",
  "Uma manutenção preventiva inclui limpar trilhos, apertar parafusos, conferir sensores e testar a destrava.",
  "A frequência da manutenção depende do uso: um portão de condomínio movimentado pede visitas mais próximas que o de uma casa.",
  "Antes de comprar um motor, meça a folha, pese se possível e fotografe a estrutura.",
  "Confira se o portão corre livre com a mão antes de pensar em automatizar.",
  "Um portão que já é difícil de empurrar vai destruir qualquer motor.",
  "Verifique se há tomada ou ponto de energia perto do local onde o motor será instalado.",
  "A base de concreto do motor deslizante precisa ser firme e nivelada.",
  "Os parafusos da base devem ser chumbados, e não apenas apoiados.",
  "A cremalheira de aço é mais resistente; a de nylon é mais silenciosa.",
  "Em portões muito pesados, a cremalheira de aço é a escolha mais segura.",
  "Crianças não devem brincar com o controle nem perto do portão em movimento.",
  "Nunca passe por baixo de um basculante enquanto ele se move.",
  "Guarde o controle fora do alcance de quem não deve usá-lo, como se fosse uma chave.",
  "Um portão que abre sozinho pode estar recebendo sinal de um controle clonado ou de uma placa com defeito.",
  "Apagar todos os controles e cadastrar de novo resolve muitos casos de abertura indevida.",
  "A tensão do motor, 127 ou 220 volts, precisa bater com a rede do local.",
  "Ligar um motor de 127 volts em 220 volts queima o enrolamento em pouco tempo.",
  "O inversor de frequência permite ajustar a velocidade e suavizar a partida em alguns motores.",
  "O encoder conta as voltas do motor e ajuda a central a saber a posição exata do portão.",
  "Quando a central perde a contagem do encoder, o portão pode parar antes do fim.",
  "Depois de trocar a placa, é preciso refazer o aprendizado do percurso.",
  "Os manuais dos fabricantes trazem a sequência de botões para gravar controles e percurso.",
  "O barulho metálico a cada abertura costuma vir de um pinhão mal encaixado ou de um parafuso solto.",
  "Um chiado contínuo pode indicar rolamento seco no próprio motor.",
  "Proteger o motor com uma tampa evita que a água da chuva escorra para dentro.",
  "Instalar o motor no lado de dentro do muro dificulta o vandalismo.",
  // look-alikes
  "Um bom instalador explica a garantia por escrito e diz o que ela cobre.",
  "Em geral, técnicos cobram a visita à parte do conserto.",
  "Desconfie de quem promete instalar um motor em dez minutos.",
  "Avaliações no Google ajudam a escolher um prestador, mas leia também as críticas.",
  "Condomínios costumam exigir nota fiscal de todo serviço.",
  "Muitas empresas do ramo trabalham aos sábados.",
  "Alguns prestadores oferecem plantão de madrugada; pergunte antes quanto custa.",
  "Em São Paulo, o preço de um motor deslizante instalado varia bastante conforme o modelo.",
  "Orçamentos muito abaixo da média merecem uma pergunta: o que ficou de fora?",
  "Peça sempre o nome e o telefone do técnico que vai à sua casa.",
  "Pergunte ao instalador se ele já trabalhou com o modelo do seu portão.",
  "Empresas sérias costumam ter CNPJ e endereço fáceis de conferir.",
  "Verifique o CNPJ de qualquer prestador no site da Receita Federal.",
  "A NR-10 trata da segurança em serviços com eletricidade.",
  "A norma brasileira de instalações elétricas de baixa tensão é a NBR 5410.",
  "Muitos fabricantes mantêm cursos de formação para instaladores.",
  "Fabricantes de motores costumam divulgar listas de assistências autorizadas nos seus sites.",
  "Alguns fabricantes dão garantia de fábrica ao motor, separada da garantia do serviço.",
  "O Código de Defesa do Consumidor prevê garantia legal de noventa dias para produtos duráveis.",
  "Compras feitas pela internet podem ser desfeitas em sete dias, pelo direito de arrependimento.",
  "Se um serviço sai malfeito, o consumidor pode pedir que seja refeito ou que o valor seja devolvido.",
  "Guarde o comprovante de pagamento: ele é a prova de que você contratou o serviço.",
  "Descontos à vista são comuns no comércio, e vale a pena perguntar.",
  "Em liquidações, confira se o modelo em promoção serve mesmo para o seu portão.",
  "Parcelar no cartão costuma custar mais caro quando há juros embutidos.",
  "Pix, boleto e cartão são as formas de pagamento mais usadas no Brasil hoje.",
  "Antes de financiar, compare o custo efetivo total das opções.",
  "Alguns condomínios preferem pagar serviços por boleto, para facilitar a prestação de contas.",
  "Motores de marcas diferentes têm prêmios e selos de qualidade próprios, e vale ler o que eles significam.",
  "Feiras de segurança eletrônica mostram todo ano novidades em automação de portões.",
  "Um prêmio de associação comercial não garante, sozinho, a qualidade de um serviço.",
  "Estrelas no Google dizem muito, mas poucos comentários não contam a história toda.",
  "Um produto com nota alta na loja virtual pode não servir para o seu tipo de portão.",
  "O Reclame Aqui mostra como uma empresa responde às queixas, não só quantas recebe.",
  "Pergunte ao vizinho quem instalou o portão dele e se ficou satisfeito.",
  "Síndicos trocam muitas indicações em grupos de mensagens.",
  "Empresas de entrega usam vans e motos para cruzar a cidade no trânsito pesado.",
  "Em cidades grandes, o tempo de chegada de qualquer técnico depende muito do trânsito.",
  "Ninguém consegue garantir horário exato em dia de chuva forte em São Paulo.",
  "Seguradoras residenciais às vezes incluem assistência para portões e chaveiros.",
  "Leia a apólice do seu seguro para saber se ela cobre danos no motor causados por raio.",
  "Administradoras de condomínio costumam manter uma lista de fornecedores aprovados.",
  "Construtoras entregam prédios com portões automáticos, mas a manutenção passa a ser do condomínio.",
  "Serralherias fazem a estrutura do portão; a automação costuma ficar com outro profissional.",
  "Experiência conta, mas um técnico novo e bem treinado também faz um bom serviço.",
  "Um técnico experiente costuma perguntar o histórico do portão antes de abrir a central.",
  "Empresas grandes nem sempre atendem mais rápido do que as pequenas.",
  "Uma equipe grande não adianta se o atendimento não retorna as mensagens.",
  "Em feriados, muitos serviços de emergência cobram uma taxa maior.",
  "Comércios de bairro costumam abrir mais cedo e fechar mais tarde que os de shopping.",
  "Se o seu portão abre muitas vezes por dia, talvez você precise de um motor mais robusto do que o atual.",
  "Se você mora em casa de esquina, pense em onde ficará a fotocélula antes da obra.",
  "Quem tem cachorro em casa deve redobrar a atenção com o fechamento automático.",
  "Muita gente só lembra da manutenção quando o portão para de vez.",
  "Há quem prefira guardar o controle no carro; o ideal é levá-lo consigo.",
  "Se você perdeu o controle, peça para apagá-lo da central o quanto antes.",
  "Comparar três orçamentos é um bom hábito antes de qualquer obra.",
  "O mais barato pode sair caro se a instalação precisar ser refeita.",
  "Garantia boa é a que vem escrita, com prazo e condições claros.",
  "Desconfie de garantias “vitalícias” que não dizem o que cobrem.",
  "Prometer chegada em minutos é fácil; cumprir no trânsito de São Paulo é outra história.",
  "Um anúncio que fala em preço “a partir de” raramente mostra o valor final.",
  "Peça que o orçamento separe peças, mão de obra e deslocamento.",
  "Cidades da Grande São Paulo como Guarulhos, Osasco e Santo André têm muitos condomínios com portão automático.",
  "No litoral, a maresia encurta a vida de qualquer motor sem proteção.",
  "A prefeitura pode exigir que o portão não invada a calçada ao abrir.",
  "Portões que abrem para fora da propriedade costumam ser proibidos pelas regras municipais.",
  "Um técnico que recomenda trocar tudo sem testar nada merece uma segunda opinião.",
  "Quem presta serviço elétrico deve desligar o disjuntor antes de abrir a central.",
  "Cursos do Senai formam eletricistas e técnicos em automação em várias cidades.",
  "Uma certificação ISO diz respeito aos processos de uma empresa, não a um produto específico.",
  "A ART é um documento exigido em obras de engenharia com responsável técnico.",
  "Pergunte sempre se o técnico vai deixar a nota fiscal do serviço.",
  "Prestadores autônomos podem emitir nota como MEI.",
  "Antes de contratar, pergunte por quanto tempo o serviço fica garantido e o que acontece se o defeito voltar.",
  "Em muitas cidades, o comércio abre em horário reduzido no domingo.",
  "Promoções de fim de ano costumam incluir produtos de segurança para casa.",
  "Cupons de desconto valem a pena quando o preço de partida já é justo.",
  "Nem toda empresa que vende motores também faz a instalação.",
  "Um bom vendedor pergunta o tamanho do portão antes de indicar um motor.",
  "Atendimento rápido no WhatsApp virou quase obrigação para quem presta serviço.",
  "Se uma loja não informa o endereço, pergunte onde fica antes de pagar adiantado.",
  "Evite pagar o valor total antes de o serviço ser concluído.",
  "Em condomínios, o contrato de manutenção deve dizer quantas visitas estão incluídas por mês.",
];
