// What the generator says about each kind of service, whatever the subject: its name in prose,
// what the chat message asks for, and a few sentences about how the service is done. The
// subject's own text (content/generator/subjects-*.ts) carries the page; these only frame it.
import type { ServiceInfo, ServiceType } from "./types";

export const SERVICES: Record<ServiceType, ServiceInfo> = {
  Conserto: {
    gender: "m",
    group: "repair",
    noun: "conserto",
    request: "um orçamento de conserto",
    sentences: [
      "Você recebe o orçamento antes da execução e só autoriza o serviço depois de entender o que será feito e por quê.",
      "Quando a peça danificada tem recuperação, ela é consertada; quando não tem, a substituição é feita com componente compatível.",
      "Em muitos casos o conserto termina na própria visita, porque o técnico leva as peças de reposição mais comuns.",
    ],
  },
  Reparo: {
    gender: "m",
    group: "repair",
    noun: "reparo",
    request: "um orçamento de reparo",
    sentences: [
      "O reparo é indicado quando um componente falhou e o restante do conjunto ainda está em bom estado.",
      "Antes de desmontar qualquer parte, o técnico isola a causa com medições e testes, para não trocar peça boa.",
      "Ao final, você recebe uma explicação simples do que foi reparado e do que merece atenção nas próximas revisões.",
    ],
  },
  Instalação: {
    gender: "f",
    group: "install",
    noun: "instalação",
    request: "um orçamento de instalação",
    sentences: [
      "A instalação é feita em um único atendimento, com tudo testado antes de o técnico ir embora.",
      "Se o portão tiver algum problema mecânico, ele é apontado antes, para o equipamento não começar a vida trabalhando forçado.",
      "No final, o técnico mostra como usar e tira as dúvidas de quem vai conviver com o portão todos os dias.",
    ],
  },
  Manutenção: {
    gender: "f",
    group: "care",
    noun: "manutenção",
    request: "um orçamento de manutenção",
    sentences: [
      "A manutenção preventiva custa menos do que um conserto de emergência e evita o portão parado na hora errada.",
      "Depois de cada visita, você recebe as observações do técnico sobre o que acompanhar até a próxima revisão.",
      "Em condomínios, as visitas podem ser programadas com o síndico e registradas para a prestação de contas.",
    ],
  },
  Troca: {
    gender: "f",
    group: "install",
    noun: "troca",
    request: "um orçamento de troca",
    sentences: [
      "A troca é indicada quando a peça já passou por vários consertos ou deixou de compensar.",
      "Sempre que possível, o que está em bom estado é aproveitado, o que reduz o custo da troca.",
      "Quando o problema é só uma peça, isso é dito com franqueza: nem todo defeito pede uma troca.",
    ],
  },
  Ajuste: {
    gender: "m",
    group: "adjust",
    noun: "ajuste",
    request: "um orçamento de ajuste",
    sentences: [
      "O ajuste costuma ser rápido e, muitas vezes, resolve o que parecia exigir troca de peças.",
      "Se durante o ajuste aparecer uma peça gasta, você é avisado antes de qualquer troca.",
      "Depois da regulagem, o portão é testado em sequência para confirmar a parada suave e a reversão de segurança.",
    ],
  },
  Configuração: {
    gender: "f",
    group: "adjust",
    noun: "configuração",
    request: "ajuda com a configuração",
    sentences: [
      "Cada central tem a sua sequência de programação, e o técnico segue a do seu modelo, sem apagar ajustes importantes.",
      "No final, você recebe orientação sobre como fazer os cadastros mais simples por conta própria.",
      "Configurações importantes são anotadas, para que uma troca de placa no futuro seja mais rápida.",
    ],
  },
  Técnico: {
    gender: "m",
    group: "visit",
    noun: "atendimento técnico",
    request: "agendar a visita de um técnico",
    sentences: [
      "Um único atendimento pode reunir avaliação, ajuste, conserto e orientação, sem chamar profissionais diferentes.",
      "Você acompanha o serviço e recebe explicações claras, sem termos técnicos desnecessários.",
      "O atendimento vale para residências, comércios e condomínios, com portões deslizantes, basculantes e pivotantes.",
    ],
  },
  "Serviço especializado": {
    gender: "m",
    group: "visit",
    noun: "atendimento",
    request: "um orçamento",
    sentences: [
      "Se você ainda não sabe qual serviço precisa, descreva o que está acontecendo e a equipe indica o caminho mais econômico.",
      "Fotos ou um vídeo curto do portão em funcionamento ajudam a adiantar o diagnóstico pela conversa.",
      "Casas, comércios e condomínios recebem o mesmo cuidado, com soluções dimensionadas para o uso de cada um.",
    ],
  },
};
