// Issue 34, point 5: Remix's `.data` requests (single fetch: `/garantia.data`, `/_root.data`) of
// public pages are answered from the edge cache like the pages, under keys of their own; only a
// valid admin session skips the cache; HEAD is answered from the same copy. A cached answer costs
// no KV and no D1 operation (the counting wrappers report every call).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Response as MfResponse } from "miniflare";
import { postForm, signInCookie } from "../../harness/admin-client";
import { COUNTING_D1, COUNTING_KV, startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
const ops: string[] = [];

beforeAll(async () => {
  w = await startWorker({
    cache: true,
    pagesWrapper: COUNTING_KV,
    dbWrapper: COUNTING_D1,
    wrapperServices: {
      COUNTER: (req: Request) => {
        ops.push(new URL(req.url).pathname.slice(1));
        return new MfResponse("ok") as unknown as Response;
      },
    },
  });
});
afterAll(async () => {
  await w?.dispose();
});

/** The response, its body, and the KV and D1 operations it cost. */
async function measured(path: string, init?: RequestInit) {
  ops.length = 0;
  const res = await w.fetch(path, init);
  const body = await res.text();
  return { res, body, ops: [...ops] };
}

describe("`.data` requests of public pages", () => {
  it("the second `.data` request of a page is a hit with no KV or D1 operation, kept apart from the page", async () => {
    const first = await measured("/garantia.data");
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get("content-type")).toContain("text/x-script");
    expect(first.res.headers.get("x-edge-cache")).toBe("MISS");
    expect(first.body).toContain("routes/_site");

    const second = await measured("/garantia.data");
    expect(second.res.headers.get("x-edge-cache")).toBe("HIT");
    expect(second.res.headers.get("content-type")).toContain("text/x-script");
    expect(second.body).toBe(first.body);
    expect(second.ops).toEqual([]);

    // Keyed apart from the page: its HTML is not the data, and the data is not its HTML.
    const page = await measured("/garantia");
    expect(page.res.headers.get("x-edge-cache")).not.toBe("HIT");
    expect(page.res.headers.get("content-type")).toContain("text/html");
    expect((await measured("/garantia")).res.headers.get("x-edge-cache")).toBe("HIT");
    expect((await measured("/garantia.data")).body).toBe(first.body);
  });

  it("the routes a client names (`_routes`) and other parameters share the page's one `.data` entry", async () => {
    const first = await measured("/termos.data?_routes=routes%2F_site");
    expect(first.res.status).toBe(200);
    for (const variant of [
      "/termos.data?_routes=routes%2F_site",
      "/termos.data",
      "/termos.data?_routes=routes%2F_site.termos&bust=1",
    ]) {
      const hit = await measured(variant);
      expect(hit.res.headers.get("x-edge-cache"), variant).toBe("HIT");
      expect(hit.ops, variant).toEqual([]);
      expect(hit.body, variant).toBe(first.body);
    }
  });

  it("the home's `.data` (/_root.data) keeps its pagination apart and is a hit", async () => {
    const first = await measured("/_root.data?bairros=2");
    expect(first.res.status).toBe(200);
    const hit = await measured("/_root.data?bairros=2&utm_source=x");
    expect(hit.res.headers.get("x-edge-cache")).toBe("HIT");
    expect(hit.ops).toEqual([]);
    const other = await measured("/_root.data");
    expect(other.res.headers.get("x-edge-cache")).not.toBe("HIT");
  });

  it("a HEAD of a page's `.data` is answered from its copy, headers only, with no KV or D1", async () => {
    await measured("/privacidade.data");
    const head = await measured("/privacidade.data", { method: "HEAD" });
    expect(head.res.status).toBe(200);
    expect(head.res.headers.get("x-edge-cache")).toBe("HIT");
    expect(head.res.headers.get("content-type")).toContain("text/x-script");
    expect(head.body).toBe("");
    expect(head.ops).toEqual([]);
  });

  it("an admin cookie that is no valid session never skips the cache; a valid session does", async () => {
    await measured("/duvidas-frequentes.data");
    const valid = await signInCookie(w);
    const [name, value] = valid.split("=") as [string, string];
    for (const cookie of [`${name}=qualquer-coisa`, `${name}=`, `${name}=${value.slice(0, -4)}AAAA`]) {
      const forged = await measured("/duvidas-frequentes.data", { headers: { Cookie: cookie } });
      expect(forged.res.headers.get("x-edge-cache"), cookie).toBe("HIT");
      expect(forged.ops, cookie).toEqual([]);
      const head = await measured("/duvidas-frequentes.data", { method: "HEAD", headers: { Cookie: cookie } });
      expect(head.res.headers.get("x-edge-cache"), cookie).toBe("HIT");
    }
    const admin = await measured("/duvidas-frequentes.data", { headers: { Cookie: valid } });
    expect(admin.res.status).toBe(200);
    expect(admin.res.headers.get("x-edge-cache")).toBeNull();
    expect(admin.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a page's change purges its `.data` copy with its page; a 404's data and the admin's are never kept", async () => {
    const cookie = await signInCookie(w);
    const slug = `dados-${Date.now().toString(36)}`;
    const form = { intent: "create", title: "Dados da página", slug, description: "D.", content: "<p>Antes.</p>" };
    expect((await postForm(w, "/admin/painel", form, { Cookie: cookie })).status).toBe(302);
    const path = `/links-uteis/${slug}.data`;
    expect((await measured(path)).body).toContain("Antes.");
    expect((await measured(path)).res.headers.get("x-edge-cache")).toBe("HIT");
    expect((await postForm(w, "/admin/painel", { intent: "excluir", slug }, { Cookie: cookie })).status).toBeLessThan(
      400,
    );
    const gone = await measured(path);
    expect(gone.res.status).toBe(404);
    expect(gone.res.headers.get("x-edge-cache")).toBeNull();
    expect((await measured(path)).res.headers.get("x-edge-cache")).toBeNull();

    for (const adminData of ["/admin/painel.data", "/admin/login.data"]) {
      await measured(adminData);
      expect((await measured(adminData)).res.headers.get("x-edge-cache"), adminData).toBeNull();
    }
  });
});
