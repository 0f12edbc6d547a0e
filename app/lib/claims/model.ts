// The learned layer of the claims check: a logistic score, trained offline (scripts/claims-model.ts)
// on every labelled batch of sentences, that a sentence the rules let stand still speaks about the
// business. It adds flags (claims-check.ts), never overrides a sentence the rules found agreeing
// with a confirmed claim, and clears only a flag the rules raised on a topic's words alone, with no
// one of the business in the sentence, when it scores it far below any business sentence
// (claims-check.ts clearable; docs/decisions/2026-11-30-learned-layer-clears-topic-only-flags.md).
// Pure and deterministic: hashed features (words, word pairs, word endings such as "-amos",
// "-emos", the grammar and meaning the rules computed),
// one int8 weight per bucket of CLAIMS_MODEL (claims-model.ts, generated).
import { aboutFeatures } from "./about";
import type { AboutBusiness } from "./business";
import type { ModelGate } from "./claims-check";
import { CLAIMS_MODEL } from "./claims-model";
import { adviceOpening } from "./grammar";

const TOKEN = /[a-z0-9]+/g;
const DIGITS = /[0-9]+/g;
const NUMBER_WORD =
  /\b(um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|quinze|vinte|trinta|quarenta|cinquenta|cem|cento|duzent\w*|trezent\w*|quinhent\w*|mil|milhares|centenas|dezenas|meia|metade|dobro)\b/;
const SECOND_PERSON = /\b(voce|voces|seu|sua|seus|suas|lhe)\b/;
const CAPITAL_INSIDE = /\s\p{Lu}\p{Ll}/u;
// The market in general or the reader advised: "costuma", "em média", "muitas lojas", "compare".
const GENERAL =
  /\b(costuma\w*|geralmente|em geral|em media|normalmente|tende a|vale a pena|muit[oa]s (lojas|empresas|tecnicos|instaladoras)|a maioria|qualquer|todo (motor|portao)|por lei|direito)\b/;

// A duty, a possibility or a condition: how things go in general ("deve", "pode levar… se…").
const MODAL = /\b(deve|devem|deveria|pode|podem|poderia|precisa|precisam|convem|costuma)\b/;
const CONDITION = /(^|, |\b(e|mas|so) )se\b|\bcaso\b|\bquando\b/;
// Any one of a kind as subject: "Um bom instalador…", "Qualquer motor…".
const GENERIC_SUBJECT = /^\W*(um|uma|qualquer|todo|toda|cada) /;

/** FNV-1a over a string's UTF-16 units: the bucket of a feature (stable across runs and engines). */
export function bucketOf(feature: string, bits: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & ((1 << bits) - 1);
}

/** A sentence's features as strings: `low` folded and place-masked as the rules read it, `about` what they found. */
export function featuresOf(raw: string, low: string, about: AboutBusiness, gate: ModelGate): string[] {
  const words = low.replace(DIGITS, "0").match(TOKEN) ?? [];
  const out: string[] = [];
  let prev = "^";
  for (const w of words) {
    out.push(`w ${w}`, `b ${prev} ${w}`);
    if (w.length >= 5) out.push(`e ${w.slice(-4)}`, `f ${w.slice(-3)}`);
    if (w.length >= 6) for (let i = 0; i + 5 <= w.length; i += 1) out.push(`c ${w.slice(i, i + 5)}`);
    prev = w;
  }
  out.push(`b ${prev} $`, `n ${Math.min(words.length >> 2, 8)}`);
  out.push(`s ${about.subject ?? "-"}`, `gate ${gate}`);
  for (const t of about.topics) out.push(`t ${t}`, `st ${about.subject ?? "-"} ${t}`);
  if (about.person) out.push("g person");
  if (about.speech) out.push("g speech");
  if (about.unknown) out.push("g unknown");
  if (about.plainService) out.push("g plain");
  if (about.negated) out.push("g negated");
  if (/[0-9]/.test(low)) out.push("g digit");
  if (NUMBER_WORD.test(low)) out.push("g number word");
  if (SECOND_PERSON.test(low)) out.push("g you");
  if (adviceOpening(low)) out.push("g advice");
  if (GENERAL.test(low)) out.push("g general");
  if (MODAL.test(low)) out.push("g modal");
  if (CONDITION.test(low)) out.push("g condition");
  if (GENERIC_SUBJECT.test(low)) out.push("g generic subject");
  if (raw.includes("!")) out.push("g !");
  if (raw.includes("?")) out.push("g ?");
  if (CAPITAL_INSIDE.test(raw)) out.push("g capital");
  out.push(...aboutFeatures(raw, low));
  return out;
}

/** The distinct buckets of a sentence's features. */
export function bucketsOf(features: readonly string[], bits: number): number[] {
  return [...new Set(features.map((f) => bucketOf(f, bits)))];
}

let weights: Int8Array | null = null;

/** The model's int8 weights, decoded once per isolate from their base64 string. */
function modelWeights(): Int8Array {
  if (weights) return weights;
  const bytes = atob(CLAIMS_MODEL.weights);
  const w = new Int8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) w[i] = (bytes.charCodeAt(i) << 24) >> 24;
  weights = w;
  return w;
}

/** The logit that a sentence speaks about the business (above its gate's CLAIMS_MODEL.thresholds: flag it). */
export function businessScore(raw: string, low: string, about: AboutBusiness, gate: ModelGate): number {
  const w = modelWeights();
  let sum = 0;
  for (const b of bucketsOf(featuresOf(raw, low, about, gate), CLAIMS_MODEL.bits)) sum += w[b]!;
  return CLAIMS_MODEL.bias + sum * CLAIMS_MODEL.scale;
}
