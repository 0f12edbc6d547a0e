// What the panel says about a public page the uniqueness gate keeps out of the index, from the
// code its listing carries (page-record.ts `ixr`, `ixu`): in plain words, with what to do.
import { GATE_UNIQUE_SHARE } from "~/lib/seo/similarity";
import type { PageSummary } from "~/lib/pages/page-record";

export const INDEX_ADVICE = "Adicione uma obra, uma foto ou um parágrafo seu sobre este serviço e este lugar.";

export function indexMessage(page: Pick<PageSummary, "status" | "ix" | "ixr" | "ixu">): string | null {
  if (page.status !== "published" || page.ix === 1) return null;
  switch (page.ixr) {
    case "low":
      return `Fora do Google: só ${page.ixu ?? 0}% do texto é só desta página (o mínimo é ${Math.round(GATE_UNIQUE_SHARE * 100)}%). ${INDEX_ADVICE}`;
    case "hurts":
      return `Fora do Google: repete trechos de outra página que já está no Google. ${INDEX_ADVICE}`;
    case "seller":
      return "Fora do Google: você tirou esta página do Google. Ela continua no site para quem tem o link.";
    case "quality":
      return "Fora do Google até o texto ser corrigido: abra a página para ver o que falta (palavras suas, o assunto do título, emendas de modelo ou passos fora de ordem) e edite.";
    case "coherence":
      return "Fora do Google até o texto ser corrigido: o texto não se lê como frases em sequência (palavras soltas ou fora de ordem, frases repetidas ou fora do assunto). Abra a página para ver o motivo; reescreva ou gere de novo.";
    case "topic":
      return "Fora do Google: outra página já ocupa este mesmo serviço neste lugar. Complete aquela ou mude o serviço desta.";
    default:
      return "Fora do Google até ser conferida: use “Conferir de novo”.";
  }
}
