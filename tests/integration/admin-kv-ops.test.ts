// Admin renders read only what they show: the public navigation (a KV list() of the generated
// pages) belongs to the public layout, so the admin screens must not pay for it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Response as MfResponse } from "miniflare";
import { signInCookie } from "../../harness/admin-client";
import { seedPages } from "../../harness/pages";
import { COUNTING_KV, startWorker, type RunningWorker } from "../../harness/worker";

let w: RunningWorker;
const ops: string[] = [];

beforeAll(async () => {
  w = await startWorker({
    pagesWrapper: COUNTING_KV,
    wrapperServices: {
      COUNTER: (req: Request) => {
        ops.push(new URL(req.url).pathname.slice(1));
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
