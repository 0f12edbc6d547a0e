// Issue 43: a copy and a restore are Workflows of steps that each stay within a request's limits,
// whatever the site's size. A copy's step makes at most STEP_CALLS calls to KV, D1 and R2 together
// (Workers Free: 50 subrequests), counted by the recording KV/D1 wrappers and the R2 counter, and
// sends the archive to R2 in parts of exactly 5 MiB (a copy of a few photos over 5 MiB: several
// parts). A site of a hundred pages with a small restore step (RESTORE_STEP_RECORDS) takes many
// steps; the most any step made stays under the budget. A run that stopped midway is shown as
// stopped, continued from its next step by the screen's button, and ends with the same site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { importSeededPages } from "../../harness/pages";
import { STEP_CALLS } from "~/lib/backup/build.server";
import { seedPhotos } from "../../harness/backup-scale";
import { buildsEnded } from "../../harness/restore";
import { type RunningWorker, startWorker } from "../../harness/worker";

/**
 * The restore's records a step, and the site: six units of pages and four of leads, as 240 pages
 * and 130 leads made in steps of 40 (half the pages to import, copy and restore three times: about
 * 3 s of CPU less, issue 41), each step's budget tighter with the smaller step.
 */
const STEP_RECORDS = 20;
const PAGES = 120;
const LEADS = 65;
/** Photos of 1.2 MB (and three 40 kB variants): the archive is over one 5 MiB part. */
const PHOTOS = 5;

let w: RunningWorker;
let cookie: string;

async function counts() {
  const kv = await w.kv();
  const db = await w.db();
  return {
    pages: (await kv.list({ prefix: "page:" })).keys.length,
    revisions: (await kv.list({ prefix: "rev:" })).keys.length,
    photos: (await (await w.media()).list({ prefix: "originais/" })).objects.length,
    leads: await db.prepare("SELECT count(*) AS n FROM leads").first<number>("n"),
    index: await db.prepare("SELECT count(*) AS n FROM page_index").first<number>("n"),
  };
}

type Run = {
  id: string;
  status: string;
  units: number;
  steps: number;
  pages: number;
  pages_total: number;
  max_kv_calls: number;
  max_d1_statements: number;
  max_r2_calls: number;
  before_name: string | null;
};

const latest = async () =>
  (await (
    await w.db()
  )
    .prepare(
      "SELECT id, status, units, steps, pages, pages_total, max_kv_calls, max_d1_statements, max_r2_calls, before_name FROM backup_restores ORDER BY created_at DESC LIMIT 1",
    )
    .first<Run>())!;

/**
 * The screen's copy and restore states once their Workflows have ended, read once at the end:
 * the waits poll D1's rows (a statement), not the screen (an admin page rendered every 100 ms
 * while a restore of 240 pages runs: seconds of CPU, issue 41). The screen says what it says of
 * the ended run, as harness/restore.ts's copyEnded and restoreEnded read it.
 */
async function screen(): Promise<string> {
  return (await w.fetch("/admin/copia-de-seguranca", { headers: { Cookie: cookie } })).text();
}
async function copyEnded(): Promise<{ state: string; name: string | null }> {
  await buildsEnded(w);
  const html = await screen();
  expect(html).not.toContain('data-build="running"');
  return {
    state: /data-build="(\w+)"/.exec(html)?.[1] ?? "none",
    name: /baixar\?copia=(copia-[0-9TZ-]+\.tar)/.exec(html)?.[1] ?? null,
  };
}
async function restoreEnded(): Promise<string> {
  const db = await w.db();
  await expect
    .poll(() => db.prepare("SELECT count(*) AS n FROM backup_restores WHERE status = 'running'").first<number>("n"), {
      timeout: 180_000,
      interval: 100,
    })
    .toBe(0);
  return /data-restore="(\w+)"/.exec(await screen())?.[1] ?? "none";
}

/** Takes a copy of the site now, through the screen's button; its name in R2 (under copias/). */
async function copyNow(): Promise<string> {
  const copy = await postForm(w, "/admin/copia-de-seguranca", { intent: "copiar-agora" }, { Cookie: cookie });
  expect(copy.status).toBe(302);
  expect((await copyEnded()).state).toBe("done");
  return (await (await w.media()).list({ prefix: "copias/" })).objects
    .map((o) => o.key)
    .sort()
    .at(-1)!
    .slice("copias/".length);
}

/**
 * A copy of the site as beforeAll made it (no photos), taken once by whichever test needs it
 * first: the tests that only need some run to start from restore it (issue 41: a copy of this site
 * is seconds of CPU). Restoring it gives the same site whatever ran before (each test leaves the
 * site as it found it).
 */
let plainCopy: Promise<string> | undefined;

/**
 * A restore of a copy (by default the plain one), over the site itself, run to its end: each test
 * starts from a run of its own (CI shuffles the tests of a file, so none may lean on another's run).
 */
async function restoredRun(copia?: string): Promise<Run> {
  plainCopy ??= copyNow();
  const name = copia ?? (await plainCopy);
  const started = await postForm(
    w,
    "/admin/copia-de-seguranca",
    { intent: "restaurar-copia", copia: name, confirmar: "1" },
    { Cookie: cookie },
  );
  expect(started.status, await started.clone().text()).toBe(302);
  expect(await restoreEnded()).toBe("done");
  return latest();
}

/**
 * A restore of the plain copy run to its end, for the tests that take an ended run and rewrite
 * its row (stopped midway, failed): one for both while its plan is in R2 (a restore each was a
 * copy of the state before it and a restore of this site, seconds of CPU, issue 41). A newer
 * restore deletes the plans before it: then a new run. Each test makes it the newest run (the
 * screen shows the newest) and leaves it resumable (its plan in R2), so they pass in any order.
 */
let plainRun: Promise<Run> | undefined;
async function endedRun(): Promise<Run> {
  const db = await w.db();
  const planOf = (id: string) =>
    db.prepare("SELECT plan FROM backup_restores WHERE id = ?1").bind(id).first<string>("plan");
  const kept = plainRun ? await plainRun : undefined;
  const usable = kept !== undefined && (await (await w.media()).head((await planOf(kept.id))!)) !== null;
  if (!usable) plainRun = restoredRun();
  const { id } = await plainRun!;
  await db.prepare("UPDATE backup_restores SET created_at = ?2 WHERE id = ?1").bind(id, Date.now()).run();
  const run = await latest();
  expect(run.id).toBe(id);
  return run;
}

beforeAll(async () => {
  w = await startWorker({
    launched: true,
    bindings: { RESTORE_STEP_RECORDS: String(STEP_RECORDS), RESTORE_RETRY_MS: "10" },
  });
  cookie = await signInCookie(w);
  const db = await w.db();
  // Through the panel's import, inside the Worker: the same pages as seedPages, saved by the same store.
  await importSeededPages(w, cookie, PAGES, "Conserto de portão");
  const insert = db.prepare(
    "INSERT INTO leads (ref, created_at, channel, path, family, place, device, stage) VALUES (?1, ?2, 'whatsapp', '/', 'local', 'Moema, São Paulo', 'mobile', 'novo')",
  );
  await db.batch(Array.from({ length: LEADS }, (_, i) => insert.bind(`S${i}`, Date.now() - i * 60_000)));
}, 600_000);

afterAll(async () => {
  await w?.dispose();
});

describe("a restore in steps", () => {
  it("copies a site in steps within the calls budget, in 5 MiB parts, then restores it over itself, each step within the operation budget", async () => {
    // Photos only in this test's copies (the others need no archive over 5 MiB): removed at its end.
    await seedPhotos(w, PHOTOS, 1200);
    const before = await counts();
    expect(before.pages).toBe(PAGES);
    expect(before.index).toBe(PAGES);
    // A copy of its own: the one with the photos.
    const run = await restoredRun(await copyNow());
    // The copy it restored: built in steps, each within the calls budget, sent in several parts.
    const build = (await (
      await w.db()
    )
      .prepare(
        "SELECT name, size, steps, max_calls, max_kv_calls, max_d1_calls, max_r2_calls, max_held FROM backup_builds WHERE kind = 'manual' ORDER BY created_at DESC LIMIT 1",
      )
      .first<Record<string, number | string>>())!;
    console.log(
      `Copy of ${PAGES} pages, ${LEADS} leads, ${PHOTOS} photos: ${build.size} bytes in ${build.steps} steps; the most in one step: ${build.max_calls} calls (${build.max_kv_calls} KV, ${build.max_d1_calls} D1, ${build.max_r2_calls} R2), ${build.max_held} bytes held`,
    );
    expect(build.steps).toBeGreaterThanOrEqual(2);
    expect(build.max_calls).toBeLessThanOrEqual(STEP_CALLS);
    expect(STEP_CALLS).toBeLessThan(50);
    // What a step holds: the carry (under a part), what it read (10 MiB at most), one photo past it.
    expect(build.max_held).toBeLessThan(24 * 1024 * 1024);
    const object = (await (await w.media()).head(`copias/${build.name}`))!;
    expect(object.size).toBe(build.size);
    expect(object.size).toBeGreaterThan(5 * 1024 * 1024);
    // A multipart object's ETag names its parts' count.
    expect(object.etag).toMatch(/-2$/);
    console.log(
      `Restore of ${PAGES} pages, ${LEADS} leads in steps of ${STEP_RECORDS}: ${run.units} units, ${run.steps} recorded steps; the most in one step: ${run.max_kv_calls} KV operations, ${run.max_d1_statements} D1 statements, ${run.max_r2_calls} R2 calls`,
    );
    // Many steps: the pages alone are PAGES / STEP_RECORDS of them.
    expect(run.units).toBeGreaterThan(PAGES / STEP_RECORDS);
    expect(run.steps).toBeGreaterThan(run.units);
    // A step writes at most STEP_RECORDS keys, plus a list; its D1 statements are its batches of
    // rows and a few reads and the run's own row; its R2 calls a plan, a range and a few photos.
    expect(run.max_kv_calls).toBeLessThanOrEqual(STEP_RECORDS + 5);
    expect(run.max_d1_statements).toBeLessThanOrEqual(STEP_RECORDS + 10);
    expect(run.max_r2_calls).toBeLessThanOrEqual(25);
    expect(run.before_name).toMatch(/^copia-/);
    expect(run.pages).toBe(run.pages_total);
    expect(await counts()).toEqual(before);
    const screen = await (await w.fetch("/admin/copia-de-seguranca", { headers: { Cookie: cookie } })).text();
    expect(screen).toContain(`Voltaram ${PAGES} páginas`);
    const bucket = await w.media();
    for (const prefix of ["originais/escala", "variantes/escala"])
      await bucket.delete((await bucket.list({ prefix })).objects.map((o) => o.key));
    await (await w.db()).prepare("DELETE FROM media WHERE id LIKE 'escala%'").run();
  });

  it("shows a run that stopped midway, continues it from its next step, and ends with the same site", async () => {
    const run = await endedRun();
    const before = await counts();
    const db = await w.db();
    // As a run whose Workflow instance stopped at step 4 without a word leaves it: still
    // "running", its sums up to there, no step finished for longer than the stall threshold.
    const at = 4;
    await db
      .prepare("UPDATE backup_restores SET status = 'running', next_unit = ?2, pages = 0, updated_at = 0 WHERE id = ?1")
      .bind(run.id, at)
      .run();
    const stopped = await (await w.fetch("/admin/copia-de-seguranca", { headers: { Cookie: cookie } })).text();
    expect(stopped).toContain('data-restore="failed"');
    expect(stopped).toContain("A restauração parou no meio");
    expect(stopped).toContain("Continuar a restauração");
    const refused = await postForm(
      w,
      "/admin/copia-de-seguranca",
      { intent: "continuar-restauracao", id: "0".repeat(24) },
      { Cookie: cookie },
    );
    expect(refused.status).toBe(409);
    const resumed = await postForm(
      w,
      "/admin/copia-de-seguranca",
      { intent: "continuar-restauracao", id: run.id },
      { Cookie: cookie },
    );
    expect(resumed.status, await resumed.clone().text()).toBe(302);
    expect(await restoreEnded()).toBe("done");
    const after = await latest();
    expect(after.id).toBe(run.id);
    expect(after.steps).toBeGreaterThan(run.steps);
    expect(await counts()).toEqual(before);
  });

  it("marks a run failed, in Portuguese, when a step fails past the engine's retries", async () => {
    const run = await endedRun();
    const before = await counts();
    const db = await w.db();
    await db
      .prepare("UPDATE backup_restores SET status = 'failed', next_unit = ?2 WHERE id = ?1")
      .bind(run.id, run.units - 1)
      .run();
    // Its plan gone from R2: every try of its next step fails.
    const plan = (await db
      .prepare("SELECT plan FROM backup_restores WHERE id = ?1")
      .bind(run.id)
      .first<string>("plan"))!;
    const bucket = await w.media();
    const planObject = await bucket.get(plan);
    expect(planObject).not.toBeNull();
    const planBytes = await planObject!.arrayBuffer();
    await bucket.delete(plan);
    const resumed = await postForm(
      w,
      "/admin/copia-de-seguranca",
      { intent: "continuar-restauracao", id: run.id },
      { Cookie: cookie },
    );
    expect(resumed.status).toBe(302);
    expect(await restoreEnded()).toBe("failed");
    const screen = await (await w.fetch("/admin/copia-de-seguranca", { headers: { Cookie: cookie } })).text();
    expect(screen).toContain("A restauração parou no meio: parte da cópia já foi gravada");
    expect(screen).toContain("Continuar a restauração");
    // What was written stays: the site is whole (the failed step was the last photos' or rows').
    expect((await counts()).pages).toBe(before.pages);
    // Its plan back: the run resumable again, as the other test may take it.
    await bucket.put(plan, planBytes);
  }, 120_000);
});
