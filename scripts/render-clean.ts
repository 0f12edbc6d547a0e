// Render CPU of a generated page answered from KV (an edge-cache miss): the same 20 kB page stored
// as the store saves it now (cleaned once at save, `clean` set: rendered as stored) and as records
// saved before (no `clean`: sanitized again at render), in the same Worker, same run.
// `npm run build && npx tsx scripts/render-clean.ts`. Timings are the Worker's own render time
// (Server-Timing render;dur), a few hundred renders each.
import { savePage } from "../app/lib/pages/store.server";
import { PAGE_PREFIX, toMetadata } from "../app/lib/pages/page-record";
import { startWorker } from "../harness/worker";

const RENDERS = Number(process.env.RENDERS ?? 200);
const w = await startWorker({ launched: true, cache: false });
try {
  const kv = await w.kv();
  const content =
    `<h2>Título</h2><p>Texto com <a href="/cidades/osasco">link</a> e <strong>ênfase</strong>.</p><ul><li>item</li></ul>`.repeat(
      150,
    );
  const { record } = await savePage(
    { kv, changes: [] },
    { title: "Página longa de teste", slug: "pagina-longa-limpa", description: "Resumo.", content, category: null },
    { duplicates: "allow" },
  );
  const { clean: _, ...old } = { ...record, slug: "pagina-longa-antiga" };
  await kv.put(PAGE_PREFIX + old.slug, JSON.stringify(old), { metadata: toMetadata(old) });
  const headers = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
  const times = async (slug: string) => {
    const out: number[] = [];
    for (let i = 0; i < RENDERS + 20; i++) {
      const res = await w.fetch(`/links-uteis/${slug}`, { headers });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${slug}: ${res.status}`);
      const dur = Number(/render;dur=([\d.]+)/.exec(res.headers.get("server-timing") ?? "")?.[1]);
      if (i >= 20 && Number.isFinite(dur)) out.push(dur);
    }
    out.sort((a, b) => a - b);
    const pct = (p: number) => out[Math.min(out.length - 1, Math.floor((p / 100) * out.length))]!;
    return { p50: pct(50), p99: pct(99), n: out.length };
  };
  const before = await times(old.slug);
  const after = await times(record.slug);
  console.log(
    `| generated page, ${(content.length / 1024).toFixed(1)} kB of content | render p50 ms | render p99 ms | renders |`,
  );
  console.log("| --- | --- | --- | --- |");
  console.log(`| sanitized again at render (records before) | ${before.p50} | ${before.p99} | ${before.n} |`);
  console.log(`| rendered as stored (cleaned once at save) | ${after.p50} | ${after.p99} | ${after.n} |`);
} finally {
  await w.dispose();
}
