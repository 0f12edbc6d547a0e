// The claims check: which sentences of a text the site did not get from the seller (AI answers,
// batch and technical pages, imports) state a fact of a checkable kind — a rating, a review or
// testimonial, a named person, a price, a warranty, a response, arrival or installation time, the
// company's age, a customer count, 24h service, instalments, an address, a phone number, a place
// outside the served area, a "the best/only/first" superlative — and whether the seller's
// confirmed claims ("Ofertas e garantias", content/claims.ts) back it.
//
// A sentence is kept only when every fact it states agrees with a confirmed claim; a fact with no
// confirmed claim behind it (or a kind the seller cannot confirm: ratings, people, addresses,
// superlatives) removes it. When in doubt it removes: a missing sentence costs the page a little,
// an invented one misleads a customer (CDC art. 37) and breaks Google's spam policies.
import { fold } from "@content/text";
import { address, elsewhere, person, phone, rating, statistic, superlative, testimonial } from "./invented-rules";
import {
  companyAge,
  customers,
  emergency,
  installTime,
  instalments,
  price,
  responseTime,
  services,
  warranty,
} from "./confirmed-rules";
import type { CheckedSentence, ClaimFacts, Finding, Rule, Sentence } from "./rule-kit";

export type { CheckedSentence, ClaimFacts, ClaimKind, Finding } from "./rule-kit";

const RULES: Rule[] = [
  rating,
  testimonial,
  person,
  address,
  phone,
  superlative,
  statistic,
  warranty,
  responseTime,
  installTime,
  companyAge,
  customers,
  emergency,
  instalments,
  price,
  services,
  elsewhere,
];

/** Every checkable fact a sentence states, with its verdict. */
export function checkSentence(sentence: string, facts: ClaimFacts): CheckedSentence {
  const s: Sentence = { raw: sentence, low: fold(sentence) };
  // The company may name itself: its name is not a person or a place.
  if (facts.companyName) {
    s.raw = s.raw.split(facts.companyName).join("a empresa");
    s.low = s.low.split(fold(facts.companyName)).join("a empresa");
  }
  const findings = RULES.map((rule) => rule(s, facts)).filter((x): x is Finding => x !== null);
  return { sentence, findings, removed: findings.some((x) => x.verdict === "remove") };
}

/** Sentences of plain text, split after '.', '!' or '?' before a capital, a quote or a digit. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+(?=[A-ZÀ-ÖØ-Þ<"“0-9])/u).filter((t) => t.trim() !== "");
}

/** Plain text checked sentence by sentence. */
export function checkText(text: string, facts: ClaimFacts): CheckedSentence[] {
  return sentencesOf(text).map((s) => checkSentence(s, facts));
}
