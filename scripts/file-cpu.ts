// A vitest reporter that prints, after a run, the CPU each test file cost: the processor time of
// every process under this vitest (its workers, workerd, Chromium), read from /proc (Linux) every
// 100 ms, between the file's start and its end. On a shared machine wall times say more about the
// others than about the tests; CPU time does not. Files must run one at a time for the figures to
// be each file's own:
//   npx vitest run --project integration --project e2e --maxWorkers=1 --reporter=dot --reporter=./scripts/file-cpu.ts
import { readdirSync, readFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

const HZ = 100;

interface Proc {
  name: string;
  cpu: number;
}

export default class FileCpu implements Reporter {
  /** Every process seen under this one, alive or gone, with the CPU it had last time it was seen. */
  private procs = new Map<number, Proc>();
  private mine = new Set<number>([process.pid]);
  private timer: NodeJS.Timeout | undefined;
  private starts = new Map<string, { at: number; byName: Map<string, number> }>();
  private rows: { file: string; wall: number; cpu: number; byName: Map<string, number> }[] = [];

  private sample() {
    const now = new Map<number, { name: string; ppid: number; cpu: number }>();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        const close = stat.lastIndexOf(")");
        const fields = stat.slice(close + 2).split(" ");
        now.set(Number(entry), {
          name: stat.slice(stat.indexOf("(") + 1, close),
          ppid: Number(fields[1]),
          cpu: (Number(fields[11]) + Number(fields[12])) / HZ,
        });
      } catch {
        // gone meanwhile
      }
    }
    for (let grew = true; grew; ) {
      grew = false;
      for (const [pid, p] of now) {
        if (!this.mine.has(pid) && this.mine.has(p.ppid)) {
          this.mine.add(pid);
          grew = true;
        }
      }
    }
    for (const [pid, p] of now) {
      if (this.mine.has(pid)) this.procs.set(pid, { name: p.name.replace(/[-_].*/, "").slice(0, 12), cpu: p.cpu });
    }
  }

  private byName(): Map<string, number> {
    this.sample();
    const out = new Map<string, number>();
    for (const p of this.procs.values()) out.set(p.name, (out.get(p.name) ?? 0) + p.cpu);
    return out;
  }

  onTestRunStart() {
    this.sample();
    this.timer = setInterval(() => this.sample(), 100);
  }

  onTestModuleStart(module: TestModule) {
    this.starts.set(module.moduleId, { at: Date.now(), byName: this.byName() });
  }

  onTestModuleEnd(module: TestModule) {
    const start = this.starts.get(module.moduleId);
    if (!start) return;
    const end = this.byName();
    const byName = new Map<string, number>();
    for (const [name, cpu] of end) byName.set(name, cpu - (start.byName.get(name) ?? 0));
    this.rows.push({
      file: module.moduleId.replace(`${process.cwd()}/`, ""),
      wall: Date.now() - start.at,
      cpu: [...byName.values()].reduce((a, b) => a + b, 0),
      byName,
    });
  }

  onTestRunEnd() {
    clearInterval(this.timer);
    const s = (n: number) => n.toFixed(1).padStart(6);
    const lines = [...this.rows]
      .sort((a, b) => b.cpu - a.cpu)
      .map((r) => {
        const parts = [...r.byName.entries()]
          .filter(([, c]) => c >= 0.1)
          .sort((a, b) => b[1] - a[1])
          .map(([n, c]) => `${n} ${c.toFixed(1)}`);
        return `${s(r.cpu)} s ${s(r.wall / 1000)} s  ${r.file}  (${parts.join(", ")})`;
      });
    const total = this.rows.reduce((n, r) => n + r.cpu, 0);
    console.log(
      ["", "   CPU     wall  file  (CPU by process)", ...lines, `${s(total)} s CPU summed over files`].join("\n"),
    );
  }
}
