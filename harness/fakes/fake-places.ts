// A fake Places API (New) on loopback: Place Details at GET /v1/places/{placeId}, answering like
// Google — the key in X-Goog-Api-Key (403 otherwise), a required X-Goog-FieldMask (400 without),
// only the fields the mask names, 404 for another place id. `place` sets what it knows (a place
// with no reviews has no rating fields); `failing` makes it answer 500.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakePlace {
  rating?: number;
  userRatingCount?: number;
  googleMapsUri: string;
}

export interface FakePlaces {
  /** PLACES_API_URL for the Worker. */
  baseUrl: string;
  key: string;
  placeId: string;
  place: FakePlace;
  failing: boolean;
  /** Each request's path and field mask, oldest first. */
  requests: { path: string; fieldMask: string | null; key: string | null }[];
  close(): Promise<void>;
}

export async function startFakePlaces(): Promise<FakePlaces> {
  const state = {
    key: "fake-places-key",
    placeId: "ChIJfakePlaceMotoresPPA",
    place: { rating: 4.8, userRatingCount: 127, googleMapsUri: "https://maps.google.com/?cid=1234567890" } as FakePlace,
    failing: false,
  };
  const requests: FakePlaces["requests"] = [];
  const server = createServer((req, res) => {
    const fieldMask = req.headers["x-goog-fieldmask"];
    const key = req.headers["x-goog-api-key"];
    const mask = typeof fieldMask === "string" ? fieldMask : null;
    requests.push({ path: req.url ?? "", fieldMask: mask, key: typeof key === "string" ? key : null });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
    if (state.failing) return json(500, { error: { code: 500, status: "INTERNAL" } });
    if (key !== state.key) return json(403, { error: { code: 403, status: "PERMISSION_DENIED" } });
    if (!mask) return json(400, { error: { code: 400, message: "FieldMask is a required parameter" } });
    if (req.method !== "GET" || req.url !== `/v1/places/${state.placeId}`) {
      return json(404, { error: { code: 404, status: "NOT_FOUND" } });
    }
    const fields = mask.split(",").map((f) => f.trim());
    const body: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(state.place)) {
      if (value !== undefined && (fields.includes(name) || fields.includes("*"))) body[name] = value;
    }
    json(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get key() {
      return state.key;
    },
    get placeId() {
      return state.placeId;
    },
    get place() {
      return state.place;
    },
    set place(value: FakePlace) {
      state.place = value;
    },
    get failing() {
      return state.failing;
    },
    set failing(value: boolean) {
      state.failing = value;
    },
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
