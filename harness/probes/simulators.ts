// Runs inside workerd beside the app (harness/probe.ts): touches the local KV, R2 and Cache API
// simulators once, so that a cold measurement (harness/cold-render.ts) can leave out their first
// use. In production those services run outside the Worker's isolate and thread; locally they run
// on workerd's thread, and their first call compiles and opens their code and storage there.
//   POST /touch → { ok: true }
export default {
  async fetch(_request: Request, env: { PAGES: KVNamespace; MEDIA: R2Bucket }): Promise<Response> {
    await env.PAGES.get("probe:none");
    await env.MEDIA.head("probe/none");
    const cache = await caches.open("probe");
    await cache.put("http://probe/x", new Response("x", { headers: { "Cache-Control": "max-age=60" } }));
    await cache.match("http://probe/x");
    return Response.json({ ok: true });
  },
};
