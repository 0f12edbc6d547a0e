// The global tier of rendered pages (app/lib/platform/page-tier.server.ts): a page rendered in one
// data centre answers a new isolate of another — here a new workerd with no Cache API — from one
// R2 read, with no render, under the same freshness rules as the data centre's cache.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, signInCookie } from "../../harness/admin-client";
import { getHtml } from "../../harness/html";
import { until } from "../../harness/wait";
import { type RunningWorker, startWorker } from "../../harness/worker";
import { EDGE_TTL_S } from "~/lib/platform/edge-cache.server";
import { anotherDataCentre, emptyDataCentre, nonceOf, tierObject, withoutNonces } from "../support/tier";

let w: RunningWorker;
let cookie: string;
const ops: string[] = [];

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
    w = await anotherDataCentre(w.persistDir, ops);
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
    w = await anotherDataCentre(w.persistDir, ops);
    const res = await w.fetch("/local/moema");
    expect(res.headers.get("x-edge-cache")).toBe("TIER");
    const html = await res.text();
    expect((await getHtml(new Response(html))).querySelector("[data-seller-text]")?.textContent).toContain(words);
    // The copy rendered on write is the page a visitor's render gives.
    await (await w.media()).delete("html/local/moema");
    await w.dispose({ keepState: true });
    w = await anotherDataCentre(w.persistDir, ops);
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
    w = await anotherDataCentre(w.persistDir, ops);
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
