// Admin renders read only what they show: the public navigation (a KV list() of the generated
// pages) belongs to the public layout, so the admin screens must not pay for it. Writes cost what
// the plan-fit table says: an edit is one page write plus its revision; a generation job's item
// reads its key once and writes it once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Response as MfResponse } from "miniflare";
import { slugify } from "~/lib/pages/slug";
import { postForm, signInCookie } from "../../harness/admin-client";
import { seedPages } from "../../harness/pages";
import { COUNTING_KV, startWorker, type RunningWorker } from "../../harness/worker";
import { randomTag } from "../../harness/tag";

let w: RunningWorker;
const ops: string[] = [];
/** Each call as "op key" (the counting wrapper sends the key as ?key=). */
const calls: string[] = [];

beforeAll(async () => {
  w = await startWorker({
    bindings: { JOB_PAUSE_MS: "0" },
    pagesWrapper: COUNTING_KV,
    wrapperServices: {
      COUNTER: (req: Request) => {
        const url = new URL(req.url);
        ops.push(url.pathname.slice(1));
        calls.push(`${url.pathname.slice(1)} ${url.searchParams.get("key") ?? ""}`);
        return new MfResponse("ok") as unknown as Response;
      },
    },
  });
  await seedPages(await w.kv(), 3);
});
afterAll(async () => {
  await w?.dispose();
});

async function opsOf(path: string, cookie: string): Promise<string[]> {
  ops.length = 0;
  const res = await w.fetch(path, { headers: { Cookie: cookie } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return [...ops];
}

describe("KV operations of admin renders", () => {
  it("the panel lists the pages once; the generators list nothing", async () => {
    const cookie = await signInCookie(w);
    expect((await opsOf("/admin/painel", cookie)).filter((op) => op === "list")).toEqual(["list"]);
    expect((await opsOf("/admin/local-generator", cookie)).filter((op) => op === "list")).toEqual([]);
    expect((await opsOf("/admin/batch-creator", cookie)).filter((op) => op === "list")).toEqual([]);
    expect((await opsOf("/admin/technical-generator", cookie)).filter((op) => op === "list")).toEqual([]);
  });

  it("a public page still lists the generated pages for its navigation", async () => {
    const cookie = await signInCookie(w);
    // Signed in: read-your-write listing, one list() for the layout and the page together.
    expect((await opsOf("/", cookie)).filter((op) => op === "list")).toEqual(["list"]);
  });
});

describe("KV operations of admin writes", () => {
  // The listing's change stamp (listing.server.ts LISTING_MARK) is written after the response, once.
  const MARK = "put listing:changed";
  const writes = () => calls.filter((c) => (c.startsWith("put ") || c.startsWith("delete ")) && c !== MARK);

  it("an edit is one page write plus its revision: no listing, no second read, no redirect delete", async () => {
    const cookie = await signInCookie(w);
    const slug = "pagina-de-teste-2";
    calls.length = 0;
    const res = await postForm(
      w,
      `/admin/paginas/${slug}/editar`,
      {
        title: "Página de teste 2",
        slug,
        description: "Resumo novo.",
        content: "<p>Texto novo da página de teste, escrito de novo.</p>",
        status: "draft",
      },
      { Cookie: cookie },
    );
    expect(res.status).toBe(302);
    const written = writes();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatch(/^put rev:/);
    expect(written[1]).toBe(`put page:${slug}`);
    expect(calls.filter((c) => c === `get page:${slug}`)).toHaveLength(1);
    expect(calls.filter((c) => c.startsWith("list"))).toEqual([]);
    await expect.poll(() => calls.filter((c) => c === MARK).length).toBe(1);
  });

  it("a generation job's item reads its key once and writes it once", async () => {
    const cookie = await signInCookie(w);
    const title = `Item de trabalho ${randomTag()}`;
    const key = `page:${slugify(title)}`;
    calls.length = 0;
    const started = await postForm(
      w,
      "/admin/api/trabalhos/conteudo",
      { intent: "start", titles: title, engine: "local" },
      { Cookie: cookie },
    );
    expect(started.status).toBe(200);
    await expect
      .poll(async () => {
        const res = await w.fetch("/admin/api/trabalhos/conteudo", { headers: { Cookie: cookie } });
        return ((await res.json()) as { job: { status: string } }).job.status;
      })
      .toBe("completed");
    expect(calls.filter((c) => c === `get ${key}`)).toHaveLength(1);
    expect(calls.filter((c) => c === `put ${key}`)).toHaveLength(1);
  });
});
