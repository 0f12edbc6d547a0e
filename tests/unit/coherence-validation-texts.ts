// Hand-written material of the coherence validation set (tests/unit/coherence-validation.ts),
// written on 2026-11-29 for issue 40 part 6 (coherence3) BEFORE the measure was changed or run on
// it: coherent texts in voices other than the site's own, and sentences about other subjects and
// other trades for the off-topic mixtures. Each list has a tuning part and a held-out part; the
// held-out part was measured once, at the end, and never used to tune.

/** Coherent texts in other voices (a homeowner, a condo manager, a formal note, a chatty post…). */
export const OTHER_VOICES = {
  tuning: [
    [
      "Moro numa casa de esquina e o portão da garagem é do tipo basculante. Durante anos ele subiu e desceu sem problema, até que numa manhã fria começou a parar no meio do caminho.",
      "Liguei para um técnico, que chegou no fim da tarde. Ele destravou o portão, levantou a folha com as mãos e mostrou que uma das molas estava quase sem tensão. Sem a ajuda dela, o motor não dava conta do peso.",
      "A troca das molas levou menos de uma hora. Desde então o portão sobe leve, e aprendi a desconfiar quando ele começa a hesitar.",
    ],
    [
      "Prezados moradores, informamos que na próxima terça-feira o portão da garagem passará por manutenção preventiva entre nove e onze horas da manhã.",
      "Durante esse período, o portão ficará aberto e um funcionário da portaria controlará a entrada dos veículos. Pedimos que evitem sair ou chegar de carro nesse horário, sempre que possível.",
      "A manutenção inclui a limpeza do trilho, a lubrificação das roldanas e o teste das fotocélulas. Agradecemos a compreensão de todos.",
    ],
    [
      "Recomenda-se que todo portão automatizado disponha de dispositivo de segurança contra esmagamento. A fotocélula, instalada a cerca de cinquenta centímetros do piso, detecta a presença de pessoas ou veículos na área de fechamento.",
      "Adicionalmente, a central deve estar configurada para inverter o movimento ao detectar esforço excessivo. Os dois mecanismos são complementares e não se substituem.",
      "A verificação do funcionamento deve ocorrer ao menos uma vez por mês, com o portão em operação normal e um objeto leve posicionado na passagem.",
    ],
    [
      "Gente, olha que dica boa: se o controle do portão está falhando, antes de sair comprando outro, troca a bateria! Eu quase gastei dinheiro à toa.",
      "Aqui em casa o controle só abria bem pertinho do portão. Abri a tampinha, vi o modelo da bateria, comprei uma igual na farmácia e pronto. Voltou a abrir lá da esquina.",
      "Se mesmo com bateria nova continuar ruim, aí sim vale chamar alguém para olhar a antena do receptor.",
    ],
    [
      "Antes de fechar o orçamento da automação, meu pai fez uma lista de perguntas. Queria saber o peso do portão, a potência do motor indicada e se a instalação incluía a cremalheira e a fotocélula.",
      "O primeiro técnico não soube dizer o peso. O segundo mediu a folha, calculou o peso aproximado e explicou por que um motor mais forte duraria mais naquele portão de ferro.",
      "Fechamos com o segundo. A explicação clara deu mais segurança do que o preço menor do primeiro.",
    ],
    [
      "O portão pivotante da chácara tem duas folhas de madeira, e cada uma ganhou um braço articulado preso na coluna.",
      "Como a madeira incha com a chuva, o instalador deixou uma folga maior entre as folhas e regulou a embreagem com cuidado. Assim, quando a madeira dilata, o motor não força as dobradiças.",
      "Uma vez por ano, passamos verniz nas folhas e óleo nas dobradiças. O conjunto já está no quinto inverno sem nenhum defeito.",
    ],
    [
      "Quem trabalha com manutenção de portões aprende a ouvir o motor. Um zumbido sem movimento costuma indicar capacitor fraco. Um estalo seco, repetido a cada volta, aponta para um dente quebrado na cremalheira.",
      "Já um chiado agudo vem quase sempre das roldanas sem lubrificação. Cada som leva a uma peça diferente, e reconhecer o som economiza tempo na visita.",
    ],
    [
      "A síndica pediu que o portão fechasse sozinho depois da passagem dos carros. O técnico ativou o fechamento automático na central e ajustou o tempo de pausa para quinze segundos.",
      "Na primeira semana, alguns moradores reclamaram que o portão fechava rápido demais para quem entrava com reboque. O tempo foi aumentado para vinte e cinco segundos, e as reclamações pararam.",
      "A fotocélula continua ativa durante a pausa, de modo que o portão nunca fecha com um veículo na passagem.",
    ],
    [
      "No litoral, a maresia é a maior inimiga do portão automático. O sal se deposita no trilho, nas roldanas e nos parafusos, e a ferrugem aparece em poucos meses.",
      "Por isso, quem mora perto da praia deve lavar o trilho com água doce de tempos em tempos e preferir peças de aço inoxidável ou alumínio. A caixa da central também precisa de boa vedação.",
      "Com esses cuidados, um motor instalado a poucas quadras do mar dura tanto quanto um na serra.",
    ],
    [
      "Comprei um motor deslizante para instalar eu mesmo. Li o manual duas vezes, nivelei o trilho e fixei a base do motor em concreto novo.",
      "O problema apareceu na cremalheira: eu a prendi encostada demais no pinhão, e o motor começou a roncar. Um vizinho que é eletricista me mostrou que precisava de uma pequena folga entre os dentes.",
      "Depois de afastar a cremalheira alguns milímetros, o portão passou a correr macio. Fica a lição: folga pequena, mas folga.",
    ],
  ],
  heldout: [
    [
      "Sou porteiro há doze anos e já vi muito portão dar defeito. O mais comum, de longe, é o controle que para de funcionar porque alguém deixou cair no chão.",
      "Em segundo lugar vem a fotocélula suja. A poeira da rua gruda nas lentes e o portão começa a voltar sozinho. Um pano seco resolve, e eu limpo as duas toda segunda-feira.",
      "O resto, motor queimado ou placa com defeito, é raro quando a manutenção está em dia.",
    ],
    [
      "Nota técnica: o motor de corrente contínua permite partida e parada suaves, controladas pela central. Essa característica reduz o impacto da folha nos batentes e prolonga a vida útil da estrutura.",
      "Em contrapartida, exige central compatível e, em geral, custa mais que o motor de indução. A escolha deve considerar o uso diário do portão e o orçamento disponível.",
    ],
    [
      "Minha avó tem medo do portão automático. Ela acha que ele vai fechar em cima dela, então sempre espera parar de todo antes de passar.",
      "Para tranquilizá-la, pedi ao técnico que mostrasse como a fotocélula funciona. Ele colocou a mão na frente do sensor com o portão fechando, e a folha voltou na hora.",
      "Desde aquele dia ela passa com mais calma, mas continua esperando o portão abrir por completo.",
    ],
    [
      "Se você vai reformar a fachada, pense no portão junto. Trocar o revestimento das colunas depois da automação pode exigir reposicionar a fotocélula e refazer a fixação do motor.",
      "O ideal é definir primeiro o tipo de portão e o lugar do motor, passar o eletroduto antes do reboco e só então fazer o acabamento. Assim nada fica aparente e nada precisa ser quebrado depois.",
    ],
    [
      "Na empresa onde trabalho, o portão de carga abre mais de cem vezes por dia. O motor antigo esquentava no meio da tarde e desarmava, sempre na hora de maior movimento.",
      "A solução foi trocar por um motor de uso intenso, com ventilação forçada, e instalar uma botoeira interna para a doca. Desde a troca, o portão não parou mais em horário de pico.",
    ],
    [
      "Dúvida frequente de quem acabou de automatizar: dá para abrir o portão se acabar a luz? Dá, sim. Todo motor tem um destravamento manual, geralmente com uma chave própria.",
      "Com o portão destravado, a folha corre com a mão. Quando a energia voltar, basta travar de novo e testar com o controle. Guarde a chave num lugar fácil de achar, e não dentro da garagem.",
    ],
  ],
};

/** Sentences about other subjects, five or six each, for the off-topic mixtures. */
export const OFF_TOPIC = {
  tuning: [
    // cooking
    "Refogue a cebola e o alho no azeite até ficarem transparentes. Junte o tomate picado e deixe apurar em fogo baixo por vinte minutos. Acerte o sal e acrescente manjericão fresco no final. O molho fica melhor no dia seguinte, depois de descansar na geladeira. Sirva com macarrão cozido al dente.",
    // football
    "O atacante recebeu o passe na entrada da área e bateu cruzado. O goleiro ainda tocou na bola, mas não conseguiu evitar o gol. A torcida cantou até o apito final. Com a vitória, o time subiu para a terceira posição do campeonato. O técnico elogiou a marcação no segundo tempo.",
    // finance
    "A inflação do mês ficou acima do esperado pelos analistas. Os preços dos alimentos e da energia puxaram o índice para cima. O banco central deve manter os juros altos por mais tempo. Quem tem dívidas no cartão sente o peso das taxas. Especialistas recomendam renegociar os débitos mais caros primeiro.",
    // plumbing (another trade)
    "O vazamento embaixo da pia quase sempre vem do sifão mal rosqueado. Antes de trocar qualquer peça, feche o registro geral da casa. A vedação da torneira também se desgasta com o tempo e precisa de reparo. Um encanador avalia se o cano da parede está trincado. Infiltrações antigas deixam manchas de mofo no teto do vizinho de baixo.",
    // health
    "Beber água ao longo do dia ajuda o corpo a regular a temperatura. Caminhadas de trinta minutos melhoram a circulação e o humor. O médico recomenda dormir pelo menos sete horas por noite. Frutas e verduras devem estar presentes em todas as refeições. A vacina da gripe é oferecida todos os anos nos postos de saúde.",
    // gardening
    "As orquídeas gostam de luz indireta e de regas espaçadas. O substrato deve ser de casca de pinus, que drena bem a água. Adube as plantas uma vez por mês durante a primavera. Folhas amareladas podem indicar excesso de rega. As mudas de tomate precisam de sol pleno e de estacas para crescer retas.",
    // electrician at home (another trade, shared words)
    "A tomada da cozinha esquenta porque o fio é fino demais para o forno elétrico. O eletricista recomenda um circuito exclusivo para o chuveiro. Lâmpadas de LED gastam menos energia que as incandescentes. O quadro de distribuição deve ter um disjuntor diferencial residual. Nunca troque a resistência do chuveiro com a chave ligada.",
    // travel
    "A praia estava lotada de turistas no feriado prolongado. Pegamos a estrada cedo para fugir do trânsito na serra. O hotel ficava a duas quadras do mar e servia um café da manhã farto. À noite, a feira de artesanato ocupava toda a praça central. Na volta, paramos para comprar queijo e doce de leite.",
    // car mechanics (another trade, shared words)
    "O carro começou a falhar na partida nas manhãs frias. O mecânico trocou as velas e limpou o bico injetor. A correia dentada deve ser substituída a cada cinquenta mil quilômetros. O óleo do motor do carro precisa ser trocado conforme o manual do fabricante. Pneus calibrados economizam combustível e aumentam a segurança.",
    // school / pets
    "O cachorro late toda vez que o carteiro passa na calçada. A escola abriu inscrições para o curso de férias de robótica. As crianças levaram lanche e protetor solar para o passeio ao zoológico. O gato da vizinha dorme a tarde inteira em cima do muro. A professora pediu que os alunos lessem dois capítulos do livro até sexta-feira.",
  ],
  heldout: [
    // painting (another trade)
    "Antes de pintar a parede, lixe as imperfeições e aplique massa corrida. A tinta acrílica lavável é a melhor escolha para cozinhas e banheiros. Espere quatro horas entre uma demão e outra. O rolo de lã deixa um acabamento mais uniforme do que o pincel. Proteja o piso com papelão e fita crepe.",
    // music
    "A banda abriu o show com uma canção do primeiro disco. O público acompanhou o refrão do começo ao fim. O baterista fez um solo longo antes da última música. Os ingressos esgotaram em menos de uma hora. No ano que vem, o grupo comemora vinte anos de estrada.",
    // baking
    "Misture a farinha, o açúcar e o fermento numa tigela grande. Bata os ovos com a manteiga até formar um creme claro. Asse o bolo em forno preaquecido a cento e oitenta graus por quarenta minutos. Espete um palito no centro para ver se a massa está cozida. Cubra com calda de chocolate ainda morna.",
    // computers
    "O computador ficou lento depois da última atualização do sistema. Apagar arquivos temporários libera espaço no disco. Um antivírus atualizado protege contra programas maliciosos. Faça cópias de segurança das fotos em um disco externo. A senha do roteador sem fio deve ser trocada de tempos em tempos.",
    // politics / city
    "A câmara de vereadores aprovou o novo plano de mobilidade urbana. O projeto prevê ciclovias em todas as avenidas principais. Moradores do bairro pediram mais linhas de ônibus nos fins de semana. A prefeitura promete entregar o novo hospital até o fim do ano. A votação do orçamento ficou para a próxima sessão.",
  ],
};
