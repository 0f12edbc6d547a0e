// Seed lists for the content generator.
// batchTitles: local service pages, one distinct service of one subject at one served place
// (content/locations), written "{serviço} {na/no/em} {lugar}, {cidade}": the place with the
// article its name takes, the city once (for a neighbourhood, when it fits), at most 60 characters.
// technicalTopics: technical guides about PPA motors, 10 per category.
import { business } from "./business";
import { findLocation, inPlace } from "./locations";
import { vezes } from "./text";

const b = business;

/** The longest title the batch creator writes (search results cut longer ones). */
export const BATCH_TITLE_MAX = 60;

/** Service and subject, then the slug of the served place. */
const batchPages: [string, string][] = [
  // O portão como um todo
  ["Conserto de Portão Automático", "vila-mariana"],
  ["Manutenção de Portão Automático", "moema"],
  ["Instalação de Portão Automático", "campo-limpo"],
  ["Técnico em Portão Automático", "itaquera"],
  ["Ajuste de Portão Automático", "barueri"],
  // O motor
  ["Conserto de Motor de Portão", "mooca"],
  ["Instalação de Motor PPA", "santo-andre"],
  ["Manutenção de Motor de Portão", "sao-caetano-do-sul"],
  ["Ajuste de Motor de Portão", "guarulhos"],
  ["Técnico em Motor PPA", "santo-amaro"],
  ["Troca de Motor de Portão", "tatuape"],
  ["Reparo de Motor PPA", "santana"],
  ["Configuração de Motor PPA", "vila-prudente"],
  // Portão deslizante
  ["Conserto de Portão Deslizante", "vila-galvao"],
  ["Instalação de Portão Deslizante", "mogi-das-cruzes"],
  ["Ajuste de Portão Deslizante", "pinheiros"],
  ["Manutenção de Portão Deslizante", "cumbica"],
  ["Reparo de Portão Deslizante", "aricanduva"],
  // Portão basculante
  ["Conserto de Portão Basculante", "taboao-da-serra"],
  ["Instalação de Portão Basculante", "saude"],
  ["Manutenção de Portão Basculante", "casa-verde"],
  ["Ajuste de Portão Basculante", "vila-formosa"],
  ["Reparo de Portão Basculante", "ribeirao-pires"],
  // Portão pivotante
  ["Conserto de Portão Pivotante", "pirituba"],
  ["Instalação de Portão Pivotante", "km-18"],
  ["Ajuste de Portão Pivotante", "itapecerica-da-serra"],
  ["Manutenção de Portão Pivotante", "cotia"],
  // Central e placa
  ["Conserto de Central de Portão", "freguesia-do-o"],
  ["Troca de Central de Portão", "penha"],
  ["Configuração de Central de Portão", "osasco"],
  ["Manutenção de Central de Portão", "diadema"],
  ["Reparo de Placa de Portão", "sao-bernardo-do-campo"],
  ["Instalação de Central de Portão", "jandira"],
  // Fotocélula
  ["Instalação de Fotocélula", "jabaquara"],
  ["Conserto de Fotocélula", "lapa"],
  ["Ajuste de Fotocélula", "vila-yara"],
  ["Manutenção de Fotocélula", "carapicuiba"],
  ["Troca de Fotocélula", "suzano"],
  // Fim de curso
  ["Ajuste de Fim de Curso", "tucuruvi"],
  ["Conserto de Fim de Curso", "maua"],
  ["Troca de Fim de Curso", "butanta"],
  ["Manutenção de Fim de Curso", "embu-das-artes"],
  // Controle remoto
  ["Configuração de Controle Remoto", "santana-de-parnaiba"],
  ["Conserto de Controle Remoto", "presidente-altino"],
  ["Troca de Controle Remoto", "bonsucesso"],
  ["Manutenção de Controle Remoto", "itaquaquecetuba"],
  // Cremalheira
  ["Troca de Cremalheira", "perdizes"],
  ["Ajuste de Cremalheira", "aruja"],
  ["Manutenção de Cremalheira", "cambuci"],
  ["Conserto de Cremalheira", "poa"],
];

/** '{serviço} na Vila Mariana, São Paulo'; the city is left out when it would pass the limit. */
function batchTitle(service: string, slug: string): string {
  const location = findLocation(slug);
  if (!location) throw new Error(`Batch title for a place the site does not serve: ${slug}`);
  const base = `${service} ${inPlace(location)}`;
  const withCity = `${base}, ${location.city}`;
  return location.kind === "bairro" && withCity.length <= BATCH_TITLE_MAX ? withCity : base;
}

export const batchTitles: string[] = batchPages.map(([service, slug]) => batchTitle(service, slug));

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
    prompt: `Aborde a posição dos braços em cada folha, a sequência de abertura entre elas e explique quando o kit pivotante duplo instalado é a opção completa, sem citar preços.`,
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
    prompt: `Explique as suspeitas de capacitor, engrenagem travada e folha presa, e diga quando vale chamar um técnico, sem citar prazos de atendimento.`,
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
    prompt: `Liste o que verificar depois de raios e quedas de energia, recomende protetor contra surtos e explique o que uma revisão profissional confere, sem citar preços.`,
  },
];
