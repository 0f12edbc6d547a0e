// The backup's scale figure (`npm run scale-check`, after the other operations): a scale site's
// pages and rows plus `photos` photos put straight into R2 and D1 (an original of `photoKb` kB of
// random bytes, incompressible like a JPEG, and three WebP variants), then a copy made as the
// screen's button makes it (the backup Workflow, in steps) and downloaded: its size, the time to
// build it and to download it, its steps and the most calls and bytes one step made and held, and
// workerd's peak resident memory (sampled from /proc while it builds and at each MB downloaded)
// against its resident memory before.
import { readFileSync, readdirSync } from "node:fs";
import { postForm } from "./admin-client";
import type { ScaleSite } from "./scale-check";
import { until } from "./wait";
import type { RunningWorker } from "./worker";

export interface BackupFigure {
  pages: number;
  photos: number;
  archiveMb: number;
  /** From the screen's button to the copy done (the Workflow's steps). */
  seconds: number;
  downloadSeconds: number;
  steps: number;
  maxCallsPerStep: number;
  maxKvCalls: number;
  maxD1Calls: number;
  maxR2Calls: number;
  /** The most bytes one step held (carry and what it read). */
  maxHeldMb: number;
  workerdRssBeforeMb: number;
  workerdRssPeakMb: number;
}

/** Resident memory (MB) of workerd processes under this Node process. */
function workerdRssMb(): number {
  let total = 0;
  for (const pid of readdirSync("/proc").filter((p) => /^\d+$/.test(p))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      if (!/^Name:\s*workerd/m.test(status)) continue;
      const ppid = Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]);
      if (ppid !== process.pid) continue;
      total += Number(/^VmRSS:\s*(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}

/**
 * `photos` ready photos put straight into R2 and D1: an original of `photoKb` kB (random bytes,
 * incompressible like a JPEG) and three 40 kB WebP variants each.
 */
export async function seedPhotos(w: RunningWorker, photos: number, photoKb: number): Promise<void> {
  const bucket = await w.media();
  const db = await w.db();
  const now = Date.now();
  const variant = new Uint8Array(40 * 1024);
  for (let i = 0; i < photos; i += 20) {
    const ids = Array.from({ length: Math.min(20, photos - i) }, (_, j) => `escala${String(i + j).padStart(5, "0")}`);
    await Promise.all(
      ids.flatMap((id) => {
        const original = crypto.getRandomValues(new Uint8Array(Math.min(photoKb * 1024, 65536)));
        const body = new Uint8Array(photoKb * 1024);
        for (let at = 0; at < body.length; at += original.length) body.set(original.subarray(0, body.length - at), at);
        return [
          bucket.put(`originais/${id}`, body, { httpMetadata: { contentType: "image/jpeg" } }),
          ...[360, 720, 1080].map((w) =>
            bucket.put(`variantes/${id}/${w}.webp`, variant, { httpMetadata: { contentType: "image/webp" } }),
          ),
        ];
      }),
    );
    await db.batch(
      ids.map((id) =>
        db
          .prepare(
            `INSERT INTO media (id, state, created_at, original_type, original_bytes, width, height, variants, alt)
             VALUES (?1, 'ready', ?2, 'image/jpeg', ?3, 1080, 810, '[{"w":360,"h":270,"webp":40960},{"w":720,"h":540,"webp":40960},{"w":1080,"h":810,"webp":40960}]', 'Portão')`,
          )
          .bind(id, now, photoKb * 1024),
      ),
    );
  }
}

/** The build's row, as the backup Workflow's steps left it. */
interface BuildRow {
  status: string;
  size: number;
  steps: number;
  max_calls: number;
  max_kv_calls: number;
  max_d1_calls: number;
  max_r2_calls: number;
  max_held: number;
  name: string;
}

export async function measureBackup(
  site: ScaleSite,
  { pages, photos, photoKb }: { pages: number; photos: number; photoKb: number },
): Promise<BackupFigure> {
  await seedPhotos(site.w, photos, photoKb);
  const before = workerdRssMb();
  let peak = before;
  const started = performance.now();
  // The copy as the screen makes it: the backup Workflow, in steps, into R2.
  const made = await postForm(
    site.w,
    "/admin/copia-de-seguranca",
    { intent: "copiar-agora", historico: "1" },
    {
      Cookie: site.cookie,
    },
  );
  if (made.status !== 302) throw new Error(`backup start: ${made.status} ${await made.text()}`);
  const db = await site.w.db();
  const row = await until(
    async () => {
      peak = Math.max(peak, workerdRssMb());
      return db
        .prepare(
          "SELECT status, size, steps, max_calls, max_kv_calls, max_d1_calls, max_r2_calls, max_held, name FROM backup_builds ORDER BY created_at DESC LIMIT 1",
        )
        .first<BuildRow>();
    },
    (r) => r !== null && r.status !== "running",
    { timeout: 3 * 3600_000, interval: 250, what: "the backup Workflow" },
  );
  if (row!.status !== "done") throw new Error(`backup build ${row!.status}`);
  const builtS = (performance.now() - started) / 1000;
  // Then its download: the finished object streamed from R2.
  const downloadStarted = performance.now();
  let bytes = 0;
  const res = await site.w.fetch(`/admin/copia-de-seguranca/baixar?copia=${row!.name}`, {
    headers: { Cookie: site.cookie },
  });
  if (res.status !== 200 || !res.body) throw new Error(`backup download: ${res.status}`);
  const reader = res.body.getReader();
  let sampledAt = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    bytes += r.value.length;
    // Sampled as the bytes arrive (every MB): the download itself paces the samples.
    if (bytes - sampledAt >= 1 << 20) {
      sampledAt = bytes;
      peak = Math.max(peak, workerdRssMb());
    }
  }
  if (bytes !== row!.size) throw new Error(`backup download: ${bytes} bytes, the build says ${row!.size}`);
  return {
    pages,
    photos,
    archiveMb: Math.round(bytes / 1024 / 1024),
    seconds: Math.round(builtS * 10) / 10,
    downloadSeconds: Math.round((performance.now() - downloadStarted) / 100) / 10,
    steps: row!.steps,
    maxCallsPerStep: row!.max_calls,
    maxKvCalls: row!.max_kv_calls,
    maxD1Calls: row!.max_d1_calls,
    maxR2Calls: row!.max_r2_calls,
    maxHeldMb: Math.round((row!.max_held / 1024 / 1024) * 10) / 10,
    workerdRssBeforeMb: Math.round(before),
    workerdRssPeakMb: Math.round(peak),
  };
}
