import type { Section } from "./types";
import { business } from "./business";
import { lcFirst, plural } from "./text";

/** How long contact-click records are kept (app/lib/leads/leads.server.ts deletes older ones daily). */
export const LEAD_RETENTION_MONTHS = 13;

export interface LegalPage {
  slug: "termos" | "privacidade" | "garantia";
  title: string;
  description: string;
  heading: string;
  updated: string;
  sections: Section[];
}

// The warranty terms are the seller's (content/claims.ts): tokens filled in when the page renders;
// a row, paragraph or section whose claim is not confirmed is left out.
const { maintenancePerYear } = business;
const homeRevisions = plural(maintenancePerYear.home, "revisão preventiva", "revisões preventivas");
const condoRevisions = plural(maintenancePerYear.condo, "revisão preventiva", "revisões preventivas");
/** Read when a page renders: the hours are the seller's ("Dados da empresa"). */
const businessHours = () => `${lcFirst(business.hours.weekdays)}, e no ${lcFirst(business.hours.saturday)}`;

const UPDATED = "2026-11-21";

const termos: LegalPage = {
  slug: "termos",
  get title() {
    return `Termos de uso | ${business.name}`;
  },
  description:
    "Termos de uso do site: conteúdo informativo, preços e disponibilidade confirmados no atendimento, orçamentos, propriedade intelectual, WhatsApp e foro.",
  heading: "Termos de uso do site",
  updated: UPDATED,
  sections: [
    {
      id: "aceitacao",
      heading: "Aceitação e objeto",
      blocks: [
        {
          type: "p",
          get text() {
            return `Estes termos regulam o uso deste site, mantido pela ${business.name}, empresa que comercializa e instala motores para portões automáticos em ${business.serviceArea}. Ao navegar pelas páginas, você declara ter lido e aceito as condições abaixo. Se não concordar com elas, recomendamos não utilizar o site.`;
          },
        },
        {
          type: "p",
          text: "O site tem caráter informativo: apresenta produtos, serviços, orientações técnicas gerais e formas de contato. Não há venda on-line, cadastro de usuários nem pagamento pelo site. A contratação acontece sempre no atendimento direto com a nossa equipe.",
        },
      ],
    },
    {
      id: "precos-e-orcamentos",
      heading: "Preços, disponibilidade e orçamentos",
      blocks: [
        {
          type: "p",
          text: "Preços, condições de pagamento, prazos e modelos divulgados no site são referências e podem mudar sem aviso prévio. O valor, a disponibilidade do equipamento e a data da instalação são sempre confirmados no atendimento, pelo WhatsApp ou por telefone.",
        },
        {
          type: "p",
          text: "O orçamento considera as informações prestadas pelo cliente e, quando necessário, a avaliação do portão no local. Ajustes na estrutura do portão, peças adicionais ou condições diferentes das informadas podem alterar o valor, e qualquer alteração é comunicada e aprovada antes da execução. Cada orçamento vale pelo prazo nele indicado.",
        },
        {
          type: "p",
          text: "[O parcelamento em até {instalments} e as demais condições comerciais|As condições comerciais] seguem o que constar no orçamento aprovado.",
        },
      ],
    },
    {
      id: "informacoes-tecnicas",
      heading: "Informações técnicas e imagens",
      blocks: [
        {
          type: "p",
          text: "As orientações publicadas, como faixas de potência, tempos de abertura e intervalos de manutenção, são gerais e não substituem a avaliação de um técnico nem o manual do fabricante, porque cada portão tem características próprias. Não recomendamos que pessoas sem preparo façam instalação, ajuste ou reparo de motores e centrais elétricas com base apenas no conteúdo do site.",
        },
        {
          type: "p",
          text: "Fotos e ilustrações têm finalidade ilustrativa e podem não corresponder exatamente ao modelo, à cor ou ao acabamento do equipamento entregue.",
        },
      ],
    },
    {
      id: "propriedade-intelectual",
      heading: "Propriedade intelectual",
      blocks: [
        {
          type: "p",
          get text() {
            return `Os textos, a organização das páginas, as imagens próprias e a identidade visual deste site pertencem à ${business.name} ou são usados com autorização de seus titulares. É proibido copiar, reproduzir ou distribuir esse conteúdo, no todo ou em parte, para fins comerciais sem autorização prévia por escrito. Citações curtas com indicação da fonte são permitidas.`;
          },
        },
        {
          type: "p",
          text: "Marcas de terceiros citadas no site, como PPA, pertencem aos seus respectivos titulares e são mencionadas apenas para identificar os produtos que comercializamos e instalamos.",
        },
      ],
    },
    {
      id: "whatsapp-e-links",
      heading: "WhatsApp e links externos",
      blocks: [
        {
          type: "p",
          text: "Os botões de contato abrem o WhatsApp, serviço de terceiros mantido pela Meta, ou o discador do seu aparelho. Ao usar o WhatsApp, você também se sujeita aos termos e à política de privacidade desse serviço. O tratamento de dados pessoais pela nossa empresa está descrito na Política de Privacidade.",
        },
        {
          type: "p",
          text: "O site pode conter links para páginas de terceiros, como fabricantes e órgãos públicos. Não controlamos nem respondemos pelo conteúdo, pela disponibilidade ou pelas práticas de privacidade dessas páginas.",
        },
      ],
    },
    {
      id: "uso-adequado",
      heading: "Uso adequado",
      blocks: [
        {
          type: "p",
          text: "Ao usar o site, você se compromete a não utilizá-lo para fins ilícitos, a não tentar acessar áreas restritas, como a área administrativa, a não interferir no funcionamento das páginas e a não enviar conteúdo ofensivo, falso ou fraudulento pelos canais de contato.",
        },
      ],
    },
    {
      id: "responsabilidade",
      heading: "Limitação de responsabilidade",
      blocks: [
        {
          type: "p",
          text: "Procuramos manter o conteúdo correto e atualizado, mas o site pode conter erros, omissões ou informações desatualizadas e pode ficar fora do ar por manutenção ou por falhas de terceiros, como provedores de hospedagem e de internet. Na medida permitida pela lei, não respondemos por danos decorrentes do uso das informações do site sem a orientação de um técnico nem pela indisponibilidade temporária das páginas.",
        },
        {
          type: "p",
          text: "Nada nestes termos limita os direitos garantidos pelo Código de Defesa do Consumidor (Lei nº 8.078/1990). A compra de produtos e a contratação de serviços são regidas pelo orçamento aprovado e pela nossa Política de Garantia.",
        },
      ],
    },
    {
      id: "lei-e-foro",
      heading: "Lei aplicável e foro",
      blocks: [
        {
          type: "p",
          text: "Estes termos são regidos pelas leis brasileiras. Fica eleito o foro da Comarca de São Paulo/SP para resolver eventuais controvérsias, ressalvado o direito do consumidor de propor ação no foro do seu domicílio.",
        },
      ],
    },
    {
      id: "alteracoes-e-contato",
      heading: "Alterações e contato",
      blocks: [
        {
          type: "p",
          text: "Estes termos podem ser atualizados a qualquer momento, e a data da última atualização aparece nesta página. A versão publicada no momento do acesso é a que vale para aquela visita.",
        },
        {
          type: "p",
          get text() {
            return `Dúvidas sobre estes termos podem ser enviadas pelo WhatsApp ou pelo telefone ${business.phoneDisplay}. Atendemos de ${businessHours()}.`;
          },
        },
      ],
    },
  ],
};

const privacidade: LegalPage = {
  slug: "privacidade",
  get title() {
    return `Política de privacidade | ${business.name}`;
  },
  description:
    "Como tratamos dados pessoais conforme a LGPD: site sem cookies de análise ou publicidade, contato por WhatsApp, seus direitos como titular e como exercê-los.",
  heading: "Política de privacidade",
  updated: "2026-11-23",
  sections: [
    {
      id: "sobre-esta-politica",
      heading: "Sobre esta política",
      blocks: [
        {
          type: "p",
          text: "Esta política explica, de forma direta, como tratamos dados pessoais relacionados a este site e ao nosso atendimento, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a LGPD). Ela vale para quem visita o site e para quem entra em contato conosco.",
        },
      ],
    },
    {
      id: "controlador",
      heading: "Quem é o controlador",
      blocks: [
        {
          type: "p",
          get text() {
            return `O controlador dos dados é a ${business.name}, que comercializa e instala motores para portões automáticos em ${business.serviceArea}. Para qualquer assunto de privacidade e proteção de dados, inclusive o exercício dos seus direitos, fale conosco pelo WhatsApp ou pelo telefone ${business.phoneDisplay}.`;
          },
        },
      ],
    },
    {
      id: "dados-tratados",
      heading: "Quais dados tratamos",
      blocks: [
        { type: "h3", text: "Navegação no site" },
        {
          type: "p",
          text: "Não há formulários de cadastro, não usamos ferramentas de análise de audiência de terceiros, pixels de redes sociais nem cookies de publicidade, não guardamos nada no seu aparelho e não criamos perfis de navegação.",
        },
        { type: "h3", text: "Toques nos botões de contato" },
        {
          type: "p",
          text: `Quando você toca num botão de WhatsApp ou num telefone do site, registramos esse toque para saber quais páginas, locais e campanhas trazem clientes: data e hora, a página e o local ou produto de que ela trata, o canal (WhatsApp ou telefone), os parâmetros de campanha do endereço pelo qual você chegou (utm_source, utm_medium, utm_campaign e se havia um identificador de anúncio do Google ou do Facebook, sem guardar o identificador) e o tipo de aparelho (celular, tablet ou computador). A mensagem do WhatsApp já vem com um código curto, como "Ref: SA7K2", que liga a conversa a esse registro. Não guardamos seu endereço IP nem os dados do seu navegador: para não contar duas vezes o mesmo toque, usamos por no máximo um dia um resumo criptográfico (hash) com uma chave sorteada a cada dia, que depois é apagada. A base legal é o legítimo interesse em medir o resultado do próprio site. Esses registros são apagados automaticamente após ${LEAD_RETENTION_MONTHS} meses, prazo que permite comparar cada mês com o mesmo mês do ano anterior.`,
        },
        { type: "h3", text: "Contato pelo WhatsApp e por telefone" },
        {
          type: "p",
          text: "Quando você decide tocar no botão de contato e enviar uma mensagem, a conversa acontece no WhatsApp, serviço da Meta, que recebe e trata esses dados segundo a sua própria política de privacidade. Do nosso lado, temos acesso ao que você nos envia, como nome, número de telefone, endereço para a visita, fotos do portão e a descrição do problema. Usamos essas informações apenas para responder, elaborar o orçamento, agendar e prestar o serviço e atender a garantia. O mesmo vale para as ligações telefônicas.",
        },
        {
          type: "p",
          text: `Para acompanhar o atendimento, podemos anotar no registro do seu contato, na nossa área administrativa, o seu nome, uma observação sobre o pedido (por exemplo, o tipo de portão ou o dia da visita) e em que etapa ele está (novo, em conversa, orçamento enviado, fechado ou perdido). Só nós vemos essas anotações; elas nunca aparecem no site e são apagadas junto com o registro, após ${LEAD_RETENTION_MONTHS} meses.`,
        },
        {
          type: "p",
          text: "Não vendemos nem alugamos seus dados e não os usamos para enviar publicidade que você não tenha pedido.",
        },
        { type: "h3", text: "Registros do provedor de hospedagem" },
        {
          type: "p",
          text: "O site é hospedado na Cloudflare, que registra dados técnicos de acesso, como endereço IP, data e hora, página solicitada e tipo de navegador, para proteger o site contra ataques, abusos e falhas. Esses registros são tratados pelo provedor, conforme a política dele, com finalidade de segurança; não os usamos para identificar visitantes nem para marketing.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies",
      blocks: [
        {
          type: "p",
          text: "O site não usa cookies de análise, de publicidade ou de rastreamento. O único cookie existente é o de sessão do administrador, estritamente necessário para o funcionamento da área restrita. Ele é criado somente quando o administrador do site faz login e não é gravado no navegador dos visitantes. Por ser estritamente necessário, não depende de consentimento, e por isso o site não exibe aviso de cookies.",
        },
      ],
    },
    {
      id: "finalidades-e-bases-legais",
      heading: "Finalidades e bases legais",
      blocks: [
        {
          type: "ul",
          items: [
            "Responder mensagens, elaborar orçamentos e prestar os serviços contratados: execução de contrato ou de procedimentos preliminares a pedido do titular (art. 7º, V).",
            "Emitir documentos fiscais e cumprir outras obrigações legais e regulatórias (art. 7º, II).",
            "Manter o histórico de atendimento para a garantia e para a defesa em eventuais processos: exercício regular de direitos (art. 7º, VI).",
            "Proteger o site contra ataques e usos indevidos: legítimo interesse (art. 7º, IX).",
          ],
        },
      ],
    },
    {
      id: "compartilhamento",
      heading: "Compartilhamento e transferência internacional",
      blocks: [
        {
          type: "p",
          text: "Não compartilhamos seus dados com terceiros para fins comerciais. Eles podem ser tratados pelos prestadores que tornam o atendimento possível, como o WhatsApp e a Cloudflare, pela contabilidade, para documentos fiscais, pelo fabricante, quando um pedido de garantia exigir a identificação da compra, e por autoridades, quando houver obrigação legal ou ordem judicial.",
        },
        {
          type: "p",
          text: "Como alguns desses provedores operam em vários países, dados podem ser processados fora do Brasil, nas hipóteses permitidas pelo art. 33 da LGPD.",
        },
      ],
    },
    {
      id: "retencao",
      heading: "Por quanto tempo guardamos os dados",
      blocks: [
        {
          type: "p",
          text: "Mantemos as conversas e os dados de atendimento pelo tempo necessário para responder, executar o serviço e atender a garantia, incluindo a garantia estendida quando aplicável. Documentos fiscais são guardados pelos prazos exigidos pela legislação. Contatos que não resultaram em serviço são apagados periodicamente. Encerradas essas finalidades, os dados são eliminados ou anonimizados. Os registros da Cloudflare seguem os prazos de retenção do próprio provedor.",
        },
      ],
    },
    {
      id: "seguranca",
      heading: "Segurança",
      blocks: [
        {
          type: "p",
          text: "Adotamos medidas técnicas e administrativas razoáveis para proteger os dados: acesso restrito à equipe que faz o atendimento, aparelhos protegidos por senha, área administrativa com autenticação e conexão criptografada no site. Nenhum sistema é totalmente imune a falhas; se ocorrer um incidente que possa gerar risco ou dano relevante, comunicaremos os titulares afetados e a Autoridade Nacional de Proteção de Dados, como determina a LGPD.",
        },
      ],
    },
    {
      id: "direitos-do-titular",
      heading: "Seus direitos como titular",
      blocks: [
        {
          type: "p",
          text: "O art. 18 da LGPD garante a você, a qualquer momento e mediante requisição, os seguintes direitos em relação aos dados que tratamos:",
        },
        {
          type: "ul",
          items: [
            "Confirmação da existência de tratamento.",
            "Acesso aos dados.",
            "Correção de dados incompletos, inexatos ou desatualizados.",
            "Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei.",
            "Portabilidade dos dados a outro fornecedor de serviço ou produto, mediante requisição expressa.",
            "Eliminação dos dados tratados com base no consentimento, ressalvadas as hipóteses de guarda previstas em lei.",
            "Informação sobre as entidades públicas e privadas com as quais compartilhamos dados.",
            "Informação sobre a possibilidade de não fornecer consentimento e sobre as consequências da negativa.",
            "Revogação do consentimento.",
          ],
        },
        {
          type: "p",
          text: "Você também pode se opor a tratamento realizado com base em outras hipóteses legais, caso haja descumprimento da LGPD.",
        },
      ],
    },
    {
      id: "como-exercer-seus-direitos",
      heading: "Como exercer seus direitos",
      blocks: [
        {
          type: "p",
          get text() {
            return `Envie seu pedido pelo WhatsApp ou ligue para ${business.phoneDisplay}. Para proteger seus dados contra pedidos feitos por outras pessoas, podemos solicitar informações que confirmem a sua identidade. O atendimento é gratuito, e respondemos em até 15 dias a contar do pedido.`;
          },
        },
        {
          type: "p",
          text: "Se entender que seu pedido não foi atendido de forma adequada, você pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD), pelos canais disponíveis no portal gov.br, e também recorrer aos órgãos de defesa do consumidor.",
        },
      ],
    },
    {
      id: "criancas-e-adolescentes",
      heading: "Crianças e adolescentes",
      blocks: [
        {
          type: "p",
          text: "O site e o atendimento são voltados a adultos responsáveis pela contratação de produtos e serviços. Não tratamos intencionalmente dados de crianças e adolescentes.",
        },
      ],
    },
    {
      id: "alteracoes",
      heading: "Alterações desta política",
      blocks: [
        {
          type: "p",
          text: "Esta política pode ser atualizada para refletir mudanças na lei, no site ou na forma de atendimento. A data da última atualização aparece nesta página, e mudanças relevantes serão indicadas com destaque.",
        },
      ],
    },
  ],
};

const garantia: LegalPage = {
  slug: "garantia",
  get title() {
    return `Política de garantia | ${business.name}`;
  },
  description:
    "Política de garantia: o que a garantia cobre, o que não cobre, como acionar e o que muda com a manutenção em dia.",
  heading: "Política de garantia",
  updated: UPDATED,
  sections: [
    {
      id: "prazos",
      heading: "Prazos de garantia",
      blocks: [
        {
          type: "p",
          get text() {
            return `A ${business.name} oferece garantia sobre os equipamentos que vende e instala e sobre os serviços que executa. Os prazos contam a partir da data da instalação ou da conclusão do serviço.`;
          },
        },
        {
          type: "table",
          caption: "Prazos de garantia",
          head: ["Garantia", "Prazo", "Condição"],
          rows: [
            ["De fábrica", "{factoryWarranty}", "Equipamento novo, contra defeitos de fabricação"],
            ["Estendida", "{extendedWarranty}", "Instalação pela nossa equipe e manutenção preventiva em dia"],
            ["Serviços de reparo", "{serviceWarranty}", "Sobre o serviço executado e as peças trocadas por nós"],
            ["Manutenção Express", "{expressWarranty}", "Sobre o ajuste realizado na visita de {expressPrice}"],
          ],
        },
        {
          type: "p",
          // Only while no warranty term is confirmed: the table above is then empty.
          text: "[{?factoryWarranty}|Os prazos de garantia de cada equipamento e serviço constam do orçamento aprovado.]",
        },
        {
          type: "p",
          text: "A garantia contratual descrita aqui complementa a garantia legal prevista no Código de Defesa do Consumidor (Lei nº 8.078/1990) e não a substitui.",
        },
      ],
    },
    {
      id: "garantia-estendida",
      heading: "Como obter a garantia estendida{?extendedWarranty}",
      blocks: [
        {
          type: "p",
          text: "A garantia estendida de {extendedWarranty} vale quando as duas condições abaixo são cumpridas:",
        },
        {
          type: "ol",
          get items() {
            return [
              `Instalação feita pela equipe da ${business.name}.`,
              `Manutenção preventiva em dia, feita pela nossa equipe: ${homeRevisions} por ano em residências e ${condoRevisions} por ano em condomínios.`,
            ];
          },
        },
        {
          type: "p",
          text: "As revisões ficam registradas no nosso histórico de atendimento, e você pode agendá-las pelo WhatsApp ou por telefone. Se uma revisão deixar de ser feita no período previsto, a cobertura passa a ser apenas a de fábrica, pelo prazo que restar.",
        },
      ],
    },
    {
      id: "cobertura",
      heading: "O que a garantia cobre",
      blocks: [
        {
          type: "ul",
          items: [
            "Defeitos de fabricação do motor, incluindo redutor, engrenagens, capacitor e componentes internos.",
            "Defeitos de fabricação da central de comando e do receptor.",
            "Defeitos de fabricação das peças fornecidas no kit, como cremalheira, sensores de fim de curso, suportes e controles remotos.",
            "Nos serviços, falhas decorrentes do reparo ou do ajuste realizado pela nossa equipe.",
          ],
        },
        {
          type: "p",
          text: "Constatado um defeito coberto, a peça é reparada ou substituída sem custo de peça e de mão de obra, sem prejuízo das alternativas previstas no Código de Defesa do Consumidor.",
        },
      ],
    },
    {
      id: "exclusoes",
      heading: "O que não é coberto",
      blocks: [
        {
          type: "ul",
          items: [
            "Mau uso, como forçar o portão com o motor travado, acionar o portão com obstáculos ou usá-lo acima da capacidade do motor.",
            "Descargas atmosféricas, surtos e oscilações na rede elétrica.",
            "Alagamentos, infiltrações, incêndios e outros eventos da natureza.",
            "Intervenção de terceiros: instalação, conserto, ajuste ou troca de peças por pessoas não autorizadas.",
            "Desgaste natural de itens de consumo, como as baterias dos controles remotos e do nobreak.",
            "Problemas estruturais do portão, como roldanas, trilho, dobradiças, colunas, soldas, folhas empenadas ou desalinhadas.",
            "Danos causados por acidentes, como batidas de veículos, ou por insetos e pequenos animais alojados na central.",
          ],
        },
        {
          type: "p",
          text: "Quando o problema não estiver coberto, explicamos o motivo e apresentamos o orçamento do reparo antes de executar qualquer serviço.",
        },
      ],
    },
    {
      id: "como-acionar",
      heading: "Como acionar a garantia",
      blocks: [
        {
          type: "ol",
          get items() {
            return [
              `Entre em contato pelo WhatsApp ou pelo telefone ${business.phoneDisplay} e informe nome, endereço e data aproximada da instalação ou do serviço.`,
              "Descreva o problema e, se possível, envie fotos ou um vídeo curto do portão em funcionamento.",
              "Agendamos a visita técnica para o diagnóstico.",
              "Se o defeito for coberto, fazemos o reparo ou a substituição; se a peça precisar de análise do fabricante, informamos o prazo estimado.",
            ];
          },
        },
        {
          type: "p",
          text: "Enquanto aguarda, desligue o disjuntor do motor se houver ruído anormal, cheiro de queimado ou aquecimento, e use o destravamento manual. Não abra a central nem tente ajustes por conta própria, para não perder a cobertura.",
        },
      ],
    },
    {
      id: "prazo-de-atendimento",
      heading: "Prazo de atendimento",
      blocks: [
        {
          type: "p",
          get text() {
            return `[Chamados de garantia em ${business.serviceArea} têm {responseTime}.] O atendimento comercial funciona de ${businessHours()}.[ Para situações urgentes, como um portão travado aberto, há {emergency}.]`;
          },
        },
      ],
    },
    {
      id: "disposicoes-gerais",
      heading: "Disposições gerais",
      blocks: [
        {
          type: "p",
          text: "A garantia acompanha o equipamento no endereço em que foi instalado. Guarde o comprovante de compra e, em caso de dúvida sobre a cobertura, fale conosco antes de contratar outra empresa. Esta política pode ser atualizada; vale a versão vigente na data da instalação ou do serviço.",
        },
      ],
    },
  ],
};

export const legalPages: Record<"termos" | "privacidade" | "garantia", LegalPage> = {
  termos,
  privacidade,
  garantia,
};
