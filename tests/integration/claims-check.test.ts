// The claims check on the built Worker: the technical generator against an AI that plants
// invented claims (a named customer, a Google rating, a warranty and a price the seller never
// gave, a superlative, a same-day promise) in one answer of three, and an import of such a page.
// The guarantee (issue 40): no unconfirmed sentence is public before the seller decides it. The
// job names each flagged sentence; such a page waits in "Para revisar" with the sentences kept as
// undecided flags; after he bulk-publishes everything the queue lets him, nothing planted is on
// any public page (its HTML, meta description and JSON-LD included).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { technicalTopics } from "@content/generator-titles";
import type { JobView } from "~/lib/jobs/jobs";
import type { PageRecord } from "~/lib/pages/page-record";
import { postForm, signInCookie } from "../../harness/admin-client";
import { approveReviewed, reviewQueueSlugs } from "../../harness/launched-site";
import { PLANTED_CLAIMS, plantedAnswer, startFakeOpenAi, type FakeOpenAi } from "../../harness/fakes/fake-openai";
import { startWorker, type RunningWorker } from "../../harness/worker";

/** What each planted claim says that no public page may: the name, the figure, the promise. */
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
  it("the technical generator's planted claims are flagged and never public, before or after a bulk publish", async () => {
    expect(PLANTED_MARKS.every((m) => PLANTED_CLAIMS.some((c) => c.includes(m)))).toBe(true);
    const res = await postForm(w, "/admin/api/trabalhos/tecnico", { intent: "start" }, { Cookie: cookie });
    expect(res.status).toBeLessThan(300);
    await expect.poll(async () => (await job())?.status, { timeout: 120_000, interval: 200 }).toBe("completed");
    const items = (await job())!.items;
    expect(items).toHaveLength(technicalTopics.length);

    const userOf = (r: (typeof ai.requests)[number]) => r.body.messages.find((m) => m.role === "user")!.content;
    const answers = ai.requests.map((r) => plantedAnswer(userOf(r)));
    const planted = answers.filter((a) => PLANTED_CLAIMS.some((c) => a.includes(c)));
    const withFlags = items.filter((i) => i.removed);
    console.log(
      `claims check: ${planted.length} of ${answers.length} answers planted claims; ${withFlags.length} items name flagged sentences`,
    );
    expect(planted.length).toBeGreaterThanOrEqual(technicalTopics.length / 5);
    const kv = await w.kv();
    const lying = new Set<string>();
    for (const item of items) {
      const request = ai.requests.find((r) => userOf(r).includes(`"${item.title}"`));
      const answer = plantedAnswer(userOf(request!));
      const record = (await kv.get<PageRecord>(`page:${item.slug}`, "json"))!;
      // Every page waits for the seller, unseen.
      expect(record.status, item.slug).toBe("draft");
      if (PLANTED_CLAIMS.some((c) => answer.includes(c))) {
        lying.add(item.slug);
        expect(item.removed, item.title).toMatch(/frases? marcadas? para você decidir: “/);
        expect(
          PLANTED_MARKS.some((m) => item.removed!.includes(m)),
          item.title,
        ).toBe(true);
        // Kept in the text as undecided flags, out of the summary.
        const flagged = record.review!.flags.filter((f) => !f.decision).map((f) => f.sentence);
        expect(
          flagged.some((f) => PLANTED_MARKS.some((m) => f.includes(m))),
          item.slug,
        ).toBe(true);
        for (const mark of PLANTED_MARKS) expect(record.description, `${item.slug}: ${mark}`).not.toContain(mark);
      }
      // The safety advice every answer shares states no claim: it is never flagged.
      expect(item.removed ?? "").not.toMatch(/desligue a energia|manual do fabricante|destrave o portão/);
    }

    // Nothing is public before the seller reads it; once he publishes everything the queue lets
    // him, what a visitor and Google read (the pages' HTML, head included) holds nothing planted.
    for (const item of items) expect((await w.fetch(`/links-uteis/${item.slug}`)).status, item.slug).toBe(404);
    expect(await approveReviewed(w, cookie, (await job())!)).toBe(302);
    const stillWaiting = new Set(await reviewQueueSlugs(w, cookie));
    for (const slug of lying) expect(stillWaiting.has(slug), slug).toBe(true);
    for (const item of items.filter((i) => !stillWaiting.has(i.slug))) {
      const page = await w.fetch(`/links-uteis/${item.slug}`);
      expect(page.status).toBe(200);
      const body = await page.text();
      for (const mark of PLANTED_MARKS) expect(body, `${item.slug}: ${mark}`).not.toContain(mark);
    }
    // At least 90 % of the pages without invented statements publish in bulk (issue 40).
    const honest = items.filter((i) => !lying.has(i.slug));
    const published = honest.filter((i) => !stillWaiting.has(i.slug));
    expect(published.length / honest.length).toBeGreaterThanOrEqual(0.9);
  }, 180_000);

  it("an imported page keeps the claims it invents as flags, waits unseen, and the report says which", async () => {
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
    expect(report).toContain("2 frases afirmam o que você não confirmou");
    expect(report).toContain("nota 4,9 no Google");
    const record = (await (await w.kv()).get<PageRecord>("page:regulagem-da-embreagem-importada", "json"))!;
    expect(record.content).toContain("Temos nota 4,9 no Google. A embreagem protege o motor.");
    expect(record.review!.flags.map((f) => [f.field, f.sentence])).toEqual([
      ["description", "A dona Cláudia, do Tatuapé, conta que adorou."],
      ["content", "Temos nota 4,9 no Google."],
    ]);
    expect(record.status).toBe("draft");
    expect((await w.fetch("/links-uteis/regulagem-da-embreagem-importada")).status).toBe(404);
  });
});
