// What share of a small site's page views meets a render, with the global tier's old window (a copy
// answers 5 minutes) against its new one (until something the page shows changes, at most a day):
// a simulation of the expiry rules (app/lib/platform/page-tier.server.ts, edge-cache.server.ts),
// printed by scripts/bench-cold.ts. Pure and seeded: the same figures every run.
//
// The model: N pages, "/" first, then the 104 place pages (they show the Google rating), then the
// rest; a page's share of views falls as 1/rank (Zipf). V views a day at random times, each from
// one of 5 data centres (half from the first). A view is answered by its data centre's copy (5
// minutes), else the tier's, else a render (which the data centre and the tier keep). S seller
// saves a day between 08:00 and 18:00 (São Paulo), each changing one random page: purged with the
// listing pages ("/", "/sitemap", "/sitemap.xml") in the tier and the writer's data centre, then
// rendered on write (kept 5 minutes: its inputs are not settled). The rating cron at 06:00 UTC
// purges "/" and the place pages when a rating is configured. New window: a render is kept a day
// unless a write happened in the 7 minutes before it (a listing copy up to 5 minutes old plus
// TIER_SETTLE_MS), then 5 minutes as before. With the daily warm-up (app/lib/platform/
// tier-warm-up.server.ts), once the rating's purge has settled every copy expiring within 12 hours
// (DAILY_WARM_KEPT_MS) is rendered again and kept a day. Day 1 fills the tier; days 2 and 3 are
// measured.

import { EDGE_TTL_S } from "~/lib/platform/edge-cache.server";
import { TIER_MAX_AGE_MS, TIER_SETTLE_MS } from "~/lib/platform/page-tier.server";
import { DAILY_WARM_KEPT_MS } from "~/lib/platform/tier-warm-up.server";
import { mulberry32 } from "~/lib/generation/prng";

export interface TierWindowSite {
  pages: number;
  viewsPerDay: number;
  savesPerDay?: number;
  rating?: boolean;
  /** The tier's cap (default TIER_MAX_AGE_MS, a day). */
  maxAgeMs?: number;
}

export interface TierWindowResult {
  /** Share of views answered by a render: old window, new, new with the daily warm-up. */
  rendered: { old: number; new: number; warmed: number };
  /** Share of each page's first view of a day (in any data centre) that met a render. */
  firstOfDay: { old: number; new: number; warmed: number };
  views: number;
}

const DAY = 86_400_000;
const EDGE = EDGE_TTL_S * 1000;
const DATA_CENTRES = [0.5, 0.125, 0.125, 0.125, 0.125];
const PLACES = 104;
const LISTING = [0, 1, 2];

type Event =
  | { at: number; kind: "view"; page: number; dc: number }
  | { at: number; kind: "save"; page: number }
  | { at: number; kind: "rating"; page: number }
  | { at: number; kind: "warm"; page: number };

function events(site: TierWindowSite, days: number, seed: number): Event[] {
  const random = mulberry32(seed);
  const weights = Array.from({ length: site.pages }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  let sum = 0;
  for (const w of weights) {
    sum += w / total;
    cumulative.push(sum);
  }
  const pick = (r: number) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const dcOf = (r: number) => {
    let acc = 0;
    for (let i = 0; i < DATA_CENTRES.length; i++) {
      acc += DATA_CENTRES[i]!;
      if (r < acc) return i;
    }
    return DATA_CENTRES.length - 1;
  };
  const out: Event[] = [];
  for (let day = 0; day < days; day++) {
    for (let i = 0; i < site.viewsPerDay; i++)
      out.push({ at: day * DAY + random() * DAY, kind: "view", page: pick(random()), dc: dcOf(random()) });
    // 08:00–18:00 in São Paulo = 11:00–21:00 UTC.
    for (let i = 0; i < (site.savesPerDay ?? 20); i++)
      out.push({
        at: day * DAY + (11 + random() * 10) * 3_600_000,
        kind: "save",
        page: Math.floor(random() * site.pages),
      });
    if (site.rating !== false) out.push({ at: day * DAY + 6 * 3_600_000, kind: "rating", page: 0 });
    // The daily cron's warm-up, once the rating's purge has settled.
    out.push({ at: day * DAY + 6 * 3_600_000 + EDGE + TIER_SETTLE_MS, kind: "warm", page: 0 });
  }
  return out.sort((a, b) => a.at - b.at);
}

function run(list: Event[], site: TierWindowSite, longWindow: boolean, warm: boolean, measureFrom: number) {
  const tier = new Map<number, number>();
  const dcCopies = DATA_CENTRES.map(() => new Map<number, number>());
  let lastSave = Number.NEGATIVE_INFINITY;
  let views = 0;
  let rendered = 0;
  const firstSeen = new Set<string>();
  let firsts = 0;
  let firstRendered = 0;
  const purge = (pages: number[], dc?: number) => {
    for (const p of pages) {
      tier.delete(p);
      if (dc !== undefined) dcCopies[dc]!.delete(p);
    }
  };
  for (const e of list) {
    if (e.kind === "save") {
      const pages = [...new Set([...LISTING, e.page])].filter((p) => p < site.pages);
      purge(pages, 0);
      lastSave = e.at;
      // Render on write, after the purge: its inputs were read just after a write, so 5 minutes.
      for (const p of pages) {
        tier.set(p, e.at + EDGE);
        dcCopies[0]!.set(p, e.at + EDGE);
      }
      continue;
    }
    if (e.kind === "warm") {
      if (!warm) continue;
      for (let p = 0; p < site.pages; p++)
        if ((tier.get(p) ?? 0) <= e.at + DAILY_WARM_KEPT_MS) tier.set(p, e.at + (site.maxAgeMs ?? TIER_MAX_AGE_MS));
      continue;
    }
    if (e.kind === "rating") {
      purge([0, ...Array.from({ length: Math.min(PLACES, site.pages - 1) }, (_, i) => i + 1)]);
      lastSave = Math.max(lastSave, e.at);
      continue;
    }
    const copies = dcCopies[e.dc]!;
    let render = false;
    if ((copies.get(e.page) ?? 0) > e.at) {
      // The data centre's copy.
    } else if ((tier.get(e.page) ?? 0) > e.at) {
      copies.set(e.page, Math.min(tier.get(e.page)!, e.at + EDGE));
    } else {
      render = true;
      const settled = longWindow && lastSave <= e.at - EDGE - TIER_SETTLE_MS;
      tier.set(e.page, e.at + (settled ? (site.maxAgeMs ?? TIER_MAX_AGE_MS) : EDGE));
      copies.set(e.page, e.at + EDGE);
    }
    if (e.at < measureFrom) continue;
    views++;
    if (render) rendered++;
    const first = `${Math.floor(e.at / DAY)}:${e.page}`;
    if (!firstSeen.has(first)) {
      firstSeen.add(first);
      firsts++;
      if (render) firstRendered++;
    }
  }
  return { views, rendered: rendered / views, firstOfDay: firstRendered / firsts };
}

/** The share of views that meet a render on `site`, old window against new (days 2–3 of 3). */
export function tierWindowShares(site: TierWindowSite, seed = 41): TierWindowResult {
  const list = events(site, 3, seed);
  const old = run(list, site, false, false, DAY);
  const now = run(list, site, true, false, DAY);
  const warmed = run(list, site, true, true, DAY);
  return {
    views: now.views,
    rendered: { old: old.rendered, new: now.rendered, warmed: warmed.rendered },
    firstOfDay: { old: old.firstOfDay, new: now.firstOfDay, warmed: warmed.firstOfDay },
  };
}

/** The table bench-cold prints: a few small sites. */
export function tierWindowTable(
  sites: TierWindowSite[] = [
    { pages: 150, viewsPerDay: 300 },
    { pages: 300, viewsPerDay: 1_000 },
    { pages: 300, viewsPerDay: 1_000, rating: false },
    { pages: 300, viewsPerDay: 10_000 },
    { pages: 1_000, viewsPerDay: 3_000 },
  ],
): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  const lines = [
    "| pages | views a day | saves a day | rating cron | views answered by a render: 5-minute tier | until changed (≤ 1 day) | and the daily warm-up | a page's first view of the day rendered: 5-minute | until changed | and the daily warm-up |",
    "|---|---|---|---|---|---|---|---|---|---|",
  ];
  for (const site of sites) {
    const r = tierWindowShares(site);
    lines.push(
      `| ${site.pages} | ${site.viewsPerDay} | ${site.savesPerDay ?? 20} | ${site.rating === false ? "no" : "yes"} | ${pct(r.rendered.old)} | ${pct(r.rendered.new)} | ${pct(r.rendered.warmed)} | ${pct(r.firstOfDay.old)} | ${pct(r.firstOfDay.new)} | ${pct(r.firstOfDay.warmed)} |`,
    );
  }
  return lines.join("\n");
}
