// The claims check on the built Worker: the technical generator against an AI that plants
// invented claims (a named customer, a Google rating, a warranty and a price the seller never
// gave, a superlative, a same-day promise) in one answer of three, and an import of such a page.
// Nothing planted reaches a stored page, its summary or its rendered HTML (meta description and
// JSON-LD included); the job's result names what was removed; a page the removals left thin
// waits as a draft.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import { postForm, signInCookie } from "../../harness/admin-client";
import { approveReviewed, reviewQueueSlugs } from "../../harness/launched-site";
import { PLANTED_CLAIMS, plantedAnswer, startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { startWorker, type RunningWorker } from "../../harness/worker";

/** What each planted claim says that no clean page may: the name, the figure, the promise. */
const PLANTED_MARKS = [
  "Cláudia",
  "4,9",
  "trezentas avaliações",
  "um ano",
  "R$ 490",
  "melhor empresa",
  "mesmo dia",
  "João",
];

let ai: FakeOpenAi;
let w: RunningWorker;
let cookie: string;

beforeAll(async () => {
  ai = await startFakeOpenAi();
  w = await startWorker({
    bindings: { AI_API_KEY: "sk-teste-claims-0123456789", AI_BASE_URL: ai.baseUrl("planted"), JOB_PAUSE_MS: "0" },
  });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
  await ai?.close();
});

async function job(): Promise<JobView | null> {
  const res = await w.fetch("/admin/api/trabalhos/tecnico", { headers: { Cookie: cookie } });
  return ((await res.json()) as { job: JobView | null }).job;
}

describe("claims check on generated and imported text", () => {
  it("the technical generator's pages hold no planted claim, the job names each removal, thin pages wait", async () => {
    expect(PLANTED_MARKS.every((m) => PLANTED_CLAIMS.some((c) => c.includes(m)))).toBe(true);
    const res = await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "start" }, { Cookie: cookie });
    expect(res.status).toBeLessThan(300);
    await expect.poll(async () => (await job())?.status, { timeout: 120_000, interval: 200 }).toBe("completed");
    const items = (await job())!.items;
    expect(items).toHaveLength(technicalTopics.length);

    // The fake planted claims in about one answer in three: each such item says what went.
    const answers = ai.requests.map((r) => plantedAnswer(r.body.messages.find((m) => m.role === "user")!.content));
    const planted = answers.filter((a) => PLANTED_CLAIMS.some((c) => a.includes(c)));
    const withRemovals = items.filter((i) => i.removed);
    console.log(
      `claims check: ${planted.length} of ${answers.length} answers planted claims; ${withRemovals.length} items name removals`,
    );
    expect(planted.length).toBeGreaterThanOrEqual(technicalTopics.length / 5);
    expect(withRemovals.length).toBeGreaterThanOrEqual(planted.length);
    const userOf = (r: (typeof ai.requests)[number]) => r.body.messages.find((m) => m.role === "user")!.content;
    for (const item of items) {
      const request = ai.requests.find((r) => userOf(r).includes(`"${item.title}"`));
      const answer = plantedAnswer(userOf(request!));
      if (PLANTED_CLAIMS.some((c) => answer.includes(c))) {
        expect(item.removed, item.title).toMatch(/frases? removidas?: “/);
        expect(
          PLANTED_MARKS.some((m) => item.removed!.includes(m)),
          item.title,
        ).toBe(true);
        // Topic answers are short: once the claims are out, too thin to publish unseen.
        expect(item, item.title).toMatchObject({ draft: true });
        expect(item.note).toMatch(/“Para revisar” .*\(ficou com \d+ palavras depois de tirar/);
      }
      // The safety advice every answer shares states no claim: it is never removed.
      expect(item.removed ?? "").not.toMatch(/desligue a energia|manual do fabricante|destrave o portão/);
    }

    const kv = await w.kv();
    // The job's pages (the import test of this file may have run first and saved one of its own).
    const keys = items.map((i) => ({ name: `page:${i.slug}` }));
    expect(keys.length).toBe(technicalTopics.length);
    for (const { name } of keys) {
      const record = (await kv.get(name, "json")) as { content: string; description: string; status: string };
      expect(record, name).not.toBeNull();
      for (const mark of PLANTED_MARKS) {
        expect(record.content, `${name}: ${mark}`).not.toContain(mark);
        expect(record.description, `${name}: ${mark}`).not.toContain(mark);
      }
    }
    // Nothing is public before the seller reads it; once he publishes them all from "Para
    // revisar", what a visitor and Google read: the pages' HTML, head (meta, JSON-LD) included.
    for (const item of items) expect((await w.fetch(`/links-uteis/${item.slug}`)).status, item.slug).toBe(404);
    expect(await approveReviewed(w, cookie, (await job())!)).toBe(302);
    const stillWaiting = new Set(await reviewQueueSlugs(w, cookie));
    for (const item of items.filter((i) => !stillWaiting.has(i.slug))) {
      const page = await w.fetch(`/links-uteis/${item.slug}`);
      expect(page.status).toBe(200);
      const body = await page.text();
      for (const mark of PLANTED_MARKS) expect(body, `${item.slug}: ${mark}`).not.toContain(mark);
    }
    // A held page published once read is public too, with none of what was removed.
    const held = withRemovals[0]!;
    expect(stillWaiting.has(held.slug)).toBe(false);
  }, 180_000);

  it("an imported page loses the claims it invents, and the report says which", async () => {
    const filler = Array.from(
      { length: 60 },
      (_, i) => `<p>Parágrafo ${i + 1} sobre a regulagem da embreagem do motor e a força do portão.</p>`,
    ).join("");
    const rows = [
      {
        title: "Regulagem da embreagem importada",
        slug: "regulagem-da-embreagem-importada",
        description: "A dona Cláudia, do Tatuapé, conta que adorou. Guia da regulagem.",
        content: `<h2>Regulagem</h2><p>Temos nota 4,9 no Google. A embreagem protege o motor.</p>${filler}`,
      },
    ];
    const form = new FormData();
    form.set("arquivo", new File([JSON.stringify(rows)], "paginas.json", { type: "application/json" }));
    const res = await w.fetch("/admin/importar", {
      method: "POST",
      body: form,
      headers: { Origin: w.url, Cookie: cookie },
    });
    const report = await res.text();
    expect(report).toContain("frase(s) removida(s)");
    expect(report).toContain("nota 4,9 no Google");
    const record = (await (await w.kv()).get("page:regulagem-da-embreagem-importada", "json")) as {
      content: string;
      description: string;
      status: string;
    };
    expect(record.content).toContain("A embreagem protege o motor.");
    expect(record.content).not.toContain("4,9");
    expect(record.description).not.toContain("Cláudia");
    expect(record.status).toBe("published");
  });
});
