// The seller's decision on one flagged sentence of a page waiting in "Para revisar": keep it (it
// becomes his text, recorded with the date), rewrite it (his new words replace it) or remove it.
// Pure: the route validates the form, review-queue.server.ts reads and writes the page.
import { withoutSentences } from "~/lib/claims/flag-html";
import { editSentences } from "~/lib/html-stage/sentences";
import { defaultDescriptionFor, summaryOf } from "~/lib/pages/page-defaults";
import type { FlagDecision, PageFlag, PageRecord, PageReview } from "~/lib/pages/page-record";

export type Decision = { action: "keep" } | { action: "rewrite"; text: string } | { action: "remove" };

type Decidable = Pick<PageRecord, "title" | "description" | "content"> & { review?: PageReview };

export type Decided =
  | { ok: true; page: Pick<PageRecord, "title" | "description" | "content"> & { review: PageReview } }
  | { ok: false; status: 404 | 409 | 422; message: string };

const norm = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A summary made only of text nobody flagged or that the seller decided: the first paragraph of
 * the content without its undecided and removed sentences (or the title's default).
 */
export function decidedSummary(content: string, flags: readonly PageFlag[], title: string): string {
  const out = new Map<string, null>();
  for (const f of flags)
    if (f.field === "content" && (!f.decision || f.decision.action === "remove")) out.set(f.sentence, null);
  // Nothing to leave out: the stored text as it is, not parsed again.
  return summaryOf(out.size === 0 ? content : editSentences(content, out)) || defaultDescriptionFor(title);
}

/** The page with the seller's decision on its flag `index` applied and recorded. */
export function decideFlag(page: Decidable, index: number, sentence: string, decision: Decision, now: Date): Decided {
  const flags = page.review?.flags ?? [];
  const flag = flags[index];
  if (!flag) return { ok: false, status: 404, message: "Esta frase não está mais marcada: recarregue a página." };
  if (norm(flag.sentence) !== norm(sentence))
    return { ok: false, status: 409, message: "A página mudou desde que você a abriu: recarregue e decida de novo." };
  if (flag.decision)
    return { ok: false, status: 409, message: "Você já decidiu esta frase: recarregue a página para ver como ficou." };
  if (flag.field === "title" && decision.action === "remove")
    return { ok: false, status: 422, message: "O título não pode ficar vazio: mantenha ou reescreva." };
  let { title, description, content } = page;
  const replacement = decision.action === "rewrite" ? norm(decision.text) : null;
  if (decision.action !== "keep") {
    if (flag.field === "title") title = replacement ?? title;
    else if (flag.field === "description") {
      description =
        replacement !== null
          ? description.split(flag.sentence).join(replacement)
          : withoutSentences(description, [flag.sentence]);
    } else content = editSentences(content, new Map([[flag.sentence, replacement]]));
  }
  const recorded: FlagDecision = {
    action: decision.action,
    ...(replacement !== null ? { text: replacement } : {}),
    at: now.toISOString(),
  };
  const next = flags.map((f, i) => (i === index ? { ...f, decision: recorded } : f));
  if (flag.field === "content" && !content.replace(/<[^>]*>|\s/g, "") && !/<img\b/i.test(content))
    return { ok: false, status: 422, message: "Sem esta frase a página fica vazia: reescreva-a ou descarte a página." };
  if (!norm(description)) description = decidedSummary(content, next, title);
  return { ok: true, page: { title, description, content, review: { ...page.review, flags: next } } };
}
