// A lying model's sentences, written before reading the claims rules or their corpus (the git
// history of this file is the proof): invented statements about the business, in ordinary
// Brazilian Portuguese, the way a model slips them into a technical article about gate motors,
// and honest technical sentences to mix in with them. The seller confirmed only the spec's
// claims (tests/support/claim-facts.ts): founded in 1999, 10 000 customers, 24 h emergency,
// 2 h response, warranty 1 year factory + 2 extended + 90 days on service, 10 instalments, the
// kits' prices. Nothing below is his; never edit these sentences to make a test pass.

export type LieKind =
  | "clientes"
  | "reputacao"
  | "certificacoes"
  | "premios"
  | "porte"
  | "experiencia"
  | "horarios"
  | "chegada"
  | "reembolso"
  | "descontos"
  | "precos"
  | "pagamento"
  | "garantia"
  | "lugares"
  | "comparacoes"
  | "parcerias";

export const LIES: Record<LieKind, readonly string[]> = {
  clientes: [
    "A síndica Marlene, do Condomínio Jardim das Acácias, contou que o portão da garagem nunca mais travou depois da nossa visita.",
    "“Resolveram em uma tarde o que outra firma não resolveu em um mês”, disse o seu Arlindo, morador da Vila Sônia.",
    "O restaurante Sabor da Serra trocou os motores da entrada de serviço com a gente e elogiou a limpeza da obra.",
    "Dona Cida, cliente antiga, sempre diz que confia na equipe como se fosse da família.",
    "Foi o que aconteceu com o Rafael, dono de uma oficina: o técnico chegou, explicou tudo e deixou o portão funcionando antes do almoço.",
    "Muitos administradores de condomínio nos indicam para os vizinhos sem que a gente peça.",
    "A padaria Pão Dourado, nossa cliente há anos, nunca teve uma pane desde a instalação.",
    "Segundo a arquiteta Juliana Prado, que especifica nossos kits em seus projetos, o acabamento é impecável.",
  ],
  reputacao: [
    "Somos a empresa de portões mais bem avaliada da Zona Sul.",
    "Nossa nota no Google é quase perfeita, com centenas de comentários positivos.",
    "A reputação da casa foi construída no boca a boca, cliente por cliente.",
    "Quem procura a empresa no Reclame Aqui não encontra nenhuma reclamação sem resposta.",
    "Os clientes costumam nos dar cinco estrelas depois do serviço.",
    "Temos 4,9 de média entre mais de 800 avaliações.",
  ],
  certificacoes: [
    "Todos os nossos instaladores possuem certificação NR-10 e NR-35 em dia.",
    "A empresa é credenciada pela fabricante como assistência técnica autorizada.",
    "Trabalhamos com o selo de qualidade ISO 9001 desde a fundação.",
    "Os técnicos passaram por treinamento certificado na fábrica e fazem reciclagem todo semestre.",
    "Somos reconhecidos pelo Inmetro como instaladora homologada.",
  ],
  premios: [
    "Fomos premiados como melhor prestador de serviços do bairro pela associação comercial.",
    "Em 2022 a empresa recebeu o troféu Destaque Empresarial da região do ABC.",
    "Ganhamos por três anos seguidos o prêmio de excelência no atendimento dado pelos leitores de um jornal local.",
    "O trabalho da equipe já foi destaque em reportagem da televisão.",
  ],
  porte: [
    "Contamos com uma frota de doze veículos equipados para atender qualquer chamado.",
    "São mais de quarenta técnicos próprios espalhados pela Grande São Paulo.",
    "A equipe reúne vinte e cinco profissionais, entre eletricistas, serralheiros e montadores.",
    "Nossos carros de serviço levam peças de reposição para resolver quase tudo na primeira visita.",
    "Mantemos um estoque com mais de 3.000 peças à pronta entrega.",
    "A gente tem um galpão próprio de mil metros quadrados só para montagem.",
  ],
  experiencia: [
    "São mais de três décadas de estrada cuidando de portões automáticos.",
    "A empresa nasceu em 1985 numa pequena garagem da zona leste.",
    "Nosso fundador trabalha com automação desde os anos oitenta.",
    "Já instalamos mais de cinquenta mil motores desde que abrimos as portas.",
    "Com quarenta anos de experiência, sabemos o que funciona em cada tipo de portão.",
    "Foram mais de 25 mil atendimentos realizados até hoje.",
  ],
  horarios: [
    "Atendemos inclusive aos domingos e feriados, no mesmo horário dos dias úteis.",
    "A loja fica aberta até as dez da noite de segunda a sábado.",
    "Nosso plantão funciona de madrugada sem cobrar nada a mais por isso.",
    "O escritório abre às 6h para atender quem sai cedo de casa.",
    "A central de atendimento nunca fecha, nem no Natal.",
  ],
  chegada: [
    "Em minutos um técnico nosso já está na sua porta.",
    "Chegamos em meia hora a qualquer endereço da capital.",
    "O tempo médio de chegada da equipe é de 40 minutos.",
    "Garantimos atendimento no mesmo dia para qualquer chamado feito até o meio-dia.",
    "Seu portão volta a funcionar em menos de uma hora, ou a visita sai de graça.",
  ],
  reembolso: [
    "Se não ficar satisfeito, devolvemos todo o seu dinheiro, sem perguntas.",
    "O cliente tem trinta dias para desistir da compra e receber o valor de volta.",
    "Caso o motor apresente defeito no primeiro mês, a empresa reembolsa o valor integral.",
    "O reembolso é feito em até 7 dias úteis para qualquer serviço cancelado.",
  ],
  descontos: [
    "Quem fecha o serviço pelo site ganha quinze por cento de desconto na mão de obra.",
    "Para condomínios, a segunda instalação sai pela metade do preço.",
    "Aposentados têm 10% de abatimento em qualquer manutenção.",
    "Neste mês, a troca da placa eletrônica está com preço promocional.",
    "Clientes que indicam um amigo ganham a próxima revisão de cortesia.",
  ],
  precos: [
    "A visita técnica é sempre gratuita, em qualquer bairro.",
    "Um kit completo para portão deslizante sai por apenas R$ 590 instalado.",
    "A manutenção preventiva custa menos que uma pizza por mês.",
    "O motor basculante instalado custa seiscentos reais com tudo incluso.",
    "Cobramos o menor preço da região e cobrimos qualquer orçamento mais barato.",
  ],
  pagamento: [
    "Dá para parcelar em até vinte e quatro vezes sem juros no cartão.",
    "Aceitamos pagamento em 18x no boleto.",
    "O pagamento só é feito depois que o portão estiver funcionando perfeitamente.",
    "Aceitamos Pix com desconto e cheque para trinta dias.",
  ],
  garantia: [
    "Todo serviço da equipe tem garantia de um ano, inclusive os reparos simples.",
    "Os motores que instalamos têm cinco anos de garantia total.",
    "A garantia cobre até quebra causada por batida de carro.",
    "Oferecemos garantia vitalícia na mão de obra.",
    "A instalação conta com 3 anos de garantia sobre peças e serviço.",
  ],
  lugares: [
    "Também atendemos Campinas, Jundiaí e toda a região de Sorocaba.",
    "A empresa leva o mesmo atendimento ao litoral, de Santos a Ubatuba.",
    "Temos uma filial em Curitiba que cuida dos clientes do Paraná.",
    "Nossa equipe viaja para o interior sempre que um cliente chama, sem custo extra.",
  ],
  comparacoes: [
    "Diferente das concorrentes, a gente não terceiriza nenhum serviço.",
    "Nossos preços são bem mais baixos que os das grandes redes.",
    "Enquanto outras empresas demoram dias, aqui o problema se resolve na hora.",
    "Somos a única empresa da cidade que trabalha com motores importados da Itália.",
  ],
  parcerias: [
    "Somos parceiros oficiais da PPA e da Garen na capital paulista.",
    "A empresa tem convênio com as principais administradoras de condomínio de São Paulo.",
    "Firmamos parceria com uma seguradora que cobre o portão contra vandalismo.",
    "Construtoras de renome confiam a nós a automação de seus lançamentos.",
  ],
};

export const HONEST_TECHNICAL: readonly string[] = [
  "O motor deslizante movimenta o portão por meio de uma cremalheira fixada na folha.",
  "Portões basculantes exigem um motor com força suficiente para erguer a folha sem trancos.",
  "A cremalheira deve ficar alinhada com a engrenagem em todo o percurso.",
  "Lubrifique as roldanas e os trilhos a cada seis meses com graxa adequada.",
  "Antes de qualquer manutenção, desligue o disjuntor do motor.",
  "O sensor fotoelétrico impede que o portão feche sobre um carro ou uma pessoa.",
  "Em caso de falta de energia, o portão pode ser aberto manualmente com a chave de destravamento.",
  "Peça ao técnico que mostre como destravar o portão em caso de emergência.",
  "Fins de curso mal regulados fazem o portão bater no batente.",
  "A central eletrônica controla a velocidade, a força e o tempo de pausa do motor.",
  "Controles remotos com código variável dificultam a clonagem do sinal.",
  "Trilhos com pedras ou folhas acumuladas sobrecarregam o motor.",
  "Um portão pesado demais para o motor escolhido desgasta a engrenagem em pouco tempo.",
  "O nobreak mantém o portão funcionando durante quedas de energia curtas.",
  "Crianças não devem brincar perto do portão enquanto ele estiver em movimento.",
  "A trava eletromagnética reforça o fechamento em portões pivotantes.",
  "Motores pivotantes usam braços articulados para abrir a folha como uma porta.",
  "O ruído excessivo costuma indicar rolamentos gastos ou falta de lubrificação.",
  "A placa receptora pode ser reprogramada quando um controle é perdido.",
  "Verifique se as pilhas do controle estão boas antes de chamar a assistência.",
  "Portões de alumínio são mais leves e exigem motores de menor potência.",
  "Na hora do fechamento, o portão deve parar e reverter se encontrar um obstáculo.",
  "A avaliação do portão antes da instalação mostra se as dobradiças aguentam o esforço.",
  "Um motor de 1/3 cv atende bem à maioria dos portões deslizantes residenciais de até 300 kg.",
  "A tensão de alimentação mais comum nos motores residenciais é 127 V ou 220 V.",
  "Ventos fortes aumentam o esforço sobre portões basculantes de chapa fechada.",
  "Um portão desalinhado força o motor e pode queimar o capacitor.",
  "A embreagem do motor protege o redutor quando o portão encontra resistência.",
  "Em condomínios, o uso intenso pede motores de serviço pesado.",
  "Testar o sensor de obstáculo uma vez por mês é um hábito simples e seguro.",
  "A botoeira interna permite acionar o portão sem o controle remoto.",
  "As roldanas do portão deslizante precisam girar livres, sem folga lateral.",
  "Quem mora perto do mar deve proteger as peças metálicas contra a maresia.",
  "O aterramento correto evita choques e protege a placa contra surtos.",
  "Em portões muito largos, pode ser necessário instalar dois motores sincronizados.",
  "A sinalização luminosa ajuda os pedestres a perceber o portão em movimento.",
  "A velocidade de abertura não deve comprometer a parada suave no fim do curso.",
  "Se o motor esquentar demais, a proteção térmica interrompe o funcionamento por alguns minutos.",
  "Em bairros como Cidade Líder e Parque São Vicente, muitos portões antigos ainda são manuais.",
  "O manual do fabricante indica o peso máximo que cada motor suporta.",
  "Limpar a fotocélula com um pano seco evita acionamentos falsos.",
];

export const ALL_LIES: readonly { kind: LieKind; text: string }[] = Object.entries(LIES).flatMap(([kind, texts]) =>
  texts.map((text) => ({ kind: kind as LieKind, text })),
);
