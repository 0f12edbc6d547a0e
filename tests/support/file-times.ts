// A vitest reporter that prints, after a run, each test file's wall time (module import and
// collection, hooks and tests) sorted slowest first, per project. For measuring the suite:
//   npx vitest run --reporter=default --reporter=./tests/support/file-times.ts
// With FILE_DURATIONS=write, a full run also rewrites tests/support/file-durations.json, the
// times the sequencer orders files by (tests/support/sequencer.ts):
//   FILE_DURATIONS=write npx vitest run --reporter=default --reporter=./tests/support/file-times.ts
import { writeFileSync } from "node:fs";
import type { Reporter, TestModule } from "vitest/node";
import { DURATIONS_FILE } from "./sequencer";

export default class FileTimes implements Reporter {
  private rows: { project: string; file: string; collect: number; run: number; tests: number }[] = [];
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
  }

  onTestModuleEnd(module: TestModule) {
    const d = module.diagnostic();
    this.rows.push({
      project: module.project.name,
      file: module.moduleId.replace(`${process.cwd()}/`, ""),
      collect: d.collectDuration + d.prepareDuration + d.setupDuration + d.environmentSetupDuration,
      run: d.duration,
      tests: [...module.children.allTests()].length,
    });
  }

  onTestRunEnd() {
    if (process.env.FILE_DURATIONS === "write") {
      const times = Object.fromEntries(
        this.rows
          .map((r) => [r.file, Math.round((r.collect + r.run) / 100) / 10] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
      );
      writeFileSync(DURATIONS_FILE, `${JSON.stringify(times, null, 2)}\n`);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
    const lines = [...this.rows]
      .sort((a, b) => b.collect + b.run - (a.collect + a.run))
      .map((r) => `${s(r.collect + r.run)} ${s(r.collect)} ${String(r.tests).padStart(4)}  ${r.project}  ${r.file}`);
    const total = this.rows.reduce((n, r) => n + r.collect + r.run, 0);
    console.log(
      [
        "",
        "  file time  (import+collect)  tests  project  file",
        ...lines,
        `${s(total)} summed over files; ${s(Date.now() - this.started)} wall`,
      ].join("\n"),
    );
  }
}
