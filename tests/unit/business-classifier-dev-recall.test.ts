// The claims check on the "recall" development set (tests/unit/business-corpus/dev-recall.ts):
// sentences written by the tuner before reading the rules, in a copywriter's indirect voice.
// Fails below RECALL of the sentences about the business flagged (with the launch claims
// confirmed and with none) or above HONEST_FLAGGED of the honest sentences flagged.
//
// Figures (BUSINESS 94 + 25 + 20 + 20 + 20 + 15 + 10 + 10, HONEST 62 + 15 + 15 + 10 + 10 + 20 + 30 + 10), a sentence counted flagged only when it is with the launch
// claims confirmed AND with none (honest: flagged in either):
//   before any rule change (main at 9261eb5): recall 76.6 % (72/94), honest flagged 3/62 (4.8 %)
//     ("como o litoral, a maresia…", "gastam mais rápido do que as de metal", "quase sempre indicam")
//   after round 1 (classes: the work or team praised — a service noun and a service's quality;
//     customers as a group renewing, recommending, served for a time; the company's age in words
//     and "tempo de estrada"; availability — a free slot, someone always on call; an answer before
//     the reader expects it; "lado a lado com"; a reach over every place of a region; grammar:
//     "desta casa", "o nome da casa", "a casa nasceu"; honest: the coast named for its climate,
//     two kinds of a part compared, "quase sempre"): 94/94 and 0/62 — written against this set,
//     so coverage, not generalisation. Held-out stayed 109/116 (0/68), fresh3 26/31.
//   round 2 (25 business, 15 honest, written after round 1, measured untouched): 16/25 (64 %),
//     honest 0/15 — the estimate of round 1 on wordings it was not written for; after round 2
//     (awards as a title won or an homage; demand as reputation — the phone that does not stop,
//     fans, the neighbours' answer; the time from the call to the gate working, a completion the
//     confirmed reply time does not back; a price praised without a figure; who founded the
//     company; calls answered late at night; "quem liga … é atendido"): 119/119 and 0/77.
//     Held-out stayed 109/116 (0/68), fresh3 26/31.
//   rejected: a sentence naming no word of the trade, giving no advice, as about the business
//     (fresh3 26 -> 28/31, held-out unchanged at 109, but held-out honest 0 -> 7/68 and the
//     corpus's 0 -> 6/214: a trade lexicon is never complete).
//   round 3 (20 business, 15 honest, written after round 2, measured untouched): 16/20 (80 %),
//     honest 2/15 ("luz de cortesia" read as a gift; "trocar só a placa sai mais em conta" as a
//     price); after round 3 (covered "por/durante" a time as a warranty; what shows "nos
//     comentários"; someone leaving "assim que" the reader calls; prices frozen until a date;
//     "luz de cortesia"; an infinitive's comparison of costs as general advice): 139/139, 0/92.
//   round 4 (20 business in the brief's general classes, 10 honest, written after round 3,
//     measured untouched): 10/20 (50 %), honest 2/10 ("o cliente deve testar…", "Aqui vale um
//     alerta: …"); after round 4 (a span "desde a primeira…"; the company set above unnamed
//     others — "igual a esse", "entre as opções da zona sul", "melhor que isso, só"; a service's
//     price in words without a currency; opening hours in words, open on weekends too; customers
//     who stay, call "para cá", come "por indicação"; an anniversary is an exact age, not a lower
//     bound; the customer told what he must do is advice; "aqui vale um alerta" is a guide's
//     "here"): 159/159, 0/102.
//   round 5 (20 business, 10 honest, written after round 4, measured untouched): 14/20 (70 %),
//     every contradiction of a confirmed claim caught; honest 1/10 ("o raio de alcance do
//     controle" read as the company's reach); after round 5 (reviews on a network, word of mouth
//     "passa adiante", "fala por si"; a price belittled; a certificate of merit, the company's
//     people tested before they work; a head count of people at work; "raio de" only of a
//     reach): 179/179, 0/112.
//   round 6 (15 business, 20 honest near-misses of the new classes, written after round 5,
//     measured untouched): 8/15 (53 %), honest 1/20 ("todos os técnicos devem usar luvas", read
//     as the company by a rule older than these rounds; none of the new classes over-reached);
//     after round 6 (the neighbourhood knows whom to call, few others "com esse cuidado", the
//     share of returning customers; someone "aí" at the reader's place; a price that does not
//     weigh on the pocket; peace of mind for a time and a service's term in writing; every part
//     of a city reached; the trade's people with a duty — "devem", "precisa" — are anyone's):
//     194/194, 0/132.
//   round 7 (10 business, 30 ordinary guide sentences, written after round 6, measured
//     untouched): 5/10 (50 %), honest 0/30; after round 7 (the time between the first contact
//     and the technician; the trade handed down in a family; nothing like it in a region; a
//     replacement "sem discussão"; a reach "fora da cidade"): 204/204, 0/162.
//   round 8 (10 business, 10 honest, written after round 7, measured untouched): 3/10 (30 %),
//     honest 0/10; after round 8 (conversion as reputation, the company set above those that
//     work in a place; every message answered; no hidden terms, a closed price; how it all
//     began; premises counted, all the demand met): 214/214, 0/172.
//   Untouched rounds summed (2 to 8): 72/120 business caught (60 %), 6/110 honest flagged
//     (5.5 %; 6/70 among near-misses, 0/40 in plain guide text): on wordings nobody here has
//     written, expect well below the 98 % — each round's misses were new wordings of known kinds.
import { describe } from "vitest";
import { devSetTests } from "../support/dev-set";
import * as set from "./business-corpus/dev-recall";

// A ratchet at the figures reached: raise it with every rule change.
describe("the claims check on the recall development set", () => {
  devSetTests("Dev-recall", set, { recall: 0.98, honestFlagged: 0.02, minBusiness: 80, minHonest: 60 });
});
