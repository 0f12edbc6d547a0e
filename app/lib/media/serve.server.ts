// GET /midia/{id}/{width}.{webp|avif}: a variant of an uploaded image. The Worker answers it before
// the app (no identity, no Remix): browsers keep it a year (the address changes with the image),
// the data centre's cache keeps it a day (so a deleted image leaves other data centres within a
// day), and a miss is one R2 read. Originals are never served: only `variantes/` keys are reachable.
import { dataCentreCache } from "~/lib/platform/data-centre-cache";
import { variantKey } from "./media.server";
import { type MediaImage, mediaPath, parseMediaPath } from "./media";
import { log } from "~/lib/platform/log";

const BROWSER_CACHE = "public, max-age=31536000, immutable";
const DATA_CENTRE_TTL_S = 86_400;

const notFound = () =>
  new Response("Imagem não encontrada.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" },
  });

/** A photo not public yet: nothing to keep, here or in the browser (it may be approved soon). */
const heldNotFound = () =>
  new Response("Imagem não encontrada.", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/** A held testimonial photo for the signed-in seller (the route checks the session): never cached. */
export async function servePrivateMedia(bucket: R2Bucket, path: string): Promise<Response> {
  const parsed = parseMediaPath(path);
  const object = parsed ? await bucket.get(variantKey(parsed.id, parsed.width, parsed.format)) : null;
  if (!parsed || !object) return heldNotFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": parsed.format === "avif" ? "image/avif" : "image/webp",
      "Cache-Control": "private, no-store",
    },
  });
}

function answer(request: Request, body: ReadableStream | null, headers: Headers): Response {
  const etag = headers.get("ETag");
  if (etag && request.headers.get("If-None-Match") === etag) {
    return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": BROWSER_CACHE } });
  }
  headers.set("Cache-Control", BROWSER_CACHE);
  return new Response(request.method === "HEAD" ? null : body, { status: 200, headers });
}

/**
 * Whether the image is a customer's testimonial photo the seller has not approved: it is no public
 * image until he does (the admin sees it through its own route, never cached). Asked on a miss
 * only: a held photo is never put in the data centre's cache, so a hit is always a public image.
 */
async function heldTestimonialPhoto(db: D1Database, id: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT status FROM testimonials WHERE photo_id = ?1 LIMIT 1")
    .bind(id)
    .first<{ status: string }>();
  return row !== null && row.status !== "approved";
}

export async function serveMedia(
  request: Request,
  bucket: R2Bucket,
  /** The database, made only when needed (a miss). */
  db: () => D1Database,
  origin: string,
  waitUntil: (promise: Promise<unknown>) => void,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Método não permitido.", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const url = new URL(request.url);
  const parsed = parseMediaPath(url.pathname);
  if (!parsed) return notFound();
  const cache = dataCentreCache();
  // One key per variant whatever the query or host: a purge after a delete finds it.
  const key = new Request(origin + url.pathname, { method: "GET" });
  const hit = await cache?.match(key);
  if (hit) {
    const headers = new Headers(hit.headers);
    headers.set("X-Edge-Cache", "HIT");
    return answer(request, hit.body, headers);
  }
  let object: R2ObjectBody | null;
  try {
    if (await heldTestimonialPhoto(db(), parsed.id)) return heldNotFound();
    object = await bucket.get(variantKey(parsed.id, parsed.width, parsed.format));
  } catch (error) {
    // The page around it still renders (its HTML never waits for R2 or D1): only this photo is missing.
    log.error("Image read failed", { error });
    return new Response("Imagem indisponível no momento.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
  if (!object) return notFound();
  const headers = new Headers({
    "Content-Type": parsed.format === "avif" ? "image/avif" : "image/webp",
    "Content-Length": String(object.size),
    ETag: object.httpEtag,
  });
  if (!cache || request.method === "HEAD") return answer(request, object.body, headers);
  const [forCache, forVisitor] = object.body.tee();
  const stored = new Headers(headers);
  stored.set("Cache-Control", `public, max-age=${DATA_CENTRE_TTL_S}`);
  waitUntil(cache.put(key, new Response(forCache, { headers: stored })));
  headers.set("X-Edge-Cache", "MISS");
  return answer(request, forVisitor, headers);
}

/** Drops this data centre's copies of an image's variants (others expire within a day). */
export function purgeMedia(
  origin: string,
  image: Pick<MediaImage, "id" | "variants">,
  waitUntil: (promise: Promise<unknown>) => void,
): void {
  const cache = dataCentreCache();
  if (!cache) return;
  const paths = image.variants.flatMap((v) => [
    mediaPath(image.id, v.w, "webp"),
    ...(v.avif !== undefined ? [mediaPath(image.id, v.w, "avif")] : []),
  ]);
  waitUntil(Promise.all(paths.map((p) => cache.delete(new Request(origin + p, { method: "GET" })))));
}
