// A restore runs in a Workflow (app/lib/backup/restore-run.server.ts): tests wait for it the way
// the screen does, by polling the screen.
import { expect } from "vitest";
import type { RunningWorker } from "./worker";

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
