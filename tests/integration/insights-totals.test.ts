// "Desempenho no Google" and "Cada página vale a pena?" read Search Console's sums written by the
// import (migration 0017, search-totals.server.ts), not every day of every page: on 16 months of
// data they show exactly what the old per-view sums showed (the figures the old code computed on
// this data, frozen in insights-totals.expected.json), a view reads at most
// 2,000 D1 rows (D1's own meta.rows_read, counted inside the Worker), and re-importing days — the
// cron's newest days, a back-fill step of old ones — leaves the sums equal to a recomputation from
// the day rows.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, dayOfMs, startOfDayMs } from "~/lib/insights/days";
import { importRange } from "~/lib/insights/import.server";
import type { VerdictPeriod } from "~/lib/insights/page-verdicts";
import type { SearchConsoleConfig } from "~/lib/insights/search-console-api.server";
import { searchReport } from "~/lib/insights/search-report.server";
import { refreshTotals } from "~/lib/insights/search-totals.server";
import { DEVICES, refreshVitalsWindow, type webVitalsReport } from "~/lib/insights/web-vitals.server";
import { sitemapGroups } from "~/lib/seo/public-routes";
import { signInCookie } from "../../harness/admin-client";
import {
  type FakeSearchConsole,
  type FixtureRow,
  startFakeSearchConsole,
} from "../../harness/fakes/fake-search-console";
import { opsCounter } from "../../harness/ops";
import { askProbe, bundleProbe } from "../../harness/probe";
import type { Figures } from "../../harness/probes/insights";
import { seedLeads, seedSearchConsole, seedWebVitals } from "../../harness/scale-seed";
import { type RunningWorker, startWorker } from "../../harness/worker";
import expected from "./insights-totals.expected.json";

const SITE = "https://motoresppa.com.br";
const PROPERTY = `${SITE}/`;
// A fixed day: the frozen figures are those of the data seeded relative to it.
const NOW = Date.UTC(2026, 10, 27, 15, 0, 0);
const END = addDays(dayOfMs(NOW), -2);
const MONTHS_16 = 487;
const paths = [
  ...new Set(
    sitemapGroups([]).flatMap((g) => [...g.links, ...(g.groups ?? []).flatMap((s) => s.links)].map((l) => l.path)),
  ),
].slice(0, 60);
const sort = { key: "impressoes", dir: "desc" } as const;

let w: RunningWorker;
let db: D1Database;
let fake: FakeSearchConsole;
let cookie: string;
const ops = opsCounter();

beforeAll(async () => {
  fake = await startFakeSearchConsole();
  fake.setSites([PROPERTY]);
  w = await startWorker({ ...ops.options, probes: { insights: await bundleProbe("insights") } });
  db = await w.db();
  // 16 months at a busy small site's size: 60 pages a day, 300 page × query rows a day (146,100),
  // 10 contacts a day, Web Vitals of the 35 days kept for 30 pages on two kinds of device.
  await seedSearchConsole(db, { end: END, days: MONTHS_16, paths, queriesPerPage: 5 });
  await seedLeads(db, { end: END, days: MONTHS_16, paths, count: 10 * MONTHS_16 });
  await seedWebVitals(db, { end: dayOfMs(NOW), days: 35, paths: paths.slice(0, 30), devices: ["mobile", "desktop"] });
  cookie = await signInCookie(w);
}, 300_000);

afterAll(async () => {
  await w?.dispose();
  await fake?.close();
});

/** Whether the screens read the contacts' sums (their windows are this report's). */
async function sumsInUse(end: string) {
  const b = await db.prepare("SELECT s, e FROM lead_bounds WHERE id = 1").first<{ s: number; e: number }>();
  return b !== null && b.s === startOfDayMs(addDays(end, -27)) && b.e === startOfDayMs(addDays(end, 1));
}

// What the data holds when a report is read: the tests below change the contacts and import days
// (in any order, `--sequence.shuffle`), and each change gives the report other figures.
const changed = { contacts: false, days: false };
type Frozen = Record<string, { report: unknown; queries: unknown[] }>;
/** A page's sums of a period as the old per-view SQL gave them (search_pages grouped by page). */
interface OldSum {
  page: string;
  imp: number;
  clk: number;
  posw: number;
  imp90: number;
}
/** A page's contacts of a period as the old per-view SQL gave them (leads grouped by path). */
interface OldLeads {
  path: string;
  leads: number;
  closed: number;
  cents: number;
  leads90: number;
}
/** The old per-view SQL's sums of "Vale a pena", frozen: by the changes the data holds, then by period. */
type FrozenVerdicts = Record<string, Record<VerdictPeriod, { old: OldSum[]; oldLeads: OldLeads[] }>>;

/**
 * Every figure both screens show, computed the new way, must be what the old per-view sums showed
 * on the same data: Search Console's report and a page's queries as the old code computed them
 * and the verdicts' sums as the old per-view SQL gave them (both frozen, keyed by which changes the
 * data holds).
 */
async function expectSameAsBefore() {
  // Computed inside workerd in one request (harness/probes/insights.ts): the app's functions on
  // the Worker's D1, as the screens read it.
  const {
    report: now,
    queries,
    periods,
    figures,
  } = await askProbe<Figures>(w, "insights", "/figures", {
    now: NOW,
    site: SITE,
    sort,
    queryPaths: [paths[0]!, paths[17]!, "/nao-existe"],
    figuresPath: paths[3]!,
  });
  const state = `contacts ${changed.contacts ? "changed" : "as seeded"}, days ${changed.days ? "imported" : "as seeded"}`;
  const frozen = (expected.search as unknown as Frozen)[state]!;
  expect(frozen, state).toBeDefined();
  // JSON holds no undefined: the report compared as JSON reads it back (the probe's answer is JSON).
  expect(now, state).toEqual(frozen.report);
  expect(now.pages.length).toBeGreaterThan(0);
  expect(queries).toHaveLength(3);
  for (const [i, path] of [paths[0]!, paths[17]!, "/nao-existe"].entries()) {
    expect(queries[i], `${state}: ${path}`).toEqual(frozen.queries[i]);
  }
  expect(now.coverage.last).toBeTruthy();
  const frozenVerdicts = (expected.verdicts as unknown as FrozenVerdicts)[state]!;
  expect(frozenVerdicts, state).toBeDefined();
  const sumsOf = (period: VerdictPeriod) => {
    const p = periods.find((x) => x.period === period)!;
    const f = frozenVerdicts[period];
    return {
      old: new Map(f.old.map((r) => [r.page, r])),
      oldLeads: new Map(f.oldLeads.map((r) => [r.path, r])),
      pages: p.pages,
    };
  };
  expect(periods.map((p) => p.period)).toEqual(["28-dias", "3-meses", "16-meses"]);
  for (const period of ["28-dias", "3-meses", "16-meses"] as const) {
    const { old, oldLeads, pages } = sumsOf(period);
    let seen = 0;
    for (const [i, v] of pages.entries()) {
      // Every page of the list up to the last, as the loop over `pagina` read them.
      expect(v.hasNext, `${period} page ${i + 1}`).toBe(i < pages.length - 1);
      for (const row of v.rows) {
        const o = old.get(row.path);
        expect(row.figures.impressions, `${period} ${row.path}`).toBe(o?.imp ?? 0);
        expect(row.figures.clicks).toBe(o?.clk ?? 0);
        expect(row.figures.position).toBe(o && o.imp > 0 ? o.posw / o.imp : null);
        expect(row.last90.impressions).toBe(o?.imp90 ?? 0);
        const l = oldLeads.get(row.path);
        expect([row.figures.leads, row.figures.closed, row.figures.closedCents, row.last90.leads]).toEqual([
          l?.leads ?? 0,
          l?.closed ?? 0,
          l?.cents ?? 0,
          l?.leads90 ?? 0,
        ]);
        if (o && o.imp > 0) seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  }
  for (const { period, figures: f } of figures.periods) {
    const o = sumsOf(period).old.get(paths[3]!)!;
    expect([f.impressions, f.clicks, f.position]).toEqual([o.imp, o.clk, o.posw / o.imp]);
    const l = sumsOf(period).oldLeads.get(paths[3]!);
    expect([f.leads, f.closed, f.closedCents]).toEqual([l?.leads ?? 0, l?.closed ?? 0, l?.cents ?? 0]);
  }
}

/** D1 rows one admin view reads, counted inside the Worker. */
async function viewRows(path: string) {
  ops.take();
  const res = await w.fetch(path, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  await res.text();
  return ops.take();
}

/** An access token from the fake Search Console (the code exchange the callback makes). */
async function accessToken(): Promise<string> {
  const verifier = "v".repeat(50);
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  fake.grant("codigo-teste", challenge);
  const res = await fetch(fake.tokenUrl, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "authorization_code", code: "codigo-teste", code_verifier: verifier }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

const config: () => SearchConsoleConfig = () => ({
  clientId: "id",
  clientSecret: "segredo",
  authUrl: fake.authUrl,
  tokenUrl: fake.tokenUrl,
  revokeUrl: fake.revokeUrl,
  apiUrl: fake.apiUrl.replace(/\/+$/, ""),
  secret: "s".repeat(32),
  retryMs: 0,
  rowLimit: 25_000,
});

describe("Search Console's sums", () => {
  it("show the same figures as the per-view sums did, and a view reads at most 2,000 D1 rows", async () => {
    // As the migration leaves a site that already had rows (the sums of every page), and the
    // daily cron the Web Vitals window.
    await db.batch(refreshTotals(db));
    await refreshVitalsWindow(db, NOW);
    await expectSameAsBefore();

    const views: [string, number][] = [];
    for (const path of [
      "/admin/desempenho",
      `/admin/desempenho?pagina=${encodeURIComponent(paths[0]!)}`,
      "/admin/desempenho?aparelho=celular",
      "/admin/vale-a-pena",
      "/admin/vale-a-pena?periodo=16-meses",
    ]) {
      const used = await viewRows(path);
      views.push([path, used.rowsRead]);
      expect(used.rowsRead, `${path}\n${used.each.join("\n")}`).toBeLessThanOrEqual(2_000);
    }
    // The old report read ~29,000 D1 rows on this data (its statements counted by D1's rows_read).
    console.info(
      `Desempenho on 16 months (60 pages, 300 queries a day), views now: ${views.map(([p, r]) => `${p} ${r}`).join(", ")}`,
    );
  }, 120_000);

  it("give Web Vitals' p75s as every day row did, whenever the cron last merged the window", async () => {
    // Each device's report computed inside workerd (harness/probes/insights.ts), after the window
    // merged by the cron at `refreshAt` when given: one request, not a proxy round trip a statement.
    const same = async (refreshAt?: number) => {
      const reports = await askProbe<Awaited<ReturnType<typeof webVitalsReport>>[]>(w, "insights", "/vitals", {
        now: NOW,
        devices: DEVICES,
        refreshAt,
      });
      expect(reports).toHaveLength(DEVICES.length);
      for (const [i, device] of DEVICES.entries()) {
        const now = reports[i]!;
        // The p75s every day row gave (the old per-view computation), frozen (the answer is JSON).
        expect(now, device).toEqual((expected.vitals as Record<string, unknown>)[device]);
        expect(now.views).toBeGreaterThan(0);
      }
    };
    await db.prepare("DELETE FROM web_vitals_window_span").run();
    await same();
    // Merged by today's cron, by the cron of 1 and 3 days ago (days to add and to take away), or
    // by a cron 40 days ago (nothing left of its window).
    for (const daysAgo of [0, 1, 3, 40]) await same(NOW - daysAgo * 86_400_000);
    await refreshVitalsWindow(db, NOW);
  }, 120_000);

  it("keep the contacts' sums exact when contacts are written, closed, valued, moved and deleted", async () => {
    await db.batch(refreshTotals(db));
    const end = (await searchReport(db, sort, SITE, NOW)).coverage.last!;
    expect(await sumsInUse(end)).toBe(true);
    const inWindow = startOfDayMs(addDays(end, -3));
    const before90 = startOfDayMs(addDays(end, -60));
    await db.batch([
      db.prepare(
        "UPDATE leads SET closed_at = created_at + 1, value_cents = 99900 WHERE id % 11 = 1 AND closed_at IS NULL",
      ),
      db.prepare("UPDATE leads SET closed_at = NULL WHERE id % 13 = 0"),
      db.prepare("UPDATE leads SET value_cents = value_cents + 5 WHERE id % 17 = 0 AND value_cents IS NOT NULL"),
      db.prepare("UPDATE leads SET path = ?1 WHERE id % 19 = 0").bind(paths[5]!),
      db.prepare("UPDATE leads SET created_at = ?1 WHERE id % 23 = 0").bind(before90),
      db.prepare("DELETE FROM leads WHERE id % 29 = 0"),
      db
        .prepare(
          `INSERT INTO leads (ref, created_at, channel, path, family, device, closed_at, value_cents)
           VALUES ('novo-no-periodo', ?1, 'whatsapp', ?2, 'pagina', 'mobile', ?1, 123400)`,
        )
        .bind(inWindow, paths[2]!),
    ]);
    changed.contacts = true;
    expect(await sumsInUse(end)).toBe(true);
    await expectSameAsBefore();
    // A recomputation finds the sums the triggers kept.
    const kept = await db.prepare("SELECT * FROM lead_sums ORDER BY path").all();
    await db.batch(refreshTotals(db));
    expect((await db.prepare("SELECT * FROM lead_sums ORDER BY path").all()).results).toEqual(kept.results);
  }, 120_000);

  it("stay equal to a recomputation when days are imported again, new or old", async () => {
    const token = await accessToken();
    // The cron's days: the last 3 again with other numbers, and a new one (the windows move).
    const rows: FixtureRow[] = [];
    for (let i = -2; i <= 1; i++) {
      const date = addDays(END, i);
      for (const [k, path] of paths.slice(0, 40).entries()) {
        rows.push({
          date,
          page: `${SITE}${path}`,
          query: `nova busca ${k % 7}`,
          clicks: (k + i + 3) % 4,
          impressions: 30 + k,
          position: 2 + (k % 9),
        });
      }
    }
    // A back-fill step of old days: 200 days back, a few pages only.
    const old = addDays(END, -200);
    for (const path of paths.slice(50, 55)) {
      rows.push({ date: old, page: `${SITE}${path}`, query: "busca antiga", clicks: 9, impressions: 900, position: 4 });
    }
    fake.setRows(PROPERTY, rows);
    const deps = { db, config: config() };
    for (let run = 0; run < 2; run++) {
      await importRange(
        deps,
        token,
        PROPERTY,
        { startDate: addDays(END, -2), endDate: addDays(END, 1) },
        undefined,
        NOW,
      );
      await importRange(deps, token, PROPERTY, { startDate: old, endDate: old }, undefined, NOW);
      changed.days = true;
      const kept = await db.prepare("SELECT * FROM search_totals ORDER BY page").all();
      await expectSameAsBefore();
      // A full recomputation from the day rows changes nothing.
      await db.batch(refreshTotals(db));
      expect((await db.prepare("SELECT * FROM search_totals ORDER BY page").all()).results).toEqual(kept.results);
    }
    const report = await searchReport(db, sort, SITE, NOW);
    expect(report.coverage.last).toBe(addDays(END, 1));
  }, 120_000);
});
