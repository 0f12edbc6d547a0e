import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { MAX_BEACON_BYTES } from "~/lib/insights/web-vitals";
import { parseBeacon, recordWebVitals } from "~/lib/insights/web-vitals.server";
import { deviceClass, isAutomated } from "~/lib/leads/leads.server";
import { sitePage } from "~/lib/leads/site-page.server";
import { clientAddress } from "~/lib/platform/client-address";
import { withinRateLimit } from "~/lib/platform/rate-limit.server";

// POST /rum: the Web Vitals beacon of a sampled public page view (app/enhance/enhance.js, with
// navigator.sendBeacon; same origin, so the Worker's Origin check lets it through). 204 when
// stored or dropped (bots, prefetches, an address over RUM_LIMITER's beacons a minute, the day's
// budget spent); 400 for a malformed or oversized body, with nothing stored. A path that is not
// one of the site's pages is counted as the "not found" page it showed.

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** Beacons an address may send a minute when the RUM_LIMITER binding is missing (wrangler.toml). */
const RUM_FALLBACK_LIMIT = 6;

const refuse = (message: string) =>
  new Response(message, { status: 400, headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" } });

/** The body as text, or null past `max` bytes (read no further than that). */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > max || !request.body) return declared > max ? null : "";
  const reader = request.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    parts.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    bytes.set(p, at);
    at += p.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
  if (isAutomated(request.headers)) return new Response(null, { status: 204, headers: NO_STORE });
  const text = await readCapped(request, MAX_BEACON_BYTES);
  if (text === null) return refuse("Medição grande demais.");
  const parsed = parseBeacon(text);
  if (!parsed.ok) return refuse("Medição inválida.");
  const { services } = context;
  const dropped = new Response(null, { status: 204, headers: NO_STORE });
  if (!(await withinRateLimit(services.bindings, "RUM_LIMITER", clientAddress(request), RUM_FALLBACK_LIMIT))) {
    return dropped;
  }
  const page = await sitePage(services.kv, parsed.beacon.path);
  await recordWebVitals(
    services.db,
    { path: page.path, device: deviceClass(request.headers.get("User-Agent") ?? ""), beacon: parsed.beacon },
    { dailyCap: services.config.RUM_DAILY_CAP },
  );
  return dropped;
}

export function loader() {
  return new Response(null, { status: 405, headers: { ...NO_STORE, Allow: "POST" } });
}
