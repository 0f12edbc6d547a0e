// What the "Desempenho no Google" screen tells the seller when something goes wrong: plain
// Portuguese that says what happened and what to do. Shared by the import (stored with a job or
// the connection) and the routes.

export type SearchConsoleErrorKind = "grant" | "access" | "quota" | "server" | "config" | "unexpected";

export function searchConsoleErrorMessage(kind: SearchConsoleErrorKind, property: string | null): string {
  const site = property ? ` (${property})` : "";
  switch (kind) {
    case "grant":
      return "O Google não aceita mais a autorização deste site: ela expirou ou foi revogada na conta do Google. Clique em “Conectar com o Google” para autorizar de novo.";
    case "access":
      return `A conta do Google conectada não tem acesso a este site no Search Console${site}. Entre no Search Console com a conta certa, ou peça ao proprietário para adicioná-la como usuário, e conecte de novo — ou escolha outro site.`;
    case "quota":
      return "O Google limitou as consultas ao Search Console por agora (cota de uso). Nada se perdeu: a importação continua sozinha mais tarde, ou clique em “Continuar a importação” daqui a alguns minutos.";
    case "server":
      return "O Search Console não respondeu (erro no servidor do Google). Nada se perdeu: a importação continua sozinha mais tarde, ou clique em “Continuar a importação” daqui a alguns minutos.";
    case "config":
      return "O Google recusou o cliente OAuth do site. Peça ao responsável pelo site para conferir o ID do cliente e a chave secreta no Google Cloud e nos segredos do site na Cloudflare.";
    default:
      return "O Search Console respondeu de um jeito inesperado. Tente de novo mais tarde; se continuar, desconecte e conecte de novo.";
  }
}

export const SC_NOT_CONFIGURED =
  "A conexão com o Google ainda não foi preparada: peça ao responsável pelo site para seguir as instruções desta tela.";
export const SC_DENIED = "A conexão com o Google foi cancelada ou não pôde ser concluída. Tente de novo.";
export const SC_NO_REFRESH_TOKEN =
  "O Google não entregou uma autorização permanente. Remova o acesso do site em myaccount.google.com/permissions e conecte de novo.";
export const SC_SCOPE_MISSING =
  "A permissão de ver os dados do Search Console não foi marcada na tela do Google. Conecte de novo e marque essa permissão.";
export const SC_TOKEN_UNREADABLE =
  "A autorização guardada não pode mais ser lida (o segredo do site mudou). Clique em “Conectar com o Google” para autorizar de novo.";
export const SC_NO_PROPERTIES =
  "Esta conta do Google não tem nenhum site verificado no Search Console. Adicione e verifique o site no Search Console e volte aqui.";
export const SC_PROPERTY_UNKNOWN = "Escolha um dos sites da lista.";
export const SC_JOB_START_FAILED = "Não foi possível iniciar a importação. Tente de novo em instantes.";
export const SC_JOB_LOST =
  "A importação parou antes do fim. Clique em “Continuar a importação” para completar o que falta.";
export const SC_REVOKE_FAILED =
  "Desconectado: a autorização foi apagada daqui, mas o Google não confirmou a revogação. Para garantir, remova o acesso do site em myaccount.google.com/permissions.";
