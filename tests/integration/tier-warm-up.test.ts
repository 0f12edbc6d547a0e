// The global tier's warm-up (app/lib/platform/tier-warm-up.server.ts, a Workflow): after an
// identity save every tier copy stops answering; the warm-up renders the public pages into the
// tier in the background, so a new isolate of another data centre is answered from there even for
// a page render on write leaves out. The built Worker in workerd, real KV, D1 and R2; a few pages.
import { afterEach, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { until } from "../../harness/wait";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { DAILY_WARM_KEPT_MS, WARM_MARKER_KEY } from "~/lib/platform/tier-warm-up.server";
import { DAILY_CRON } from "~/worker.server";
import { SAVED_IDENTITY_FORM } from "../support/identity-form";
import { emptyDataCentre, tierObject } from "../support/tier";

let w: RunningWorker;
let cookie: string;

// Off in the harness unless asked; 12 pages (2 steps of 10): the home page, the sitemap, cities.
const WARM = { RENDER_ON_WRITE: "on", TIER_WARM_UP: "on", TIER_WARM_UP_MAX_PAGES: "12" };

// Each test on a launched site of its own: CI shuffles the tests of a file. Started with the
// bindings the test needs (issue 41: no first Worker only to be restarted with others at once).
async function launch(bindings: Record<string, string>): Promise<void> {
  // The warm-up's engine, and the backup's the daily cron starts (each other Workflow's engine a
  // Worker of its own to start).
  w = await startWorker({ launched: true, bindings, workflows: ["WARM_UP", "BACKUP"] });
}
afterEach(async () => {
  await w?.dispose();
});

/** "Dados da empresa" saved through the admin form, with this street. */
async function saveStreet(street: string): Promise<void> {
  const res = await postForm(w, "/admin/empresa", { ...SAVED_IDENTITY_FORM, street }, { Cookie: cookie });
  expect(res.status, await res.clone().text()).toBe(302);
  await res.arrayBuffer();
}

const marker = async () => (await tierObject(w, WARM_MARKER_KEY))?.customMetadata;

// A city page: not among the 6 pages render on write renders after a save.
const PAGE = "/cidades/santo-andre";

/** A new isolate of another data centre (no warm-up of its own) answers PAGE: from the tier? */
async function viewElsewhere(): Promise<{ source: string | null; html: string }> {
  await w.dispose({ keepState: true });
  // The same KV, D1 and R2, an empty Cache API (tests/support/tier.ts). It starts no Workflow (no
  // save, no cron; the warm-up is off in it): no engine, each a Worker of its own to start.
  w = await startWorker({
    persistDir: emptyDataCentre(w.persistDir),
    bindings: { RENDER_ON_WRITE: "off" },
    workflows: [],
  });
  const res = await w.fetch(PAGE);
  expect(res.status).toBe(200);
  return { source: res.headers.get("x-edge-cache"), html: await res.text() };
}

describe("the tier's warm-up", () => {
  it("after an identity save, renders pages beyond render on write's into the tier: a new isolate elsewhere answers them without a render", async () => {
    await launch({ ...WARM, TIER_WARM_UP_SETTLE_MS: "0" });
    cookie = await signInCookie(w);
    await saveStreet("Rua das Acácias");
    // The Workflow's last step marks its run done.
    await until(marker, (m) => m?.state === "done", { what: "the warm-up's end", timeout: 60_000 });
    const { source, html } = await viewElsewhere();
    expect(source).toBe("TIER");
    expect(html).toContain("Rua das Acácias");
    // Beyond the cap: left to its first visitor.
    expect(await tierObject(w, "html/local/se")).toBeNull();
  });

  it("a second save during a run stops it: the copies left answer for the newest identity", async () => {
    // Each run waits 5 s before its first render: the second save lands in the first run's wait.
    await launch({ ...WARM, TIER_WARM_UP_SETTLE_MS: "5000" });
    cookie = await signInCookie(w);
    const before = (await marker())?.run;
    await saveStreet("Rua dos Ipês");
    const first = await until(marker, (m) => m?.run !== before, { what: "the first run's start" });
    expect(first?.state).toBe("running");
    await saveStreet("Rua das Palmeiras");
    await until(marker, (m) => m?.run !== first?.run && m?.state === "done", {
      what: "the second run's end",
      timeout: 60_000,
    });
    // The first run saw a newer one own the warm-up and stopped before rendering anything.
    await until(
      async () => w.logs.filter((l) => l.includes("Tier warm-up stopped") && l.includes(first!.run!)),
      (lines) => lines.length > 0,
      { what: "the first run's stop" },
    );
    const { source, html } = await viewElsewhere();
    expect(source).toBe("TIER");
    expect(html).toContain("Rua das Palmeiras");
    expect(html).not.toContain("Rua dos Ipês");
  });

  it("after a deploy, the 5-minute cron warms the tier once for the new build", async () => {
    await launch(WARM);
    // What the build before left: its marker, and its copies (which never answer this build).
    const media = await w.media();
    const stale = { run: "warm-1-before", build: "the build deployed before", state: "done" };
    await media.put(WARM_MARKER_KEY, "", { customMetadata: stale });
    await media.delete(`html${PAGE}`);
    await w.scheduled("*/5 * * * *");
    const warmed = await until(marker, (m) => m?.run !== stale.run && m?.state === "done", {
      what: "the deploy's warm-up",
      timeout: 60_000,
    });
    expect(warmed?.build).not.toBe(stale.build);
    // The next cron sees this build warmed: no second run.
    await w.scheduled("*/5 * * * *");
    expect((await marker())?.run).toBe(warmed?.run);
    const { source, html } = await viewElsewhere();
    expect(source).toBe("TIER");
    expect(html).toContain("<h1");
  });

  it("the daily cron renews the copies that would expire before the next day's run, and leaves the others", async () => {
    await launch({ ...WARM, TIER_WARM_UP_SETTLE_MS: "0" });
    const media = await w.media();
    // Two pages in the tier, as a visitor's renders keep them.
    for (const path of [PAGE, "/"]) {
      await (await w.fetch(path)).arrayBuffer();
      await until(
        () => tierObject(w, `html${path}`),
        (o) => o !== null,
        { what: `the tier's copy of ${path}` },
      );
    }
    // Two copies of this build: one stored a day ago less 11 hours (it expires before tomorrow's
    // run), one with 13 hours left. Their expiry rewritten as a day-old copy would hold it.
    const expiring = `html${PAGE}`;
    const lasting = "html/";
    const rewrite = async (key: string, left: number) => {
      const object = await media.get(key);
      expect(object, key).not.toBeNull();
      const meta = { ...object!.customMetadata!, expires: String(Date.now() + left) };
      await media.put(key, await object!.arrayBuffer(), { customMetadata: meta, httpMetadata: object!.httpMetadata! });
      return (await media.head(key))!.uploaded.getTime();
    };
    const before = {
      expiring: await rewrite(expiring, DAILY_WARM_KEPT_MS - 3_600_000),
      lasting: await rewrite(lasting, DAILY_WARM_KEPT_MS + 3_600_000),
    };
    const previous = (await marker())?.run;
    await w.scheduled(DAILY_CRON);
    await until(marker, (m) => m?.run !== previous && m?.state === "done", {
      what: "the day's warm-up",
      timeout: 60_000,
    });
    const renewed = (await media.head(expiring))!;
    expect(renewed.uploaded.getTime()).toBeGreaterThan(before.expiring);
    // (Kept 5 minutes here: the test starts the run with no settle wait, so the rating's purge is
    // within 2 minutes of the render; in production the run waits TIER_WARM_UP_SETTLE_MS first.)
    expect(renewed.customMetadata!.build).toBe((await marker())?.build);
    expect((await media.head(lasting))!.uploaded.getTime()).toBe(before.lasting);
  });
});
