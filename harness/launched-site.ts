// A launched site with real-looking content, for the tests and scripts that judge the site as
// search engines will see it (the SEO audit, crawls): the built Worker in workerd with the
// seller's identity and confirmed claims, then the batch creator's 50 pages (local generator)
// and the technical generator's 50 pages (AI, from the fake OpenAI server's "topic" answers)
// made through their real jobs, then read and published from "Para revisar" as the seller does
// (each page passing the store's checks as it is published). Reading them, he keeps the sentences
// the claims check and the AI's second opinion flagged, true of his business or not about it (the
// classifier and the fake AI's second opinion flag 4 pages of 5: "Atendemos de segunda a sexta…",
// "Do que depende o preço…"), and leaves a page with an invented claim (the "planted" answers)
// undecided, so it stays in "Para revisar", unpublished.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { JobView } from "~/lib/jobs/jobs";
import type { PageRecord } from "~/lib/pages/page-record";
import { postForm, signInCookie } from "./admin-client";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { LAUNCH_IDENTITY } from "./identity";
import { photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "./photos";
import { type FakeOpenAi, PLANTED_CLAIMS, startFakeOpenAi } from "./fakes/fake-openai";
import { html } from "./html";
import { until } from "./wait";
import { runScratch, scratchDir } from "./scratch";
import { type RunningWorker, type WorkerOptions, startWorker } from "./worker";

export interface LaunchedSite {
  w: RunningWorker;
  ai: FakeOpenAi;
  /** An admin session of the site. */
  cookie: string;
  /** The jobs as they ended (items with their drafts and notes). */
  jobs: Partial<Record<"lote" | "tecnico", JobView>>;
  /** Slugs left unread in "Para revisar" (options.leaveInReview). */
  pending: string[];
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
  /** The fake AI's answers (default "topic"; "planted": invented claims in one answer of three). */
  aiScenario?: "topic" | "planted";
  /** Leave this many of each job's pages unread in "Para revisar" (default 0: all approved). */
  leaveInReview?: number;
  /** The company's name in "Dados da empresa" (default LAUNCH_IDENTITY's), saved before any request. */
  companyName?: string;
  /**
   * Leave a copy of the built site's state in the run's scratch directory, for a later
   * `reuse` of the same options in this run (another test process): the Worker is stopped once to
   * copy its state whole, and started again on it.
   */
  share?: boolean;
  /**
   * When a site with the same options is being built or was built with `share` in this run (the
   * site checks' build, tests/site/global-setup.ts), start the Worker on a copy of its state
   * (its jobs as they ended) instead of running the jobs again: tens of seconds of both cores, for
   * a test about what the site holds, not about how the jobs made it. Built here otherwise.
   */
  reuse?: boolean;
}

/** Where a shared build of these options is kept in this run (the options that shape the state). */
function sharedDir(options: LaunchedSiteOptions): string | null {
  if (options.worker?.persistDir) return null;
  // Written with their defaults: the same site whether an option was given or left out.
  const key = JSON.stringify({
    jobs: options.jobs ?? ["lote", "tecnico"],
    keepInReview: options.keepInReview ?? false,
    aiScenario: options.aiScenario ?? "topic",
    leaveInReview: options.leaveInReview ?? 0,
    companyName: options.companyName ?? null,
    bindings: options.worker?.bindings ?? {},
  });
  return path.join(runScratch(), `launched-site-${createHash("sha1").update(key).digest("hex").slice(0, 16)}`);
}

/** What a shared build leaves beside its state's copy. */
interface SharedSite {
  jobs: LaunchedSite["jobs"];
  pending: string[];
}

/**
 * Publishes a job's pages waiting in "Para revisar", as the seller does after reading them (the
 * queue's "Publicar as marcadas"). Returns the answer's status (302: the queue again, with a toast).
 */
export async function approveReviewed(
  w: RunningWorker,
  cookie: string,
  job: JobView,
  leave: ReadonlySet<string> = new Set(),
): Promise<number> {
  const slugs = job.items.filter((i) => i.review && !leave.has(i.slug)).map((i) => i.slug);
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

/**
 * The seller keeps every sentence the claims check flagged on a waiting page (each decision posted
 * from its review screen): for tests about something else than the flags (the gate, the jobs),
 * whose local-generator text the rules may flag by chance (a random title suffix, a place name).
 */
export async function keepFlagged(
  w: RunningWorker,
  cookie: string,
  slug: string,
  /** The page's record when the caller has just read it (one KV round trip less). */
  read?: PageRecord | null,
): Promise<number> {
  const page = read !== undefined ? read : await (await w.kv()).get<PageRecord>(`page:${slug}`, "json");
  const flags = page?.review?.flags ?? [];
  let kept = 0;
  for (const [i, f] of flags.entries()) {
    if (f.decision) continue;
    const fields = { intent: "decidir", flag: String(i), sentence: f.sentence, action: "keep" };
    const res = await postForm(w, `/admin/revisar/${slug}`, fields, { Cookie: cookie });
    await res.arrayBuffer();
    if (res.status !== 302) throw new Error(`keeping flag ${i} of ${slug}: ${res.status}`);
    kept++;
  }
  return kept;
}

const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** Whether a waiting page's flags hold one of the fake AI's invented claims (a lie the seller never keeps). */
function hasPlanted(page: PageRecord | null): boolean {
  return (page?.review?.flags ?? []).some((f) =>
    PLANTED_CLAIMS.some((p) => spaced(p).includes(spaced(f.sentence)) || spaced(f.sentence).includes(spaced(p))),
  );
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
  const shared = options.share || options.reuse ? sharedDir(options) : null;
  // Claimed before the first await: a reader that starts after this call finds the build under way.
  const sharing = shared !== null && options.share === true && claim(shared);
  if (shared && options.reuse && !sharing) {
    const reused = await fromShared(shared, options);
    if (reused) return reused;
  }
  const ai = await startFakeOpenAi();
  const workerOptions = (ai: FakeOpenAi): WorkerOptions => ({
    ...options.worker,
    bindings: {
      AI_API_KEY: "sk-local-fake-0123456789",
      AI_BASE_URL: ai.baseUrl(options.aiScenario ?? "topic"),
      JOB_PAUSE_MS: "0",
      ...options.worker?.bindings,
    },
  });
  let w = await startWorker({ ...workerOptions(ai), launched: true });
  try {
    if (options.companyName)
      await (await w.kv()).put(
        IDENTITY_KEY,
        JSON.stringify({ ...LAUNCH_IDENTITY, name: options.companyName, legalName: `${options.companyName} Ltda.` }),
      );
    const cookie = await signInCookie(w);
    const jobs: LaunchedSite["jobs"] = {};
    const pending: string[] = [];
    for (const tool of options.jobs ?? ["lote", "tecnico"]) {
      const job = await runJob(w, cookie, tool, {}, options.jobTimeoutMs);
      jobs[tool] = job;
      const leave = new Set(
        job.items
          .filter((i) => i.review)
          .slice(0, options.leaveInReview ?? 0)
          .map((i) => i.slug),
      );
      for (const slug of leave) pending.push(slug);
      if (options.keepInReview) continue;
      const kv = await w.kv();
      for (const item of job.items) {
        if (!item.review || leave.has(item.slug)) continue;
        // Read once, for both questions (its flags, and whether one is a planted lie).
        const page = await kv.get<PageRecord>(`page:${item.slug}`, "json");
        if (!hasPlanted(page)) await keepFlagged(w, cookie, item.slug, page);
      }
      await approveReviewed(w, cookie, job, leave);
    }
    let persistDir: string | null = null;
    if (sharing && shared) {
      // Stopped, so every file of its state is whole when copied; then started again on it.
      persistDir = w.persistDir;
      await w.dispose({ keepState: true });
      cpSync(persistDir, path.join(shared, "state.part"), { recursive: true, filter: (f) => !f.endsWith("-shm") });
      renameSync(path.join(shared, "state.part"), path.join(shared, "state"));
      writeFileSync(path.join(shared, "site.json.part"), JSON.stringify({ jobs, pending } satisfies SharedSite));
      renameSync(path.join(shared, "site.json.part"), path.join(shared, "site.json"));
      w = await startWorker({ ...workerOptions(ai), persistDir });
    }
    const running = w;
    return {
      w: running,
      ai,
      cookie: sharing ? await signInCookie(running) : cookie,
      jobs,
      pending,
      async dispose() {
        await running.dispose();
        await ai.close();
        if (persistDir) rmSync(persistDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (sharing && shared) writeFileSync(path.join(shared, "error"), String(error));
    await w.dispose();
    await ai.close();
    throw error;
  }
}

/** Takes the shared build's directory (false: another process builds it). */
function claim(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch {
    return false;
  }
}

/**
 * The site a `share` build of the same options left in this run, started on a copy of its state;
 * null when there is none (nor one under way), or its build failed.
 */
async function fromShared(dir: string, options: LaunchedSiteOptions): Promise<LaunchedSite | null> {
  if (!existsSync(dir)) return null;
  const ready = path.join(dir, "site.json");
  const failed = path.join(dir, "error");
  await until(
    async () => existsSync(ready) || existsSync(failed),
    (done) => done,
    { timeout: options.jobTimeoutMs ?? 600_000, interval: 200, what: "the shared launched site's build" },
  );
  if (!existsSync(ready)) return null;
  const { jobs, pending } = JSON.parse(readFileSync(ready, "utf8")) as SharedSite;
  const persistDir = scratchDir("ppa-kv-");
  cpSync(path.join(dir, "state"), persistDir, { recursive: true });
  const ai = await startFakeOpenAi();
  try {
    // Its identity is in the copied state: `launched` would write LAUNCH_IDENTITY over it.
    const w = await startWorker({
      ...options.worker,
      persistDir,
      bindings: {
        AI_API_KEY: "sk-local-fake-0123456789",
        AI_BASE_URL: ai.baseUrl(options.aiScenario ?? "topic"),
        JOB_PAUSE_MS: "0",
        ...options.worker?.bindings,
      },
    });
    return {
      w,
      ai,
      cookie: await signInCookie(w),
      jobs,
      pending,
      async dispose() {
        await w.dispose();
        await ai.close();
        rmSync(persistDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await ai.close();
    rmSync(persistDir, { recursive: true, force: true });
    throw error;
  }
}

/** Jobs done in one zone (Zona Sul, São Paulo): six places, one job each, with a photo. */
export const ZONE_JOBS = ["Vila Mariana", "Moema", "Saúde", "Jabaquara", "Santo Amaro", "Campo Belo"];

/**
 * What a seller adds after launch, for the audit: a job done in each of ZONE_JOBS (photo, text
 * of his own) and his own text on a city page that agrees with his confirmed claims.
 */
export async function seedSellerContent(w: RunningWorker, cookie: string): Promise<void> {
  const jpeg = await photoJpeg({ width: 1200, height: 900 });
  for (const [i, place] of ZONE_JOBS.entries()) {
    const up = await uploadPhoto(w, cookie, jpeg, { name: `obra-${i}.jpg` });
    if (up.status !== 201) throw new Error(`photo upload: ${up.status} ${up.error ?? ""}`);
    const res = await postJob(w, cookie, {
      lugar: `${place}, São Paulo`,
      produto: ["deslizante", "basculante", "pivotante"][i % 3]!,
      data: todayInSaoPaulo(),
      descricao: JOB_TEXTS[i]!,
      midia: [up.image!.id],
    });
    await res.arrayBuffer();
    if (res.status !== 302) throw new Error(`job in ${place}: ${res.status}`);
  }
  const text = await postForm(
    w,
    "/admin/textos",
    {
      intent: "salvar",
      pagina: "/cidades/santo-andre",
      content:
        "<p>Em Santo André atendemos muitas casas de vila com portões basculantes antigos, que pedem revisão das molas e do braço antes de receber motor novo.</p>",
    },
    { Cookie: cookie },
  );
  await text.arrayBuffer();
  if (text.status !== 302) throw new Error(`seller text: ${text.status}`);
}

const JOB_TEXTS = [
  "Troca do motor deslizante de um sobrado: a cremalheira antiga estava gasta e foi trocada junto, com o fim de curso regulado para o portão parar rente à coluna.",
  "Portão basculante de prédio pequeno que batia ao fechar: molas trocadas, braço alinhado e motor novo com a força ajustada para o peso da folha.",
  "Pivotante de duas folhas numa casa de esquina: os dois braços foram reinstalados em colunas reforçadas e a central ganhou a fotocélula que faltava.",
  "Conserto da central queimada depois de uma tempestade: placa nova em caixa vedada, protetor de surto no circuito e todos os controles cadastrados de novo.",
  "Instalação em portão deslizante de chapa pesada, com base de concreto nova para o motor e trilho nivelado para a roldana não travar no meio do curso.",
  "Revisão de um portão que abria sozinho à noite: o receptor pegava sinal de outro controle, foi trocado e os controles da família recodificados.",
];

/**
 * The content generator's single AI save, as the seller makes it: the title generated with the AI
 * engine, then the form's fields saved as they came back. Returns the fields and the save's answer.
 */
export async function singleAiSave(
  w: RunningWorker,
  cookie: string,
  title: string,
): Promise<{ field: (name: string) => string; status: number; body: string }> {
  const generated = await postForm(
    w,
    "/admin/local-generator",
    { intent: "generate", titles: title, engine: "ai", creativity: "70" },
    { Cookie: cookie },
  );
  if (generated.status !== 200) throw new Error(`generate: ${generated.status}`);
  const form = html(await generated.text());
  const field = (name: string) => form.querySelector(`input[name="${name}"]`)?.getAttribute("value") ?? "";
  const saved = await postForm(
    w,
    "/admin/local-generator",
    {
      intent: "save",
      title: field("title"),
      content: field("content"),
      description: field("description"),
      engine: "ai",
    },
    { Cookie: cookie },
  );
  return { field, status: saved.status, body: await saved.text() };
}
