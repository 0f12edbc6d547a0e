// The global tier keeps a page until something it shows changes (app/lib/platform/page-tier.server.ts,
// docs/decisions/2026-11-29-global-tier-of-rendered-pages.md): long after the data centre's 5
// minutes, never past what a write, the rating cron or the clock changes. Each test on a
// state of its own, the Worker's clock injected.
import { describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { getHtml } from "../../harness/html";
import { until } from "../../harness/wait";
import { type FakePlaces, startFakePlaces } from "../../harness/fakes/fake-places";
import { startWorker } from "../../harness/worker";
import { EDGE_TTL_S } from "~/lib/platform/edge-cache.server";
import { TIER_MAX_AGE_MS } from "~/lib/platform/page-tier.server";
import { DAILY_CRON } from "~/worker.server";
import { anotherDataCentre, tierObject, withoutNonces } from "../support/tier";

const ops: string[] = [];

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
      d = await anotherDataCentre(d.persistDir, ops, { clock: true });
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
      d = await anotherDataCentre(d.persistDir, ops, { bindings });
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
});
