// A restore runs in a Workflow (app/lib/backup/restore-run.server.ts): tests wait for it the way
// the screen does, by polling the screen.
import { expect } from "vitest";
import type { RunningWorker } from "./worker";
import { until } from "./wait";

/**
 * Polls the screen, as it polls itself, until the newest restore (a Workflow) is no longer running;
 * the state it ended in ("done" or "failed").
 */
export async function restoreEnded(w: RunningWorker, cookie: string): Promise<string> {
  let state = "";
  await expect
    .poll(
      async () => {
        const html = await (await w.fetch("/admin/copia-de-seguranca", { headers: { Cookie: cookie } })).text();
        state = /data-restore="(\w+)"/.exec(html)?.[1] ?? "none";
        return state;
      },
      { timeout: 180_000, interval: 100 },
    )
    .not.toBe("running");
  return state;
}

/**
 * Polls the screen, as it polls itself, until the newest copy (a Workflow) is no longer being made;
 * the state it ended in ("done" or "failed") and, when done, its file name (the download link's).
 * (`until`, not expect.poll: a test's beforeAll makes its copy too.)
 */
export async function copyEnded(w: RunningWorker, cookie: string): Promise<{ state: string; name: string | null }> {
  const html = await until(
    async () => (await w.fetch("/admin/copia-de-seguranca", { headers: { Cookie: cookie } })).text(),
    (page) => !page.includes('data-build="running"'),
    { timeout: 180_000, interval: 100, what: "the copy" },
  );
  return {
    state: /data-build="(\w+)"/.exec(html)?.[1] ?? "none",
    name: /baixar\?copia=(copia-[0-9TZ-]+\.tar)/.exec(html)?.[1] ?? null,
  };
}

/** Waits until no copy is being made (D1's rows): copies the cron started too. */
export async function buildsEnded(w: RunningWorker): Promise<void> {
  const db = await w.db();
  await until(
    () => db.prepare("SELECT count(*) AS n FROM backup_builds WHERE status = 'running'").first<number>("n"),
    (n) => n === 0,
    { timeout: 180_000, interval: 100, what: "the copies being made" },
  );
}
