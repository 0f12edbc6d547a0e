// A visitor's first render on a new isolate beside the warm renders of the same page, for every
// visitor page family. Each cold sample starts the built Worker afresh (a new workerd process, so
// a new isolate with no module state) on the same persisted state and times its first request;
// the warm figure is the median of the renders that follow in that isolate. Both are the
// Server-Timing `render` (request time less KV and D1 waits) less the run-queue waits of
// workerd's thread (harness/cpu-wait.ts). Printed as a table, never a pass/fail: on a shared
// machine compare the ratios measured side by side in one run, not the milliseconds.
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { signInCookie } from "./admin-client";
import { timedRequest, workerdWaits } from "./cpu-wait";
import { askProbe, bundleProbe } from "./probe";
import { seedPages } from "./pages";
import { photoJpeg, postJob, todayInSaoPaulo, uploadPhoto } from "./photos";
import { until } from "./wait";
import { startWorker } from "./worker";

export interface PageFamily {
  family: string;
  path: string;
}

export interface ColdWarmRow extends PageFamily {
  /** Which build (a label: "before", "after"; "" for build/). */
  build: string;
  /** First render of each new isolate, less CPU waits, ms. */
  cold: number[];
  /** Median of the warm renders of each sample, less CPU waits, ms. */
  warm: number[];
  /** CPU time workerd's thread ran during the first request, ms. */
  coldRan: number[];
  /**
   * The same, in a new workerd whose KV, R2 and Cache API simulators another Worker used first
   * (harness/probes/simulators.ts): the first request less the simulators' own first use, which
   * in production runs outside the Worker's thread.
   */
  coldRanSims: number[];
  /** Median CPU time workerd's thread ran during a warm request, ms. */
  warmRan: number[];
}

// Crawler user agent: the Worker waits for the whole document, so the timing covers the full render.
const HEADERS = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

/** A launched site with generated pages and a job done (as the bench builds it), its page families. */
export async function seedColdSite(): Promise<{ persistDir: string; families: PageFamily[] }> {
  const setup = await startWorker({ cache: false, launched: true });
  try {
    const seeded = await seedPages(await setup.kv(), 12, "Guia de manutenção", await setup.db());
    const cookie = await signInCookie(setup);
    // A job needs a photo; a small one keeps the seeding quick.
    const up = await uploadPhoto(setup, cookie, await photoJpeg({ width: 800, height: 600, seed: 1 }), {
      name: "cold.jpg",
    });
    if (!up.image) throw new Error(`Photo upload failed: ${up.status} ${up.error}`);
    const res = await postJob(setup, cookie, {
      lugar: "Santana, São Paulo",
      produto: "deslizante",
      data: todayInSaoPaulo(),
      descricao: "Motor deslizante instalado no portão da garagem, com ajuste do fim de curso e controles novos.",
      midia: [up.image.id],
    });
    if (res.status !== 302) throw new Error(`Job post failed: ${res.status}`);
    return {
      persistDir: setup.persistDir,
      families: [
        { family: "home", path: "/" },
        { family: "FAQ", path: "/duvidas-frequentes" },
        { family: "city", path: "/cidades/santo-andre" },
        { family: "place", path: "/local/santana" },
        { family: "kit", path: "/motor-ppa-osasco" },
        { family: "guide", path: "/topicos/instalacao-de-motor-de-portao" },
        { family: "generated", path: `/links-uteis/${seeded[0]!.slug}` },
        { family: "obras", path: "/obras" },
      ],
    };
  } finally {
    await setup.dispose({ keepState: true });
  }
}

async function renderLessWaits(
  waits: ReturnType<typeof workerdWaits>,
  fetch: () => Promise<Response>,
  path: string,
): Promise<{ render: number; ran: number }> {
  const { res, render, waited, ran } = await timedRequest(waits, fetch);
  if (res.status !== 200 || render === null) throw new Error(`${path}: status ${res.status}, no render timing`);
  return { render: Math.max(0, render - waited), ran };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/**
 * `samples` new isolates per family and build; in each, the first render, then `warm` renders.
 * `builds` maps a label to a build directory (undefined: build/), measured in turn sample by sample.
 */
export async function measureColdWarm(
  persistDir: string,
  families: PageFamily[],
  {
    samples = 3,
    warm = 30,
    builds = { "": undefined },
  }: { samples?: number; warm?: number; builds?: Record<string, string | undefined> } = {},
): Promise<ColdWarmRow[]> {
  const rows: ColdWarmRow[] = families.flatMap((f) =>
    Object.keys(builds).map((build) => ({
      ...f,
      build,
      cold: [],
      warm: [],
      coldRan: [],
      coldRanSims: [],
      warmRan: [],
    })),
  );
  // Samples interleaved across families and builds, so a burst of load from other processes
  // spreads over all of them.
  for (let s = 0; s < samples; s++) {
    for (const row of rows) {
      // EDGE_CACHE off: neither the data centre's nor the isolate's copy of a page answers.
      const w = await startWorker({
        persistDir,
        cache: false,
        bindings: { EDGE_CACHE: "off" },
        buildRoot: builds[row.build],
      });
      try {
        const waits = workerdWaits();
        const get = () => w.fetch(row.path, { headers: HEADERS });
        const first = await renderLessWaits(waits, get, row.path);
        row.cold.push(first.render);
        row.coldRan.push(first.ran);
        const times: { render: number; ran: number }[] = [];
        for (let i = 0; i < warm; i++) times.push(await renderLessWaits(waits, get, row.path));
        const settled = times.slice(Math.min(5, warm - 1));
        row.warm.push(median(settled.map((t) => t.render)));
        row.warmRan.push(median(settled.map((t) => t.ran)));
      } finally {
        await w.dispose({ keepState: true });
      }
      row.coldRanSims.push(
        await firstWithSimulatorsWarmed(
          { persistDir, cache: false, bindings: { EDGE_CACHE: "off" }, buildRoot: builds[row.build] },
          row.path,
          (res) => res.status === 200,
        ),
      );
    }
  }
  return rows;
}

/**
 * The thread CPU of the first request of `path` in a new workerd after a probe Worker beside the
 * app used the KV, R2 and Cache API simulators once (the app's isolate untouched).
 */
async function firstWithSimulatorsWarmed(
  options: Parameters<typeof startWorker>[0],
  path: string,
  expected: (res: Response) => boolean,
): Promise<number> {
  const w = await startWorker({ ...options, probes: { simulators: await bundleProbe("simulators") } });
  try {
    await askProbe(w, "simulators", "/touch", {});
    const first = await timedRequest(workerdWaits(), () => w.fetch(path, { headers: HEADERS }));
    if (!expected(first.res)) throw new Error(`${path}: status ${first.res.status}, not the expected answer`);
    return first.ran;
  } finally {
    await w.dispose({ keepState: true });
  }
}

/** The table, one row a family: cold samples, their median, warm median, and the ratio. */
export function coldWarmTable(rows: ColdWarmRow[]): string {
  const f = (n: number) => n.toFixed(1);
  const lines = [
    "| family | path | build | cold: render less waits, samples ms | cold median | warm median | cold: thread CPU, samples ms | cold median | cold, simulators warmed: thread CPU, samples ms | median | warm median | cold ÷ warm (thread CPU) |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    const c = median(r.coldRan);
    const w = median(r.warmRan);
    lines.push(
      `| ${r.family} | ${r.path} | ${r.build || "build/"} | ${r.cold.map(f).join(", ")} | ${f(median(r.cold))} | ${f(median(r.warm))} | ${r.coldRan.map(f).join(", ")} | ${f(c)} | ${r.coldRanSims.map(f).join(", ")} | ${f(median(r.coldRanSims))} | ${f(w)} | ${w > 0 ? f(c / w) : "—"} |`,
    );
  }
  return lines.join("\n");
}

/**
 * A visitor's first request on a new isolate when the page is in the global tier of rendered
 * pages (app/lib/platform/page-tier.server.ts) and the data centre has no copy: each sample starts
 * workerd afresh with the Cache API emptied (another data centre), the edge cache on, and times
 * the first request (answered from R2, no render), then `warm` requests in that isolate (its own
 * copy). The tier is filled first by one render of each page in a worker of its own.
 * `builds` maps a label to a build directory (undefined: build/): each gets its own copy of the
 * seeded state (a tier object answers only for its build), measured in turn sample by sample.
 */
export async function measureTierCold(
  persistDir: string,
  families: PageFamily[],
  {
    samples = 3,
    warm = 30,
    builds = { tier: undefined },
  }: { samples?: number; warm?: number; builds?: Record<string, string | undefined> } = {},
): Promise<ColdWarmRow[]> {
  const labels = Object.keys(builds);
  const dirs = new Map<string, string>();
  for (const [i, label] of labels.entries()) {
    const dir = i === 0 ? persistDir : `${persistDir}-${i}`;
    if (i > 0) {
      rmSync(dir, { recursive: true, force: true });
      cpSync(persistDir, dir, { recursive: true });
    }
    dirs.set(label, dir);
  }
  const emptyCache = (dir: string) => rmSync(path.join(dir, "cache"), { recursive: true, force: true });
  // The seeding's writes are recent, so the renders' copies are kept 5 minutes only (TIER_SETTLE_MS):
  // filled again before each round of samples.
  const fill = async (label: string) => {
    const dir = dirs.get(label)!;
    emptyCache(dir);
    const filler = await startWorker({ persistDir: dir, buildRoot: builds[label] });
    try {
      const media = await filler.media();
      for (const f of families) {
        const res = await filler.fetch(f.path, { headers: HEADERS });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${f.path}: status ${res.status}`);
        const key = `html${f.path}`;
        await until(
          () => media.head(key),
          (o) => o !== null,
          { what: `the tier's copy of ${f.path}` },
        );
      }
    } finally {
      await filler.dispose({ keepState: true });
    }
  };
  const rows: ColdWarmRow[] = families.flatMap((f) =>
    labels.map((build) => ({ ...f, build, cold: [], warm: [], coldRan: [], coldRanSims: [], warmRan: [] })),
  );
  try {
    await sampleTier(rows);
  } finally {
    // The copies made here (the first build's state is the caller's).
    for (const dir of [...dirs.values()].slice(1)) rmSync(dir, { recursive: true, force: true });
  }
  return rows;

  async function sampleTier(rows: ColdWarmRow[]): Promise<void> {
    for (let s = 0; s < samples; s++) {
      for (const label of labels) await fill(label);
      for (const row of rows) {
        const dir = dirs.get(row.build)!;
        const buildRoot = builds[row.build];
        emptyCache(dir);
        const w = await startWorker({ persistDir: dir, buildRoot });
        try {
          const waits = workerdWaits();
          const get = () => w.fetch(row.path, { headers: HEADERS });
          const first = await timedRequest(waits, get);
          const answer = first.res.headers.get("x-edge-cache");
          const tierMs = Number(/tier;dur=([\d.]+)/.exec(first.res.headers.get("server-timing") ?? "")?.[1]);
          if (first.res.status !== 200 || answer !== "TIER" || !Number.isFinite(tierMs))
            throw new Error(`${row.path}: status ${first.res.status}, answered ${answer}, not from the tier`);
          row.cold.push(Math.max(0, tierMs - first.waited));
          row.coldRan.push(first.ran);
          const ran: number[] = [];
          for (let i = 0; i < warm; i++) ran.push((await timedRequest(waits, get)).ran);
          const settled = ran.slice(Math.min(5, warm - 1));
          // A warm answer is this isolate's copy: no render, no Server-Timing of its own.
          row.warm.push(Number.NaN);
          row.warmRan.push(median(settled));
        } finally {
          await w.dispose({ keepState: true });
        }
        emptyCache(dir);
        row.coldRanSims.push(
          await firstWithSimulatorsWarmed(
            { persistDir: dir, buildRoot },
            row.path,
            (res) => res.status === 200 && res.headers.get("x-edge-cache") === "TIER",
          ),
        );
      }
    }
  }
}
