// The claims model's training data (scripts/claims-model.ts): every labelled batch of sentences,
// each file (or author's set) a batch, with the facts it is judged against; the site's technical
// texts as sources of honest sentences (harvested by the trainer: those the rules leave standing).
// tests/unit/claims-model.test.ts compares the committed model's fingerprint with these batches.
// fresh5 and fresh6 were left out while they measured the check on wordings it never saw
// (tests/unit/business-unseen.test.ts); once measured (2026-11-29), they are batches like the
// others: the leave-one-batch-out table's fresh5 and fresh6 rows are their honest estimate.
// fresh7 and fresh9 were the next unseen sets; measured once on main (fresh7 194/209 caught, honest
// 6/174; fresh9 208/222, honest 19/177) and retired, they are batches too. fresh10, fresh11 and
// fresh12 were next, retired in the ninth session; fresh13–16 and dev14–17 were
// written for the ninth session and joined it, fresh17–40, four at a time, after their one
// measure; fresh41–44 are left out on purpose: they measure the check on wordings it never saw (business-unseen.test.ts).
import { createHash } from "node:crypto";
import type { ClaimFacts } from "../app/lib/claims/claims-check";
import * as blog from "../content/blog-triflex";
import * as subjectsGates from "../content/generator/subjects-gates";
import { batchTitles } from "../content/generator-titles";
import { generateLocalPageHtml } from "../app/lib/generation/local-generator";
import { htmlSentences } from "../app/lib/html-stage/sentences";
import * as subjectsParts from "../content/generator/subjects-parts";
import * as guide from "../content/guide";
import * as locations from "../content/locations/index";
import * as topics from "../content/topics/index";
import * as cases from "../tests/unit/business-classifier-cases";
import { ABOUT_R10, HONEST_R10 } from "../tests/unit/business-classifier-cases-r10";
import * as dev2 from "../tests/unit/business-classifier-dev2";
import * as corpus from "../tests/unit/business-corpus/corpus";
import { DEV8_HONEST, DEV8_LIES } from "../tests/unit/business-corpus/dev8";
import { DEV10_HONEST, DEV10_LIES } from "../tests/unit/business-corpus/dev10";
import { DEV11_HONEST, DEV11_LIES } from "../tests/unit/business-corpus/dev11";
import { DEV12_HONEST, DEV12_LIES } from "../tests/unit/business-corpus/dev12";
import { DEV13_HONEST, DEV13_LIES } from "../tests/unit/business-corpus/dev13";
import { DEV_LYING } from "../tests/unit/business-corpus/dev-lying";
import { DEV_VOICES_HONEST, DEV_VOICES_LIES } from "../tests/unit/business-corpus/dev-voices";
import { DEV_VOICES2_HONEST, DEV_VOICES2_LIES } from "../tests/unit/business-corpus/dev-voices2";
import * as devRecall from "../tests/unit/business-corpus/dev-recall";
import { FRESH3_LIES } from "../tests/unit/business-corpus/fresh3";
import { FRESH4_HONEST, FRESH4_LIES } from "../tests/unit/business-corpus/fresh4";
import { FRESH5_HONEST, FRESH5_LIES } from "../tests/unit/business-corpus/fresh5";
import { FRESH6_HONEST, FRESH6_LIES } from "../tests/unit/business-corpus/fresh6";
import { FRESH7_HONEST, FRESH7_LIES } from "../tests/unit/business-corpus/fresh7";
import { FRESH9_HONEST, FRESH9_LIES } from "../tests/unit/business-corpus/fresh9";
import { FRESH10_HONEST, FRESH10_LIES } from "../tests/unit/business-corpus/fresh10";
import { FRESH11_HONEST, FRESH11_LIES } from "../tests/unit/business-corpus/fresh11";
import { FRESH12_HONEST, FRESH12_LIES } from "../tests/unit/business-corpus/fresh12";
import { FRESH13_HONEST, FRESH13_LIES } from "../tests/unit/business-corpus/fresh13";
import { FRESH14_HONEST, FRESH14_LIES } from "../tests/unit/business-corpus/fresh14";
import { FRESH15_HONEST, FRESH15_LIES } from "../tests/unit/business-corpus/fresh15";
import { FRESH16_HONEST, FRESH16_LIES } from "../tests/unit/business-corpus/fresh16";
import { FRESH17_HONEST, FRESH17_LIES } from "../tests/unit/business-corpus/fresh17";
import { FRESH18_HONEST, FRESH18_LIES } from "../tests/unit/business-corpus/fresh18";
import { FRESH19_HONEST, FRESH19_LIES } from "../tests/unit/business-corpus/fresh19";
import { FRESH20_HONEST, FRESH20_LIES } from "../tests/unit/business-corpus/fresh20";
import { FRESH21_HONEST, FRESH21_LIES } from "../tests/unit/business-corpus/fresh21";
import { FRESH22_HONEST, FRESH22_LIES } from "../tests/unit/business-corpus/fresh22";
import { FRESH23_HONEST, FRESH23_LIES } from "../tests/unit/business-corpus/fresh23";
import { FRESH24_HONEST, FRESH24_LIES } from "../tests/unit/business-corpus/fresh24";
import { FRESH25_HONEST, FRESH25_LIES } from "../tests/unit/business-corpus/fresh25";
import { FRESH26_HONEST, FRESH26_LIES } from "../tests/unit/business-corpus/fresh26";
import { FRESH27_HONEST, FRESH27_LIES } from "../tests/unit/business-corpus/fresh27";
import { FRESH28_HONEST, FRESH28_LIES } from "../tests/unit/business-corpus/fresh28";
import { FRESH29_HONEST, FRESH29_LIES } from "../tests/unit/business-corpus/fresh29";
import { FRESH30_HONEST, FRESH30_LIES } from "../tests/unit/business-corpus/fresh30";
import { FRESH31_HONEST, FRESH31_LIES } from "../tests/unit/business-corpus/fresh31";
import { FRESH32_HONEST, FRESH32_LIES } from "../tests/unit/business-corpus/fresh32";
import { FRESH33_HONEST, FRESH33_LIES } from "../tests/unit/business-corpus/fresh33";
import { FRESH34_HONEST, FRESH34_LIES } from "../tests/unit/business-corpus/fresh34";
import { FRESH35_HONEST, FRESH35_LIES } from "../tests/unit/business-corpus/fresh35";
import { FRESH36_HONEST, FRESH36_LIES } from "../tests/unit/business-corpus/fresh36";
import { FRESH37_HONEST, FRESH37_LIES } from "../tests/unit/business-corpus/fresh37";
import { FRESH38_HONEST, FRESH38_LIES } from "../tests/unit/business-corpus/fresh38";
import { FRESH39_HONEST, FRESH39_LIES } from "../tests/unit/business-corpus/fresh39";
import { FRESH40_HONEST, FRESH40_LIES } from "../tests/unit/business-corpus/fresh40";
import { DEV14_HONEST, DEV14_LIES } from "../tests/unit/business-corpus/dev14";
import { DEV15_HONEST, DEV15_LIES } from "../tests/unit/business-corpus/dev15";
import { DEV16_HONEST, DEV16_LIES } from "../tests/unit/business-corpus/dev16";
import { DEV17_HONEST, DEV17_LIES } from "../tests/unit/business-corpus/dev17";
import * as heldout from "../tests/unit/business-corpus/heldout";
import { CONFIRMED as CLAIMS_CORPUS_CONFIRMED, FALSE_STATEMENTS } from "../tests/unit/claims-corpus";
import { BRIEF_FACTS, CONFIRMED_FACTS } from "../tests/support/claim-facts";
import { ALL_LIES, HONEST_TECHNICAL } from "../tests/support/lying-model";

export interface LabelledSentence {
  text: string;
  batch: string;
  /** 1: about the business, no confirmed claim backs it; 0: honest; -1: about the business, agreeing. */
  label: 1 | 0 | -1;
  /** The confirmed claims it is judged against (the launch claims unless its file has its own). */
  confirmed: ClaimFacts;
}

/** Every labelled sentence, batch by batch. */
export function labelledSentences(): LabelledSentence[] {
  const out: LabelledSentence[] = [];
  const add = (batch: string, label: 1 | 0 | -1, texts: readonly string[], confirmed = CONFIRMED_FACTS) => {
    for (const text of texts) out.push({ text, batch, label, confirmed });
  };
  /** A corpus of kinded lies and honest sentences, in that order. */
  const corpusOf = (
    batch: string,
    lies: readonly { sentence: string }[],
    honest: readonly string[],
    confirmed = CONFIRMED_FACTS,
  ) => {
    add(
      batch,
      1,
      lies.map((l) => l.sentence),
      confirmed,
    );
    add(batch, 0, honest, confirmed);
  };
  add(
    "corpus",
    1,
    corpus.BUSINESS.map((b) => b.text),
  );
  add(
    "corpus",
    0,
    corpus.HONEST.map((h) => h.text),
  );
  add(
    "corpus",
    -1,
    corpus.AGREES.map((a) => a.text),
  );
  add(
    "heldout",
    1,
    heldout.BUSINESS_HELDOUT.map((b) => b.text),
  );
  add(
    "heldout",
    0,
    heldout.HONEST_HELDOUT.map((h) => h.text),
  );
  add(
    "heldout",
    -1,
    heldout.AGREES_HELDOUT.map((a) => a.text),
  );
  add(
    "dev-recall",
    1,
    devRecall.BUSINESS.map((b) => b.text),
  );
  add(
    "dev-recall",
    0,
    devRecall.HONEST.map((h) => h.text),
  );
  add(
    "dev2",
    1,
    dev2.BUSINESS.map((b) => b.text),
  );
  add(
    "dev2",
    0,
    dev2.HONEST.map((h) => h.text),
  );
  add("dev-lying", 1, DEV_LYING);
  add("fresh3", 1, FRESH3_LIES);
  corpusOf("fresh4", FRESH4_LIES, FRESH4_HONEST);
  // Judged, as their writers were told, against the brief's facts (tests/support/claim-facts.ts).
  corpusOf("fresh5", FRESH5_LIES, FRESH5_HONEST, BRIEF_FACTS);
  corpusOf("fresh6", FRESH6_LIES, FRESH6_HONEST, BRIEF_FACTS);
  // Written on branch recall7 in new voices, measured once before any rule was changed for it:
  // 34/40 lies (rules alone 31), 0/40 honest flagged.
  add("dev-voices", 1, DEV_VOICES_LIES, BRIEF_FACTS);
  add("dev-voices", 0, DEV_VOICES_HONEST, BRIEF_FACTS);
  // Written on branch recall7 after all its rule changes, measured once on its final rules and
  // model: 28/30 lies (rules alone 26), 0/30 honest flagged.
  add("dev-voices2", 1, DEV_VOICES2_LIES, BRIEF_FACTS);
  add("dev-voices2", 0, DEV_VOICES2_HONEST, BRIEF_FACTS);
  add(
    "lying-model",
    1,
    ALL_LIES.map((l) => l.text),
  );
  add("lying-model", 0, HONEST_TECHNICAL);
  // dev8: written against the brief's facts (phone, PPA in Greater São Paulo, 90 days, 4 h, instalments);
  // many honest sentences speak of the trade in general, minimal pairs of its invented ones.
  corpusOf("dev8", DEV8_LIES, DEV8_HONEST, BRIEF_FACTS);
  // dev10: the same facts; about half its honest sentences are look-alikes said of the trade in general.
  corpusOf("dev10", DEV10_LIES, DEV10_HONEST, BRIEF_FACTS);
  // dev11: the same facts; two thirds of its honest sentences are look-alikes about the trade in general.
  corpusOf("dev11", DEV11_LIES, DEV11_HONEST, BRIEF_FACTS);
  // fresh7 and fresh9: written blind against the brief's facts; the unseen sets of round 9, now retired.
  corpusOf("fresh7", FRESH7_LIES, FRESH7_HONEST, BRIEF_FACTS);
  corpusOf("fresh9", FRESH9_LIES, FRESH9_HONEST, BRIEF_FACTS);
  // dev12 and dev13: written blind against the brief's facts (blog how-tos, review replies, ads;
  // radio spots, flyers, chatbot replies), measured once before joining (round 11): on main 237/252
  // and 233/242 caught, honest 9/199 and 7/185; with a threshold per gate (model11) 238 and 234, honest the same.
  corpusOf("dev12", DEV12_LIES, DEV12_HONEST, BRIEF_FACTS);
  corpusOf("dev13", DEV13_LIES, DEV13_HONEST, BRIEF_FACTS);
  // fresh10, fresh11 and fresh12: the unseen sets of the fifth and sixth sessions (695/728 caught,
  // honest 32/558 on model11), retired in the ninth: their misses studied (round 14's classes) and
  // trained on; fresh13–16 measure wordings nobody here has seen now.
  corpusOf("fresh10", FRESH10_LIES, FRESH10_HONEST, BRIEF_FACTS);
  corpusOf("fresh11", FRESH11_LIES, FRESH11_HONEST, BRIEF_FACTS);
  corpusOf("fresh12", FRESH12_LIES, FRESH12_HONEST, BRIEF_FACTS);
  // Ninth session: eight more writers, blind to everything here, each in genres of his own. fresh13–16
  // measured once on main as it stood (ca0eaa7): 936/987 caught, honest 47/769; after round 14's
  // classes (studied on fresh10–12) 934/987, 44/769. Then their misses studied (round 14 too) and
  // trained on. dev14–17 measured once on round 14's rules before joining: 926/983, honest 68/741.
  corpusOf("fresh13", FRESH13_LIES, FRESH13_HONEST, BRIEF_FACTS);
  corpusOf("fresh14", FRESH14_LIES, FRESH14_HONEST, BRIEF_FACTS);
  corpusOf("fresh15", FRESH15_LIES, FRESH15_HONEST, BRIEF_FACTS);
  corpusOf("fresh16", FRESH16_LIES, FRESH16_HONEST, BRIEF_FACTS);
  corpusOf("dev14", DEV14_LIES, DEV14_HONEST, BRIEF_FACTS);
  corpusOf("dev15", DEV15_LIES, DEV15_HONEST, BRIEF_FACTS);
  corpusOf("dev16", DEV16_LIES, DEV16_HONEST, BRIEF_FACTS);
  corpusOf("dev17", DEV17_LIES, DEV17_HONEST, BRIEF_FACTS);
  // fresh17–20: the ninth session's first unseen sets, measured once on round 14 (932/965 caught,
  // honest 42/714; on ca0eaa7 923/965, 62/714), then retired: studied (round 15) and trained on.
  corpusOf("fresh17", FRESH17_LIES, FRESH17_HONEST, BRIEF_FACTS);
  corpusOf("fresh18", FRESH18_LIES, FRESH18_HONEST, BRIEF_FACTS);
  corpusOf("fresh19", FRESH19_LIES, FRESH19_HONEST, BRIEF_FACTS);
  corpusOf("fresh20", FRESH20_LIES, FRESH20_HONEST, BRIEF_FACTS);
  // fresh21–24: measured once on round 15 (898/945 caught, honest 31/718; on ca0eaa7 893/945,
  // 48/718), then retired: studied (round 16) and trained on.
  corpusOf("fresh21", FRESH21_LIES, FRESH21_HONEST, BRIEF_FACTS);
  corpusOf("fresh22", FRESH22_LIES, FRESH22_HONEST, BRIEF_FACTS);
  corpusOf("fresh23", FRESH23_LIES, FRESH23_HONEST, BRIEF_FACTS);
  corpusOf("fresh24", FRESH24_LIES, FRESH24_HONEST, BRIEF_FACTS);
  // fresh25–28: measured once on round 16 (955/978 caught, honest 43/731; on ca0eaa7 939/978,
  // 63/731), then retired: studied (round 17) and trained on.
  corpusOf("fresh25", FRESH25_LIES, FRESH25_HONEST, BRIEF_FACTS);
  corpusOf("fresh26", FRESH26_LIES, FRESH26_HONEST, BRIEF_FACTS);
  corpusOf("fresh27", FRESH27_LIES, FRESH27_HONEST, BRIEF_FACTS);
  corpusOf("fresh28", FRESH28_LIES, FRESH28_HONEST, BRIEF_FACTS);
  // fresh29–32: measured once on round 17 (895/933 caught, honest 45/740; on ca0eaa7 875/933,
  // 62/740), then retired: studied (round 18) and trained on.
  corpusOf("fresh29", FRESH29_LIES, FRESH29_HONEST, BRIEF_FACTS);
  corpusOf("fresh30", FRESH30_LIES, FRESH30_HONEST, BRIEF_FACTS);
  corpusOf("fresh31", FRESH31_LIES, FRESH31_HONEST, BRIEF_FACTS);
  corpusOf("fresh32", FRESH32_LIES, FRESH32_HONEST, BRIEF_FACTS);
  // fresh33–36: measured once on round 18 (865/908 caught, honest 64/708; on ca0eaa7 842/908,
  // 83/708), then retired: studied (round 19) and trained on.
  corpusOf("fresh33", FRESH33_LIES, FRESH33_HONEST, BRIEF_FACTS);
  corpusOf("fresh34", FRESH34_LIES, FRESH34_HONEST, BRIEF_FACTS);
  corpusOf("fresh35", FRESH35_LIES, FRESH35_HONEST, BRIEF_FACTS);
  corpusOf("fresh36", FRESH36_LIES, FRESH36_HONEST, BRIEF_FACTS);
  // fresh37–40: measured once on round 19 (845/896 caught, honest 46/715; on ca0eaa7 837/896,
  // 64/715), then retired: studied (round 20) and trained on.
  corpusOf("fresh37", FRESH37_LIES, FRESH37_HONEST, BRIEF_FACTS);
  corpusOf("fresh38", FRESH38_LIES, FRESH38_HONEST, BRIEF_FACTS);
  corpusOf("fresh39", FRESH39_LIES, FRESH39_HONEST, BRIEF_FACTS);
  corpusOf("fresh40", FRESH40_LIES, FRESH40_HONEST, BRIEF_FACTS);
  // False against its own confirmed claims (tests/unit/claims-corpus.ts), not the launch ones.
  const own = { ...CONFIRMED_FACTS, claims: CLAIMS_CORPUS_CONFIRMED };
  add("claims-corpus", 1, FALSE_STATEMENTS, own);
  add("classifier-cases", 1, Object.values(cases.ABOUT).flat(), own);
  add("classifier-cases", 0, cases.HONEST, own);
  add("classifier-cases", -1, cases.AGREES, own);
  // Round 10's cases (recall10): classes of dev11's first half, fresh7 and fresh9, each written before its fix.
  add("classifier-cases-r10", 1, ABOUT_R10, own);
  add("classifier-cases-r10", 0, HONEST_R10, own);
  return out;
}

/** The site's technical texts, by source: honest unless the rules flag a sentence of theirs. */
export const SITE_SOURCES: [string, Record<string, unknown>[]][] = [
  ["site:topics", [topics]],
  ["site:guide", [guide]],
  ["site:subjects", [subjectsGates, subjectsParts]],
  ["site:blog", [blog]],
  // The place pages' texts: neighbourhoods, streets' slopes, weather, what the gates there are
  // like; the sentences spoken as the company ("onde mais atendemos") are left out by the trainer.
  ["site:locations", [locations]],
  // The local generator's pages (no AI key): its own template text — headings, link labels such as
  // "Página do bairro: Portão automático em Santana." — for the batch creator's titles.
  ["site:generator", [{ pages: batchTitles.flatMap((t) => htmlSentences(generateLocalPageHtml(t, 50).html)) }]],
];

/** How many labelled sentences and a hash of them and their labels: the model's `trainedOn`. */
export function fingerprint(list: readonly LabelledSentence[]): string {
  const hash = createHash("sha256")
    .update(list.map((e) => `${e.batch} ${e.label} ${e.text}`).join("\n"))
    .digest("base64url")
    .slice(0, 8);
  return `${list.length} ${hash}`;
}
