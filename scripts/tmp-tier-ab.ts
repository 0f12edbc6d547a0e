// Throwaway: the tier's first answer (simulators warmed), two builds, many samples, few families.
import os from "node:os";
import path from "node:path";
import { measureTierCold, seedColdSite } from "../harness/cold-render";
const before = process.argv[2]!;
const samples = Number(process.argv[3] ?? 6);
const { persistDir, families } = await seedColdSite();
const some = families.filter((f) => ["home", "FAQ", "obras"].includes(f.family));
const rows = await measureTierCold(persistDir, some, { samples, warm: 2, builds: { before: path.resolve(before), after: undefined } });
const med = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2; };
for (const r of rows) console.log(r.family.padEnd(6), r.build.padEnd(7), "first", med(r.coldRan).toFixed(1), "sims", med(r.coldRanSims).toFixed(1), r.coldRanSims.map((x) => x.toFixed(1)).join(" "));
console.log("load", os.loadavg().map((l) => l.toFixed(1)).join(" "));
