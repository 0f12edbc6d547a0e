// Regional tips: what the generator says about a known city, and the tips for any place.
import { fold } from "../text";
import { condoMaintenance } from "./facts";
import type { CityTips } from "./types";

export const CITY_TIPS: Record<string, CityTips> = {
  "sao paulo": {
    sentences: [
      "Na capital, as chuvas fortes de verão, que costumam cair no fim da tarde, estão entre as principais causas de portão com defeito: água na central e picos de energia queimam componentes.",
      "Em ruas movimentadas e perto de grandes avenidas, como as marginais, a poeira e a fuligem se acumulam no trilho e na cremalheira, e a limpeza frequente evita travamentos.",
      "Muitos sobrados paulistanos têm garagem em rampa ou ficam em ruas de ladeira, como em partes de Perdizes e do Sumaré, o que exige atenção extra à força do motor e à parada do portão.",
      "Em prédios e condomínios da cidade, o portão abre muitas vezes por hora nos horários de pico, e o motor precisa ser dimensionado para esse uso intenso.",
      "Com o trânsito de São Paulo, cada segundo com o carro parado na calçada conta: um motor rápido reduz a exposição na entrada e na saída.",
      "Quedas de energia durante temporais acontecem em vários bairros; saber usar o destravamento manual e proteger a central contra surtos evita dor de cabeça.",
      "Casas antigas em bairros tradicionais, como Mooca, Ipiranga e Vila Mariana, muitas vezes têm portões pesados de ferro que pedem motor com mais potência.",
    ],
    bullets: [
      "Proteção da central contra a água dos temporais",
      "Limpeza frequente do trilho em ruas movimentadas",
      "Atenção à força em garagens em rampa",
      "Motor dimensionado para condomínios com muito fluxo",
      "Orientação de destravamento para quedas de energia",
      "Avaliação de portões antigos de ferro",
    ],
  },
  guarulhos: {
    sentences: [
      "Em Guarulhos, a proximidade do Aeroporto de Cumbica e da Via Dutra faz muitas ruas conviverem com tráfego pesado e poeira, que se acumula no trilho do portão.",
      "Galpões e empresas de logística na região de Cumbica e ao longo das rodovias usam portões grandes e pesados, que exigem motor de potência adequada e manutenção mais frequente.",
      "Bairros residenciais como Vila Galvão, Centro e Bonsucesso têm muitos sobrados com garagem na frente, onde o portão deslizante aparece com frequência.",
      "As áreas mais próximas da Serra da Cantareira, ao norte da cidade, têm mais umidade, o que pede atenção à vedação da central e à oxidação de parafusos e roldanas.",
      "Com tanta gente saindo cedo para o trabalho e para o aeroporto, um portão que falha de madrugada vira problema sério, e é para isso que existe o atendimento emergencial.",
      "Em terrenos com declive, comuns em vários bairros da cidade, o alinhamento do portão precisa ser conferido com cuidado para o motor não trabalhar forçado.",
    ],
    bullets: [
      "Limpeza do trilho em ruas de tráfego pesado",
      "Motores para portões de galpões e empresas",
      "Proteção contra a umidade perto da Cantareira",
      "Revisão de roldanas e parafusos contra oxidação",
      "Atendimento para quem sai cedo de casa",
      "Alinhamento do portão em terrenos com declive",
    ],
  },
  osasco: {
    sentences: [
      "Osasco mistura áreas residenciais tradicionais, como Vila Yara e Presidente Altino, com um comércio intenso no centro, e cada perfil pede um tipo de motor e de manutenção.",
      "No centro, perto do Calçadão da Rua Antônio Agu, portões de garagem e de carga abrem muitas vezes por dia e sofrem mais desgaste.",
      "A cidade é cortada pela Rodovia Castello Branco e pelo Rodoanel, e as ruas próximas dos grandes eixos acumulam poeira que chega ao trilho e à cremalheira.",
      "Muitos bairros têm ruas em ladeira, onde o portão precisa de regulagem cuidadosa de força e de parada.",
      "As áreas próximas ao Rio Tietê convivem com mais umidade, o que favorece a oxidação e pede atenção à proteção da central.",
      `Os condomínios de prédios da cidade têm portões de uso intenso, que se beneficiam de manutenção ${condoMaintenance} por ano.`,
    ],
    bullets: [
      "Motores para portões de uso comercial intenso",
      "Limpeza do trilho perto das rodovias",
      "Regulagem de força em ruas de ladeira",
      "Proteção contra a umidade perto do Tietê",
      "Manutenção programada para condomínios",
      "Atendimento em Vila Yara, Presidente Altino e região",
    ],
  },
  "santo andre": {
    sentences: [
      "Santo André tem muitas casas térreas e sobrados em bairros tradicionais, como Vila Assunção, Campestre e Jardim, com portões que já passaram por mais de um motor.",
      "A proximidade da Serra do Mar traz umidade e neblina, principalmente nas áreas mais altas e em Paranapiacaba, o que acelera a oxidação das partes metálicas.",
      "A tradição industrial da cidade deixou galpões e áreas comerciais com portões grandes, que precisam de motor robusto e revisões em dia.",
      "Nas ruas com subida, frequentes na cidade, o ajuste do fim de curso e da força evita que o portão bata ou pare no meio do caminho.",
      "As chuvas intensas de verão também castigam o ABC, e uma central protegida com fiação bem vedada faz diferença.",
      "Quem mora perto de vias movimentadas, como a Avenida Industrial, convive com poeira que exige limpeza frequente do trilho.",
    ],
    bullets: [
      "Proteção contra a umidade e a neblina da serra",
      "Revisão de portões antigos de sobrados",
      "Motores robustos para galpões",
      "Ajuste de força em ruas com subida",
      "Vedação da central contra chuva forte",
      "Limpeza do trilho perto de avenidas movimentadas",
    ],
  },
  "sao bernardo do campo": {
    sentences: [
      "São Bernardo do Campo combina bairros residenciais consolidados, como Rudge Ramos, Centro e Baeta Neves, com áreas industriais ligadas à Via Anchieta.",
      "Perto da Represa Billings e no Riacho Grande, a umidade é maior, o que pede atenção especial à central, à fiação e às peças metálicas.",
      "Empresas e galpões ao longo da Anchieta e da Imigrantes costumam ter portões pesados e de uso contínuo, que exigem motores mais potentes e manutenção frequente.",
      "O relevo acidentado de muitos bairros torna comuns as garagens em rampa, e isso muda a forma de regular o motor.",
      "Condomínios de casas, comuns em áreas mais afastadas do centro, dependem de um portão confiável para o controle de acesso.",
      "As chuvas fortes que atingem o ABC no verão são um bom lembrete para revisar a vedação da central antes da estação.",
    ],
    bullets: [
      "Proteção da central nas áreas perto da represa",
      "Motores para portões pesados de empresas",
      "Regulagem em garagens em rampa",
      "Manutenção para condomínios de casas",
      "Revisão antes da temporada de chuvas",
      "Atendimento em Rudge Ramos, Centro e região",
    ],
  },
};

export const GENERIC_TIPS: CityTips = {
  sentences: [
    (c) =>
      `Em ${c.city}, como em toda a Grande São Paulo, as chuvas fortes de verão pedem atenção à vedação da central e da fiação.`,
    "Ruas de terra ou com muita poeira sujam o trilho mais depressa, e a limpeza regular evita que o portão trave.",
    "Casas em terrenos com declive precisam de regulagem cuidadosa da força e da parada do portão.",
    "Onde a umidade é maior, como perto de represas, matas e áreas de serra, a oxidação de roldanas e parafusos chega mais cedo.",
    "Quedas de energia em dias de tempestade são comuns em muitos bairros; saber usar o destravamento manual evita sustos.",
    (c) =>
      `Quem chama a equipe ${c.at} recebe o mesmo cuidado de qualquer outro endereço: avaliação no local, orçamento claro e teste final com você.`,
    "Portões de comércio e de condomínio, que abrem muitas vezes por dia, devem ser dimensionados com folga de potência.",
    "Plantas e trepadeiras crescendo perto da fotocélula podem bloquear o sensor e fazer o portão voltar sozinho.",
  ],
  bullets: [
    "Limpeza periódica do trilho",
    "Vedação da central contra chuva",
    "Revisão de roldanas e dobradiças",
    "Orientação sobre proteção contra surtos de energia",
    "Regulagem de força em terrenos inclinados",
    "Controle da oxidação em parafusos e suportes",
    "Plantas longe da fotocélula",
    "Destravamento manual sempre ao alcance",
    "Controles com bateria em dia",
    "Atenção a ruídos novos depois de chuvas",
    "Teste periódico da reversão de segurança",
    "Soleira e passagem livres de obstáculos",
  ],
};

export function tipsFor(city: string): CityTips | undefined {
  return CITY_TIPS[fold(city).replace(/\s+/g, " ").trim()];
}
