// Runs inside workerd beside the app (harness/probe.ts): the uniqueness gate's D1 reads for a batch
// of texts, each as the app runs them, against the Worker's real D1, the answers as JSON.
//   POST /indexed-check  { builtins, cases: [{ hashes, topic, exceptSlug?, exceptId?, checkedAt }] }
//                                                                               → IndexedCheck[]
// The built-in texts come from the test (Node's builtinTexts(), as its full scan uses them).
//   POST /overlaps       { keys, asked: hashes[] }                                → Overlap[][]
//   POST /rebuild        {}                        → rows written (shingle-rebuild.server.ts, as the cron runs it)
import type { BuiltinText } from "~/lib/gate/builtin-texts.server";
import { indexedCheck } from "~/lib/gate/duplicates.server";
import { overlapsByKey } from "~/lib/gate/shingle-index.server";
import { rebuildShingleIndex } from "~/lib/gate/shingle-rebuild.server";

export interface CheckCase {
  hashes: number[];
  topic: string | null;
  exceptSlug?: string;
  exceptId?: string;
  checkedAt: string;
}

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/indexed-check") {
      const body = (await request.json()) as {
        builtins: { path: string; title: string; hashes: number[] }[];
        cases: CheckCase[];
      };
      const builtins: BuiltinText[] = body.builtins.map((b) => ({ ...b, hashes: Uint32Array.from(b.hashes) }));
      const out = [];
      for (const c of body.cases) {
        out.push(
          await indexedCheck(env.DB, Uint32Array.from(c.hashes), c.topic, builtins, {
            exceptSlug: c.exceptSlug,
            exceptId: c.exceptId,
            pairwise: true,
            checkedAt: c.checkedAt,
          }),
        );
      }
      return Response.json(out);
    }
    if (pathname === "/overlaps") {
      const { keys, asked } = (await request.json()) as { keys: number[]; asked: number[][] };
      const out = [];
      for (const a of asked) out.push(await overlapsByKey(env.DB, keys, Uint32Array.from(a)));
      return Response.json(out);
    }
    if (pathname === "/rebuild") return Response.json(await rebuildShingleIndex(env.DB));
    return new Response("not found", { status: 404 });
  },
};
