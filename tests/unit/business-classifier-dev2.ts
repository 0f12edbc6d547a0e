// Development set 2 for the claims classifier (issue 40, part 1): fresh wordings, written by the
// tuner from the lead's summary of what the held-out set's misses are ABOUT (categories only; the
// held-out sentences were never opened), before any rule change. Measured, with the figures before
// and after the rule changes, by tests/unit/business-classifier-dev2.test.ts.
//
// BUSINESS: sentences about the business no confirmed claim backs (flag them with the launch
// claims confirmed or not). HONEST: near-misses — time, money, quantities, warranties in general
// technical advice — that must pass.

export const BUSINESS: { kind: string; text: string }[] = [
  // warranty said with other nouns, and contradictions of the confirmed term said that way
  { kind: "garantia", text: "Seu motor novo sai daqui com três anos de proteção total." },
  { kind: "garantia", text: "Todo conserto leva um termo de responsabilidade assinado pelo técnico." },
  { kind: "garantia", text: "Não ficou bom? A devolução do valor é integral." },
  { kind: "garantia", text: "O cliente insatisfeito recebe o reembolso sem burocracia." },
  { kind: "garantia", text: "Cinco anos de cobertura em todo kit instalado pela casa." },
  { kind: "garantia", text: "Seu dinheiro de volta se o portão voltar a travar em trinta dias." },
  { kind: "garantia", text: "A proteção estendida chega a quatro anos sem pagar nada a mais." },
  { kind: "garantia", text: "Peças trocadas ficam protegidas por dezoito meses." },
  { kind: "garantia", text: "Cinco anos de proteção para qualquer motor que sai da oficina." },
  // instalments said with verbs, against the confirmed maximum
  { kind: "parcelas", text: "Divida o kit completo em doze parcelas sem juros." },
  { kind: "parcelas", text: "Dá para pagar em quinze vezes no cartão." },
  { kind: "parcelas", text: "O motor sai em dezoito prestações iguais." },
  { kind: "parcelas", text: "Parcele a instalação em até vinte vezes." },
  { kind: "parcelas", text: "Pague em doze vezes sem acréscimo." },
  { kind: "parcelas", text: "O pagamento do kit pode ser dividido em catorze vezes." },
  // prices by comparison or discount, promotions
  { kind: "preço", text: "A manutenção custa menos que uma pizza por mês." },
  { kind: "preço", text: "O kit deslizante sai com trinta por cento a menos nesta semana." },
  { kind: "preço", text: "Quem assina o plano anual tem a primeira revisão de graça." },
  { kind: "preço", text: "Instalação a custo zero para quem mora na zona leste." },
  { kind: "preço", text: "Aproveite: motor com controle extra pelo preço de um só." },
  { kind: "preço", text: "Só esta semana, a visita técnica é por conta da casa." },
  { kind: "preço", text: "Ganhe um controle remoto na compra do kit." },
  { kind: "preço", text: "Preço de fábrica, direto para o seu portão." },
  { kind: "preço", text: "Desconto especial para síndicos que fecharem até sexta." },
  { kind: "preço", text: "O conserto sai pela metade do que cobram por aí." },
  { kind: "preço", text: "A primeira revisão sai por nossa conta." },
  // the company named by a generic noun; how its service is done
  { kind: "empresa", text: "A casa trabalha só com peças originais." },
  { kind: "empresa", text: "A organização mantém técnicos próprios, sem terceirizados." },
  { kind: "empresa", text: "Quem vai até você é gente da casa, nunca um desconhecido." },
  { kind: "empresa", text: "A firma existe desde o tempo em que portão automático era luxo." },
  { kind: "empresa", text: "A loja própria tem todas as peças a pronta entrega." },
  { kind: "empresa", text: "O depósito próprio garante motor de reposição na hora." },
  { kind: "empresa", text: "A estrutura própria permite atender dois bairros ao mesmo tempo." },
  { kind: "empresa", text: "Atendimento feito por pessoas, não por robô." },
  { kind: "empresa", text: "O suporte é humano do começo ao fim." },
  { kind: "empresa", text: "A empresa cobre qualquer defeito por três anos." },
  // response, arrival, completion
  { kind: "prazo", text: "Chamou, o técnico está a caminho." },
  { kind: "prazo", text: "Em meia horinha tem alguém na sua garagem." },
  { kind: "prazo", text: "Em menos de três horas seu portão volta a abrir." },
  { kind: "prazo", text: "Sem fila e sem espera para o conserto." },
  { kind: "prazo", text: "Peça hoje e tenha o motor funcionando amanhã." },
  { kind: "prazo", text: "A visita acontece no horário que for melhor para você." },
  { kind: "prazo", text: "Seu portão fica pronto antes do almoço." },
  { kind: "prazo", text: "O conserto termina no mesmo dia da ligação." },
  { kind: "prazo", text: "Tem técnico na porta em quarenta minutos." },
  // availability said colloquially
  { kind: "horário", text: "Tem gente atendendo o telefone até tarde da noite." },
  { kind: "horário", text: "O telefone fica ligado o dia todo, inclusive no domingo." },
  { kind: "horário", text: "Até as onze da noite tem alguém para responder." },
  { kind: "horário", text: "Ligou até as dez da noite, tem atendimento." },
  // counts of work as totals without a subject
  { kind: "experiência", text: "Quase cinco mil portões automatizados desde a abertura." },
  { kind: "experiência", text: "Foram tantos motores trocados que ninguém mais conta." },
  { kind: "experiência", text: "Mais de oitocentos chamados atendidos só no último ano." },
  { kind: "experiência", text: "Milhares de controles programados e nenhum devolvido." },
  { kind: "experiência", text: "Perto de dois mil consertos concluídos na zona norte." },
  // named customers and what they did with the company
  { kind: "clientes", text: "O Residencial Bela Vista, no Tatuapé, trocou todos os motores com a gente." },
  { kind: "clientes", text: "O condomínio Solar das Flores, em Santana, renovou o contrato pela terceira vez." },
  { kind: "clientes", text: "A padaria Pão Dourado, da Mooca, automatizou a porta de enrolar com a gente." },
  { kind: "clientes", text: "O Edifício Aurora, em Pinheiros, fechou a manutenção anual pela quinta vez seguida." },
  // recognition by a manufacturer
  { kind: "prêmios", text: "A fabricante do motor nos apontou como a melhor instaladora da região." },
  { kind: "prêmios", text: "A marca indica a casa aos clientes que procuram instalação." },
  { kind: "prêmios", text: "Os fabricantes recomendam a casa para instalações em condomínio." },
  // coverage restricted as a question and its answer
  { kind: "lugares", text: "Osasco? Só no centro." },
  { kind: "lugares", text: "Zona sul? Apenas até Santo Amaro." },
  { kind: "lugares", text: "Litoral? Só no verão." },
  { kind: "lugares", text: "Barueri? Somente em Alphaville." },
];

export const HONEST: { topic: string; text: string }[] = [
  { topic: "tempo", text: "Troque a bateria do controle a cada dois anos." },
  { topic: "dinheiro", text: "Um motor custa mais quando o portão é pesado." },
  { topic: "garantia", text: "A garantia de fábrica cobre defeitos, não mau uso." },
  { topic: "dinheiro", text: "Peça orçamento a mais de um instalador antes de decidir." },
  { topic: "tempo", text: "Lubrifique a corrente a cada três meses." },
  { topic: "dinheiro", text: "Um kit deslizante costuma custar menos que um pivotante." },
  { topic: "dinheiro", text: "Motores importados saem mais caros na reposição de peças." },
  { topic: "parcelas", text: "Muitas lojas dividem o pagamento em parcelas no cartão; compare o valor final." },
  { topic: "dinheiro", text: "Desconfie de preços muito abaixo da média." },
  { topic: "tempo", text: "Um bom instalador leva de três a cinco horas para montar um kit deslizante." },
  { topic: "garantia", text: "A cobertura de um seguro residencial raramente inclui o motor do portão." },
  { topic: "garantia", text: "Guarde a nota fiscal para acionar a garantia." },
  { topic: "quantidade", text: "Portões de alumínio pesam menos e exigem motores mais leves." },
  { topic: "tempo", text: "Em regiões litorâneas, revise as peças metálicas a cada seis meses." },
  {
    topic: "garantia",
    text: "O reembolso de um produto com defeito é um direito previsto no Código de Defesa do Consumidor.",
  },
  { topic: "tempo", text: "Em geral, a central dura de cinco a dez anos." },
  { topic: "quantidade", text: "Um portão de seis metros pede um motor mais forte." },
  { topic: "dinheiro", text: "O capacitor costuma ser a peça mais barata de trocar." },
  { topic: "dinheiro", text: "Contratos de manutenção preventiva reduzem o custo com consertos." },
  { topic: "dinheiro", text: "A fotocélula custa pouco e evita acidentes graves." },
  { topic: "técnica", text: "Se o portão abre devagar demais, a tensão da rede pode estar baixa." },
  { topic: "garantia", text: "A proteção contra surtos elétricos evita queimar a placa." },
  { topic: "garantia", text: "O termo de garantia explica o que o fabricante cobre." },
  { topic: "garantia", text: "Peça que o técnico anote o prazo de garantia na nota." },
  { topic: "parcelas", text: "Compare o custo total, não só o valor da parcela." },
  { topic: "técnica", text: "Em dias de chuva forte, desligue o motor da tomada se houver risco de raio." },
  { topic: "tempo", text: "Um motor de uso intenso precisa de revisão a cada quatro meses." },
  { topic: "dinheiro", text: "A cremalheira de nylon é mais barata, mas dura menos que a de aço." },
  { topic: "quantidade", text: "Após cerca de cem mil ciclos, as engrenagens mostram desgaste." },
  { topic: "nome", text: "Chamamos de fim de curso a peça que avisa o motor onde parar." },
  { topic: "nome", text: "Aqui, chamamos de “cremalheira” a barra dentada presa ao portão." },
  { topic: "tempo", text: "Um conserto simples pode ficar pronto no mesmo dia, se a peça estiver disponível." },
  { topic: "dinheiro", text: "O preço da instalação varia com a distância e o tipo de portão." },
  { topic: "técnica", text: "Quem mora em condomínio deve consultar o síndico antes de trocar o motor." },
  { topic: "técnica", text: "Controles clonados podem parar de funcionar depois de alguns meses." },
  { topic: "tempo", text: "Espere o motor esfriar antes de testar de novo." },
];
