// A launched site with real-looking content, for the tests and scripts that judge the site as
// search engines will see it (the SEO audit, crawls): the built Worker in workerd with the
// seller's identity and confirmed claims, then the batch creator's 50 pages (local generator)
// and the technical generator's 50 pages (AI, from the fake OpenAI server's "topic" answers)
// made through their real jobs, then read and published from "Para revisar" as the seller does
// (each page passing the store's checks as it is published).
import type { JobView } from "~/lib/jobs/jobs";
import { postForm, signInCookie } from "./admin-client";
import { type FakeOpenAi, startFakeOpenAi } from "./fakes/fake-openai";
import { until } from "./wait";
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
  /** Leave the jobs' pages in "Para revisar" instead of publishing them (default: published). */
  keepInReview?: boolean;
}

/**
 * Publishes a job's pages waiting in "Para revisar", as the seller does after reading them (the
 * queue's "Publicar as marcadas"). Returns the answer's status (302: the queue again, with a toast).
 */
export async function approveReviewed(w: RunningWorker, cookie: string, job: JobView): Promise<number> {
  const slugs = job.items.filter((i) => i.review).map((i) => i.slug);
  if (slugs.length === 0) return 204;
  const body = new URLSearchParams(slugs.map((slug) => ["slug", slug]));
  const res = await w.fetch("/admin/revisar?index", {
    method: "POST",
    body,
    headers: { Origin: w.url, "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    redirect: "manual",
  });
  await res.arrayBuffer();
  if (res.status !== 302) throw new Error(`publishing the reviewed pages: ${res.status}`);
  return res.status;
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
  // cost: polled as the tool screen polls it (w.fetch sends each request on a connection of its
  // own, so a connection workerd closes as a Workflow ends is never reused).
  const read = async () => {
    const res = await w.fetch(`/admin/api/trabalhos/${tool}`, { headers: { Cookie: cookie } });
    return ((await res.json()) as { job: JobView | null }).job;
  };
  const job = await until(
    read,
    (j) => j !== null && j.id === started.job!.id && j.status !== "running" && j.usage !== null,
    { timeout: timeoutMs, interval: 100, what: `the ${tool} job` },
  );
  return job!;
}

/** Publishes one page from its "Para revisar" screen, as the seller's one tap does. */
export async function publishFromReview(
  w: RunningWorker,
  cookie: string,
  slug: string,
): Promise<{ status: number; body: string }> {
  const res = await postForm(w, `/admin/revisar/${slug}`, { intent: "publicar" }, { Cookie: cookie });
  return { status: res.status, body: await res.text() };
}

/** The slugs "Para revisar" lists, as its screen shows them. */
export async function reviewQueueSlugs(w: RunningWorker, cookie: string): Promise<string[]> {
  const res = await w.fetch("/admin/revisar", { headers: { Cookie: cookie } });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`/admin/revisar answered ${res.status}`);
  return [...html.matchAll(/data-review-item="([^"]+)"/g)].map((m) => m[1]!);
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
      const job = await runJob(w, cookie, tool, {}, options.jobTimeoutMs);
      jobs[tool] = job;
      if (!options.keepInReview) await approveReviewed(w, cookie, job);
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
