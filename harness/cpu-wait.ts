// How long workerd's main thread (where the Worker's JavaScript runs) waited for a CPU while other
// processes had it: Linux's per-thread run-queue time (/proc/<pid>/task/<pid>/schedstat, second
// field, nanoseconds). A request's Server-Timing render (wall time less the time KV or D1 calls were
// pending, platform/io-clock.ts) counts those waits as the Worker's; on the shared 2-core machine
// they are what makes the slowest 1 % (measured idle, 300 renders of a generated page: render p99
// 13 ms, less the waits 7 ms). The waits are read around the whole request, so the difference can
// take off a little more than fell inside the render: the benchmarks print both figures.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export interface CpuWaits {
  /** Run-queue waits of workerd's main thread so far, ms. */
  waitedMs(): number;
  /**
   * CPU time workerd's main thread has run so far, ms (schedstat's first field): on a loaded
   * machine a steadier figure than the render less the waits, but it also counts what workerd
   * itself does on that thread (HTTP, the local KV and D1).
   */
  ranMs(): number;
}

/** The newest workerd this process started (the Worker being measured), or null off Linux. */
export function workerdWaits(): CpuWaits | null {
  let pid: number;
  try {
    pid = Number(
      execFileSync("pgrep", ["-n", "-P", String(process.pid), "-x", "workerd"])
        .toString()
        .trim(),
    );
  } catch {
    return null;
  }
  const file = `/proc/${pid}/task/${pid}/schedstat`;
  try {
    readFileSync(file, "utf8");
  } catch {
    return null;
  }
  return {
    waitedMs: () => Number(readFileSync(file, "utf8").split(" ")[1]) / 1e6,
    ranMs: () => Number(readFileSync(file, "utf8").split(" ")[0]) / 1e6,
  };
}

/** A request's render less the CPU waits around it (never below 0), and the waits. */
export async function timedRequest(
  waits: CpuWaits | null,
  request: () => Promise<Response>,
): Promise<{ res: Response; render: number | null; waited: number; ran: number }> {
  const before = waits?.waitedMs() ?? 0;
  const ranBefore = waits?.ranMs() ?? 0;
  const res = await request();
  await res.arrayBuffer();
  const waited = (waits?.waitedMs() ?? 0) - before;
  const ran = (waits?.ranMs() ?? 0) - ranBefore;
  const dur = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
  return { res, render: Number.isFinite(dur) ? dur : null, waited, ran };
}
