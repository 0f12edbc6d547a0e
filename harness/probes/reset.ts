// Runs inside workerd beside the app (harness/probe.ts): a shared test Worker put back to empty
// pages and tables in one request, as harness/reset.ts's clearKv and clearTables do from Node with
// a round trip through Miniflare's proxy for every key (issue 41: hundreds of them after a test
// that made fifty pages).
//   POST /clear  { prefixes: string[], tables: string[] }  → { keys: number }
export default {
  async fetch(request: Request, env: { PAGES: KVNamespace; DB: D1Database }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname !== "/clear") return new Response("not found", { status: 404 });
    const { prefixes, tables } = (await request.json()) as { prefixes: string[]; tables: string[] };
    let keys = 0;
    for (const prefix of prefixes) {
      const names: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await env.PAGES.list({ prefix, cursor });
        names.push(...page.keys.map((k) => k.name));
        cursor = page.list_complete ? undefined : page.cursor;
      } while (cursor);
      await Promise.all(names.map((name) => env.PAGES.delete(name)));
      keys += names.length;
    }
    // As clearKv: the pages' rows in the uniqueness gate's index go with them.
    const all = prefixes.includes("page:") ? [...tables, "page_index", "page_shingles", "page_bands"] : tables;
    if (all.length > 0) await env.DB.batch(all.map((t) => env.DB.prepare(`DELETE FROM ${t}`)));
    return Response.json({ keys });
  },
};
