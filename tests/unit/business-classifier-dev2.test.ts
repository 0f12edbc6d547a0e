// The claims check on development set 2 (tests/unit/business-classifier-dev2.ts): the categories
// the held-out set showed the rules missing, in fresh wordings. Fails below RECALL of the
// sentences about the business flagged (with the launch claims confirmed and with none) or above
// HONEST_FLAGGED of the honest near-misses flagged.
//
// Figures (BUSINESS 65 + 20 + 20, HONEST 36 + 15 + 15), a sentence counted flagged only when it
// is with the launch claims confirmed AND with none (honest: flagged in either):
//   before any rule change (main at 669c732): recall 44.6 % (29/65), honest flagged 8/36 (22.2 %)
//     (a generic warranty's scope, "dividem em parcelas", "leva de três a cinco horas", the CDC's
//     refund, "a peça mais barata", "o valor da parcela", "Aqui, chamamos de …", "pronto no mesmo dia")
//   after (classes of meaning: warranty by other nouns, offers without "R$", arrival and completion
//     promised to "seu portão", colloquial hours, counted work, service by people; grammar: "a casa"
//     and "a organização" as the company, the guide's "Aqui, chamamos de"; a named building or shop
//     that did something is a customer; "Lugar? Só no …" restricts the places; general advice —
//     "muitas lojas", the law, "costuma", a range of times, "pode ficar … se", the reader told to
//     compare — drops the price, instalment, warranty and time findings when no one of the business
//     is spoken of): recall 100 % (65/65), honest flagged 0/36 — the rules were written against
//     this set, so these figures measure coverage, not generalisation (the held-out set does).
//   The corpus (business-corpus.test.ts) stays at 99.4 % recall and 0/214 honest flagged.
//   round 2 (20 business, 15 honest, written after that change and measured before touching the
//     rules again): 16/20 caught (80 %), 3/15 honest flagged (20 %); after a second change (a past
//     verb before the comma of "Ligou de manhã, …", "em menos de N horas" for "seu motor", the
//     price of "seu conserto", "nunca/não robô", "pela metade" only of a price, "vale a pena" and
//     negated general advice): 20/20 and 0/15; the whole set 85/85 and 0/51.
//   round 3 (20 business, 15 honest, written after the second change, measured untouched):
//     15/20 caught (75 %), 2/15 honest flagged (13.3 %) — the best estimate here of how the rules
//     do on wordings they were not written for; after a third change ("sem robô", "seu portão
//     automatizado em quarenta e oito horas", "desde que a rua era de terra", "a loja da família",
//     "o próprio dono", the legal and contractual warranty, a sentence opened by an infinitive as
//     general advice): 19/20 and 0/15; then free installation "em qualquer canto do estado" (beyond
//     the confirmed cities, none named: the rule read it as agreeing) flagged by the rule: 20/20.
//   The whole set after the third change: 105/105 caught, 0/66 honest flagged.
import { describe } from "vitest";
import { devSetTests } from "../support/dev-set";
import * as set from "./business-classifier-dev2";

// A ratchet at the figures reached: raise it with every rule change.
describe("the claims check on development set 2", () => {
  devSetTests("Dev2", set, { recall: 0.95, honestFlagged: 0.02, minBusiness: 60, minHonest: 30 });
});
