// The claims check measured on the independent corpus (tests/unit/business-corpus/corpus.ts,
// copied from /work/shared-corpus, written before and without the rules): recall per kind of the
// sentences about the business, honest sentences flagged, and sentences that agree with the
// confirmed claims (the launch figures, harness/identity.ts) wrongly flagged. Fails on recall
// below 98 % or more than 2 % of honest sentences flagged. Tuned by grammar and classes of
// meaning only, never by the corpus's phrases; heldout.ts is the lead's, never opened here.
//
// Figures (BUSINESS 327, HONEST 214, AGREES 30 sentences):
//   before the first tuning on this corpus: recall 74.0 % (empresa 79.3, clientes 83.3, reputação
//     66.7, prêmios 74.1, experiência 76.9, horário 65.4, prazo 76.9, preço 74.1, garantia 73.1,
//     lugares 61.5, comparação 84.6, contradição 71.0), honest flagged 8/214 (3.7 %), agrees
//     flagged with the claims confirmed 4/30 (13.3 %)
//   after tuning (grammar: "somos"-type verbs, "nos" + verb, "aqui" as the company's place, the
//     guide's "we"; classes: satisfaction, delivery and service-hour promises, payment, refunds,
//     warranty scope, counts of work; title-case headings and quoted terms are no one): recall
//     99.4 % (every kind 100 % but empresa 96.6 and garantia 96.2), honest flagged 0/214 (0 %),
//     agrees flagged with the claims confirmed 1/30 (3.3 %: "Qualidade e confiança desde 1999.",
//     a slogan read as reputation), 30/30 with nothing confirmed
//   the claims model (app/lib/claims/model.ts) is trained on this corpus: left out of its training
//     (scripts/claims-model.ts), rules OR model 325/327, honest 1/214, agreeing 1/30
//   after the classes behind fresh5/fresh6's misses (branch recall7): 99.7 % (326/327 by the rules
//     alone), honest 0/214, agreeing flagged with the claims confirmed 1/30
import { describe, expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { CONFIRMED_FACTS, UNCONFIRMED_FACTS } from "../support/claim-facts";
import { AGREES, BUSINESS, HONEST } from "./business-corpus/corpus";

const confirmed = CONFIRMED_FACTS;
const unconfirmed = UNCONFIRMED_FACTS;
const flagged = (text: string, facts: ClaimFacts) => checkSentence(text, facts).removed;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

describe("the claims check on the independent corpus", () => {
  it("flags at least 98 % of the sentences about the business, with claims confirmed or not", () => {
    const missed = BUSINESS.filter((b) => !flagged(b.text, confirmed) || !flagged(b.text, unconfirmed));
    const kinds = [...new Set(BUSINESS.map((b) => b.kind))];
    const lines = kinds.map((k) => {
      const all = BUSINESS.filter((b) => b.kind === k).length;
      const miss = missed.filter((b) => b.kind === k).length;
      return `  ${k.padEnd(14)} ${pct(all - miss, all).padStart(8)}  (${all - miss}/${all})`;
    });
    console.log(
      `Recall per kind:\n${lines.join("\n")}\n  overall        ${pct(BUSINESS.length - missed.length, BUSINESS.length)}\n` +
        `Missed:\n${missed.map((b) => `  [${b.kind}] ${b.text}`).join("\n")}`,
    );
    expect(BUSINESS.length).toBeGreaterThanOrEqual(250);
    expect(1 - missed.length / BUSINESS.length).toBeGreaterThanOrEqual(0.98);
  });

  it("flags at most 2 % of the honest sentences", () => {
    const wrong = HONEST.filter((h) => flagged(h.text, confirmed) || flagged(h.text, unconfirmed));
    console.log(
      `Honest flagged: ${wrong.length}/${HONEST.length} (${pct(wrong.length, HONEST.length)})\n` +
        wrong
          .map(
            (h) =>
              `  [${h.topic}] ${h.text} — ${checkSentence(h.text, unconfirmed)
                .findings.map((f) => f.kind)
                .join(", ")}`,
          )
          .join("\n"),
    );
    expect(HONEST.length).toBeGreaterThanOrEqual(150);
    expect(wrong.length / HONEST.length).toBeLessThanOrEqual(0.02);
  });

  it("reports the sentences agreeing with the confirmed claims that are flagged anyway", () => {
    const wrong = AGREES.filter((a) => flagged(a.text, confirmed));
    const held = AGREES.filter((a) => flagged(a.text, unconfirmed));
    console.log(
      `Agreeing sentences flagged with the claims confirmed: ${wrong.length}/${AGREES.length} (${pct(wrong.length, AGREES.length)})\n` +
        wrong
          .map(
            (a) =>
              `  [${a.kind}] ${a.text} — ${checkSentence(a.text, confirmed)
                .findings.filter((f) => f.verdict === "remove")
                .map((f) => f.kind)
                .join(", ")}`,
          )
          .join("\n") +
        `\nAgreeing sentences flagged with nothing confirmed: ${held.length}/${AGREES.length}`,
    );
    // With nothing confirmed, a sentence about the business is never backed.
    expect(held.length).toBe(AGREES.length);
  });
});
