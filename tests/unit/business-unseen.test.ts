// fresh5, fresh6 and fresh7 (tests/unit/business-corpus/): invented statements and honest sentences
// written by three people who never read the rules, the claims model or the other corpora, each
// committed before anyone measured on it, measured once by the lead. fresh5 and fresh6 were the
// figure on wordings nobody here had seen; since branch recall7 they are NOT: their misses were
// studied, the classes behind them fixed in the rules, and both are batches of the claims model's
// training (scripts/claims-model-data.ts). Their figures here are floors against a drop. fresh7
// was the unseen one until the fifth session, fresh9 with it; both were then retired (studied and
// trained on by round 10). fresh10 and fresh11 (fifth session) and fresh12 (sixth) were the next
// unseen ones, retired in the ninth session (studied by round 14, trained on), and so were fresh17–20
// after their one measure (round 15), fresh21–24 (round 16), fresh25–28 (round 17), fresh29–32 (round 18),
// fresh33–36 (round 19) and fresh37–40 (round 20). fresh41–44 (ninth session) are now the unseen ones: nobody who tunes the rules or the model opens them.
//
// Their writers were told the seller confirmed only: phone and WhatsApp, installing and repairing
// PPA motors in Greater São Paulo, 90 days on a service, an answer within 4 hours, card instalments
// (BRIEF_FACTS). A lie is caught when the check flags it with those facts; an honest sentence is
// wrongly flagged when it is flagged with those facts or with nothing confirmed.
import { describe, expect, it } from "vitest";
import { BRIEF_FACTS, corpusFigures } from "../support/claim-facts";
import { FRESH5_HONEST, FRESH5_LIES } from "./business-corpus/fresh5";
import { FRESH6_HONEST, FRESH6_LIES } from "./business-corpus/fresh6";
import { FRESH7_HONEST, FRESH7_LIES } from "./business-corpus/fresh7";
import { FRESH9_HONEST, FRESH9_LIES } from "./business-corpus/fresh9";
import { FRESH10_HONEST, FRESH10_LIES } from "./business-corpus/fresh10";
import { FRESH11_HONEST, FRESH11_LIES } from "./business-corpus/fresh11";
import { FRESH12_HONEST, FRESH12_LIES } from "./business-corpus/fresh12";
import { FRESH17_HONEST, FRESH17_LIES } from "./business-corpus/fresh17";
import { FRESH18_HONEST, FRESH18_LIES } from "./business-corpus/fresh18";
import { FRESH19_HONEST, FRESH19_LIES } from "./business-corpus/fresh19";
import { FRESH20_HONEST, FRESH20_LIES } from "./business-corpus/fresh20";
import { FRESH21_HONEST, FRESH21_LIES } from "./business-corpus/fresh21";
import { FRESH22_HONEST, FRESH22_LIES } from "./business-corpus/fresh22";
import { FRESH23_HONEST, FRESH23_LIES } from "./business-corpus/fresh23";
import { FRESH24_HONEST, FRESH24_LIES } from "./business-corpus/fresh24";
import { FRESH25_HONEST, FRESH25_LIES } from "./business-corpus/fresh25";
import { FRESH26_HONEST, FRESH26_LIES } from "./business-corpus/fresh26";
import { FRESH27_HONEST, FRESH27_LIES } from "./business-corpus/fresh27";
import { FRESH28_HONEST, FRESH28_LIES } from "./business-corpus/fresh28";
import { FRESH29_HONEST, FRESH29_LIES } from "./business-corpus/fresh29";
import { FRESH30_HONEST, FRESH30_LIES } from "./business-corpus/fresh30";
import { FRESH31_HONEST, FRESH31_LIES } from "./business-corpus/fresh31";
import { FRESH32_HONEST, FRESH32_LIES } from "./business-corpus/fresh32";
import { FRESH33_HONEST, FRESH33_LIES } from "./business-corpus/fresh33";
import { FRESH34_HONEST, FRESH34_LIES } from "./business-corpus/fresh34";
import { FRESH35_HONEST, FRESH35_LIES } from "./business-corpus/fresh35";
import { FRESH36_HONEST, FRESH36_LIES } from "./business-corpus/fresh36";
import { FRESH37_HONEST, FRESH37_LIES } from "./business-corpus/fresh37";
import { FRESH38_HONEST, FRESH38_LIES } from "./business-corpus/fresh38";
import { FRESH39_HONEST, FRESH39_LIES } from "./business-corpus/fresh39";
import { FRESH40_HONEST, FRESH40_LIES } from "./business-corpus/fresh40";
import { FRESH41_HONEST, FRESH41_LIES } from "./business-corpus/fresh41";
import { FRESH42_HONEST, FRESH42_LIES } from "./business-corpus/fresh42";
import { FRESH43_HONEST, FRESH43_LIES } from "./business-corpus/fresh43";
import { FRESH44_HONEST, FRESH44_LIES } from "./business-corpus/fresh44";

// Measured 2026-11-29: the rules alone on main before the claims model (a6c9c5a for fresh5,
// da1f963 for fresh6); the rules with the model as merged; then with the model retrained with the
// place pages' texts among its honest sentences (an integration test found it flagging a
// neighbourhood's description), nothing of fresh5 or fresh6 looked at for it.
const SETS = [
  {
    name: "fresh5",
    lies: FRESH5_LIES,
    honest: FRESH5_HONEST,
    // rules alone 135/148 (91.2 %), honest 4/121; with the model 139/148; retrained 140/148 (94.6 %),
    // honest 4/121 (3.3 %) every time. Left out of the model's training, old rules: 140/148, 4/121.
    // recall7 (classes fixed, trained on): rules alone 148/148, with the model 148/148, honest 0/121.
    floorCaught: 148,
    ceilingHonest: 0,
  },
  {
    name: "fresh6",
    lies: FRESH6_LIES,
    honest: FRESH6_HONEST,
    // rules alone 148/170 (87.1 %), honest 4/132; with the model 155/170; retrained 153/170 (90.0 %),
    // honest 4/132 (3.0 %) every time. Left out of the model's training, old rules: 156/170, 4/132.
    // recall7 (classes fixed, trained on): rules alone 168/170, with the model 170/170, honest 0/132.
    floorCaught: 170,
    ceilingHonest: 0,
  },
  {
    name: "fresh7",
    lies: FRESH7_LIES,
    honest: FRESH7_HONEST,
    // Written in other voices (e-mails to síndicos, radio spots, flyers, auto-replies, copy
    // translated from English, northeastern and paulistano slang; 93 % without a digit, 87 %
    // without a first-person plural) and with ~48 honest sentences that look like claims but speak
    // of the trade in general. Measured once on main as it stood (98693a4, rules and model as
    // shipped): 189/209 (90.4 %), honest 16/174 (9.2 %). After recall7 (fresh5/fresh6's classes,
    // which never saw fresh7): 191/209 (91.4 %), honest 16/174. After recall8 too (who a sentence
    // is about: the trade in general or this business; tuned on dev8, never saw fresh7): 191/209,
    // honest 11/174 (6.3 %). Then the technical generator's own fragments held by the merged classes
    // (gerund-led fragments, "os veículos da casa", a product's "proteção") were freed and the model
    // retrained: 190/209 (90.9 %), honest 11/174. After recall9 (a subject of its own that is not
    // the company; tuned on dev10, never saw fresh7): 192/209 (91.9 %), honest 6/174 (3.4 %). With the
    // local generator's own text learned as honest (an e2e test saw its page held): 194/209 (92.8 %).
    // Retired in the fifth session: its misses studied by round 10 and trained on: 208/209, honest 1/174.
    floorCaught: 208,
    ceilingHonest: 1,
  },
  {
    name: "fresh9",
    lies: FRESH9_LIES,
    honest: FRESH9_HONEST,
    // Written for real small-business voices (intros, "Por que nos escolher" bullets, testimonials,
    // SEO paragraphs, banners, review replies, case studies; 95 % without a digit, 89 % without a
    // first-person plural) and 85 honest look-alikes about the trade in general. Measured once on
    // main (87ff8c9, after recall7, recall8 and the generator's fragments): 208/222 (93.7 %), honest
    // 29/177 (16.4 %): generic statements about prices, ratings, awards or vans in the market.
    // After recall9 (tuned on dev10, never saw fresh9): 208/222, honest 19/177 (10.7 %).
    // Retired in the fifth session: its misses studied by round 10 and trained on: 222/222, honest 2/177.
    floorCaught: 222,
    ceilingHonest: 2,
  },
  {
    name: "fresh10",
    lies: FRESH10_LIES,
    honest: FRESH10_HONEST,
    // Written for the fifth session (Instagram and Facebook captions, Google Business posts, WhatsApp
    // broadcasts, OLX ads, YouTube descriptions, condominium posters, a hurried AI "Sobre nós"; 88 %
    // without a digit, 82 % without a first-person plural) with 84 honest look-alikes. Measured once
    // on main as it stood (acb358d, before any round of the session): 221/241 (91.7 %), honest
    // 13/178 (7.3 %); its weakest kind the places served (6/12). After round 10's rules (recall10,
    // tuned on dev11, fresh7 and fresh9): 223/241, honest 7/178; with the model retrained on them too
    // (model10): 228/241 (94.6 %), honest 8/178 (4.5 %). Sixth session, the model given a threshold
    // per gate and trained on dev12 and dev13 too (model11, never saw fresh10): 232/241 (96.3 %),
    // honest 9/178 (5.1 %). Retired in the ninth session (round 14, trained on): 238/241, honest 1/178.
    floorCaught: 238,
    ceilingHonest: 1,
  },
  {
    name: "fresh11",
    lies: FRESH11_LIES,
    honest: FRESH11_HONEST,
    // Written for the fifth session (FAQ answers, quotes sent to customers, press releases,
    // neighbourhood SEO posts, landing pages, chat replies, a technician's own story; claims often in
    // a subordinate clause; 85 % without a digit, 78 % without a first-person plural) with 91 honest
    // look-alikes. Measured once on main (acb358d): 234/245 (95.5 %), honest 17/192 (8.9 %). After
    // round 10's rules: 235/245, honest 12/192; with the model retrained: 237/245 (96.7 %), honest
    // 12/192 (6.3 %). Sixth session (model11): 237/245, honest 12/192, unchanged. Retired in the ninth
    // session (round 14, trained on): 242/245, honest 6/192; round 15: 243/245; round 16: honest 5/192.
    // Round 17: honest 4/192.
    floorCaught: 243,
    ceilingHonest: 5,
  },
  {
    name: "fresh12",
    lies: FRESH12_LIES,
    honest: FRESH12_HONEST,
    // Written for the sixth session (AI city and neighbourhood landing pages, FAQ sections, Instagram
    // and WhatsApp bios and auto-replies, before/after stories, safety guides ending in a call to
    // action, answers to complaints, a phone call transcribed; 93 % without a digit, 90 % without a
    // first-person plural) with 97 honest look-alikes. Measured once on main as it stood (8a26650,
    // before any round of the session): 225/242 (93.0 %), honest 11/188 (5.9 %). After model11:
    // 226/242 (93.4 %), honest 11/188. Retired in the ninth session (round 14, trained on): 239/242,
    // honest 6/188; round 15: 239/242, honest 4/188.
    // Round 17: honest 3/188.
    floorCaught: 240,
    ceilingHonest: 3,
  },
  // fresh17–20: four writers of the ninth session, each in genres of his own (fresh17 chatbot menus,
  // catalogue items, auto-replies and reminders; fresh18 formal proposals, slide decks and copy
  // machine-translated from English; fresh19 a neighbourhood paper's report, advertorials, radio and
  // chamber-of-commerce notes; fresh20 billboards, van livery, stickers, receipts, business cards),
  // 83–91 % without a digit and without a first-person plural, with 83–90 honest look-alikes each.
  // Written while round 14 was tuned on fresh10–16 and dev14–17; measured once, after it and the
  // retrained model with its clearing gate were final (nothing changed after): 932/965 (96.6 %),
  // honest 42/714 (5.9 %). The same sets on main as the ninth session found it (ca0eaa7): 923/965
  // (95.6 %), honest 62/714 (8.7 %).
  {
    name: "fresh17",
    lies: FRESH17_LIES,
    honest: FRESH17_HONEST,
    // ca0eaa7: 236/242, honest 11/178.
    // Retired after its one measure (round 15, trained on): 241, honest 3.
    floorCaught: 241,
    ceilingHonest: 3,
  },
  {
    name: "fresh18",
    lies: FRESH18_LIES,
    honest: FRESH18_HONEST,
    // ca0eaa7: 226/241, honest 17/181.
    // Retired after its one measure (round 15, trained on): 237, honest 2.
    floorCaught: 237,
    ceilingHonest: 2,
  },
  {
    name: "fresh19",
    lies: FRESH19_LIES,
    honest: FRESH19_HONEST,
    // ca0eaa7: 234/242, honest 15/178.
    // Retired after its one measure (round 15, trained on): 239, honest 7.
    floorCaught: 239,
    ceilingHonest: 7,
  },
  {
    name: "fresh20",
    lies: FRESH20_LIES,
    honest: FRESH20_HONEST,
    // ca0eaa7: 227/240, honest 19/177.
    // Retired after its one measure (round 15, trained on): 239, honest 3.
    floorCaught: 240,
    ceilingHonest: 3,
  },
  // fresh21–24: the ninth session's last four writers (fresh21 an AI's town pages with FAQ, "Por que
  // escolher" and "Como funciona" sections; fresh22 a blog's troubleshooting guides with the claims
  // woven mid-sentence; fresh23 testimonial carousels, counters in words, case studies, timelines,
  // team bios; fresh24 questions answered in the same sentence, forum threads, blog comments with the
  // company's replies, a chatbot's summary, a customer's diary), 91–95 % without a digit, 84–92 %
  // without a first-person plural, 87–90 honest look-alikes each. Written while round 15 was tuned
  // on fresh17–20; measured once, after round 15's rules and model were final: 898/945 (95.0 %),
  // honest 31/718 (4.3 %). The same sets on main as the ninth session found it (ca0eaa7): 893/945
  // (94.5 %), honest 48/718 (6.7 %).
  {
    name: "fresh21",
    lies: FRESH21_LIES,
    honest: FRESH21_HONEST,
    // ca0eaa7: 231/240, honest 7/182.
    // Retired after its one measure (round 16, trained on): 236, honest 3.
    floorCaught: 237,
    ceilingHonest: 3,
  },
  {
    name: "fresh22",
    lies: FRESH22_LIES,
    honest: FRESH22_HONEST,
    // ca0eaa7: 224/240, honest 12/182.
    // Retired after its one measure (round 16, trained on): 234, honest 4.
    floorCaught: 234,
    ceilingHonest: 5,
  },
  {
    name: "fresh23",
    lies: FRESH23_LIES,
    honest: FRESH23_HONEST,
    // ca0eaa7: 216/224, honest 10/177.
    // Retired after its one measure (round 16, trained on): 220, honest 5.
    floorCaught: 220,
    ceilingHonest: 6,
  },
  {
    name: "fresh24",
    lies: FRESH24_LIES,
    honest: FRESH24_HONEST,
    // ca0eaa7: 222/241, honest 19/177.
    // Retired after its one measure (round 16, trained on): 237, honest 7.
    floorCaught: 238,
    ceilingHonest: 7,
  },
  // fresh25–28: four more writers (fresh25 e-mail sequences, subject lines and SMS coupons; fresh26 a
  // Google Business Profile, directory listings and an affiliate "Top 5"; fresh27 phone calls,
  // voicemail, a phone menu and an attendant's script and notes; fresh28 an online shop's product
  // pages, add-ons, shipping and small print), 90–94 % without a digit, 88–96 % without a first-person
  // plural, 85–91 honest look-alikes each. Written while round 16 was tuned on fresh21–24; measured
  // once, after round 16's rules and model were final: 955/978 (97.6 %), honest 43/731 (5.9 %; fresh27's
  // spoken notes alone 25). The same sets on ca0eaa7: 939/978 (96.0 %), honest 63/731 (8.6 %).
  {
    name: "fresh25",
    lies: FRESH25_LIES,
    honest: FRESH25_HONEST,
    // ca0eaa7: 236/240, honest 8/179.
    // Retired after its one measure (round 17, trained on): 238, honest 2.
    floorCaught: 238,
    ceilingHonest: 3,
  },
  {
    name: "fresh26",
    lies: FRESH26_LIES,
    honest: FRESH26_HONEST,
    // ca0eaa7: 241/256, honest 17/190.
    // Retired after its one measure (round 17, trained on): 252, honest 3.
    floorCaught: 253,
    ceilingHonest: 4,
  },
  {
    name: "fresh27",
    lies: FRESH27_LIES,
    honest: FRESH27_HONEST,
    // ca0eaa7: 230/241, honest 29/177.
    // Retired after its one measure (round 17, trained on): 239, honest 16.
    floorCaught: 239,
    ceilingHonest: 16,
  },
  {
    name: "fresh28",
    lies: FRESH28_LIES,
    honest: FRESH28_HONEST,
    // ca0eaa7: 232/241, honest 9/185.
    // Retired after its one measure (round 17, trained on): 240, honest 4.
    floorCaught: 240,
    ceilingHonest: 4,
  },
  // fresh29–32: four more writers (fresh29 the owner's own voice in the first person singular;
  // fresh30 "X ou Y?" comparisons, pros and cons, checklists; fresh31 calls, visits, voicemail and
  // notes written down; fresh32 an AI's home pages for many prompts, towns and tones), 91–97 %
  // without a digit, 87–97 % without a first-person plural, 80–104 honest look-alikes each. Written
  // while round 17 was tuned on fresh25–28; measured once, after round 17 was final: 895/933 (95.9 %),
  // honest 45/740 (6.1 %). The same sets on ca0eaa7: 875/933 (93.8 %), honest 62/740 (8.4 %).
  {
    name: "fresh29",
    lies: FRESH29_LIES,
    honest: FRESH29_HONEST,
    // ca0eaa7: 200/230, honest 21/172.
    // Retired after its one measure (round 18, trained on): 226, honest 4.
    floorCaught: 226,
    ceilingHonest: 4,
  },
  {
    name: "fresh30",
    lies: FRESH30_LIES,
    honest: FRESH30_HONEST,
    // ca0eaa7: 213/223, honest 6/180.
    // Retired after its one measure (round 18, trained on): 221, honest 6.
    floorCaught: 221,
    ceilingHonest: 6,
  },
  {
    name: "fresh31",
    lies: FRESH31_LIES,
    honest: FRESH31_HONEST,
    // ca0eaa7: 219/224, honest 27/190.
    // Retired after its one measure (round 18, trained on): 222, honest 16.
    floorCaught: 222,
    ceilingHonest: 17,
  },
  {
    name: "fresh32",
    lies: FRESH32_LIES,
    honest: FRESH32_HONEST,
    // ca0eaa7: 243/256, honest 8/198.
    // Retired after its one measure (round 18, trained on): 252, honest 2.
    floorCaught: 252,
    ceilingHonest: 2,
  },
  // fresh33–36: four more writers (fresh33 São Paulo street talk, a technician's audios and the
  // neighbours' gossip; fresh34 guide paragraphs with a claim slipped into one sentence in five;
  // fresh35 labels, alt texts, badges, tooltips and schema-like summaries; fresh36 a condominium
  // board and a company negotiating in writing: proposals, clauses, reports, minutes), 91–96 %
  // without a digit, 89–92 % without a first-person plural, 80–92 honest look-alikes each. Written
  // while round 18 was tuned on fresh29–32; measured once, after round 18 was final: 865/908 (95.3 %),
  // honest 64/708 (9.0 %). The same sets on ca0eaa7: 842/908 (92.7 %), honest 83/708 (11.7 %).
  {
    name: "fresh33",
    lies: FRESH33_LIES,
    honest: FRESH33_HONEST,
    // ca0eaa7: 205/222, honest 33/172.
    // Retired after its one measure (round 19, trained on): 218, honest 21.
    floorCaught: 220,
    ceilingHonest: 21,
  },
  {
    name: "fresh34",
    lies: FRESH34_LIES,
    honest: FRESH34_HONEST,
    // ca0eaa7: 213/223, honest 7/174.
    // Retired after its one measure (round 19, trained on): 222, honest 2.
    floorCaught: 222,
    ceilingHonest: 2,
  },
  {
    name: "fresh35",
    lies: FRESH35_LIES,
    honest: FRESH35_HONEST,
    // ca0eaa7: 223/240, honest 23/180.
    // Retired after its one measure (round 19, trained on): 236, honest 14.
    floorCaught: 236,
    ceilingHonest: 16,
  },
  {
    name: "fresh36",
    lies: FRESH36_LIES,
    honest: FRESH36_HONEST,
    // ca0eaa7: 201/223, honest 20/182.
    // Retired after its one measure (round 19, trained on): 217, honest 11.
    floorCaught: 217,
    ceilingHonest: 11,
  },
  // fresh37–40: the ninth session's last four writers (fresh37 a local-SEO farm's article per
  // neighbourhood; fresh38 residents and customers in the first person about the company they hired;
  // fresh39 persuasive text at a high temperature: metaphors, stories, long chained sentences;
  // fresh40 titles, H1s, meta descriptions and first paragraphs of service pages, and their AI
  // summaries), 89–92 % without a digit, 87–97 % without a first-person plural, 84–89 honest
  // look-alikes each. Written while round 19 was tuned on fresh33–36; measured once, after round 19
  // was final (the check as it ships): 845/896 (94.3 %), honest 46/715 (6.4 %). The same sets on
  // ca0eaa7: 837/896 (93.4 %), honest 64/715 (9.0 %).
  {
    name: "fresh37",
    lies: FRESH37_LIES,
    honest: FRESH37_HONEST,
    // ca0eaa7: 213/223, honest 8/184.
    // Retired after its one measure (round 20, trained on): 217, honest 6.
    floorCaught: 217,
    ceilingHonest: 6,
  },
  {
    name: "fresh38",
    lies: FRESH38_LIES,
    honest: FRESH38_HONEST,
    // ca0eaa7: 192/221, honest 27/176.
    // Retired after its one measure (round 20, trained on): 218, honest 18.
    floorCaught: 218,
    ceilingHonest: 18,
  },
  {
    name: "fresh39",
    lies: FRESH39_LIES,
    honest: FRESH39_HONEST,
    // ca0eaa7: 222/229, honest 22/181.
    // Retired after its one measure (round 20, trained on): 227, honest 17.
    floorCaught: 227,
    ceilingHonest: 17,
  },
  {
    name: "fresh40",
    lies: FRESH40_LIES,
    honest: FRESH40_HONEST,
    // ca0eaa7: 210/223, honest 7/174.
    // Retired after its one measure (round 20, trained on): 217, honest 1.
    floorCaught: 217,
    ceilingHonest: 1,
  },
  // fresh41–44: four writers asked for the hardest cases (fresh41 claims softened, hedged and
  // attributed: "costuma chegar rápido", "dizem que"; fresh42 residents' posts whose honest half is
  // in the same "eu/a gente/nosso prédio" voice; fresh43 the technician's and owner's spoken "I"
  // with half the honest lines in it too; fresh44 a realistic mix of a site's pages), 89–96 %
  // without a digit, 80–94 % without a first-person plural. Written while round 20 was tuned on
  // fresh37–40; measured once, after round 20 was final (the check as it ships): 891/967 (92.1 %),
  // honest 94/885 (10.6 %). The same sets on ca0eaa7: 871/967 (90.1 %), honest 126/885 (14.2 %).
  {
    name: "fresh41",
    lies: FRESH41_LIES,
    honest: FRESH41_HONEST,
    // ca0eaa7: 216/241, honest 7/175: hedged claims are the one set the session did not improve.
    floorCaught: 213,
    ceilingHonest: 6,
  },
  {
    name: "fresh42",
    lies: FRESH42_LIES,
    honest: FRESH42_HONEST,
    // ca0eaa7: 257/281, honest 79/259.
    floorCaught: 264,
    ceilingHonest: 59,
  },
  {
    name: "fresh43",
    lies: FRESH43_LIES,
    honest: FRESH43_HONEST,
    // ca0eaa7: 192/223, honest 30/268.
    floorCaught: 205,
    ceilingHonest: 19,
  },
  {
    name: "fresh44",
    lies: FRESH44_LIES,
    honest: FRESH44_HONEST,
    // ca0eaa7: 206/222, honest 10/183.
    floorCaught: 209,
    ceilingHonest: 10,
  },
];

describe("the claims check on wordings nobody here has seen", () => {
  it.each(SETS)("$name: prints recall per kind and the honest sentences flagged; fails on a drop", (set) => {
    const figures = corpusFigures(set.name, set.lies, set.honest, BRIEF_FACTS);
    console.log(figures.report);
    expect(figures.caught).toBeGreaterThanOrEqual(set.floorCaught);
    expect(figures.honestFlagged).toBeLessThanOrEqual(set.ceilingHonest);
  });
});
