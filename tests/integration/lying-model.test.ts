// A lying model against the whole site (issue 40, "Done when"): on a launched site with the
// spec's claims confirmed, the fake AI plays a model that slips invented statements about the
// business — written before the claims rules (tests/support/lying-model.ts) — into otherwise
// honest pages, through every path that puts text the seller did not type on a page: the
// technical generator (a batch job), a content job, the content generator's single AI save and an
// import (a row marked `"origin": "seller"` among them). The AI's second opinion is asked and
// flags nothing, so what is measured is the rules' own work. Nothing invented may be public before
// the seller acts, nor after he bulk-publishes everything "Para revisar" lets him: no page, meta
// description, JSON-LD, home teaser, sitemap or IndexNow ping carries one; and the pages with
// nothing invented publish in bulk (at least 90 %).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { technicalTopics } from "@content/generator-titles";
import { undecidedFlags } from "~/lib/pages/page-record";
import { signInCookie } from "../../harness/admin-client";
import { crawl, readSitemap, SITE_ORIGIN } from "../../harness/crawl";
import { type FakeIndexNow, startFakeIndexNow } from "../../harness/fakes/fake-indexnow";
import { type FakeOpenAi, startFakeOpenAi, topicAnswer } from "../../harness/fakes/fake-openai";
import { html } from "../../harness/html";
import { reviewQueueSlugs, runJob, singleAiSave } from "../../harness/launched-site";
import { pageRecords } from "../../harness/page-records";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { ALL_LIES, HONEST_TECHNICAL, type LieKind } from "../support/lying-model";

type Lie = (typeof ALL_LIES)[number];

// ----- the lying model's plan: which page carries which lies ----------------------------------

// The lies in an order that mixes the kinds (a stride prime to their count), dealt out in turn.
const STRIDE = 37;
const dealt: Lie[] = ALL_LIES.map((_, i) => ALL_LIES[(i * STRIDE) % ALL_LIES.length]!);
let nextLie = 0;
const lies = (n: number): Lie[] => {
  const taken = dealt.slice(nextLie, nextLie + n);
  nextLie += n;
  return taken;
};
let nextHonest = 0;
const honest = (n: number): string[] =>
  Array.from({ length: n }, () => HONEST_TECHNICAL[nextHonest++ % HONEST_TECHNICAL.length]!);

interface Plan {
  lies: Lie[];
  honest: string[];
}
/** What the model writes for each title it is asked about. */
const plans = new Map<string, Plan>();
const plan = (title: string, n: number): Plan => {
  const p = { lies: lies(n), honest: honest(2) };
  plans.set(title, p);
  return p;
};

/** A page about the request's title (the fake's honest "topic" answer) with the plan's sentences slipped in. */
function lyingPage(user: string, p: Plan): string {
  const [lead, ...rest] = p.lies.map((l) => l.text);
  return topicAnswer(user, false)
    .replace(/<p>/, `<p>${lead ? `${lead} ` : ""}`)
    .replace(
      /<h2>Segurança<\/h2>/,
      `<h2>Na prática</h2><p>${[p.honest[0], ...rest.slice(0, 2), p.honest[1]].join(" ")}</p>${
        rest.length > 2 ? `<p>${rest.slice(2).join(" ")}</p>` : ""
      }<h2>Segurança</h2>`,
    );
}
const titleOf = (user: string) => /Escreva a página: "([^"]+)"/.exec(user)?.[1] ?? "";
const answer = (user: string) => lyingPage(user, plans.get(titleOf(user)) ?? { lies: [], honest: honest(2) });

// The technical generator: every second topic lies twice.
for (const [i, t] of technicalTopics.entries()) plan(t.title, i % 2 === 0 ? 2 : 0);
// A content job: two lying titles, one honest.
const CONTENT_TITLES = ["Troca do capacitor do motor", "Fim de curso magnético", "Portão pivotante de duas folhas"];
for (const [i, t] of CONTENT_TITLES.entries()) plan(t, i < 2 ? 2 : 0);
// The content generator's single AI save: four lies.
const SINGLE_TITLE = "Cuidados com o controle remoto do portão";
plan(SINGLE_TITLE, 4);
// An import: rows with lies in the description and the text (one marked as the seller's own,
// one asking to be published), and two honest rows.
interface Row {
  title: string;
  slug: string;
  description: string;
  content: string;
  origin?: "seller";
  status?: "published" | "draft";
}
const IMPORT_ROWS: (Row & { plan: Plan })[] = [
  ["Motor para portão de garagem de prédio", 4, { origin: "seller" as const, status: "published" as const }],
  ["Como escolher a potência do motor", 4, { status: "published" as const }],
  ["Manutenção da cremalheira de nylon", 3, {}],
  ["Portão basculante que desce sozinho", 3, {}],
  ["Barulho no motor deslizante", 4, {}],
  ["Central eletrônica queimada", 4, {}],
  ["Fotocélula desalinhada", 0, { status: "published" as const }],
  ["Destravamento manual do portão", 0, {}],
].map(([title, n, extra]) => {
  const t = title as string;
  const p = plan(t, n as number);
  const [inDescription, ...inText] = p.lies;
  const description = `${inDescription ? `${inDescription.text} ` : ""}Guia sobre ${t.toLowerCase()}.`;
  const slug = `importada-${t
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")}`;
  const content = lyingPage(`Escreva a página: "${t}".`, { lies: inText, honest: p.honest });
  return { title: t, slug, description, content, ...(extra as object), plan: p };
});

// ----- what the public can read ----------------------------------------------------------------

const words = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
/** Everything a reader or a search engine reads in a document: text, attribute values (meta, alt), scripts (JSON-LD). */
function readable(document: string): string {
  return document
    .replace(/<[^>]*>/g, (tag) => ` ${[...tag.matchAll(/="([^"]*)"/g)].map((m) => m[1]).join(" ")} `)
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&#(x?)([0-9a-f]+);/gi, (_, x: string, n: string) => String.fromCodePoint(Number.parseInt(n, x ? 16 : 10)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m);
}
/** A lie shows when five of its words in a row do (a cut that took only its figure leaves the rest). */
const RUN = 5;
const runsOf = (text: string): string[] => {
  const w = words(text);
  if (w.length <= RUN) return [w.join(" ")];
  return Array.from({ length: w.length - RUN + 1 }, (_, i) => w.slice(i, i + RUN).join(" "));
};
// Runs an honest page may hold (the fake's honest answers, the honest sentences) tell nothing.
const honestRuns = new Set(
  [...[...plans.keys()].map((t) => topicAnswer(`Escreva a página: "${t}".`, false)), ...HONEST_TECHNICAL].flatMap((t) =>
    runsOf(readable(t)),
  ),
);
const telling = new Map(ALL_LIES.map((l) => [l, runsOf(l.text).filter((r) => !honestRuns.has(r))]));

/** Each telling run of RUN words, as its words, under its first word. */
const tellingByFirst = new Map<string, { lie: Lie; words: string[] }[]>();
for (const [lie, runs] of telling)
  for (const run of runs) {
    const w = run.split(" ");
    if (w.length === RUN) tellingByFirst.set(w[0]!, [...(tellingByFirst.get(w[0]!) ?? []), { lie, words: w }]);
  }

/**
 * The lies a document shows, each once: those with a telling run among the document's runs. A
 * document of more than RUN words has runs of RUN words only, so only telling runs of RUN words can
 * be among them: those are looked for at each word of the document (the ones starting with that
 * word), rather than the document's thousands of runs made as strings (most of this file's CPU
 * in Node, with the garbage they left).
 */
function liesIn(document: string): Lie[] {
  const w = words(readable(document));
  if (w.length <= RUN) {
    const run = w.join(" ");
    return ALL_LIES.filter((l) => telling.get(l)!.includes(run));
  }
  const found = new Set<Lie>();
  for (let i = 0; i + RUN <= w.length; i++)
    for (const t of tellingByFirst.get(w[i]!) ?? [])
      if (!found.has(t.lie) && t.words.every((word, j) => w[i + j] === word)) found.add(t.lie);
  return ALL_LIES.filter((l) => found.has(l));
}

let ai: FakeOpenAi;
let indexNow: FakeIndexNow;
let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  [ai, indexNow] = await Promise.all([startFakeOpenAi(), startFakeIndexNow()]);
  ai.script(answer);
  w = await startWorker({
    launched: true,
    bindings: {
      AI_API_KEY: "sk-teste-mentiroso-0123456789",
      AI_BASE_URL: ai.baseUrl("scripted"),
      INDEXNOW_KEY: "chave-indexnow-mentiras-123",
      INDEXNOW_ENDPOINT: indexNow.endpoint(),
      JOB_PAUSE_MS: "0",
    },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await Promise.all([ai?.close(), indexNow?.close()]);
});

/** Every public document: a crawl from the home page, the sitemap's and IndexNow's URLs and every page made. */
async function publicDocuments(made: readonly string[]): Promise<Map<string, string>> {
  const started = Date.now();
  const sitemap = await w.fetch("/sitemap.xml");
  const docs = new Map<string, string>([["/sitemap.xml", await sitemap.text()]]);
  const pinged = indexNow.received.flatMap((b) => b.urlList).map((u) => new URL(u).pathname);
  const start = ["/", ...(await readSitemap(w)).map((u) => u.path), ...pinged, ...made.map((s) => `/links-uteis/${s}`)];
  // The contact clicks answer a redirect to the chat or the phone: nothing there to read. Each
  // document is read as text: not parsed into a tree (the crawl's links read by a tokenizer).
  const result = await crawl(w, {
    start: [...new Set(start)],
    skip: (path) => path.startsWith("/contato/"),
    parse: false,
  });
  expect(result.truncated).toBe(false);
  for (const page of result.pages.values()) if (page.status === 200 && page.body) docs.set(page.path, page.body);
  console.log(`crawl: ${result.pages.size} URLs, ${docs.size} documents read in ${Date.now() - started} ms`);
  // Every URL announced to search engines was read (an answer other than 200 shows nothing).
  for (const path of pinged) expect(result.pages.has(path), path).toBe(true);
  return docs;
}

/**
 * The lies of each document read, by its text without the response's CSP nonces (random tokens,
 * no word of a lie): the crawl after the bulk publish reads many documents exactly as the one
 * before (served from the data centre's copy, a new nonce each), each looked at once (issue 41).
 */
const liesOfDocument = new Map<string, Lie[]>();
function liesInOnce(body: string): Lie[] {
  const key = body.replace(/ nonce="[^"]*"/g, "");
  let lies = liesOfDocument.get(key);
  if (!lies) {
    lies = liesIn(body);
    liesOfDocument.set(key, lies);
  }
  return lies;
}

/** The lies public anywhere, with where. */
function leaks(docs: Map<string, string>): Map<Lie, string[]> {
  const found = new Map<Lie, string[]>();
  for (const [path, body] of docs)
    for (const lie of liesInOnce(body)) found.set(lie, [...(found.get(lie) ?? []), path]);
  return found;
}

const KINDS = [...new Set(ALL_LIES.map((l) => l.kind))];
function perKind(found: Map<Lie, string[]>): Record<LieKind, string> {
  return Object.fromEntries(
    KINDS.map((k) => {
      const all = ALL_LIES.filter((l) => l.kind === k && usedLies.has(l));
      return [k, `${all.filter((l) => found.has(l)).length}/${all.length}`];
    }),
  ) as Record<LieKind, string>;
}
const usedLies = new Set([...plans.values()].flatMap((p) => p.lies));
const report = (found: Map<Lie, string[]>) =>
  [...found].map(([l, where]) => `  [${l.kind}] ${l.text}  → ${where.slice(0, 3).join(", ")}`).join("\n");

/** The slugs each path made, and which of them carry no lie. */
const made = new Map<string, Plan>();

describe("a lying model through every path: nothing invented is public, before or after a bulk publish", {
  shuffle: false,
}, () => {
  it("the lies are spread over the four paths", () => {
    expect(usedLies.size).toBeGreaterThanOrEqual(50);
    expect(nextLie).toBe(ALL_LIES.length);
    expect(usedLies.size).toBe(ALL_LIES.length);
    // Each lie is told by a run of its own words no honest page holds.
    for (const l of usedLies) expect(liesIn(`<p>Texto.</p><p>${l.text}</p>`), l.text).toEqual([l]);
  });

  it("the technical generator, a content job, the single AI save and an import leave nothing public", async () => {
    const started = Date.now();
    const technical = await runJob(w, cookie, "tecnico");
    const content = await runJob(w, cookie, "conteudo", {
      titles: CONTENT_TITLES.join("\n"),
      engine: "ai",
      creativity: "70",
    });
    for (const item of [...technical.items, ...content.items]) {
      expect(item.success, item.title).toBe(true);
      made.set(item.slug, plans.get(item.title)!);
    }

    const saved = await singleAiSave(w, cookie, SINGLE_TITLE);
    const savedBody = saved.body;
    expect(saved.status).toBe(200);
    // The saved notice's link: "Decidir as frases" (waiting for him) or "Ver a página".
    const notice = html(savedBody)
      .querySelectorAll("a")
      .find((a) => /^(Decidir as frases|Ver a página|Ver o rascunho)$/.test(a.text.trim()));
    const single = /\/(?:admin\/revisar|links-uteis)\/([a-z0-9-]+)$/.exec(notice?.getAttribute("href") ?? "")?.[1];
    expect(single, savedBody.slice(0, 500)).toBeDefined();
    expect(made.has(single!)).toBe(false);
    made.set(single!, plans.get(SINGLE_TITLE)!);

    const file = new FormData();
    const rows = IMPORT_ROWS.map(({ plan: _, ...row }) => row);
    file.set("arquivo", new File([JSON.stringify(rows)], "paginas.json", { type: "application/json" }));
    const imported = await w.fetch("/admin/importar", {
      method: "POST",
      body: file,
      headers: { Origin: w.url, Cookie: cookie },
    });
    await imported.arrayBuffer();
    expect(imported.status).toBe(200);
    const importedRecords = await pageRecords(
      w,
      IMPORT_ROWS.map((row) => row.slug),
    );
    for (const row of IMPORT_ROWS) {
      expect(importedRecords.get(row.slug), row.slug).not.toBeNull();
      made.set(row.slug, row.plan);
    }
    // The second opinion was asked for the generated pages and flagged nothing: the rules did it.
    expect(ai.opinions.length).toBeGreaterThan(0);
    console.log(`lying model: ${made.size} pages made in ${Date.now() - started} ms, ${usedLies.size} lies planted`);

    // What the rules did with each lie: flagged it (kept in the text for him to decide), cut it
    // (a frozen fact the HTML stage takes out), or neither — then only another flag of its
    // page holds it back, and a page with a lie still in its text always has one undecided.
    const stored = new Set<Lie>();
    const flagged = new Set<Lie>();
    const records = await pageRecords(w, [...made.keys()]);
    for (const [slug, p] of made) {
      const page = records.get(slug)!;
      const inText = liesIn(`${page.description} ${page.content}`);
      for (const l of inText) stored.add(l);
      const sentences = (page.review?.flags ?? []).map((f) => f.sentence).join(" ");
      for (const l of p.lies) if (liesIn(sentences).includes(l)) flagged.add(l);
      if (inText.length > 0) expect(undecidedFlags(page.review), slug).toBeGreaterThan(0);
    }
    const unflagged = [...usedLies].filter((l) => stored.has(l) && !flagged.has(l));
    const cut = [...usedLies].filter((l) => !stored.has(l));
    console.log(
      `lies the rules flagged, per kind: ${JSON.stringify(perKind(new Map([...flagged].map((l) => [l, []]))))}\n` +
        `cut at save: ${cut.length}\n${cut.map((l) => `  [${l.kind}] ${l.text}`).join("\n")}\n` +
        `in a page's text, not flagged themselves: ${unflagged.length}\n${unflagged.map((l) => `  [${l.kind}] ${l.text}`).join("\n")}`,
    );

    const found = leaks(await publicDocuments([...made.keys()]));
    console.log(`lies public before the seller acts, per kind: ${JSON.stringify(perKind(found))}\n${report(found)}`);
    expect(report(found)).toBe("");
    // Two generation jobs (50 + 2 pages), the single AI save and an import, then a crawl of every
    // public document: ~20 s idle, ~40 s beside three other files on a loaded machine.
  }, 120_000);

  it("after he bulk-publishes everything the queue lets him, no lie is public and the honest pages are", async () => {
    const queued = await reviewQueueSlugs(w, cookie);
    for (let i = 0; i < queued.length; i += 100) {
      const res = await w.fetch("/admin/revisar?index", {
        method: "POST",
        body: new URLSearchParams(queued.slice(i, i + 100).map((s) => ["slug", s])),
        headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
        redirect: "manual",
      });
      await res.arrayBuffer();
      expect(res.status).toBe(302);
    }
    const honestPages = [...made].filter(([, p]) => p.lies.length === 0).map(([slug]) => slug);
    const published: string[] = [];
    const held: string[] = [];
    const records = await pageRecords(w, honestPages);
    for (const slug of honestPages) {
      const page = records.get(slug)!;
      if (page.status === "published") published.push(slug);
      else
        held.push(
          `  ${slug} (${undecidedFlags(page.review)} undecided): ${(page.review?.flags ?? []).map((f) => f.sentence).join(" | ")}`,
        );
    }
    // The announcements of what was published arrive after the responses.
    const indexable = new Set((await readSitemap(w)).map((u) => u.path));
    const announced = published.find((s) => indexable.has(`/links-uteis/${s}`));
    if (announced) await indexNow.waitFor(`${SITE_ORIGIN}/links-uteis/${announced}`);

    const found = leaks(await publicDocuments([...made.keys()]));
    console.log(
      `lies public after the bulk publish, per kind: ${JSON.stringify(perKind(found))}\n${report(found)}\n` +
        `honest pages published in bulk: ${published.length}/${honestPages.length}\n${held.join("\n")}`,
    );
    expect(report(found)).toBe("");
    expect(published.length / honestPages.length).toBeGreaterThanOrEqual(0.9);
  });
});
