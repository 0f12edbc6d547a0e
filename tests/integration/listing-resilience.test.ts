// Generated pages never vanish (issue 16): the listing is shared per data centre through the
// Cache API, a failed list() serves the last good listing in every isolate, and sitemap.xml
// answers 503 rather than a sitemap missing pages. Each "isolate" here is a fresh Worker on the
// same persisted KV and Cache API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultIdentity } from "@content/business";
import { identityVersion } from "~/lib/identity/identity.server";
import { LIST_CACHE_MS, markListingChanged } from "~/lib/pages/listing.server";
import { cacheKey, EDGE_TTL_S } from "~/lib/platform/edge-cache.server";
import { wipeTier } from "~/lib/platform/page-tier.server";
import { seedPages } from "../../harness/pages";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

/** PAGES over the real namespace, counting list() calls and failing them while `test:break-list` is set. */
const COUNTING_BREAKABLE_KV = `
export default function (env) {
  const kv = env.INNER;
  return {
    get: (...a) => kv.get(...a),
    getWithMetadata: (...a) => kv.getWithMetadata(...a),
    put: (...a) => kv.put(...a),
    delete: (...a) => kv.delete(...a),
    list: async (...a) => {
      await env.COUNTER.fetch("http://counter/list");
      if (await kv.get("test:break-list")) throw new Error("KV list unavailable (test)");
      return kv.list(...a);
    },
  };
}`;

let lists = 0;
const options = (persistDir?: string) => ({
  persistDir,
  pagesWrapper: COUNTING_BREAKABLE_KV,
  wrapperServices: {
    COUNTER: () => {
      lists++;
      return new Response("ok");
    },
  },
});

let first: RunningWorker;
let slugs: string[];
beforeAll(async () => {
  first = await startWorker(options());
  slugs = (await seedPages(await first.kv(), 3, "Página de teste", await first.db())).map((p) => p.slug);
});
afterAll(async () => {
  await first?.dispose();
});

const ORIGIN = "https://motoresppa.com.br";

/** Drops the data centre's copies of the pages that show the listing (the edge cache is shared too). */
async function dropPageCopies() {
  const caches = await first.mf.getCaches();
  for (const path of ["/", "/sitemap", "/sitemap.xml"])
    await caches.default.delete(cacheKey(ORIGIN, ORIGIN + path, identityVersion(defaultIdentity)));
  // And the global tier's copies (app/lib/platform/page-tier.server.ts), expired with them.
  await (await first.media()).delete(["html/", "html/sitemap", "html/sitemap.xml"]);
}

/** A clean start for each test, whatever ran before: list() works, no shared copy. */
async function resetShared() {
  await (await first.kv()).delete("test:break-list");
  const caches = await first.mf.getCaches();
  await caches.default.delete(`${ORIGIN}/__listing/fresh`);
  await caches.default.delete(`${ORIGIN}/__listing/last-good`);
  await dropPageCopies();
}

async function inNewIsolate<T>(fn: (w: RunningWorker) => Promise<T>): Promise<T> {
  const w = await startWorker(options(first.persistDir));
  try {
    return await fn(w);
  } finally {
    await w.dispose({ keepState: true });
  }
}

describe("the generated-page listing", () => {
  it("is listed once per data centre, not once per isolate", async () => {
    await resetShared();
    await inNewIsolate(async (w) => {
      lists = 0;
      const sitemap = await (await w.fetch("/sitemap.xml")).text();
      for (const slug of slugs) expect(sitemap).toContain(`/links-uteis/${slug}`);
      expect(lists).toBe(1);
    });
    await inNewIsolate(async (w) => {
      const again = await (await w.fetch("/sitemap.xml")).text();
      for (const slug of slugs) expect(again).toContain(`/links-uteis/${slug}`);
    });
    expect(lists).toBe(1);
  });

  it("when list() fails, a new isolate serves the last good listing, in the sitemap and the menus", async () => {
    await resetShared();
    await inNewIsolate(async (w) => (await w.fetch("/sitemap.xml")).text());
    await (await first.kv()).put("test:break-list", "1");
    // A change was stamped (so the copy must be listed again), and the 5-minute shared copy has
    // expired (and the pages made from it); only the 30-day last good listing is left.
    await markListingChanged(await first.kv());
    const caches = await first.mf.getCaches();
    await caches.default.delete(`${ORIGIN}/__listing/fresh`);
    await dropPageCopies();
    await inNewIsolate(async (w) => {
      lists = 0;
      const sitemap = await w.fetch("/sitemap.xml");
      expect(sitemap.status).toBe(200);
      const xml = await sitemap.text();
      for (const slug of slugs) expect(xml).toContain(`/links-uteis/${slug}`);
      expect(lists).toBeGreaterThan(0);
      expect(await (await w.fetch("/sitemap")).text()).toContain(`/links-uteis/${slugs[0]}`);
    });
  });

  it("with no listing anywhere, sitemap.xml answers 503 with Retry-After", async () => {
    await (await first.kv()).put("test:break-list", "1");
    const caches = await first.mf.getCaches();
    await caches.default.delete(`${ORIGIN}/__listing/fresh`);
    await caches.default.delete(`${ORIGIN}/__listing/last-good`);
    await dropPageCopies();
    await inNewIsolate(async (w) => {
      const sitemap = await w.fetch("/sitemap.xml");
      expect(sitemap.status).toBe(503);
      expect(sitemap.headers.get("retry-after")).toBe("300");
      expect((await w.fetch("/")).status).toBe(200);
    });
  });

  // On the file's Worker (issue 41: a Worker start is about a second of CPU): no other test here
  // reads D1, the very thing this test holds for a visitor. Its copies of the pages dropped first,
  // so each is rendered (whatever ran before); its page is its own.
  it("a visitor's page view makes no D1 query (it works with no D1 tables at all)", async () => {
    await resetShared();
    const [page] = await seedPages(await first.kv(), 1, "Sem banco");
    const db = await first.db();
    await db.batch([db.prepare("DROP TABLE sessions"), db.prepare("DROP TABLE login_counters")]);
    for (const path of ["/", `/links-uteis/${page!.slug}`, "/sitemap.xml", "/sitemap", "/cidades/santo-andre"]) {
      const res = await first.fetch(path);
      expect(res.status, path).toBe(200);
      // Rendered here, not a copy another test left.
      expect(res.headers.get("x-edge-cache"), path).toBe("MISS");
    }
  });

  it("is never answered to a visitor", async () => {
    const res = await first.fetch("/__listing/last-good");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).not.toContain('"expires":');
  });
});

// One Worker with a clock the tests move (harness/worker.ts `clock`): no real wait for the cache
// time, and one start for both tests (issue 41: a Worker start is about a second of CPU).
describe("the listing's cache time", () => {
  const ttlMs = LIST_CACHE_MS;
  let w: RunningWorker;
  beforeAll(async () => {
    w = await startWorker({ ...options(), clock: true });
  });
  afterAll(async () => {
    await w?.dispose();
  });
  // What another data centre's write does that reaches this one: it stamps the listing's change
  // (KV) and deletes the global tier's copies (R2, strongly consistent; here all of them, as a
  // listing change purges the listing pages). This data centre's own copies are not purged.
  const changedElsewhere = async () => {
    await markListingChanged(await w.kv());
    await wipeTier(await w.media());
  };

  it("a page saved where nothing here is purged (another data centre) shows within the listing's cache time", async () => {
    // Whatever copy of the home the other test left has gone: the isolate's and the data centre's
    // expired on the Worker's clock, the tier's (kept until something changes) deleted. The next
    // view renders it.
    await w.advanceClock(EDGE_TTL_S * 1000 + 1);
    await wipeTier(await w.media());
    const home = await w.fetch("/");
    expect(home.headers.get("x-edge-cache")).toBe("MISS");
    await home.text();
    const title = `Salva em outro lugar ${randomTag()}`;
    // Measured by the uniqueness gate (with D1): only pages Google may index are listed.
    const [page] = await seedPages(await w.kv(), 1, title, await w.db());
    // The other data centre's onPagesChanged stamps the change and purges the tier after its response.
    await changedElsewhere();
    // Within the cache time the home is still the copy made from the old listing…
    expect(await (await w.fetch("/")).text()).not.toContain(`/links-uteis/${page!.slug}`);
    // …once it has passed, the very next request shows the page, from whichever copy answers it.
    await w.advanceClock(ttlMs + 1);
    const after = await (await w.fetch("/")).text();
    expect(after).toContain(`/links-uteis/${page!.slug}`);
  });

  it("a listing nothing changed is kept past its cache time with one read of the change stamp, and listed again after a change", async () => {
    const home = async () => {
      await w.advanceClock(ttlMs + 1);
      lists = 0;
      await (await w.fetch("/")).text();
      return lists;
    };
    await (await w.fetch("/")).text();
    // Expired, nothing changed: no list().
    expect(await home()).toBe(0);
    expect(await home()).toBe(0);
    // A change stamped anywhere: the next refresh lists.
    await changedElsewhere();
    expect(await home()).toBe(1);
  });
});
