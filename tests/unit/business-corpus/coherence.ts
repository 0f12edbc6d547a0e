// Coherence corpus (issue 40, part 6): texts to validate the coherence measure that keeps word salad
// from being indexed.
//
// Written on 2026-11-29 by the corpus writer, before and without reading the coherence measure.
// COHERENT: 56 guide-like sections (3 to 8 sentences) about gates, motors and upkeep, written by hand.
// INCOHERENT, by kind:
//   "embaralhado"     sentences of the coherent texts shuffled: within one text (no sentence left in
//                     its place, no two kept side by side) or one sentence from each of 4–6 texts;
//   "palavras-soltas" content words of the coherent texts drawn at random, alone or with function
//                     words sprinkled between them;
//   "fora-do-assunto" a coherent text with cooking, football and everyday sentences spliced in;
//   "salada"          word salad written by hand: grammatical sentences, real vocabulary of the
//                     trade and real connectives, no sense;
//   "repetição"       a generator stuck on itself: two sentences repeated in a loop.
// The generated kinds were drawn once with a seeded generator and pasted here as literals, so the
// file never changes under a test.
//
// Rule: the held-out set (heldout.ts) is not for tuning; this file is the one to tune against.

export type IncoherentKind = "embaralhado" | "palavras-soltas" | "fora-do-assunto" | "salada" | "repetição";

export interface IncoherentText {
  text: string;
  kind: IncoherentKind;
}

export const COHERENT: string[] = [
  "O portão deslizante corre sobre um trilho fixado no chão. O motor fica ao lado da passagem e movimenta a folha por meio de uma cremalheira presa na sua parte de baixo. Por isso, antes de qualquer automação, o trilho precisa estar reto, limpo e bem nivelado. Um portão que arrasta com a mão vai arrastar também com o motor, só que desgastando as engrenagens.",
  "A fotocélula é um par de sensores instalados um de cada lado da passagem. Um deles emite um feixe infravermelho e o outro o recebe. Quando uma pessoa, um carro ou um animal interrompe esse feixe durante o fechamento, a central manda o portão parar e voltar. É um acessório barato que evita acidentes graves, principalmente em casas com crianças.",
  "Escolher o motor começa por conhecer o portão. É preciso saber o tipo de abertura, o peso aproximado da folha e quantas vezes por dia ela será usada. Um portão residencial leve, aberto poucas vezes ao dia, funciona bem com um motor de menor potência. Já um portão de condomínio, que abre e fecha dezenas de vezes por hora, pede um motor de uso intenso.",
  "Quando o portão não responde ao controle, vale seguir uma ordem simples. Primeiro, confira se há energia na central e se o disjuntor não desarmou. Depois, teste outro controle ou a botoeira de parede. Se nenhum comando funciona, o problema provavelmente está no receptor ou na placa. Se só um controle falha, a bateria dele é a suspeita mais provável.",
  "A manutenção preventiva de um portão automático é simples e evita a maior parte dos defeitos. Ela inclui limpar o trilho, lubrificar roldanas e engrenagens, reapertar parafusos e testar os dispositivos de segurança. Em casas, uma revisão por ano costuma ser suficiente. Em condomínios, onde o portão trabalha muito mais, o ideal são duas revisões por ano.",
  "O destravamento manual permite abrir o portão quando falta energia. Em geral, basta encaixar uma chave específica no motor e girar até soltar a engrenagem. Com a engrenagem solta, a folha corre livremente com a mão. Depois que a energia voltar, é preciso travar novamente o motor antes de usar o controle.",
  "O portão basculante sobe girando em torno de um eixo e fica suspenso acima da entrada da garagem. O motor costuma ser instalado na parte de cima, preso ao teto ou à parede. Como a folha sobe, é preciso deixar espaço livre acima da garagem. Também é importante que os contrapesos ou molas estejam bem regulados, para que o motor não faça força demais.",
  "O portão pivotante abre como uma porta comum, girando sobre dobradiças. Quando tem duas folhas, cada uma recebe seu próprio braço articulado ou motor. As folhas precisam abrir em sincronia e fechar na ordem certa, para que a de cima encoste corretamente na de baixo. A central controla esse atraso entre as duas folhas.",
  "A cremalheira é a barra dentada que fica presa ao portão deslizante. O pinhão do motor engata nela e empurra a folha para os lados. Entre os dentes do pinhão e os da cremalheira deve haver uma pequena folga. Sem essa folga, o atrito aumenta e o motor trabalha forçado; com folga demais, o portão dá trancos.",
  "O fim de curso informa à central que o portão chegou ao final do percurso. Em alguns motores ele é mecânico, acionado por pequenas peças presas à cremalheira. Em outros, é magnético ou feito por um sensor de posição chamado encoder. Se o fim de curso sai do lugar, o portão pode parar antes da hora ou bater no batente.",
  "A instalação de um kit completo segue algumas etapas. Primeiro, o técnico confere se o portão corre sem esforço e corrige o que for necessário. Depois, fixa a base do motor, monta a cremalheira e faz a ligação elétrica. Em seguida, grava o percurso na central e cadastra os controles. Por fim, testa a fotocélula e mostra ao morador como usar o destravamento.",
  "Barulho fora do normal é um aviso que o portão dá antes de quebrar. Um rangido metálico costuma indicar roldana gasta ou falta de lubrificação. Um zumbido sem movimento pode ser sinal de capacitor fraco. Já trancos na abertura sugerem cremalheira desalinhada. Identificar o tipo de ruído ajuda a explicar o problema ao técnico.",
  "A central de comando é o cérebro do portão automático. Ela recebe os sinais dos controles, da botoeira e dos sensores, e decide o que o motor deve fazer. Também guarda as configurações de força, velocidade e tempo de fechamento automático. Por ser eletrônica, precisa ficar protegida da chuva, do sol direto e de insetos.",
  "Os controles remotos de portão funcionam por radiofrequência. Cada controle envia um código que a central reconhece quando ele está cadastrado. Modelos com código variável mudam a cada clique, o que dificulta a clonagem. Quando um controle é perdido, o mais seguro é apagar a memória da central e cadastrar de novo os que restaram.",
  "A energia elétrica merece atenção na automação do portão. O ideal é que o motor tenha um disjuntor próprio no quadro, com fiação dimensionada para a distância. Os fios devem correr dentro de eletroduto adequado para área externa. O aterramento protege as pessoas contra choques e a placa contra descargas.",
  "Em dias de chuva forte, alguns cuidados simples evitam dor de cabeça. Verifique se a água não empoça ao redor da base do motor. Confira se a tampa da central continua bem fechada e sem rachaduras. Se o portão começar a se comportar de modo estranho depois do temporal, desligue o disjuntor e espere secar antes de religar.",
  "A trava eletromagnética reforça o fechamento de portões pivotantes e de portas de pedestre. Ela funciona como um ímã potente que segura a folha enquanto recebe energia. Quando a central manda abrir, a trava se solta por um instante. Em caso de falta de luz, é bom saber como liberar a passagem por outro meio.",
  "Lubrificar o portão parece simples, mas exige o produto certo. Graxa em excesso na cremalheira acumula areia e acaba funcionando como lixa. Óleos de cozinha ficam grudentos e atraem sujeira. O melhor é usar o lubrificante indicado pelo fabricante e limpar o excesso com um pano seco.",
  "O peso do portão define quase tudo na automação. Para estimar esse peso, multiplica-se a área da folha pelo peso do material por metro quadrado. Portões de alumínio são leves; os de ferro maciço e de madeira podem ser muito pesados. Com esse número em mãos, fica fácil comparar a capacidade dos motores.",
  "Um portão que fecha sozinho sem que ninguém tenha apertado o controle pode estar configurado para fechamento automático. Nesse modo, a central espera alguns segundos depois da abertura e então fecha a folha. O recurso é útil em condomínios, onde muita gente esquece o portão aberto. Em casas, pode ser desligado ou ajustado na própria central.",
  "A sinaleira é uma pequena luz instalada perto do portão. Ela pisca sempre que a folha está em movimento, avisando quem passa pela calçada. Alguns modelos também emitem um sinal sonoro. Em garagens com saída para ruas movimentadas, a sinaleira ajuda a evitar sustos e atropelamentos.",
  "A embreagem do motor é um mecanismo de proteção. Quando o portão encontra um obstáculo, ela patina e impede que o motor continue fazendo força. Uma embreagem apertada demais perde essa função e pode causar acidentes. Por isso, a regulagem deve ser feita com cuidado e testada empurrando levemente a folha durante o movimento.",
  "Portões próximos ao litoral enfrentam um inimigo constante: a maresia. O sal presente no ar acelera a corrosão de peças metálicas, parafusos e cremalheiras. Nesses lugares, vale escolher materiais tratados e aumentar a frequência das revisões. Uma camada de proteção na pintura também prolonga a vida do portão.",
  "Ao receber um técnico para orçamento, algumas perguntas ajudam a comparar propostas. Pergunte qual motor ele indica e por quê. Peça que informe quais acessórios estão incluídos, como controles e fotocélula. Pergunte também se a instalação inclui ajustes no portão ou se isso é cobrado à parte. Com respostas claras, fica mais fácil decidir.",
  "O capacitor é uma peça pequena, mas essencial nos motores monofásicos. Ele dá o empurrão inicial para o motor começar a girar. Com o tempo, perde capacidade e o motor passa a hesitar na partida ou apenas zumbir. A troca é rápida e barata, mas deve ser feita com a energia desligada.",
  "A velocidade de abertura varia de um modelo para outro. Motores rápidos abrem o portão em poucos segundos e são indicados para garagens de grande movimento. Motores mais lentos fazem menos barulho e costumam ser suficientes em residências. A escolha depende da rotina de quem usa o portão todos os dias.",
  "As roldanas sustentam o portão deslizante e rolam sobre o trilho. Quando gastam, perdem o formato redondo e passam a travar ou a fazer barulho. Um portão com roldanas ruins exige mais força do motor e pode sair do trilho. A troca costuma ser simples e devolve o movimento suave à folha.",
  "Antes de automatizar um portão antigo, vale fazer uma avaliação completa da estrutura. Dobradiças frouxas, folhas empenadas e trilhos tortos atrapalham o motor. Muitas vezes um pequeno serviço de serralheria resolve esses pontos. Depois disso, o portão fica pronto para receber a automação com segurança.",
  "A bateria de reserva permite usar o portão mesmo durante a falta de energia. Ela fica ligada à central e é carregada enquanto há luz. Quando a energia cai, assume o funcionamento por alguns ciclos. É um acessório útil em regiões com quedas frequentes de energia.",
  "Os motores de corrente contínua vêm ganhando espaço nas residências. Eles trabalham com tensão baixa e permitem partidas e paradas mais suaves. Muitos aceitam bateria de reserva diretamente. Em contrapartida, costumam exigir uma central específica e cuidado com a bitola dos cabos.",
  "Cadastrar um controle novo geralmente leva poucos minutos. Na maioria das centrais, basta apertar um botão de programação e, em seguida, o botão do controle. Um led pisca para confirmar que o código foi gravado. Se a memória estiver cheia, será preciso apagar controles antigos antes de incluir os novos.",
  "O portão de condomínio trabalha em ritmo muito mais intenso que o de uma casa. Por isso, o motor deve ser dimensionado para muitos ciclos por hora. Os sensores de segurança também ganham importância, já que há mais pedestres e veículos circulando. Um plano de revisões periódicas evita que o portão pare justamente no horário de maior movimento.",
  "Um portão automático mal regulado pode machucar. Se a força estiver alta demais, a folha não recua ao encontrar um obstáculo. Se a fotocélula estiver suja ou desalinhada, pode não perceber quem passa. Testar esses dispositivos com frequência é o jeito mais simples de evitar acidentes.",
  "O receptor é a parte da central que capta o sinal dos controles. Quando o alcance diminui, a culpa nem sempre é do controle. Estruturas metálicas, paredes grossas e outros aparelhos podem atrapalhar a recepção. Uma antena externa bem posicionada costuma melhorar muito o alcance.",
  "Alguns sinais mostram que o motor está chegando ao fim da vida útil. O aquecimento excessivo, mesmo com pouco uso, é um deles. Outro é a perda de força, que faz o portão parar no meio do percurso. Quando os consertos ficam frequentes, trocar o motor pode sair mais em conta do que continuar reparando.",
  "A base do motor do portão deslizante precisa ser firme. Em pisos de concreto, ela é chumbada com parafusos próprios. Em pisos de terra ou cascalho, é preciso fazer antes uma pequena sapata de concreto. Uma base que cede com o tempo desalinha pinhão e cremalheira.",
  "O fechamento automático, a fotocélula e a sinaleira trabalham juntos em portões de uso coletivo. A central conta o tempo de pausa, verifica se a passagem está livre e só então fecha a folha. Se alguém cruzar o feixe, o movimento é interrompido. Essa combinação reduz o risco de acidentes sem tirar a praticidade.",
  "Muita gente confunde potência com qualidade. Um motor mais potente não resolve um portão que arrasta ou que está fora do prumo. Pelo contrário, ele pode esconder o defeito por um tempo e quebrar peças mais caras depois. O melhor caminho é corrigir o portão e escolher um motor adequado ao peso real.",
  "Clonar um controle remoto é possível em modelos de código fixo. Para quem se preocupa com segurança, vale preferir centrais com código variável. Também é importante não emprestar controles a pessoas de fora. Em condomínios, o ideal é manter um registro de quem recebeu cada controle.",
  "Portões de madeira são bonitos, mas exigem cuidados específicos na automação. A madeira muda de tamanho com a umidade, o que pode alterar o alinhamento da cremalheira. O peso também costuma ser maior do que parece. Um tratamento regular da madeira ajuda a manter o portão estável.",
  "A placa eletrônica é sensível a surtos de energia. Em dias de raio, uma descarga na rede pode queimar componentes. Um protetor contra surtos instalado no circuito do motor reduz esse risco. O aterramento correto completa a proteção.",
  "Quando o portão sai do trilho, o primeiro cuidado é não forçar o motor. Desligue a energia e destrave o motor para mexer na folha com segurança. Verifique se as guias superiores e as roldanas estão inteiras. Recolocar a folha no trilho costuma exigir duas pessoas.",
  "A botoeira é um interruptor instalado em um ponto fixo, geralmente dentro da garagem ou na portaria. Ela permite abrir e fechar o portão sem controle remoto. Em condomínios, costuma ficar com o porteiro. Em casas, é útil para quem sai a pé e não quer carregar o controle.",
  "O motor precisa de ventilação para não superaquecer. Cobrir o equipamento com caixas improvisadas ou lonas pode reter calor e umidade. As tampas originais já foram pensadas para proteger contra a chuva sem abafar o motor. Se for necessário um abrigo extra, ele deve deixar o ar circular.",
  "O encoder é um sensor que conta as voltas do motor. Com ele, a central sabe exatamente em que posição está o portão. Isso permite desacelerar a folha perto do fim e detectar obstáculos com mais precisão. Motores com encoder dispensam, em muitos casos, o fim de curso mecânico.",
  "Ajustar a força do motor é uma das últimas etapas da instalação. A força deve ser suficiente para mover o portão com folga, mas não tanta que impeça a reversão diante de um obstáculo. Muitas centrais têm um trimpot ou um menu para esse ajuste. Depois de cada mudança, convém testar o movimento completo.",
  "Em casas com crianças e animais, alguns cuidados fazem diferença. Deixe os controles fora do alcance dos pequenos. Instale a fotocélula e mantenha-a limpa. Explique às crianças que o portão em movimento não é brinquedo. Esses hábitos simples tornam a automação muito mais segura.",
  "O trilho do portão deslizante acumula sujeira com facilidade. Pedrinhas, folhas e areia atrapalham as roldanas e forçam o motor. Uma limpeza rápida com vassoura, feita com frequência, já resolve boa parte do problema. Em terrenos com muita poeira, essa limpeza deve ser ainda mais frequente.",
  "Instalar o motor em portões de pedestres exige outros cuidados. A folha é leve, mas o uso costuma ser muito frequente. Fechaduras elétricas ou travas eletromagnéticas são comuns nesses casos. Também é importante prever uma forma de abrir por dentro sem depender de energia.",
  "O tempo de pausa é o intervalo que a central espera antes de fechar o portão sozinha. Em casas, alguns segundos bastam para o carro entrar. Em condomínios, o tempo costuma ser maior para evitar que a folha feche sobre um segundo veículo. Esse valor pode ser ajustado na programação da central.",
  "A corrente é uma alternativa à cremalheira em alguns portões basculantes e industriais. Ela transmite a força do motor por meio de engrenagens. Exige tensão correta, nem frouxa nem esticada demais. A lubrificação regular evita ruído e desgaste prematuro.",
  "Trocar o motor antigo por um novo não exige trocar o portão. Na maioria das vezes, a cremalheira e o trilho podem ser aproveitados, desde que estejam em bom estado. O técnico avalia o desgaste das peças e indica o que precisa ser substituído. Isso reduz o custo da atualização.",
  "Portões automáticos em ladeiras pedem atenção especial. O peso da folha tende a puxar o portão para o lado mais baixo. O trilho precisa estar bem nivelado e a embreagem, bem regulada. Em alguns casos, um motor com freio ajuda a manter a folha parada na posição certa.",
  "O manual do motor traz informações que o morador vai precisar um dia. Nele estão o esquema de ligação, os códigos de erro da central e o passo a passo para cadastrar controles. Guarde o manual em um lugar fácil de achar. Se ele se perder, muitas vezes é possível encontrar a versão digital no site do fabricante.",
  "O controle que funciona só bem perto do portão quase sempre tem a bateria fraca. A troca é simples: abra a tampa, observe a posição da bateria e coloque uma nova do mesmo modelo. Se o alcance não melhorar, o problema pode estar na antena do receptor. Nesse caso, vale chamar um técnico para uma verificação.",
  "Condomínios costumam controlar o acesso com tags e cartões de aproximação. Cada morador recebe um dispositivo que abre o portão ao ser aproximado do leitor. Quando alguém se muda, basta bloquear o dispositivo no sistema. Esse controle é mais seguro do que distribuir controles remotos comuns.",
];

export const INCOHERENT: IncoherentText[] = [
  {
    text: "Como a folha sobe, é preciso deixar espaço livre acima da garagem. O motor costuma ser instalado na parte de cima, preso ao teto ou à parede. Também é importante que os contrapesos ou molas estejam bem regulados, para que o motor não faça força demais. O portão basculante sobe girando em torno de um eixo e fica suspenso acima da entrada da garagem.",
    kind: "embaralhado",
  },
  {
    text: "Na maioria das vezes, a cremalheira e o trilho podem ser aproveitados, desde que estejam em bom estado. Isso reduz o custo da atualização. Trocar o motor antigo por um novo não exige trocar o portão. O técnico avalia o desgaste das peças e indica o que precisa ser substituído.",
    kind: "embaralhado",
  },
  {
    text: "A troca é rápida e barata, mas deve ser feita com a energia desligada. Com o tempo, perde capacidade e o motor passa a hesitar na partida ou apenas zumbir. Ele dá o empurrão inicial para o motor começar a girar. O capacitor é uma peça pequena, mas essencial nos motores monofásicos.",
    kind: "embaralhado",
  },
  {
    text: "Muitas vezes um pequeno serviço de serralheria resolve esses pontos. Dobradiças frouxas, folhas empenadas e trilhos tortos atrapalham o motor. Antes de automatizar um portão antigo, vale fazer uma avaliação completa da estrutura. Depois disso, o portão fica pronto para receber a automação com segurança.",
    kind: "embaralhado",
  },
  {
    text: "Um portão que arrasta com a mão vai arrastar também com o motor, só que desgastando as engrenagens. O portão deslizante corre sobre um trilho fixado no chão. Por isso, antes de qualquer automação, o trilho precisa estar reto, limpo e bem nivelado. O motor fica ao lado da passagem e movimenta a folha por meio de uma cremalheira presa na sua parte de baixo.",
    kind: "embaralhado",
  },
  {
    text: "Se o alcance não melhorar, o problema pode estar na antena do receptor. O controle que funciona só bem perto do portão quase sempre tem a bateria fraca. Nesse caso, vale chamar um técnico para uma verificação. A troca é simples: abra a tampa, observe a posição da bateria e coloque uma nova do mesmo modelo.",
    kind: "embaralhado",
  },
  {
    text: "O ideal é que o motor tenha um disjuntor próprio no quadro, com fiação dimensionada para a distância. A energia elétrica merece atenção na automação do portão. O aterramento protege as pessoas contra choques e a placa contra descargas. Os fios devem correr dentro de eletroduto adequado para área externa.",
    kind: "embaralhado",
  },
  {
    text: "O recurso é útil em condomínios, onde muita gente esquece o portão aberto. Um portão que fecha sozinho sem que ninguém tenha apertado o controle pode estar configurado para fechamento automático. Em casas, pode ser desligado ou ajustado na própria central. Nesse modo, a central espera alguns segundos depois da abertura e então fecha a folha.",
    kind: "embaralhado",
  },
  {
    text: "Pergunte qual motor ele indica e por quê. Com respostas claras, fica mais fácil decidir. Pergunte também se a instalação inclui ajustes no portão ou se isso é cobrado à parte. Ao receber um técnico para orçamento, algumas perguntas ajudam a comparar propostas. Peça que informe quais acessórios estão incluídos, como controles e fotocélula.",
    kind: "embaralhado",
  },
  {
    text: "Um deles emite um feixe infravermelho e o outro o recebe. A trava eletromagnética reforça o fechamento de portões pivotantes e de portas de pedestre. O portão pivotante abre como uma porta comum, girando sobre dobradiças. Depois, fixa a base do motor, monta a cremalheira e faz a ligação elétrica. Em casas, alguns segundos bastam para o carro entrar.",
    kind: "embaralhado",
  },
  {
    text: "Para quem se preocupa com segurança, vale preferir centrais com código variável. Um portão com roldanas ruins exige mais força do motor e pode sair do trilho. Cadastrar um controle novo geralmente leva poucos minutos. Já um portão de condomínio, que abre e fecha dezenas de vezes por hora, pede um motor de uso intenso. O motor precisa de ventilação para não superaquecer.",
    kind: "embaralhado",
  },
  {
    text: "É um acessório útil em regiões com quedas frequentes de energia. Na maioria das centrais, basta apertar um botão de programação e, em seguida, o botão do controle. Em caso de falta de luz, é bom saber como liberar a passagem por outro meio. Esses hábitos simples tornam a automação muito mais segura.",
    kind: "embaralhado",
  },
  {
    text: "Por isso, a regulagem deve ser feita com cuidado e testada empurrando levemente a folha durante o movimento. A base do motor do portão deslizante precisa ser firme. Cada morador recebe um dispositivo que abre o portão ao ser aproximado do leitor. É um acessório útil em regiões com quedas frequentes de energia. Instale a fotocélula e mantenha-a limpa.",
    kind: "embaralhado",
  },
  {
    text: "Com ele, a central sabe exatamente em que posição está o portão. O fim de curso informa à central que o portão chegou ao final do percurso. A velocidade de abertura varia de um modelo para outro. Dobradiças frouxas, folhas empenadas e trilhos tortos atrapalham o motor. Se só um controle falha, a bateria dele é a suspeita mais provável. Outro é a perda de força, que faz o portão parar no meio do percurso.",
    kind: "embaralhado",
  },
  {
    text: "Modelos com código variável mudam a cada clique, o que dificulta a clonagem. A base do motor do portão deslizante precisa ser firme. Quando o portão encontra um obstáculo, ela patina e impede que o motor continue fazendo força. Antes de automatizar um portão antigo, vale fazer uma avaliação completa da estrutura.",
    kind: "embaralhado",
  },
  {
    text: "Por fim, testa a fotocélula e mostra ao morador como usar o destravamento. Portões de madeira são bonitos, mas exigem cuidados específicos na automação. A velocidade de abertura varia de um modelo para outro. Pedrinhas, folhas e areia atrapalham as roldanas e forçam o motor.",
    kind: "embaralhado",
  },
  {
    text: "Os sensores de segurança também ganham importância, já que há mais pedestres e veículos circulando. O destravamento manual permite abrir o portão quando falta energia. O motor fica ao lado da passagem e movimenta a folha por meio de uma cremalheira presa na sua parte de baixo. Em condomínios, onde o portão trabalha muito mais, o ideal são duas revisões por ano. Portões de alumínio são leves; os de ferro maciço e de madeira podem ser muito pesados.",
    kind: "embaralhado",
  },
  {
    text: "O pinhão do motor engata nela e empurra a folha para os lados. Antes de automatizar um portão antigo, vale fazer uma avaliação completa da estrutura. A energia elétrica merece atenção na automação do portão. Essa combinação reduz o risco de acidentes sem tirar a praticidade. Ela inclui limpar o trilho, lubrificar roldanas e engrenagens, reapertar parafusos e testar os dispositivos de segurança. A troca é rápida e barata, mas deve ser feita com a energia desligada.",
    kind: "embaralhado",
  },
  {
    text: "Portão caso especial pronto mesmo praticidade lugares destrave maciço combinação potência. Metálico liberar suspeita final indica varia desde percurso aproximação. Avalia outro acessório cascalho bastam curso reto. Qual mecânico esquece saber digital pensadas guias controlar restaram manual cuidados materiais.",
    kind: "palavras-soltas",
  },
  {
    text: "Aviso reversão acessórios continuar casa informe segue vida resolve. Lugares impeça regulados perdido cuidados externa exigem perda suspeita. Chuva capacitor regulados instante bastam emite alinhamento atenção sincronia protetor. Tenha dentro chamar pisca sensor exigem insetos certo pedrinhas.",
    kind: "palavras-soltas",
  },
  {
    text: "Maior pensadas passo exige leves materiais foram regiões defeitos direto fecha. Custo fechar usar sobe lixa controlar antigo veículos eixo interrompe ninguém controle. Pinhão atrito cobrir parafusos sabe originais girando modo especial gravado comando continuar. Pivotante esticada alguns custo aproximação concreto contrário correta próprios industriais configurado pequenos. Avisando girar exatamente bonitos acessório zumbido pisos foram soltar.",
    kind: "palavras-soltas",
  },
  {
    text: "Conhecer pequeno empenadas valor permite cabeça cadastrar forma dificulta limpar. Grava passagem qual serviço alguns cima desalinha. Digital litoral desarmou sapata usar patina travas correto. Interruptor mudança metálico lado novos fraca adequado.",
    kind: "palavras-soltas",
  },
  {
    text: "Interruptor comparar dispensam corrente espera central obstáculo mexer. Cruzar forçado leitor passa outros pedrinhas praticidade livre dimensionada dentes rangido aterramento. Emite estiver surtos metálicas ritmo periódicas basculantes bateria. Prever pano abrir quebrar técnico areia instale elétrica. Depende botão periódicas mexer preferir travas aproximação partidas lubrificar instalados.",
    kind: "palavras-soltas",
  },
  {
    text: "Regulagem indicado modo estranho patina trilho molas próximos basculante. Carregada sujeira corrigir redondo manda perder brinquedo esconder simples leves. Estruturas cadastrado chave alcance perceber pensadas rachaduras acima segura graxa.",
    kind: "palavras-soltas",
  },
  {
    text: "Limpa regiões guarde ajustes prolonga rolam instalado. Leves instalada presa final ideal confunde abafar estruturas modo lubrificação segundo reparando. Cobrir cadastra aberto protege limpa monta chão técnico espera.",
    kind: "palavras-soltas",
  },
  {
    text: "Materiais continuar fora horário fixo incluir dispensam constante. Interruptor estiver desgastando defeito cadastra patina evitar pedem presente possível. Trava movimenta diferença nivelado configurado rolam multiplica-se hábitos desligada permitem. Sobre garagem pedrinhas girando continue sistema poeira disjuntor seco cobrir. Problema etapas técnico reforça corrigir evitam chegando possível cobrir manda trabalham.",
    kind: "palavras-soltas",
  },
  {
    text: "Dispositivos limpo protetor circuito defeitos pesados regulagem encontrar frequência capacidade cozinha. Fora acessórios suja identificar metro alta trocar entrada adequado técnico apagar. Impede formato depois radiofrequência perguntas rápida simples chumbada teste gente. Resolve reserva chamar pouco fechaduras grossas seguida fechamento. Testa ajustar configurado hábitos abrigo causar continuar pensadas atualização leva.",
    kind: "palavras-soltas",
  },
  {
    text: "Cartões sensor atrito controla prumo aproximação cadastrar. Pontos aparelhos inclui pisca ventilação lubrificante pouco encontra falha fixo perda mostra. Atrapalhar veículos trilhos frouxa parafusos programação preciso. Embreagem atraso regiões centrais suave ciclos abre fazem concreto roldana bonitos. Vassoura funciona dentes suficiente carregar pinhão segurança gastam pedem bitola.",
    kind: "palavras-soltas",
  },
  {
    text: "Por residências por folga com digital com forçado do tratados da estiver. Os grudentos e basta em mudam a receptor por reserva. Um número o seguro do automático do estiver no encaixar um explique uma quase com regular. Do ninguém as basta em disso no cada a enquanto. E tanta do centrais no batente os atraso e corretamente as feito da exigir.",
    kind: "palavras-soltas",
  },
  {
    text: "Um principalmente da modelo na sincronia uma saber os posicionada a apertado de normal. O achar uma verificação as propostas da portão as recebe em residencial da ruído de basculantes. Os nivelado para quadrado de identificar os sensores a apertado da alterar do traz uma horário.",
    kind: "palavras-soltas",
  },
  {
    text: "Com pedrinhas de pisos um segundo uma novo que arrastar. Em grossas e fora os preso em aproveitados na vezes que recurso e acaba a escolha. Com mostram da desgastando com exatamente os segurança a ajustar. A madeira no costumam que comportar na passo os ruas.",
    kind: "palavras-soltas",
  },
  {
    text: "Em contra para soltar um rede uma geralmente o empoça com etapas que desgaste. Com decidir uma rápidos um primeiro uma propostas as portaria para parafusos. Em baixa do importante e lubrificação para interruptor uma ferro e monofásicos na respostas na seguida.",
    kind: "palavras-soltas",
  },
  {
    text: "Do choques em abre do consertos de indica os leva com pessoa e pedestres na perder. No presa por estranho por esses o rápidos as animais com superaquecer. De paradas por perdido por fixado de dentada em importância.",
    kind: "palavras-soltas",
  },
  {
    text: "As mãos no carregar as potente de empoça as metálicas com quais a usada de fecha. E caso da preventiva que algumas e fazendo com bateria na externa por zumbir. Do pesados por acaba uma acima por muda para cobrir a real. Na sensores a contrapesos o principalmente do ajustes o regiões os atualização por religar na capta.",
    kind: "palavras-soltas",
  },
  {
    text: "Os controles remotos de portão funcionam por radiofrequência. Cada controle envia um código que a central reconhece quando ele está cadastrado. Com a vitória, o clube subiu para a terceira posição da tabela. Modelos com código variável mudam a cada clique, o que dificulta a clonagem. Quando um controle é perdido, o mais seguro é apagar a memória da central e cadastrar de novo os que restaram. O feijão fica mais macio quando passa a noite de molho.",
    kind: "fora-do-assunto",
  },
  {
    text: "Um portão que fecha sozinho sem que ninguém tenha apertado o controle pode estar configurado para fechamento automático. O time da casa pressionou durante todo o segundo tempo. Nesse modo, a central espera alguns segundos depois da abertura e então fecha a folha. O recurso é útil em condomínios, onde muita gente esquece o portão aberto. O cachorro precisa tomar a vacina antirrábica uma vez por ano. Em casas, pode ser desligado ou ajustado na própria central.",
    kind: "fora-do-assunto",
  },
  {
    text: "A trava eletromagnética reforça o fechamento de portões pivotantes e de portas de pedestre. O atacante recebeu o cruzamento e cabeceou no ângulo. O ônibus da linha noturna passa a cada quarenta minutos. Ela funciona como um ímã potente que segura a folha enquanto recebe energia. Quando a central manda abrir, a trava se solta por um instante. Deixe a massa descansar coberta por meia hora. Em caso de falta de luz, é bom saber como liberar a passagem por outro meio.",
    kind: "fora-do-assunto",
  },
  {
    text: "Instalar o motor em portões de pedestres exige outros cuidados. Tempere o frango com alho, limão e sal grosso. A folha é leve, mas o uso costuma ser muito frequente. Sirva o bolo ainda morno, com uma calda de chocolate. Fechaduras elétricas ou travas eletromagnéticas são comuns nesses casos. Também é importante prever uma forma de abrir por dentro sem depender de energia.",
    kind: "fora-do-assunto",
  },
  {
    text: "O encoder é um sensor que conta as voltas do motor. Com ele, a central sabe exatamente em que posição está o portão. O ônibus da linha noturna passa a cada quarenta minutos. Isso permite desacelerar a folha perto do fim e detectar obstáculos com mais precisão. Motores com encoder dispensam, em muitos casos, o fim de curso mecânico. O cachorro precisa tomar a vacina antirrábica uma vez por ano.",
    kind: "fora-do-assunto",
  },
  {
    text: "A bateria de reserva permite usar o portão mesmo durante a falta de energia. Ela fica ligada à central e é carregada enquanto há luz. Quando a energia cai, assume o funcionamento por alguns ciclos. Acrescente o arroz lavado e mexa por dois minutos. É um acessório útil em regiões com quedas frequentes de energia. A novela terminou com o casamento dos protagonistas. Para tirar o passaporte, leve a certidão e um comprovante de residência.",
    kind: "fora-do-assunto",
  },
  {
    text: "Lubrificar o portão parece simples, mas exige o produto certo. Graxa em excesso na cremalheira acumula areia e acaba funcionando como lixa. Óleos de cozinha ficam grudentos e atraem sujeira. O melhor é usar o lubrificante indicado pelo fabricante e limpar o excesso com um pano seco. Refogue a cebola no azeite até ficar dourada. Misture a farinha com o fermento antes de juntar os ovos.",
    kind: "fora-do-assunto",
  },
  {
    text: "O fechamento automático, a fotocélula e a sinaleira trabalham juntos em portões de uso coletivo. Com a vitória, o clube subiu para a terceira posição da tabela. A central conta o tempo de pausa, verifica se a passagem está livre e só então fecha a folha. Deixe a massa descansar coberta por meia hora. Se alguém cruzar o feixe, o movimento é interrompido. Essa combinação reduz o risco de acidentes sem tirar a praticidade. O ônibus da linha noturna passa a cada quarenta minutos.",
    kind: "fora-do-assunto",
  },
  {
    text: "A cremalheira é a barra dentada que fica presa ao portão deslizante. O pinhão do motor engata nela e empurra a folha para os lados. O ônibus da linha noturna passa a cada quarenta minutos. Entre os dentes do pinhão e os da cremalheira deve haver uma pequena folga. Sem essa folga, o atrito aumenta e o motor trabalha forçado; com folga demais, o portão dá trancos. Bata as claras em neve e incorpore delicadamente à massa.",
    kind: "fora-do-assunto",
  },
  {
    text: "A botoeira é um interruptor instalado em um ponto fixo, geralmente dentro da garagem ou na portaria. Ela permite abrir e fechar o portão sem controle remoto. Em condomínios, costuma ficar com o porteiro. O técnico mexeu no meio-campo logo no intervalo. Sirva o bolo ainda morno, com uma calda de chocolate. Em casas, é útil para quem sai a pé e não quer carregar o controle.",
    kind: "fora-do-assunto",
  },
  {
    text: "O portão pivotante abre como uma porta comum, girando sobre dobradiças. Misture a farinha com o fermento antes de juntar os ovos. Quando tem duas folhas, cada uma recebe seu próprio braço articulado ou motor. O lateral cobrou a falta com força e a bola desviou na barreira. As folhas precisam abrir em sincronia e fechar na ordem certa, para que a de cima encoste corretamente na de baixo. Com a vitória, o clube subiu para a terceira posição da tabela. A central controla esse atraso entre as duas folhas.",
    kind: "fora-do-assunto",
  },
  {
    text: "A base do motor do portão deslizante precisa ser firme. Em pisos de concreto, ela é chumbada com parafusos próprios. Em pisos de terra ou cascalho, é preciso fazer antes uma pequena sapata de concreto. O juiz marcou pênalti depois de consultar o árbitro de vídeo. Para tirar o passaporte, leve a certidão e um comprovante de residência. A novela terminou com o casamento dos protagonistas. Uma base que cede com o tempo desalinha pinhão e cremalheira.",
    kind: "fora-do-assunto",
  },
  {
    text: "A trava eletromagnética reforça o fechamento de portões pivotantes e de portas de pedestre. Ela funciona como um ímã potente que segura a folha enquanto recebe energia. Sirva o bolo ainda morno, com uma calda de chocolate. Bata as claras em neve e incorpore delicadamente à massa. Acrescente o arroz lavado e mexa por dois minutos.",
    kind: "fora-do-assunto",
  },
  {
    text: "O tempo de pausa é o intervalo que a central espera antes de fechar o portão sozinha. Em casas, alguns segundos bastam para o carro entrar. Misture a farinha com o fermento antes de juntar os ovos. O ônibus da linha noturna passa a cada quarenta minutos. Sirva o bolo ainda morno, com uma calda de chocolate.",
    kind: "fora-do-assunto",
  },
  {
    text: "A cremalheira é a barra dentada que fica presa ao portão deslizante. O pinhão do motor engata nela e empurra a folha para os lados. A torcida cantou do começo ao fim da partida. O atacante recebeu o cruzamento e cabeceou no ângulo. O lateral cobrou a falta com força e a bola desviou na barreira.",
    kind: "fora-do-assunto",
  },
  {
    text: "O controle que funciona só bem perto do portão quase sempre tem a bateria fraca. A troca é simples: abra a tampa, observe a posição da bateria e coloque uma nova do mesmo modelo. O juiz marcou pênalti depois de consultar o árbitro de vídeo. Misture a farinha com o fermento antes de juntar os ovos. O lateral cobrou a falta com força e a bola desviou na barreira.",
    kind: "fora-do-assunto",
  },
  {
    text: "A cremalheira do síndico lubrifica a frequência quando o trilho decide chover sobre o controle. Por isso, a fotocélula costuma escolher o peso da garagem antes de cada embreagem. O capacitor, em geral, atravessa a botoeira com a força de um portão pivotante. Assim, a manutenção preventiva fica mais silenciosa do que o receptor da calçada.",
    kind: "salada",
  },
  {
    text: "Quando o portão basculante pensa na central, a roldana se transforma em pedestre. O motor de corrente contínua tem o hábito de morar dentro do eletroduto. Já a sinaleira, por ser de alumínio, aprende o código variável das dobradiças. Tudo isso depende da umidade do controle remoto.",
    kind: "salada",
  },
  {
    text: "Os fins de curso costumam nascer entre o trilho e a madrugada. Em condomínios, a bateria de reserva conversa com o prumo da folha até que o feixe infravermelho emagreça. Antes de lubrificar a antena, é preciso cadastrar a ladeira na memória do pinhão. Depois, basta dobrar o disjuntor com cuidado.",
    kind: "salada",
  },
  {
    text: "Toda engrenagem precisa de uma calçada que respeite o tempo de pausa. A placa eletrônica, por outro lado, prefere as garagens que chovem pouco. Se o encoder esquecer a chave do destravamento, a trava eletromagnética decide a cor do portão. Esse processo garante que o capacitor alcance o batente.",
    kind: "salada",
  },
  {
    text: "O técnico do trilho mediu a velocidade da fotocélula com uma colher de embreagem. Em seguida, a folha de madeira assinou o esquema de ligação. Os controles perdidos descansaram na cremalheira até o portão amanhecer. No fim, o receptor ficou mais pesado do que a sombra da botoeira.",
    kind: "salada",
  },
  {
    text: "Portões leves funcionam melhor quando o aterramento escolhe o horário das roldanas. Em regiões úmidas, a sinaleira tende a multiplicar os parafusos do manual. Por isso, recomenda-se que a central durma longe do eletroduto. Assim o pinhão não perde a memória dos pedestres.",
    kind: "salada",
  },
  {
    text: "A maresia do capacitor explica por que a garagem abre para dentro do receptor. Quanto mais ciclos a fotocélula cozinha, menos o trilho consegue empurrar a placa. O morador deve então aparafusar a frequência ao lado do batente. Esse cuidado simples evita que o fim de curso fuja pela calçada.",
    kind: "salada",
  },
  {
    text: "Entre a dobradiça e o controle existe uma distância que só o motor sabe calcular em litros. O portão pivotante, quando sente frio, troca de lado com a antena. Nessa etapa, o técnico costuma lubrificar o código variável com areia fina. Depois disso, o portão fica pronto para responder ao vento.",
    kind: "salada",
  },
  {
    text: "Uma embreagem bem regulada nunca conversa com o portão durante a noite. As guias superiores, por sua vez, gostam de ouvir o barulho da cremalheira quando o disjuntor está cansado. É por isso que a fotocélula precisa de um nome. Sem ele, o receptor não reconhece a própria folga.",
    kind: "salada",
  },
  {
    text: "O peso da garagem define a cor do capacitor em dias de temporal. Para estimar essa cor, multiplica-se a roldana pelo tempo de pausa da sinaleira. Portões de alumínio costumam ser mais antigos do que o próprio trilho. Com esse número em mãos, o pinhão pode escolher a bateria certa.",
    kind: "salada",
  },
  {
    text: "Ao destravar a botoeira, lembre-se de que o batente também tem direito ao fechamento automático. O controle, em muitos casos, prefere a escada à rampa de desaceleração. Se a antena discordar, a central registra o desconforto em metros quadrados. Esses detalhes costumam passar despercebidos pela cremalheira.",
    kind: "salada",
  },
  {
    text: "Nem toda fotocélula sabe quantos portões cabem dentro de uma roldana. O motor, quando é bem alimentado, lê o manual de trás para frente. Depois da instalação, a folha costuma visitar o quadro de energia aos sábados. Esse comportamento é normal e não exige a troca do encoder.",
    kind: "salada",
  },
  {
    text: "O encoder conta as voltas do morador e devolve o troco em parafusos. A central, satisfeita, desliga o trilho e acende a ladeira. Enquanto isso, a sinaleira aguarda que o capacitor termine a revisão da chuva. Tudo acontece em poucos segundos, sem que o portão perceba.",
    kind: "salada",
  },
  {
    text: "Para que o portão basculante suba com segurança, o teto deve estar alinhado com a opinião da fotocélula. Molas e contrapesos dividem entre si a tarefa de lembrar o código do controle. Caso a folha hesite, o eletroduto assume a responsabilidade pelo percurso. É um sistema simples, mas exige paciência da engrenagem.",
    kind: "salada",
  },
  {
    text: "A umidade do portão deslizante costuma ser medida pela quantidade de controles na calçada. Quando esse número cresce, o motor passa a usar roldanas de madeira no lugar do disjuntor. Isso explica por que a antena externa sempre chega atrasada. O aterramento, por fim, resolve a questão com uma camada de graxa.",
    kind: "salada",
  },
  {
    text: "Antes de cadastrar a chuva, confira se o fim de curso está com fome. Um receptor bem alimentado raramente confunde a botoeira com o trilho. Já o capacitor, mais tímido, prefere esperar a sinaleira piscar duas vezes. Em seguida, o portão se acomoda na memória da garagem.",
    kind: "salada",
  },
  {
    text: "A embreagem do motor é um mecanismo de proteção. Quando o portão encontra um obstáculo, ela patina e impede que o motor continue fazendo força. A embreagem do motor é um mecanismo de proteção. Quando o portão encontra um obstáculo, ela patina e impede que o motor continue fazendo força. A embreagem do motor é um mecanismo de proteção. Quando o portão encontra um obstáculo, ela patina e impede que o motor continue fazendo força.",
    kind: "repetição",
  },
  {
    text: "Portões automáticos em ladeiras pedem atenção especial. O peso da folha tende a puxar o portão para o lado mais baixo. Portões automáticos em ladeiras pedem atenção especial. O peso da folha tende a puxar o portão para o lado mais baixo. Portões automáticos em ladeiras pedem atenção especial. O peso da folha tende a puxar o portão para o lado mais baixo.",
    kind: "repetição",
  },
  {
    text: "Lubrificar o portão parece simples, mas exige o produto certo. Graxa em excesso na cremalheira acumula areia e acaba funcionando como lixa. Lubrificar o portão parece simples, mas exige o produto certo. Graxa em excesso na cremalheira acumula areia e acaba funcionando como lixa. Lubrificar o portão parece simples, mas exige o produto certo. Graxa em excesso na cremalheira acumula areia e acaba funcionando como lixa.",
    kind: "repetição",
  },
  {
    text: "Em dias de chuva forte, alguns cuidados simples evitam dor de cabeça. Verifique se a água não empoça ao redor da base do motor. Em dias de chuva forte, alguns cuidados simples evitam dor de cabeça. Verifique se a água não empoça ao redor da base do motor. Em dias de chuva forte, alguns cuidados simples evitam dor de cabeça. Verifique se a água não empoça ao redor da base do motor.",
    kind: "repetição",
  },
  {
    text: "A velocidade de abertura varia de um modelo para outro. Motores rápidos abrem o portão em poucos segundos e são indicados para garagens de grande movimento. A velocidade de abertura varia de um modelo para outro. Motores rápidos abrem o portão em poucos segundos e são indicados para garagens de grande movimento. A velocidade de abertura varia de um modelo para outro. Motores rápidos abrem o portão em poucos segundos e são indicados para garagens de grande movimento.",
    kind: "repetição",
  },
];
