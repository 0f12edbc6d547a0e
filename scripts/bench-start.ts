// Measures what a Worker start costs (harness/worker.ts startWorker, then dispose), N times:
// CPU of this Node process and of workerd (reaped children, /proc/self/stat cutime+cstime).
//   npx tsx scripts/bench-start.ts [N] [json options for startWorker]
import { readFileSync } from "node:fs";
import { startWorker } from "../harness/worker";

const HZ = 100;
function childCpu(): number {
  const stat = readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / HZ;
}
function selfCpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

const n = Number(process.argv[2] ?? 5);
const options = process.argv[3] ? JSON.parse(process.argv[3]) : {};
// The first start also migrates the D1 template: measured apart.
const w0 = await startWorker(options);
await w0.dispose();
const node0 = selfCpu();
const child0 = childCpu();
const wall0 = Date.now();
for (let i = 0; i < n; i++) {
  const w = await startWorker(options);
  if (process.env.GET) {
    const res = await w.fetch(process.env.GET);
    if (res.status >= 500) throw new Error(`GET ${process.env.GET} answered ${res.status}`);
  }
  await w.dispose();
}
const node = (selfCpu() - node0) / n;
const child = (childCpu() - child0) / n;
console.log(
  `per start (+GET / + dispose), ${n} starts: node ${(node * 1000).toFixed(0)} ms, workerd ${(child * 1000).toFixed(0)} ms, wall ${((Date.now() - wall0) / n).toFixed(0)} ms`,
);
