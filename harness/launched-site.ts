// A launched site with real-looking content, for the tests and scripts that judge the site as
// search engines will see it (the SEO audit, crawls): the built Worker in workerd with the
// seller's identity and confirmed claims, then the batch creator's 50 pages (local generator)
// and the technical generator's 50 pages (AI, from the fake OpenAI server's "topic" answers)
// made through their real jobs, each page passing the store's checks as it is saved.
import type { JobView } from "~/lib/jobs/jobs";
import { postForm, signInCookie } from "./admin-client";
import { type FakeOpenAi, startFakeOpenAi } from "./fakes/fake-openai";
import { type RunningWorker, type WorkerOptions, startWorker } from "./worker";

export interface LaunchedSite {
  w: RunningWorker;
  ai: FakeOpenAi;
  /** An admin session of the site. */
  cookie: string;
  /** The jobs as they ended (items with their drafts and notes). */
  jobs: Partial<Record<"lote" | "tecnico", JobView>>;
  dispose(): Promise<void>;
}

export interface LaunchedSiteOptions {
  /** Which jobs to run, in this order (default: both). */
  jobs?: ("lote" | "tecnico")[];
  /** Passed to startWorker (persistDir, bindings…); `launched` is always on. */
  worker?: WorkerOptions;
  /** Longest wait for one job, in ms (default 10 minutes: a loaded 2-core machine). */
  jobTimeoutMs?: number;
}

/** Starts one of the site's generation jobs and waits for its end, as the tool screen does. */
export async function runJob(
  w: RunningWorker,
  cookie: string,
  tool: "lote" | "tecnico" | "conteudo",
  fields: Record<string, string> = {},
  timeoutMs = 600_000,
): Promise<JobView> {
  const res = await postForm(w, `/admin/api/trabalhos/${tool}`, { intent: "start", ...fields }, { Cookie: cookie });
  const started = (await res.json()) as { job: JobView | null; error?: string };
  if (res.status !== 200 || !started.job) throw new Error(`${tool}: ${res.status} ${started.error ?? ""}`);
  // The tool's status route says when it ended and, once its steps summed their usage, what they
  // cost: polled as the tool screen polls it (not D1 through Miniflare's proxy, which a loaded
  // machine's workerd may drop while the job's Workflow runs).
  //
  // When a job's Workflow ends, workerd may close the kept-alive connection a poll is about to
  // reuse ("other side closed", nothing reached the Worker): that poll, a read, is made again on a
  // new connection, at most 3 times in a run. Any answer from the Worker counts as it is.
  const deadline = Date.now() + timeoutMs;
  let dropped = 0;
  for (;;) {
    let res: Response;
    try {
      res = await w.fetch(`/admin/api/trabalhos/${tool}`, { headers: { Cookie: cookie } });
    } catch (error) {
      const code = (error as { cause?: { code?: string } }).cause?.code;
      if (code !== "UND_ERR_SOCKET" || ++dropped > 3) throw error;
      continue;
    }
    const { job } = (await res.json()) as { job: JobView | null };
    if (job && job.id === started.job.id && job.status !== "running" && job.usage !== null) return job;
    if (Date.now() > deadline) throw new Error(`${tool}: still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startLaunchedSite(options: LaunchedSiteOptions = {}): Promise<LaunchedSite> {
  const ai = await startFakeOpenAi();
  const w = await startWorker({
    ...options.worker,
    launched: true,
    bindings: {
      AI_API_KEY: "sk-local-fake-0123456789",
      AI_BASE_URL: ai.baseUrl("topic"),
      JOB_PAUSE_MS: "0",
      ...options.worker?.bindings,
    },
  });
  try {
    const cookie = await signInCookie(w);
    const jobs: LaunchedSite["jobs"] = {};
    for (const tool of options.jobs ?? ["lote", "tecnico"]) {
      jobs[tool] = await runJob(w, cookie, tool, {}, options.jobTimeoutMs);
    }
    return {
      w,
      ai,
      cookie,
      jobs,
      async dispose() {
        await w.dispose();
        await ai.close();
      },
    };
  } catch (error) {
    await w.dispose();
    await ai.close();
    throw error;
  }
}
