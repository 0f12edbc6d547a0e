// Helpers of the global tier's integration tests (tests/integration/page-tier.test.ts,
// tier-window.test.ts): another data centre is a new workerd on the same KV, D1 and R2 with none of
// the first one's Cache API entries.
import { rmSync } from "node:fs";
import path from "node:path";
import { kvCallLog } from "../../harness/ops";
import { type RunningWorker, startWorker } from "../../harness/worker";

/** A new workerd on the same KV, D1 and R2 with none of the data centre's Cache API entries. */
export function emptyDataCentre(persistDir: string): string {
  rmSync(path.join(persistDir, "cache"), { recursive: true, force: true });
  return persistDir;
}

/** Another data centre: a new isolate, an empty Cache API, its KV calls counted. */
export async function anotherDataCentre(
  persistDir: string,
  ops: string[],
  options: { clock?: boolean; bindings?: Record<string, string> } = {},
): Promise<RunningWorker> {
  return startWorker({
    persistDir: emptyDataCentre(persistDir),
    clock: options.clock,
    bindings: { RENDER_ON_WRITE: "on", ...options.bindings },
    ...kvCallLog(ops),
  });
}

export const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
export const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
export const tierObject = async (worker: RunningWorker, key: string) => (await worker.media()).head(key);
