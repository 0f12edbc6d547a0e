// A claims development set's two tests (tests/unit/business-classifier-dev*.test.ts): the sentences
// about the business flagged with the launch claims confirmed and with none (recall ≥ `recall`),
// the honest ones flagged by neither (share ≤ `honestFlagged`), each figure printed with what
// failed it. Each set's file keeps its own history of rounds in its header.
import { expect, it } from "vitest";
import { type ClaimFacts, checkSentence } from "~/lib/claims/claims-check";
import { CONFIRMED_FACTS, UNCONFIRMED_FACTS } from "./claim-facts";

export interface DevSet {
  BUSINESS: readonly { kind: string; text: string }[];
  HONEST: readonly { topic: string; text: string }[];
}

const flagged = (text: string, facts: ClaimFacts) => checkSentence(text, facts).removed;
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

export function devSetTests(
  name: string,
  { BUSINESS, HONEST }: DevSet,
  limits: { recall: number; honestFlagged: number; minBusiness: number; minHonest: number },
): void {
  it(`flags at least ${limits.recall * 100} % of the sentences about the business, with claims confirmed or not`, () => {
    const missed = BUSINESS.filter((b) => !flagged(b.text, CONFIRMED_FACTS) || !flagged(b.text, UNCONFIRMED_FACTS));
    const caught = BUSINESS.length - missed.length;
    console.log(
      `${name} recall: ${pct(caught, BUSINESS.length)} (${caught}/${BUSINESS.length})\n` +
        missed.map((b) => `  [${b.kind}] ${b.text}`).join("\n"),
    );
    expect(BUSINESS.length).toBeGreaterThanOrEqual(limits.minBusiness);
    expect(caught / BUSINESS.length).toBeGreaterThanOrEqual(limits.recall);
  });

  it(`flags at most ${limits.honestFlagged * 100} % of the honest sentences`, () => {
    const wrong = HONEST.filter((h) => flagged(h.text, CONFIRMED_FACTS) || flagged(h.text, UNCONFIRMED_FACTS));
    console.log(
      `${name} honest flagged: ${wrong.length}/${HONEST.length} (${pct(wrong.length, HONEST.length)})\n` +
        wrong
          .map(
            (h) =>
              `  [${h.topic}] ${h.text} — ${checkSentence(h.text, UNCONFIRMED_FACTS)
                .findings.map((f) => f.kind)
                .join(", ")}`,
          )
          .join("\n"),
    );
    expect(HONEST.length).toBeGreaterThanOrEqual(limits.minHonest);
    expect(wrong.length / HONEST.length).toBeLessThanOrEqual(limits.honestFlagged);
  });
}
