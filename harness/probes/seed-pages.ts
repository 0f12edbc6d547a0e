// Runs inside workerd beside the app (harness/probe.ts): saves a batch of pages through the app's
// page store over the Worker's real KV, exactly as harness/pages.ts seedPage does from Node (KV
// only, duplicates allowed: public but never indexed), without a round trip through Miniflare's
// proxy for each of the store's KV calls (issue 41: 120 pages cost ~2.5 s of CPU that way).
//   POST /pages  { pages: NewPage[], from: ms }  → { saved: slug[] }
// Saved one after the other, in order, page i at `from + i` ms (workerd's clock may not move
// between two saves: each page keeps a time of its own, in order, as when saved from Node).
import type { NewPage } from "~/lib/pages/page-record";
import { savePage } from "~/lib/pages/store.server";

export default {
  async fetch(request: Request, env: { PAGES: KVNamespace }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/pages") {
      const { pages, from } = (await request.json()) as { pages: NewPage[]; from: number };
      const saved: string[] = [];
      for (const [i, page] of pages.entries()) {
        const now = new Date(from + i);
        saved.push((await savePage({ kv: env.PAGES, changes: [] }, page, { duplicates: "allow", now })).record.slug);
      }
      return Response.json({ saved });
    }
    return new Response("not found", { status: 404 });
  },
};
