// A vitest reporter that prints, at the end of a run, each project's wall time: from its first
// test file starting to its last one ending (projects overlap: unit, integration and e2e run as
// one group), with its files and tests. Beside the default reporter in vitest.config.ts.
import type { Reporter, TestModule } from "vitest/node";

interface Span {
  first: number;
  last: number;
  files: number;
  tests: number;
}

export default class ProjectTimes implements Reporter {
  private spans = new Map<string, Span>();
  private started = Date.now();

  onTestRunStart() {
    this.started = Date.now();
    this.spans.clear();
  }

  onTestModuleStart(module: TestModule) {
    const name = module.project.name;
    const span = this.spans.get(name);
    const now = Date.now();
    if (span) span.first = Math.min(span.first, now);
    else this.spans.set(name, { first: now, last: now, files: 0, tests: 0 });
  }

  onTestModuleEnd(module: TestModule) {
    const span = this.spans.get(module.project.name);
    if (!span) return;
    span.last = Math.max(span.last, Date.now());
    span.files++;
    span.tests += [...module.children.allTests()].length;
  }

  onTestRunEnd() {
    if (this.spans.size === 0) return;
    const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
    const rows = [...this.spans.entries()]
      .sort((a, b) => a[1].first - b[1].first)
      .map(
        ([name, p]) =>
          `${s(p.last - p.first)}  from ${s(p.first - this.started)}  ${String(p.files).padStart(4)} files ${String(p.tests).padStart(5)} tests  ${name}`,
      );
    console.log(
      [
        "",
        "  Project wall times (first file start to last file end):",
        ...rows,
        `${s(Date.now() - this.started)}  the whole run`,
      ].join("\n"),
    );
  }
}
