// The Places reader: an error answer is logged by its status and kind, never its body (Google may
// echo the key back in it), and only a plain Maps address of the place is stored — never a
// redirect through google.com/url, another path or extra parameters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DAILY_CRON } from "~/worker.server";
import { type FakePlaces, startFakePlaces } from "../../harness/fakes/fake-places";
import { type RunningWorker, startWorker } from "../../harness/worker";

let w: RunningWorker;
let places: FakePlaces;

beforeAll(async () => {
  places = await startFakePlaces();
  w = await startWorker({
    bindings: { PLACES_API_KEY: places.key, GOOGLE_PLACE_ID: places.placeId, PLACES_API_URL: places.baseUrl },
  });
});
afterAll(async () => {
  await w?.dispose();
  await places?.close();
});

async function storedUri(): Promise<string | null> {
  const db = await w.db();
  const today = new Date().toISOString().slice(0, 10);
  return (await db.prepare("SELECT maps_uri FROM google_ratings WHERE day = ?1").bind(today).first("maps_uri")) as
    | string
    | null;
}

describe("the Places reader", () => {
  it("logs an error answer by status and kind, without its body", async () => {
    places.failing = true;
    const before = w.logs.length;
    try {
      await w.scheduled(DAILY_CRON);
    } finally {
      places.failing = false;
    }
    const lines = w.logs.slice(before).filter((l) => l.includes("Places API answered an error"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("500");
    expect(lines[0]).toContain("server");
    expect(lines[0]).not.toContain("INTERNAL");
  });

  it.each([
    ["https://maps.google.com/?cid=1234567890", "https://maps.google.com/?cid=1234567890"],
    ["https://www.google.com/url?q=https://golpe.example/&cid=1", null],
    ["https://maps.google.com/?cid=1234567890&q=https://golpe.example", null],
    ["https://maps.google.com.golpe.example/?cid=1", null],
    ["javascript:alert(1)", null],
  ])("stores %s as a plain Maps address of the place", async (uri, kept) => {
    places.place = { rating: 4.8, userRatingCount: 127, googleMapsUri: uri };
    try {
      await w.scheduled(DAILY_CRON);
    } finally {
      places.place = { rating: 4.8, userRatingCount: 127, googleMapsUri: "https://maps.google.com/?cid=1234567890" };
    }
    expect(await storedUri()).toBe(kept ?? `https://www.google.com/maps/place/?q=place_id:${places.placeId}`);
  });
});
