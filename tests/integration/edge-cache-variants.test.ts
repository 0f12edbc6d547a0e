// Issue 25, finding 4 (built in the issue-21 redesign: edge-cache keys from the parameters each
// page reads). The cases of the attack run that tests/integration/edge-cache.test.ts does not
// cover: an unpublished page under a parameter it does not read, and the listings (/, /sitemap,
// /sitemap.xml) under such parameters, after an unpublish and after a delete.
import { ownText } from "../../harness/own-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
let cookie: string;
beforeAll(async () => {
  w = await startWorker({ cache: true });
  cookie = await signInCookie(w);
});
afterAll(async () => {
  await w?.dispose();
});

const LISTINGS = ["/?x", "/?bust=7&x=1", "/sitemap?x", "/sitemap?bust=3", "/sitemap.xml?x", "/sitemap.xml?bust=9"];

async function createPage(slug: string) {
  const form = {
    intent: "create",
    title: `Variante ${slug}`,
    slug,
    description: "V.",
    content: `<p>${slug}</p><p>${ownText(slug.replace(/-/g, ""))}</p>`,
  };
  expect((await postForm(w, "/admin/painel", form, { Cookie: cookie })).status).toBe(302);
}

/** Every variant, as a visitor sees it now; the second visit of each must come from the cache. */
async function warm(paths: string[]) {
  for (const path of paths) await (await w.fetch(path)).text();
  for (const path of paths) {
    const res = await w.fetch(path);
    expect(res.headers.get("x-edge-cache"), path).toBe("HIT");
    await res.text();
  }
}

describe("variants of a URL after a page leaves the public site", () => {
  for (const [label, leave] of [
    [
      "unpublished",
      (slug: string) => postForm(w, `/admin/paginas/${slug}/status`, { status: "draft" }, { Cookie: cookie }),
    ],
    ["deleted", (slug: string) => postForm(w, "/admin/painel", { intent: "excluir", slug }, { Cookie: cookie })],
  ] as const) {
    it(`${label}: no variant serves it, and no listing variant lists it`, async () => {
      const slug = `variante-${label}-${randomTag(6)}`;
      await createPage(slug);
      const pageVariants = [`/links-uteis/${slug}?foo=1`, `/links-uteis/${slug}?bust=2&utm_source=x`];
      await warm([...pageVariants, ...LISTINGS]);
      for (const path of LISTINGS) expect(await (await w.fetch(path)).text(), path).toContain(`/links-uteis/${slug}`);
      expect((await leave(slug)).status).toBeLessThan(400);
      for (const path of pageVariants) {
        const res = await w.fetch(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get("x-edge-cache"), path).toBeNull();
        await res.text();
      }
      // Each listing's variants share one entry: the first after the purge renders it afresh.
      for (const path of LISTINGS) {
        const res = await w.fetch(path);
        expect(await res.text(), path).not.toContain(`/links-uteis/${slug}`);
      }
    });
  }
});
