// What one full generation job costs against Workers Free's daily limits, measured: runs the
// three jobs (50 batch titles, 50 technical topics against the fake AI service, 50 content titles)
// in the built Worker (workerd, local KV, D1 and Workflows) and prints the KV keys written, the D1
// rows written (`meta.rows_written`, index entries included, as D1 bills them) and the AI requests
// that each job's steps counted (worker/generation-workflow.ts). `npm run build` first, then
// `npm run job-limits`. Pauses are shortened (JOB_PAUSE_MS=0): they change no count.
import { signInCookie, postForm } from "../harness/admin-client";
import { startFakeOpenAi } from "../harness/fakes/fake-openai";
import { startWorker } from "../harness/worker";
import type { JobView } from "../app/lib/jobs/jobs";

const FREE = { kvWrites: 1_000, d1RowsWritten: 100_000 };

const ai = await startFakeOpenAi();
const w = await startWorker({
  bindings: { AI_API_KEY: "sk-local-fake-0123456789", AI_BASE_URL: ai.baseUrl("ok"), JOB_PAUSE_MS: "0" },
});
try {
  const cookie = await signInCookie(w);
  const contentTitles = Array.from({ length: 50 }, (_, i) => `Portão automático PPA, guia ${i + 1}`).join("\n");
  const jobs: [string, string, Record<string, string>][] = [
    ["batch creator (50 local pages)", "lote", {}],
    ["technical generator (50 AI pages)", "tecnico", {}],
    ["process all titles (50 local pages)", "conteudo", { titles: contentTitles }],
  ];
  const rows: string[][] = [];
  for (const [label, tool, fields] of jobs) {
    const calls = ai.requests.length;
    const res = await postForm(w, `/admin/api/trabalhos/${tool}`, { intent: "start", ...fields }, { Cookie: cookie });
    if (res.status !== 200) throw new Error(`${tool}: ${res.status} ${await res.text()}`);
    let job: JobView | null = null;
    for (;;) {
      await new Promise((r) => setTimeout(r, 500));
      const body = (await (await w.fetch(`/admin/api/trabalhos/${tool}`, { headers: { Cookie: cookie } })).json()) as {
        job: JobView;
      };
      job = body.job;
      if (job.status !== "running" && job.usage) break;
    }
    const u = job.usage!;
    if (u.aiCalls !== ai.requests.length - calls)
      throw new Error(`${tool}: AI calls counted ${u.aiCalls}, made ${ai.requests.length - calls}`);
    rows.push([
      label,
      `${job.items.filter((i) => i.success).length}/${job.total}`,
      String(u.kvWrites),
      String(u.d1RowsWritten),
      String(u.aiCalls),
      String(Math.floor(FREE.kvWrites / Math.max(1, u.kvWrites))),
    ]);
  }
  const head = ["job", "done", "KV writes", "D1 rows written", "AI calls", "jobs/day on Free (KV writes)"];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(line(head));
  console.log(`| ${widths.map((n) => "-".repeat(n)).join(" | ")} |`);
  for (const r of rows) console.log(line(r));
  console.log(
    `\nWorkers Free allows ${FREE.kvWrites.toLocaleString("en")} KV writes and ${FREE.d1RowsWritten.toLocaleString("en")} D1 rows written a day.` +
      " One page is one KV write, so a 50-page job spends 5 % of the day's KV writes; the page saves of the" +
      " panel share the same 1,000. D1 rows are far from their limit. Workflows' own steps and sleeps are" +
      " billed by the Workflows product (Workers Paid), not counted here.",
  );
} finally {
  await w.dispose();
  await ai.close();
}
