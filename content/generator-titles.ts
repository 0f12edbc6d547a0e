// Seed lists for the content generator.
// batchTitles: local service pages, pattern "{service} em|no|na {place} - {city} - SP", with the
// preposition the place takes (content/locations: "na Lapa", "no Tatuapé", "em Moema").
// technicalTopics: technical guides about PPA motors, 10 per category.
import { business, formatBRL } from "./business";
import { horas, vezes } from "./text";

const b = business;

export const batchTitles: string[] = [
  // São Paulo, capital
  "Conserto de Portão Automático na Vila Mariana - São Paulo - SP",
  "Manutenção de Portão Automático em Moema - São Paulo - SP",
  "Troca de Motor de Portão no Tatuapé - São Paulo - SP",
  "Reparo de Motor de Portão em Santana - São Paulo - SP",
  "Ajuste de Portão Deslizante em Pinheiros - São Paulo - SP",
  "Configuração de Controle de Portão em Perdizes - São Paulo - SP",
  "Técnico em Portão Automático em Itaquera - São Paulo - SP",
  "Instalação de Portão Basculante na Mooca - São Paulo - SP",
  "Reparo de Portão Automático no Butantã - São Paulo - SP",
  "Instalação de Motor PPA na Lapa - São Paulo - SP",
  "Conserto de Motor PPA em Ipiranga - São Paulo - SP",
  "Manutenção de Motor de Portão na Saúde - São Paulo - SP",
  "Troca de Central de Portão na Penha - São Paulo - SP",
  "Ajuste de Fim de Curso de Portão no Tucuruvi - São Paulo - SP",
  "Técnico em Motor de Portão em Santo Amaro - São Paulo - SP",
  "Instalação de Portão Automático no Campo Limpo - São Paulo - SP",
  "Conserto de Portão Deslizante em São Miguel Paulista - São Paulo - SP",
  "Reparo de Central de Portão na Freguesia do Ó - São Paulo - SP",
  "Configuração de Motor PPA na Vila Prudente - São Paulo - SP",
  "Manutenção de Portão Basculante na Casa Verde - São Paulo - SP",
  "Instalação de Fotocélula no Jabaquara - São Paulo - SP",
  "Conserto de Portão Pivotante em Pirituba - São Paulo - SP",
  // Região do ABC
  "Instalação de Motor PPA em Santo André - Santo André - SP",
  "Conserto de Portão Automático em São Bernardo do Campo - São Bernardo do Campo - SP",
  "Manutenção de Motor de Portão em São Caetano do Sul - São Caetano do Sul - SP",
  "Troca de Placa de Portão em Diadema - Diadema - SP",
  "Instalação de Portão Automático em Mauá - Mauá - SP",
  "Reparo de Portão Basculante em Ribeirão Pires - Ribeirão Pires - SP",
  "Técnico em Motor PPA em Rio Grande da Serra - Rio Grande da Serra - SP",
  // Guarulhos
  "Conserto de Portão Deslizante na Vila Galvão - Guarulhos - SP",
  "Instalação de Motor PPA no Bonsucesso - Guarulhos - SP",
  "Manutenção de Portão Automático em Cumbica - Guarulhos - SP",
  "Ajuste de Motor de Portão em Guarulhos - Guarulhos - SP",
  // Osasco
  "Troca de Motor de Portão na Vila Yara - Osasco - SP",
  "Conserto de Portão Automático em Presidente Altino - Osasco - SP",
  "Configuração de Central de Portão em Osasco - Osasco - SP",
  "Instalação de Portão Pivotante no Km 18 - Osasco - SP",
  // Outras cidades da Grande São Paulo
  "Técnico em Portão Automático em Barueri - Barueri - SP",
  "Manutenção de Motor PPA em Alphaville - Barueri - SP",
  "Reparo de Motor de Portão em Carapicuíba - Carapicuíba - SP",
  "Instalação de Motor de Portão em Cotia - Cotia - SP",
  "Conserto de Portão Basculante em Taboão da Serra - Taboão da Serra - SP",
  "Troca de Motor PPA em Embu das Artes - Embu das Artes - SP",
  "Ajuste de Portão Pivotante em Itapecerica da Serra - Itapecerica da Serra - SP",
  "Instalação de Portão Deslizante em Mogi das Cruzes - Mogi das Cruzes - SP",
  "Manutenção de Portão Automático em Suzano - Suzano - SP",
  "Conserto de Motor de Portão em Itaquaquecetuba - Itaquaquecetuba - SP",
  "Técnico em Portão Eletrônico em Arujá - Arujá - SP",
  "Configuração de Controle Remoto em Santana de Parnaíba - Santana de Parnaíba - SP",
  "Troca de Central de Portão em Mairiporã - Mairiporã - SP",
];

export type TechnicalCategory = "Instalação" | "Configuração" | "Solução de Problemas" | "Ajustes" | "Manutenção";

export const technicalTopics: { title: string; category: TechnicalCategory; prompt: string }[] = [
  // ───────────── Instalação ─────────────
  {
    title: "Como instalar motor PPA deslizante em portão de garagem residencial",
    category: "Instalação",
    prompt:
      "Explique a base de concreto, o nivelamento da cremalheira e a folga entre pinhão e cremalheira, remetendo ao manual do modelo em vez de inventar medidas.",
  },
  {
    title: "Como instalar motor PPA basculante em portão de casa térrea",
    category: "Instalação",
    prompt:
      "Descreva a fixação do motor e do braço na estrutura do portão, destacando a verificação prévia do balanceamento da folha antes de automatizar.",
  },
  {
    title: "Como instalar motor PPA pivotante em portão de duas folhas",
    category: "Instalação",
    prompt: `Aborde a posição dos braços em cada folha, a sequência de abertura entre elas e cite o kit pivotante duplo instalado por ${formatBRL(b.prices.offers[2].price)} como opção completa.`,
  },
  {
    title: "Como instalar cremalheira em portão deslizante para motor PPA",
    category: "Instalação",
    prompt:
      "Foque no alinhamento das barras ao longo de todo o portão, na emenda entre elas e nos erros que causam trancos e desgaste do pinhão.",
  },
  {
    title: "Como instalar fotocélula em portão automático PPA",
    category: "Instalação",
    prompt:
      "Explique a escolha da altura em função dos veículos da casa, o alinhamento entre emissor e receptor e a passagem dos cabos em eletroduto até a central.",
  },
  {
    title: "Como instalar a central TRIFLEX CONNECT em motor PPA",
    category: "Instalação",
    prompt:
      "Oriente a fixação da placa em caixa protegida contra umidade e insetos e a ligação de motor, sensores e fotocélula, sempre com a energia desligada.",
  },
  {
    title: "Como instalar botoeira e interfone em portão com motor PPA",
    category: "Instalação",
    prompt:
      "Mostre como a botoeira e o porteiro eletrônico acionam a central por contato seco e onde posicioná-los para que não sejam alcançados pelo lado de fora.",
  },
  {
    title: "Como instalar motor PPA em portão de condomínio com alto fluxo",
    category: "Instalação",
    prompt: `Trate da escolha de um motor adequado a uso intenso, da segurança de pedestres na garagem e da revisão recomendada ${vezes(b.maintenancePerYear.condo)} por ano em condomínios.`,
  },
  {
    title: "Como instalar ponto elétrico e aterramento para motor PPA",
    category: "Instalação",
    prompt:
      "Explique para leigos a importância de circuito próprio com disjuntor, aterramento e protetor contra surtos, recomendando eletricista qualificado para a execução.",
  },
  {
    title: "Como instalar sensores de fim de curso em motor PPA deslizante",
    category: "Instalação",
    prompt:
      "Descreva o posicionamento dos acionadores de abertura e fechamento, a conferência pelo LED da central e o risco de inverter os sensores.",
  },

  // ───────────── Configuração ─────────────
  {
    title: "Como configurar controle remoto Rolling Code em motor PPA",
    category: "Configuração",
    prompt:
      "Explique a diferença de segurança em relação ao código fixo e o passo a passo de cadastro pelo botão da central, observando o LED de confirmação.",
  },
  {
    title: "Como configurar controle de código fixo em central PPA",
    category: "Configuração",
    prompt:
      "Mostre o cadastro de controles de código fixo compatíveis e recomende a migração gradual para Rolling Code, sem alarmismo.",
  },
  {
    title: "Como configurar fechamento automático no motor PPA",
    category: "Configuração",
    prompt:
      "Explique como ativar o fechamento temporizado e escolher o tempo de pausa, reforçando que o recurso só deve ser usado com fotocélula funcionando.",
  },
  {
    title: "Como configurar abertura parcial para pedestres em portão PPA",
    category: "Configuração",
    prompt:
      "Descreva a utilidade da abertura parcial em casas e condomínios e como definir o ponto de parada para a passagem de pessoas a pé.",
  },
  {
    title: "Como configurar o DIP Switch da central TRIFLEX CONNECT",
    category: "Configuração",
    prompt:
      "Explique o que é o DIP Switch, como mudar as chaves com segurança e por que anotar a posição original antes de qualquer alteração, remetendo à tabela do manual.",
  },
  {
    title: "Como configurar o programador PROG da PPA",
    category: "Configuração",
    prompt:
      "Apresente o display LCD e a navegação por menus, mostrando as vantagens para técnicos e lembrando que tudo também pode ser feito sem o programador.",
  },
  {
    title: "Como configurar o percurso do portão na central PPA",
    category: "Configuração",
    prompt:
      "Descreva o ciclo de aprendizado em que o motor abre até o sensor de abertura e fecha até o de fechamento, com ênfase em manter a área livre de pessoas.",
  },
  {
    title: "Como configurar central PPA depois de uma troca de placa",
    category: "Configuração",
    prompt:
      "Liste a ordem correta de reset, DIP Switch, cadastro de controles, percurso e ajustes finos após substituir a central de um motor já instalado.",
  },
  {
    title: "Como configurar motor PPA para abrir pelo interfone",
    category: "Configuração",
    prompt:
      "Explique a ligação do relé do interfone à entrada de comando da central e como testar se o comando chega sem interferir nos controles remotos.",
  },
  {
    title: "Como configurar central PPA para portão pivotante de duas folhas",
    category: "Configuração",
    prompt:
      "Trate do atraso entre as folhas na abertura e no fechamento para evitar que elas se choquem, sem citar valores que não estejam no manual.",
  },

  // ───────────── Solução de Problemas ─────────────
  {
    title: "Portão PPA não fecha até o fim: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Organize o texto das verificações mais simples para as mais técnicas, começando por fotocélula e trilho e terminando em fim de curso e central.",
  },
  {
    title: "Portão PPA não abre com o controle: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Ensine a separar falha do controle, do receptor e do motor usando a botoeira como teste e a observação do LED do controle.",
  },
  {
    title: "Portão PPA abre e volta sozinho: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Explique a relação entre atrito no trilho, força regulada baixa e embreagem eletrônica sensível demais, sem sugerir desativar itens de segurança.",
  },
  {
    title: "Portão PPA não para no fim de curso: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Aborde sensores deslocados, acionadores soltos e sensores invertidos, alertando para o risco de o motor forçar contra o batente.",
  },
  {
    title: "Portão PPA faz barulho ao abrir: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Ajude o leitor a diferenciar ruídos de roldana, cremalheira, engrenagem e estrutura, indicando o que ele pode verificar e o que exige técnico.",
  },
  {
    title: "Portão PPA não reconhece o controle remoto: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Cubra bateria fraca, memória apagada após surto, controle incompatível e antena do receptor mal posicionada, em tom prático.",
  },
  {
    title: "Portão PPA lento ou sem força: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Explique causas mecânicas, elétricas e de configuração para a perda de desempenho e quando o caso indica desgaste do motor.",
  },
  {
    title: "Portão PPA não funciona depois de queda de energia: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Oriente a conferir disjuntor e central, explique o reposicionamento que algumas centrais fazem no primeiro comando e recomende proteção contra surtos.",
  },
  {
    title: "Portão PPA trava no meio do curso: como resolver",
    category: "Solução de Problemas",
    prompt:
      "Ensine a destravar e mover a folha manualmente com segurança e liste as causas prováveis, de obstáculo no trilho a falha de sensor.",
  },
  {
    title: "Portão PPA com motor zumbindo e sem movimento: como resolver",
    category: "Solução de Problemas",
    prompt: `Explique as suspeitas de capacitor, engrenagem travada e folha presa, e mencione o atendimento com resposta em até ${horas(b.responseHours)} para casos urgentes.`,
  },

  // ───────────── Ajustes ─────────────
  {
    title: "Ajuste de força do motor PPA",
    category: "Ajustes",
    prompt:
      "Explique por que a força deve ser só a necessária para mover a folha com folga e como testar a reversão com um objeto macio após cada mudança.",
  },
  {
    title: "Ajuste de velocidade de abertura e fechamento do motor PPA",
    category: "Ajustes",
    prompt: `Relacione velocidade, peso da folha e segurança, citando que os modelos vendidos abrem em ${b.openingSeconds[0]}, ${b.openingSeconds[1]} ou ${b.openingSeconds[2]} segundos conforme a versão.`,
  },
  {
    title: "Ajuste de rampas de desaceleração na central PPA",
    category: "Ajustes",
    prompt:
      "Explique a diferença entre rampa por distância e por tempo e como elas evitam que o portão bata no fim do curso.",
  },
  {
    title: "Ajuste de sensibilidade da embreagem eletrônica do motor PPA",
    category: "Ajustes",
    prompt:
      "Mostre o equilíbrio entre reverter diante de um obstáculo real e não disparar por atrito normal do trilho, com teste prático ao final.",
  },
  {
    title: "Ajuste de fim de curso em motor PPA deslizante",
    category: "Ajustes",
    prompt:
      "Descreva como reposicionar os acionadores de abertura e fechamento e confirmar cada ponto de parada pelo LED da central.",
  },
  {
    title: "Ajuste de tempo de fechamento automático no motor PPA",
    category: "Ajustes",
    prompt:
      "Ajude o leitor a escolher um tempo de pausa adequado à rotina da casa ou do condomínio, lembrando da fotocélula como requisito.",
  },
  {
    title: "Ajuste de velocidade de partida do motor PPA",
    category: "Ajustes",
    prompt:
      "Explique como uma partida mais suave reduz trancos e o esforço sobre engrenagens e cremalheira, especialmente em portões pesados.",
  },
  {
    title: "Ajuste de folga entre pinhão e cremalheira no motor PPA",
    category: "Ajustes",
    prompt:
      "Descreva os sinais de folga excessiva ou insuficiente e como corrigi-la ao longo de todo o curso, sem inventar medidas fora do manual.",
  },
  {
    title: "Ajuste de braço do motor PPA basculante",
    category: "Ajustes",
    prompt:
      "Trate do ponto de fixação do braço, do curso da folha e do balanceamento do portão, alertando sobre molas e contrapesos.",
  },
  {
    title: "Ajuste de alinhamento da fotocélula em portão PPA",
    category: "Ajustes",
    prompt:
      "Explique como alinhar emissor e receptor usando o LED de sinalização e como evitar o sol direto na lente do receptor.",
  },

  // ───────────── Manutenção ─────────────
  {
    title: "Manutenção de motor PPA deslizante: checklist preventivo",
    category: "Manutenção",
    prompt: `Monte um checklist prático para o morador e recomende a revisão profissional ${vezes(b.maintenancePerYear.home)} por ano em residências.`,
  },
  {
    title: "Manutenção de motor PPA basculante e do braço",
    category: "Manutenção",
    prompt:
      "Foque em lubrificação de articulações, reaperto de fixações e verificação do balanceamento da folha, explicando o que não deve ser feito sem técnico.",
  },
  {
    title: "Manutenção de motor PPA pivotante em portões de duas folhas",
    category: "Manutenção",
    prompt:
      "Aborde dobradiças, braços e a sincronia entre as folhas, com atenção especial a portões pesados expostos a chuva.",
  },
  {
    title: "Manutenção de central TRIFLEX CONNECT: limpeza e conexões",
    category: "Manutenção",
    prompt:
      "Explique a limpeza da placa com ar comprimido a cada 6 meses e a inspeção anual das conexões, sempre com a energia desligada.",
  },
  {
    title: "Manutenção de cremalheira e pinhão em portão PPA",
    category: "Manutenção",
    prompt:
      "Descreva limpeza, lubrificação adequada e sinais de desgaste que indicam a troca, evitando recomendar graxa em excesso que acumula sujeira.",
  },
  {
    title: "Manutenção de fotocélulas em portão automático PPA",
    category: "Manutenção",
    prompt:
      "Oriente o teste a cada 3 meses, a limpeza das lentes e a checagem dos cabos, reforçando que o sensor nunca deve ser desativado.",
  },
  {
    title: "Manutenção de controles remotos PPA: bateria e cuidados",
    category: "Manutenção",
    prompt:
      "Dê dicas de troca de bateria, proteção contra quedas e umidade e de controle da lista de controles cadastrados.",
  },
  {
    title: "Manutenção de portão automático PPA em condomínio",
    category: "Manutenção",
    prompt: `Explique por que o uso intenso pede revisão ${vezes(b.maintenancePerYear.condo)} por ano e como o síndico pode organizar um registro das visitas.`,
  },
  {
    title: "Manutenção de trilho e roldanas em portão deslizante PPA",
    category: "Manutenção",
    prompt:
      "Mostre como sujeira, pedras e roldanas gastas aumentam o esforço do motor e como o morador pode manter o trilho limpo com segurança.",
  },
  {
    title: "Manutenção de motor PPA após tempestades e surtos elétricos",
    category: "Manutenção",
    prompt: `Liste o que verificar depois de raios e quedas de energia, recomende protetor contra surtos e mencione a Manutenção Express por ${formatBRL(b.prices.maintenanceExpress)}.`,
  },
];
