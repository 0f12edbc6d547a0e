// The global tier of rendered pages (app/lib/platform/page-tier.server.ts): a page rendered in one
// data centre answers a new isolate of another — here a new workerd with no Cache API — from one
// R2 read, with no render, under the same freshness rules as the data centre's cache.
import { rmSync } from "node:fs";
import path from "node:path";
import { Response as MfResponse } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { getHtml } from "../../harness/html";
import { until } from "../../harness/wait";
import { type FakePlaces, startFakePlaces } from "../../harness/fakes/fake-places";
import { COUNTING_KV, type RunningWorker, startWorker } from "../../harness/worker";
import { IDENTITY_KEY } from "~/lib/identity/identity.server";
import { outsideWriteStamps } from "~/lib/identity/pages-stamp.server";
import { EDGE_TTL_S } from "~/lib/platform/edge-cache.server";
import { TIER_MAX_AGE_MS } from "~/lib/platform/page-tier.server";
import { DAILY_CRON } from "~/worker.server";

let w: RunningWorker;
let cookie: string;
const ops: string[] = [];

/** A new workerd on the same KV, D1 and R2 with none of the data centre's Cache API entries. */
function emptyDataCentre(persistDir: string): string {
  rmSync(path.join(persistDir, "cache"), { recursive: true, force: true });
  return persistDir;
}

/** Another data centre: a new isolate, an empty Cache API, its KV calls counted. */
async function anotherDataCentre(
  persistDir: string,
  options: { clock?: boolean; bindings?: Record<string, string> } = {},
): Promise<RunningWorker> {
  return startWorker({
    persistDir: emptyDataCentre(persistDir),
    clock: options.clock,
    bindings: { RENDER_ON_WRITE: "on", ...options.bindings },
    pagesWrapper: COUNTING_KV,
    wrapperServices: {
      COUNTER: (req: Request) => {
        const url = new URL(req.url);
        ops.push(`${url.pathname.slice(1)} ${url.searchParams.get("key") ?? ""}`.trim());
        return new MfResponse("ok") as unknown as Response;
      },
    },
  });
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
const tierObject = async (worker: RunningWorker, key: string) => (await worker.media()).head(key);

beforeAll(async () => {
  w = await startWorker({ launched: true, bindings: { RENDER_ON_WRITE: "on" } });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

describe("the global tier of rendered pages", () => {
  let first: { html: string; nonce: string | undefined };

  // Its own page (the other tests render and rewrite /local/moema): a MISS first, in any order.
  it("answers a new isolate of another data centre without a render: one KV read, a fresh nonce, the same HTML", async () => {
    const rendered = await w.fetch("/local/santana");
    expect(rendered.headers.get("x-edge-cache")).toBe("MISS");
    first = { html: await rendered.text(), nonce: nonceOf(rendered) };
    // Kept after the response.
    await until(
      () => tierObject(w, "html/local/santana"),
      (o) => o !== null,
      { what: "the tier's copy" },
    );
    await w.dispose({ keepState: true });
    w = await anotherDataCentre(w.persistDir);
    ops.length = 0;
    const res = await w.fetch("/local/santana");
    expect(res.status).toBe(200);
    expect(res.headers.get("x-edge-cache")).toBe("TIER");
    // No render: the request's time is the tier's, not a render's.
    expect(res.headers.get("server-timing")).toMatch(/^tier;dur=[\d.]+$/);
    const html = await res.text();
    expect(html).toBe(withoutNonces(first.html));
    expect(html).not.toContain("nonce=");
    const nonce = nonceOf(res);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(first.nonce);
    // "Dados da empresa" and nothing else: no listing, no page read (budget: ≤ 3 cold).
    expect(ops).toEqual(["get settings:empresa"]);
    // The next visitor of this isolate: its own copy, no KV at all.
    ops.length = 0;
    const again = await w.fetch("/local/santana");
    expect(again.headers.get("x-edge-cache")).toBe("HIT");
    expect(nonceOf(again)).not.toBe(nonce);
    expect(await again.text()).toBe(html);
    expect(ops).toEqual([]);
  });

  it("an admin always gets a fresh render, never the tier's copy", async () => {
    const res = await w.fetch("/local/moema", { headers: { Cookie: cookie } });
    expect(res.headers.get("x-edge-cache")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("server-timing")).toMatch(/^render;dur=/);
    await res.text();
  });

  it("a write renders the pages it changes again after its response: the next view anywhere shows it, from the tier", async () => {
    const words = `Atendemos a Moema desde a primeira obra ${Date.now()}.`;
    const saved = await postForm(
      w,
      "/admin/textos",
      { intent: "salvar", pagina: "/local/moema", content: `<p>${words}</p>` },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    await saved.arrayBuffer();
    // Purged, then rendered again with the new text (no visitor asked for it).
    await until(
      async () => (await (await w.media()).get("html/local/moema"))?.text(),
      (html) => html?.includes(words) ?? false,
      { what: "the tier's copy with the new text" },
    );
    // Its inputs were read right after a write (which KV may not have brought to every location
    // yet): kept no longer than the data centre's copy, as before the tier kept pages for a day.
    const onWrite = await tierObject(w, "html/local/moema");
    expect(Number(onWrite!.customMetadata!.expires) - Date.now()).toBeLessThanOrEqual(EDGE_TTL_S * 1000);
    // A new isolate of yet another data centre: before the tier, its own copy could be 5 minutes old.
    await w.dispose({ keepState: true });
    w = await anotherDataCentre(w.persistDir);
    const res = await w.fetch("/local/moema");
    expect(res.headers.get("x-edge-cache")).toBe("TIER");
    const html = await res.text();
    expect((await getHtml(new Response(html))).querySelector("[data-seller-text]")?.textContent).toContain(words);
    // The copy rendered on write is the page a visitor's render gives.
    await (await w.media()).delete("html/local/moema");
    await w.dispose({ keepState: true });
    w = await anotherDataCentre(w.persistDir);
    const rendered = await w.fetch("/local/moema");
    expect(rendered.headers.get("x-edge-cache")).toBe("MISS");
    expect(withoutNonces(await rendered.text())).toBe(html);
  });

  it("never answers with a copy another build rendered", async () => {
    const rendered = await w.fetch("/termos");
    const html = await rendered.text();
    const stored = await until(
      () => tierObject(w, "html/termos"),
      (o) => o !== null,
      { what: "the tier's copy" },
    );
    const media = await w.media();
    await media.put("html/termos", html.replace("</main>", "<p>build antigo</p></main>"), {
      customMetadata: { ...stored!.customMetadata, build: "a-build-deployed-before" },
    });
    await w.dispose({ keepState: true });
    w = await anotherDataCentre(w.persistDir);
    const res = await w.fetch("/termos");
    expect(res.headers.get("x-edge-cache")).toBe("MISS");
    expect(await res.text()).not.toContain("build antigo");
  });
});

describe("the tier and the placeholder identity", () => {
  it("a copy of a site still on the placeholder phone stays noindex, and is never served once the seller saves his data", async () => {
    let p = await startWorker();
    try {
      const rendered = await p.fetch("/garantia");
      expect(rendered.headers.get("x-robots-tag")).toContain("noindex");
      await rendered.arrayBuffer();
      await until(
        () => tierObject(p, "html/garantia"),
        (o) => o !== null,
        { what: "the tier's copy" },
      );
      await p.dispose({ keepState: true });
      p = await startWorker({ persistDir: emptyDataCentre(p.persistDir) });
      const hit = await p.fetch("/garantia");
      expect(hit.headers.get("x-edge-cache")).toBe("TIER");
      expect(hit.headers.get("x-robots-tag")).toContain("noindex");
      await hit.arrayBuffer();
      await p.dispose({ keepState: true });
      // Launched: the identity's version changes, so the copy rendered with the placeholder is never served.
      p = await startWorker({ persistDir: emptyDataCentre(p.persistDir), launched: true });
      const launched = await p.fetch("/garantia");
      expect(launched.headers.get("x-edge-cache")).toBe("MISS");
      expect(launched.headers.get("x-robots-tag") ?? "").not.toContain("noindex");
      await launched.arrayBuffer();
    } finally {
      await p.dispose();
    }
  });
});

// Each on a state of its own: no other test's write (and its stamp) is in it, whatever the order.
describe("the tier keeps a page until something it shows changes", () => {
  const MINUTE = 60_000;

  it("answers from the tier, with no render, long after the data centre's 5 minutes; the data centre's own copy still lasts 5 minutes; a day at most", async () => {
    let d = await startWorker({ launched: true, clock: true });
    try {
      const rendered = await d.fetch("/garantia");
      expect(rendered.headers.get("x-edge-cache")).toBe("MISS");
      const html = withoutNonces(await rendered.text());
      const stored = await until(
        () => tierObject(d, "html/garantia"),
        (o) => o !== null,
        { what: "the tier's copy" },
      );
      // Kept until the year's turn or a day, not the data centre's 5 minutes.
      const expires = Number(stored!.customMetadata!.expires);
      expect(expires - Date.now()).toBeGreaterThan(EDGE_TTL_S * 1000);
      expect(expires - Date.now()).toBeLessThanOrEqual(TIER_MAX_AGE_MS);
      await d.dispose({ keepState: true });

      // Another data centre, 20 minutes later (its clock moved, no wait).
      d = await anotherDataCentre(d.persistDir, { clock: true });
      await d.advanceClock(20 * MINUTE);
      ops.length = 0;
      const later = await d.fetch("/garantia");
      expect(later.headers.get("x-edge-cache")).toBe("TIER");
      expect(later.headers.get("server-timing")).toMatch(/^tier;dur=[\d.]+$/);
      expect(await later.text()).toBe(html);
      expect(ops).toEqual(["get settings:empresa"]);
      // Its own copy answers within 5 minutes; past them it asks the tier again (which no write changed).
      expect((await d.fetch("/garantia")).headers.get("x-edge-cache")).toBe("HIT");
      await d.advanceClock(EDGE_TTL_S * 1000 + MINUTE);
      const again = await d.fetch("/garantia");
      expect(again.headers.get("x-edge-cache")).toBe("TIER");
      await again.arrayBuffer();
      // Past a day: rendered again.
      await d.advanceClock(TIER_MAX_AGE_MS);
      const renderedAgain = await d.fetch("/garantia");
      expect(renderedAgain.headers.get("x-edge-cache")).toBe("MISS");
      expect(withoutNonces(await renderedAgain.text())).toBe(html);
    } finally {
      await d.dispose();
    }
  });

  it("a render whose inputs were read within 2 minutes of a write (another data centre's listing may predate it) is kept 5 minutes; once they settle, until something changes", async () => {
    const d = await startWorker({ launched: true, clock: true });
    try {
      const admin = await signInCookie(d);
      const saved = await postForm(
        d,
        "/admin/textos",
        { intent: "salvar", pagina: "/local/moema", content: "<p>Atendemos a Moema desde a primeira obra.</p>" },
        { Cookie: admin },
      );
      expect(saved.status).toBe(302);
      await saved.arrayBuffer();
      // The write's stamp is in the tier before a visitor's render reads it.
      await until(
        () => tierObject(d, "html-changed"),
        (o) => o !== null,
        { what: "the write's stamp" },
      );
      let advanced = 0;
      const expiryOf = async () => {
        const res = await d.fetch("/termos");
        expect(res.headers.get("x-edge-cache")).toBe("MISS");
        await res.arrayBuffer();
        const stored = await until(
          () => tierObject(d, "html/termos"),
          (o) => o !== null && Number(o.customMetadata!.expires) > Date.now() + advanced,
          { what: "the tier's copy" },
        );
        return Number(stored!.customMetadata!.expires) - (Date.now() + advanced);
      };
      expect(await expiryOf()).toBeLessThanOrEqual(EDGE_TTL_S * 1000);
      // Past the data centre's window and the settling time: rendered again, kept until it changes.
      advanced = EDGE_TTL_S * 1000 + MINUTE;
      await d.advanceClock(advanced);
      expect(await expiryOf()).toBeGreaterThan(EDGE_TTL_S * 1000);
    } finally {
      await d.dispose();
    }
  });

  it("the daily rating cron purges the pages that show the rating: the next view anywhere is a render that shows it", async () => {
    const places: FakePlaces = await startFakePlaces();
    const bindings = { PLACES_API_KEY: places.key, GOOGLE_PLACE_ID: places.placeId, PLACES_API_URL: places.baseUrl };
    let d = await startWorker({ launched: true, bindings });
    try {
      for (const page of ["/", "/cidades/santo-andre"]) {
        const res = await d.fetch(page);
        expect(res.headers.get("x-edge-cache")).toBe("MISS");
        expect(await res.text()).not.toContain("no Google (127 avaliações)");
      }
      await until(
        async () => [await tierObject(d, "html/"), await tierObject(d, "html/cidades/santo-andre")],
        (objects) => objects.every((o) => o !== null),
        { what: "the tier's copies" },
      );
      await d.scheduled(DAILY_CRON);
      // Gone for every data centre at once, and the next view is a render showing the rating.
      expect(await tierObject(d, "html/cidades/santo-andre")).toBeNull();
      expect(await tierObject(d, "html/")).toBeNull();
      await d.dispose({ keepState: true });
      d = await anotherDataCentre(d.persistDir, { bindings });
      for (const page of ["/", "/cidades/santo-andre"]) {
        const res = await d.fetch(page);
        expect(res.headers.get("x-edge-cache")).toBe("MISS");
        const rating = (await getHtml(new Response(await res.text()))).querySelector("[data-google-rating]");
        expect(rating?.textContent).toContain("4,8 no Google (127 avaliações)");
      }
    } finally {
      await d.dispose();
      await places.close();
    }
  });

  it("a write outside the Worker (npm run pages) moves the identity's version: no copy anywhere answers, the next view is a render", async () => {
    let d = await startWorker({ launched: true });
    try {
      const rendered = await d.fetch("/termos");
      const html = withoutNonces(await rendered.text());
      await until(
        () => tierObject(d, "html/termos"),
        (o) => o !== null,
        { what: "the tier's copy" },
      );
      await d.dispose({ keepState: true });
      d = await anotherDataCentre(d.persistDir);
      const before = await d.fetch("/termos");
      expect(before.headers.get("x-edge-cache")).toBe("TIER");
      await before.arrayBuffer();
      // What scripts/pages.ts adds to its wrangler bulk put, written to the same KV.
      const kv = await d.kv();
      for (const put of outsideWriteStamps(await kv.get(IDENTITY_KEY), new Date()))
        await kv.put(put.key, put.value, put.metadata ? { metadata: put.metadata } : undefined);
      await d.dispose({ keepState: true });

      d = await anotherDataCentre(d.persistDir);
      const after = await d.fetch("/termos");
      expect(after.headers.get("x-edge-cache")).toBe("MISS");
      expect(after.headers.get("server-timing")).toMatch(/^render;dur=/);
      // Nothing a visitor sees changed with the version.
      expect(withoutNonces(await after.text())).toBe(html);
    } finally {
      await d.dispose();
    }
  });
});
