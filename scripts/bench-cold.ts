// `npm run bench:cold`: every visitor page family's first render on a new isolate beside its warm
// renders, in one run (harness/cold-render.ts). Printed, never a pass/fail: the machine is shared,
// so compare the ratios of one run, not the milliseconds of two.
//   npx tsx scripts/bench-cold.ts [--samples 3] [--warm 30] [--before <a saved build directory>] [--no-tier] [--tier-only]
// With --before, that build (a copy of another commit's build/) is measured beside build/, sample
// by sample, on the same seeded state: the before/after table of one run. Then (unless --no-tier)
// build/'s first answer on a new isolate of a data centre with no copy, from the global tier of
// rendered pages (app/lib/platform/page-tier.server.ts), on the same state — with --before, that
// build's first answer from the tier beside it too. --tier-only: the tier's table alone.
import os from "node:os";
import path from "node:path";
import { coldWarmTable, measureColdWarm, measureTierCold, seedColdSite } from "../harness/cold-render";
import { tierWindowTable } from "../harness/tier-window";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

const before = process.argv.includes("--before") ? process.argv[process.argv.indexOf("--before") + 1] : undefined;
const { persistDir, families } = await seedColdSite();
if (!process.argv.includes("--tier-only")) {
  const rows = await measureColdWarm(persistDir, families, {
    samples: arg("--samples", 3),
    warm: arg("--warm", 30),
    builds: before ? { before: path.resolve(before), after: undefined } : { "": undefined },
  });
  console.log(
    `\nCold/warm ${new Date().toISOString()} · ${os.cpus()[0]?.model ?? "cpu"} ×${os.cpus().length} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}\n`,
  );
  console.log(coldWarmTable(rows));
  console.log(
    "\n(render less KV/D1 waits and less workerd's run-queue waits; cold = the first request of a new workerd; warm = median of the next renders in that isolate. Goal ≤ 20 ms cold, ≤ 5 ms warm, reported only.)",
  );
}

if (!process.argv.includes("--no-tier")) {
  const tier = await measureTierCold(persistDir, families, {
    samples: arg("--samples", 3),
    warm: arg("--warm", 30),
    builds: before ? { before: path.resolve(before), after: undefined } : { "build/": undefined },
  });
  const f = (n: number) => n.toFixed(1);
  const med = (xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const m = sorted.length >> 1;
    return sorted.length % 2 ? sorted[m]! : (sorted[m - 1]! + sorted[m]!) / 2;
  };
  console.log(
    `\nFrom the global tier, ${new Date().toISOString()} · load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}\n`,
  );
  console.log(
    "| family | path | build | first answer: tier less waits, samples ms | median | first answer: thread CPU, samples ms | median | simulators warmed: thread CPU, samples ms | median | warm (the isolate's copy): thread CPU median |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const r of tier)
    console.log(
      `| ${r.family} | ${r.path} | ${r.build} | ${r.cold.map(f).join(", ")} | ${f(med(r.cold))} | ${r.coldRan.map(f).join(", ")} | ${f(med(r.coldRan))} | ${r.coldRanSims.map(f).join(", ")} | ${f(med(r.coldRanSims))} | ${f(med(r.warmRan))} |`,
    );
  console.log(
    "\n(first answer = the first request of a new workerd whose Cache API is empty, the page in the tier: no render; simulators warmed = the same in a new workerd where another Worker used the KV, R2 and Cache API simulators first, which run on workerd's thread locally and outside the Worker in production; warm = the next requests in that isolate.)",
  );
}

// How often a view meets a render at all, by the tier's expiry rules (a seeded simulation, no Worker).
console.log(
  "\nViews that meet a render, the tier's 5-minute window against until-changed (harness/tier-window.ts: Zipf views over 5 data centres, 20 saves a day, the daily rating cron; days 2–3 of 3)\n",
);
console.log(tierWindowTable());
