// Trains the claims check's learned layer (app/lib/claims/model.ts) and measures how it generalises.
//   npx tsx scripts/claims-model.ts            leave-one-batch-out table, then writes
//                                              app/lib/claims/claims-model.ts (trained on every batch)
//   npx tsx scripts/claims-model.ts --eval     the table only
//   npx tsx scripts/claims-model.ts --write    the model only (no table)
// Data: every labelled batch of sentences (tests/unit/business-corpus/*, the development sets, the
// lying model's), each file a batch; plus honest sentences harvested from the site's technical
// texts (content/topics, guide, generator subjects, blog, place pages) that the rules leave standing
// and that do not speak as or of the company, which are
// never left out (not a batch anyone wrote for this). Sentences about the business that agree with
// a confirmed claim are kept out of training (the model never overrides an agreeing sentence).
// The threshold of each fold is chosen on its training batches only (their own leave-one-batch-out
// scores): the lowest at which rules OR model flag at most TARGET of their honest sentences.
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { maskPlaces } from "../app/lib/claims/business";
import { type ModelGate, clearable, modelGate, readByRules, sentencesOf } from "../app/lib/claims/claims-check";
import { bucketsOf, featuresOf } from "../app/lib/claims/model";
import { proseOf } from "../config/builtin-claim-free";
import { fingerprint, labelledSentences, SITE_SOURCES } from "./claims-model-data";
import { CONFIRMED_FACTS, UNCONFIRMED_FACTS } from "../tests/support/claim-facts";

// 14 bits, L2 1e-5, 150 epochs (round 10, with dev11, fresh7 and fresh9 in the batches): the
// leave-one-batch-out table caught 2548/2617 business sentences against 2538 at 13 bits, 1e-4 and
// 60 epochs, with the same 68/1979 honest flagged; of the 106 the rules miss and the model may
// flag, 70 against 60. (The word pairs, ~23,000 of them, crowded 8,192 buckets; at 1e-4 the L2 held
// back the rare words that tell a business fragment.) On recall10's rules, with its cases as a batch:
// 2625/2660 against 2614/2660, honest 16/2043 both, site texts left out 79/1905 against 80. No better, each on that base: the first word
// and first pair, the head noun of the opening phrase and the word after it, finite verb or none,
// first-person verbs, words after a negation, word pairs skipping one (worse: 2544, 2536 at 13 bits),
// two hashes per feature (2526), open examples weighted x3, honest weighted x2, 100 or 300 epochs.
// Round 11 (dev12 and dev13 in the batches, measured once before): the model speaks at more gates
// (claims-check.ts modelGate), each with its threshold. Of the 137 business sentences the rules
// miss, 24 fell where it never spoke: read as advice or the market's 13, the plain trade 4 ("Atendemos
// Santo André, São Bernardo e São Caetano."), under six words 3, agreeing on one side 4 (never
// opened). Leave-one-batch-out, main's gate → a threshold per gate, the gate as a feature, the
// honest look-alikes (read as advice or the market's) weighted x3 in training: business 3096/3154 →
// 3100/3154 (the plain trade 1, the open gate +3), honest 31/2427 → 32/2427, the site's texts left
// out 82 → 79/1905, the site's own "we" sentences 0/31 (they bound the new gates' thresholds;
// without them the plain gate, its threshold the open one's, and the short one flagged 14 of the
// site's sentences, "Atendemos todos os bairros."). Each part alone: the gates without the gate
// feature 3098, honest 31, site 82; with it, unweighted, 3101, honest 31, site 84 (+2 by the open
// gate). The advice gate stays closed: opened, it caught 0 of its 13 and flagged 3 honest
// look-alikes of classifier-cases-r10 (left out, the other batches set its threshold at 4.8).
const BITS = Number(process.env.BITS ?? 14);
// Honest sentences the MODEL adds to the rules' flags on the training folds' own left-out scores:
// the issue's ceiling is 2 % and the rules alone flagged up to 3 % of an unseen honest set (fresh5,
// fresh6 before their classes were fixed), so the model gets ~0.2 % of its own. (It used to be a
// budget for rules OR model: once the measured fresh5/fresh6 joined with the rules' 8 honest flags,
// every fold's budget was negative and the model never flagged.) At 0.5 % the leave-one-batch-out
// recall was the same (1503/1511) but the thresholds fell to ~0.9, the site's texts left out were
// flagged 67/1605 against 28 at 0.2 %, and short titles with a random word were flagged (11 in
// 300 against 0): 0.2 %.
// Ninth session, round 18: with fresh29 and fresh31 (a seller's own "I", customers' notes in the
// first person) among the honest sentences the 0.2 % open threshold rose from 1.70 to 2.33 and the
// out-of-batch business caught fell by 32; at 0.3 % it is 1.59: business 9,461 → 9,493/9,673, honest
// 181 → 189/7,398 (out of batch, thresholds chosen on the same scores). 0.3 %.
const TARGET = Number(process.env.TARGET ?? 0.003);
// The gates other than "open" (claims-check.ts modelGate: short sentences, the plain trade, advice):
// each gets the lowest threshold, never under the open one, at which at most EXTRA of the honest
// hand-written sentences, and none of the site's own texts, of that gate pass on the training folds.
const EXTRA = Number(process.env.EXTRA ?? 0);
// Advice and the market ("general") stays closed (see above).
const CLOSED_GATES = (process.env.GATES ?? "short,plain").split(",").filter(Boolean) as ModelGate[];
const GATES: ModelGate[] = ["open", "short", "plain", "general"];
// "clear": a sentence the rules flagged only for its topics' words, with no one of the business in
// it (claims-check.ts clearable), stands when the model scores it under this threshold: the highest
// at which at most CLEAR_TARGET of the business sentences of the training folds would be cleared,
// and never above CLEAR_MAX (a sentence the model leans to call the business's is never cleared).
type Thresholds = Record<ModelGate | "clear", number>;
const CLEAR_TARGET = Number(process.env.CLEAR_TARGET ?? 0.001);
const CLEAR_MAX = Number(process.env.CLEAR_MAX ?? -1);
const L2 = Number(process.env.L2 ?? 1e-5);
const EPOCHS = Number(process.env.EPOCHS ?? 150);
// The honest sentences the rules read as advice or the market's (the look-alikes), weighted.
const LOOKALIKE_WEIGHT = Number(process.env.LOOKALIKE_WEIGHT ?? 3);
// A file to write every left-out example's score and threshold to (for reading the errors).
const DUMP = process.env.DUMP;
const dump: object[] = [];

interface Example {
  text: string;
  batch: string;
  /** 1: about the business, no confirmed claim backs it; 0: honest; -1: about the business, agreeing. */
  label: 1 | 0 | -1;
  /** The rules flag it with the launch claims confirmed / with none. */
  rc: boolean;
  ru: boolean;
  /** Where the model may add a flag with them confirmed / with none (claims-check.ts modelGate), or null. */
  gc: ModelGate | null;
  /** The rules' flag with them confirmed / with none may be cleared by the model (claims-check.ts clearable). */
  kc: boolean;
  ku: boolean;
  gu: ModelGate | null;
  /** The rules alone flag it (business: confirmed AND none; honest: either; agreeing: confirmed). */
  rules: boolean;
  /** The model could change the verdict. */
  open: boolean;
  buckets: number[];
}

/** Flagged by rules OR model (`m`: the model's verdict), counted as the corpus tests count. */
function flagged(e: Example, s: number, t: Thresholds): boolean {
  const c = e.rc ? !(e.kc && s < t.clear) : e.gc !== null && s >= t[e.gc];
  const u = e.ru ? !(e.ku && s < t.clear) : e.gu !== null && s >= t[e.gu];
  return e.label === 1 ? c && u : e.label === 0 ? c || u : c;
}

const ALL_CLOSED = {
  ...Object.fromEntries(GATES.map((g) => [g, Number.POSITIVE_INFINITY])),
  clear: Number.NEGATIVE_INFINITY,
} as Thresholds;
const ALL_OPEN = {
  ...Object.fromEntries(GATES.map((g) => [g, Number.NEGATIVE_INFINITY])),
  clear: Number.POSITIVE_INFINITY,
} as Thresholds;

function example(text: string, batch: string, label: 1 | 0 | -1, confirmed = CONFIRMED_FACTS): Example {
  const c = readByRules(text, confirmed);
  const u = readByRules(text, UNCONFIRMED_FACTS);
  // The model's input and gate, as checkSentence reads them (the agreeing findings need confirmed facts).
  const gc = modelGate(c, text);
  const gu = modelGate(u, text);
  const m = maskPlaces(u.raw, u.low, UNCONFIRMED_FACTS.servedPlaces);
  const buckets = u.about ? bucketsOf(featuresOf(m.raw, m.low, u.about, gu ?? gc ?? "open"), BITS) : [];
  const kc = clearable(c, text);
  const ku = clearable(u, text);
  const e = { text, batch, label, rc: c.checked.removed, ru: u.checked.removed, gc, gu, kc, ku, buckets };
  const rules = flagged({ ...e, rules: false, open: false }, 0, ALL_CLOSED);
  return { ...e, rules, open: flagged({ ...e, rules, open: false }, 0, ALL_OPEN) !== rules };
}

function labelled(): Example[] {
  return labelledSentences().map((l) => example(l.text, l.batch, l.label, l.confirmed));
}

/**
 * Honest sentences of the site's technical texts that the rules leave standing (never in the open
 * gate's threshold), and apart, those spoken as or of the company ("Atendemos todos os bairros."):
 * the model must not learn that "we" sentences are honest, so these are never trained on, but no
 * gate other than the open one may flag them (the place pages' plain trade, chooseThresholds).
 */
function harvested(): { site: Example[]; own: Example[] } {
  const seen = new Set<string>();
  const all = SITE_SOURCES.flatMap(([batch, modules]) =>
    proseOf(modules)
      .flatMap((t) => sentencesOf(t.replace(/<[^>]+>/g, " ")).map((s) => s.trim()))
      .filter((s) => s.length > 20 && !seen.has(s) && seen.add(s))
      .sort()
      .map((s) => ({ s, batch, subject: readByRules(s, UNCONFIRMED_FACTS).about?.subject ?? null })),
  );
  const of = (list: typeof all) => list.map((x) => example(x.s, x.batch, 0)).filter((e) => !e.rules);
  return { site: of(all.filter((x) => x.subject === null)), own: of(all.filter((x) => x.subject !== null)) };
}
const isSite = (e: Example) => e.batch.startsWith("site:");
/** The gate that decides whether the model may catch a business sentence the rules miss (both sides must flag it). */
const gateName = (e: Example) => (e.rc ? e.gu : e.ru ? e.gc : e.gc === e.gu ? e.gc : `${e.gc}|${e.gu}`) ?? "closed";

interface Model {
  w: Float64Array;
  bias: number;
}

/** Logistic regression, full batch, Adagrad, classes weighted to count equally. Deterministic. */
function train(data: Example[]): Model {
  const xs = data.filter((e) => e.label !== -1);
  const pos = xs.filter((e) => e.label === 1).length;
  const neg = xs.length - pos;
  const size = 1 << BITS;
  const w = new Float64Array(size);
  const g2 = new Float64Array(size);
  let bias = 0;
  let b2 = 0;
  const rate = 0.3;
  const grad = new Float64Array(size);
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    grad.fill(0);
    let gb = 0;
    for (const e of xs) {
      let z = bias;
      for (const b of e.buckets) z += w[b]!;
      const p = 1 / (1 + Math.exp(-z));
      const weight =
        (e.label === 1 ? xs.length / (2 * pos) : xs.length / (2 * neg)) *
        (e.label === 0 && (e.gc === "general" || e.gu === "general") ? LOOKALIKE_WEIGHT : 1);
      const d = (p - e.label) * weight;
      gb += d;
      for (const b of e.buckets) grad[b]! += d;
    }
    for (let i = 0; i < size; i++) {
      const g = grad[i]! / xs.length + L2 * w[i]!;
      if (g === 0) continue;
      g2[i]! += g * g;
      w[i]! -= (rate * g) / Math.sqrt(g2[i]! + 1e-8);
    }
    gb /= xs.length;
    b2 += gb * gb;
    bias -= (rate * gb) / Math.sqrt(b2 + 1e-8);
  }
  return { w, bias };
}

const score = (m: Model, e: Example) => e.buckets.reduce((z, b) => z + m.w[b]!, m.bias);

/** Each example's score by a model trained without its batch (harvested sentences always trained on). */
function outOfBatch(data: Example[], batches: string[]): Map<Example, number> {
  const out = new Map<Example, number>();
  for (const b of batches) {
    const m = train(data.filter((e) => e.batch !== b));
    for (const e of data) if (e.batch === b) out.set(e, score(m, e));
  }
  return out;
}

/** Strictly above the (budget+1)-th highest of these honest scores: at most `budget` of them pass. */
function above(scores: number[], budget: number): number {
  const sorted = scores.sort((a, b) => b - a);
  if (budget < 0) return Number.POSITIVE_INFINITY;
  return sorted.length > budget ? sorted[budget]! + 1e-9 : Number.NEGATIVE_INFINITY;
}

/**
 * The open gate's threshold: the lowest at which the model adds at most TARGET of the honest
 * hand-written sentences to the rules' flags. Each other gate's: never under it, and the lowest at
 * which at most EXTRA of them and none of the site's texts of that gate pass.
 */
function chooseThresholds(scores: Map<Example, number>, ownScores: Map<Example, number>): Thresholds {
  const keys = [...scores.keys()];
  const honest = keys.filter((e) => e.label === 0 && !isSite(e));
  const at = (g: ModelGate, list: Example[]) =>
    list.filter((e) => !e.rules && (e.gc === g || e.gu === g)).map((e) => scores.get(e)!);
  const open = at("open", honest);
  const t = {
    ...ALL_CLOSED,
    open: open.length === 0 ? Number.POSITIVE_INFINITY : above(open, Math.floor(TARGET * honest.length)),
  };
  // The clear threshold: under the (budget+1)-th lowest score of the clearable business sentences.
  const business = keys.filter((e) => e.label === 1);
  const clearableBusiness = business
    .filter((e) => (e.rc && e.kc) || (e.ru && e.ku))
    .map((e) => scores.get(e)!)
    .sort((a, b) => a - b);
  const budget = Math.floor(CLEAR_TARGET * business.length);
  t.clear = Math.min(clearableBusiness[budget] ?? CLEAR_MAX, CLEAR_MAX);
  const site = keys.filter((e) => e.label === 0 && isSite(e));
  const ownAt = (g: ModelGate) => [...ownScores].filter(([e]) => e.gc === g || e.gu === g).map(([, s]) => s);
  for (const g of CLOSED_GATES) {
    const own = Math.max(
      above(at(g, honest), Math.floor(EXTRA * honest.length)),
      above(at(g, site), 0),
      above(ownAt(g), 0),
    );
    t[g] = Math.max(t.open, own);
  }
  return t;
}

const flags = (e: Example, s: number, t: Thresholds) => flagged(e, s, t);
const showT = (t: Thresholds) =>
  [...GATES, "clear" as const]
    .map((g) => (Number.isFinite(t[g]) ? t[g].toFixed(2) : t[g] > 0 ? "-" : "all").padStart(5))
    .join(" ");
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(1)} %`;

/** The site's own "we" sentences' scores by a model (never trained on them). */
const ownScoresBy = (m: Model) => new Map(own.map((e) => [e, score(m, e)]));

function evaluate(hand: Example[], site: Example[]): { thresholds: Thresholds } {
  const all = [...hand, ...site];
  const batches = [...new Set(all.map((e) => e.batch))];
  const rows: string[] = [];
  const tot = { bus: 0, rules: 0, both: 0, hon: 0, hRules: 0, hBoth: 0, agr: 0, aBoth: 0 };
  const alone = { bus: 0, hon: 0, missed: 0, missedCaught: 0 };
  const byGate: Record<string, { missed: number; caught: number }> = {};
  let ownFlagged = 0;
  const siteTot = { hon: 0, hRules: 0, hBoth: 0 };
  for (const left of batches) {
    const trainSet = all.filter((e) => e.batch !== left);
    const inner = outOfBatch(
      trainSet,
      batches.filter((b) => b !== left),
    );
    const m = train(trainSet);
    const t = chooseThresholds(inner, ownScoresBy(m));
    ownFlagged = Math.max(ownFlagged, own.filter((e) => flags(e, score(m, e), t)).length);
    const test = all.filter((e) => e.batch === left);
    const bus = test.filter((e) => e.label === 1);
    const hon = test.filter((e) => e.label === 0);
    const agr = test.filter((e) => e.label === -1);
    if (DUMP)
      for (const e of test)
        dump.push({
          batch: left,
          text: e.text,
          label: e.label,
          rules: e.rules,
          gc: e.gc,
          gu: e.gu,
          score: score(m, e),
          t,
        });
    const n = {
      bus: bus.length,
      rules: bus.filter((e) => e.rules).length,
      both: bus.filter((e) => flags(e, score(m, e), t)).length,
      hon: hon.length,
      hRules: hon.filter((e) => e.rules).length,
      hBoth: hon.filter((e) => flags(e, score(m, e), t)).length,
      agr: agr.length,
      aBoth: agr.filter((e) => flags(e, score(m, e), t)).length,
    };
    if (left.startsWith("site:")) for (const k of Object.keys(siteTot) as (keyof typeof siteTot)[]) siteTot[k] += n[k];
    else for (const k of Object.keys(tot) as (keyof typeof tot)[]) tot[k] += n[k];
    if (!left.startsWith("site:")) {
      alone.bus += bus.filter((e) => score(m, e) >= t.open).length;
      alone.hon += hon.filter((e) => score(m, e) >= t.open).length;
      alone.missed += bus.filter((e) => !e.rules).length;
      alone.missedCaught += bus.filter((e) => !e.rules && flags(e, score(m, e), t)).length;
      for (const e of bus.filter((x) => !x.rules)) {
        const g = gateName(e);
        const k = byGate[g] ?? { missed: 0, caught: 0 };
        k.missed++;
        if (flags(e, score(m, e), t)) k.caught++;
        byGate[g] = k;
      }
    }
    rows.push(
      `  ${left.padEnd(20)} t=${showT(t)}  business ${`${n.rules}/${n.bus}`.padStart(8)} → ${`${n.both}/${n.bus}`.padStart(8)}` +
        `   honest ${`${n.hRules}/${n.hon}`.padStart(6)} → ${`${n.hBoth}/${n.hon}`.padStart(6)}` +
        (n.agr ? `   agreeing flagged (confirmed) ${n.aBoth}/${n.agr}` : ""),
    );
  }
  console.log(
    `Leave-one-batch-out (${BITS} bits, target ${TARGET * 100} % honest on training folds), rules alone → rules OR model:\n${rows.join("\n")}\n` +
      `  all            business ${tot.rules}/${tot.bus} (${pct(tot.rules, tot.bus)}) → ${tot.both}/${tot.bus} (${pct(tot.both, tot.bus)})` +
      `   honest ${tot.hRules}/${tot.hon} (${pct(tot.hRules, tot.hon)}) → ${tot.hBoth}/${tot.hon} (${pct(tot.hBoth, tot.hon)})   agreeing ${tot.aBoth}/${tot.agr}`,
  );
  console.log(
    `  the site's technical texts (never in a fold's threshold): honest flagged ${siteTot.hBoth}/${siteTot.hon} (${pct(siteTot.hBoth, siteTot.hon)})`,
  );
  console.log(
    `  the site's own "we" sentences (never trained on): at most ${ownFlagged}/${own.length} flagged in a fold`,
  );
  console.log(
    `  the model alone at each fold's open threshold: business ${alone.bus}/${tot.bus} (${pct(alone.bus, tot.bus)}), honest ${alone.hon}/${tot.hon}; of the business sentences the rules miss: ${alone.missedCaught}/${alone.missed}`,
  );
  console.log(
    `  the business sentences the rules miss, by gate (open, short, plain, general; closed: flagged or agreeing on one side, under three words), caught: ${Object.entries(
      byGate,
    )
      .map(([g, k]) => `${g} ${k.caught}/${k.missed}`)
      .join(", ")}`,
  );
  if (DUMP) writeFileSync(DUMP, JSON.stringify(dump));
  // The shipped threshold: chosen the same way on every batch's out-of-batch score.
  return { thresholds: chooseThresholds(outOfBatch(all, batches), ownScoresBy(train(all))) };
}

const all = labelled();
const { site, own } = harvested();
console.log(
  `batches: ${[...new Set(all.map((e) => e.batch))].join(", ")}; ${all.filter((e) => e.label === 1).length} business, ${all.filter((e) => e.label === 0).length} honest, ${all.filter((e) => e.label === -1).length} agreeing; ${site.length} honest sentences of the site's texts, ${own.length} spoken as the company`,
);
// --write: no table, only the shipped model (its thresholds from every batch's out-of-batch scores).
/** --write: the shipped thresholds, chosen on every batch's out-of-batch scores, and what those scores give with them. */
function shipped(): { thresholds: Thresholds } {
  const oob = outOfBatch([...all, ...site], [...new Set([...all, ...site].map((e) => e.batch))]);
  const t = chooseThresholds(oob, ownScoresBy(train([...all, ...site])));
  const bus = all.filter((e) => e.label === 1);
  const hon = all.filter((e) => e.label === 0);
  const f = (e: Example, th: Thresholds) => flagged(e, oob.get(e)!, th);
  const noClear = { ...t, clear: Number.NEGATIVE_INFINITY };
  console.log(
    `out of batch, thresholds ${showT(t)} chosen on the same scores (optimistic; --eval for the honest table): ` +
      `business ${bus.filter((e) => f(e, t)).length}/${bus.length}, honest ${hon.filter((e) => f(e, t)).length}/${hon.length}; ` +
      `without clearing: business ${bus.filter((e) => f(e, noClear)).length}, honest ${hon.filter((e) => f(e, noClear)).length}`,
  );
  return { thresholds: t };
}
const { thresholds } = process.argv.includes("--write") ? shipped() : evaluate(all, site);
// The int8 weights move a score by up to ~0.1 logit: a gate whose threshold stands just above the
// highest honest or site sentence of it would let that sentence through ("Atendemos todos os
// bairros." scored 4.834 against 4.831), so those thresholds are raised by a margin when shipped.
const INT8_MARGIN = 0.25;
for (const g of CLOSED_GATES) if (thresholds[g] > thresholds.open) thresholds[g] += INT8_MARGIN;
// The same margin keeps the int8 model from clearing a sentence the float one would not.
thresholds.clear -= INT8_MARGIN;
if (!process.argv.includes("--eval")) {
  const model = train([...all, ...site]);
  const max = Math.max(...model.w.map(Math.abs));
  const scale = max / 127;
  const q = Int8Array.from(model.w, (x) => Math.round(x / scale));
  const weights = Buffer.from(q.buffer).toString("base64");
  const siteFlagged = site.filter((e) => flagged(e, quantScore(q, scale, model.bias, e), thresholds));
  const ownFlagged = own.filter((e) => flagged(e, quantScore(q, scale, model.bias, e), thresholds));
  const differ = [...all, ...site].filter(
    (e) =>
      flagged(e, score(model, e), thresholds) !==
      flagged(e, quantScore(q, round(scale), round(model.bias), e), thresholds),
  ).length;
  const bus = all.filter((e) => e.label === 1);
  const hon = all.filter((e) => e.label === 0);
  const q8 = (e: Example) => flagged(e, quantScore(q, round(scale), round(model.bias), e), thresholds);
  console.log(
    `shipped (trained on every batch; in-sample, not a measure): thresholds ${showT(thresholds)}, business ${bus.filter(q8).length}/${bus.length}, honest ${hon.filter(q8).length}/${hon.length}, site texts ${siteFlagged.length}/${site.length}, the site's "we" sentences ${ownFlagged.length}/${own.length}; int8 against float: ${differ} verdicts differ`,
  );
  const out = new URL("../app/lib/claims/claims-model.ts", import.meta.url);
  writeFileSync(
    out,
    `// Generated by scripts/claims-model.ts from the labelled batches of sentences: do not edit.
// bits: hashed buckets (2^bits); weights: one int8 per bucket, base64; scale: a weight unit's logit;
// thresholds: the logit from which a sentence is flagged, by gate (claims-check.ts modelGate; null:
// the model never speaks there); trainedOn: examples and their hash.
export const CLAIMS_MODEL: {
  bits: number;
  scale: number;
  bias: number;
  thresholds: Record<"open" | "short" | "plain" | "general" | "clear", number | null>;
  trainedOn: string;
  weights: string;
} = ${JSON.stringify({ bits: BITS, scale: round(scale), bias: round(model.bias), thresholds: Object.fromEntries([...GATES, "clear" as const].map((g) => [g, Number.isFinite(thresholds[g]) ? round(thresholds[g]) : null])), trainedOn: fingerprint(labelledSentences()), weights })};
`,
  );
  execFileSync("npx", ["biome", "format", "--write", out.pathname], { stdio: "inherit" });
}

function quantScore(q: Int8Array, scale: number, bias: number, e: Example): number {
  return bias + e.buckets.reduce((z, b) => z + q[b]!, 0) * scale;
}
function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
