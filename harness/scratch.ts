// Where tests and benchmarks keep their throwaway state (Miniflare's KV, D1, R2 and cache files):
// in memory (/dev/shm) when it has room, since every KV put and D1 commit is a file write; else
// the OS's temporary directory. Measured on the 2-core machine, the integration project alone:
// 104 s and 183 s of CPU with /tmp on disk, 91 s and 167 s with /dev/shm.
import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Room a test run may need: photos and 100-page sites, several Workers at once. */
const ROOM = 2 * 1024 ** 3;

function roomy(dir: string): boolean {
  try {
    const fs = statfsSync(dir);
    return fs.bavail * fs.bsize >= ROOM;
  } catch {
    return false;
  }
}

/** /dev/shm when it is a roomy memory file system (a container's is often 64 MB), else null. */
export const SHM = roomy("/dev/shm") ? "/dev/shm" : null;

/**
 * One directory for all the state of a run, made by the first process that asks and removed as
 * it exits (a test that keeps a Worker's state for a restart, or a killed test process, leaves
 * nothing behind in memory). Processes started after it find it in PPA_SCRATCH: vitest.config.ts
 * makes it in vitest's own process, before the test processes start.
 */
export function runScratch(): string {
  if (!process.env.PPA_SCRATCH) {
    const dir = mkdtempSync(path.join(SHM ?? tmpdir(), "ppa-run-"));
    process.env.PPA_SCRATCH = dir;
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  }
  return process.env.PPA_SCRATCH;
}

/** A new empty directory for throwaway state, named `prefix…`, inside the run's directory. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(path.join(runScratch(), prefix));
}
