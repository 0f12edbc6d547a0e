// The backup's scale figure (`npm run scale-check`, after the other operations): a scale site's
// pages and rows plus `photos` photos put straight into R2 and D1 (an original of `photoKb` kB of
// random bytes, incompressible like a JPEG, and three WebP variants), then the archive downloaded
// as the screen's link does: its size, the time to the last byte, and workerd's peak resident
// memory over the download (sampled from /proc at each MB received) against its resident memory before.
import { readFileSync, readdirSync } from "node:fs";
import type { ScaleSite } from "./scale-check";

export interface BackupFigure {
  pages: number;
  photos: number;
  archiveMb: number;
  seconds: number;
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

async function seedPhotos(site: ScaleSite, photos: number, photoKb: number): Promise<void> {
  const bucket = await site.w.media();
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
    await site.db.batch(
      ids.map((id) =>
        site.db
          .prepare(
            `INSERT INTO media (id, state, created_at, original_type, original_bytes, width, height, variants, alt)
             VALUES (?1, 'ready', ?2, 'image/jpeg', ?3, 1080, 810, '[{"w":360,"h":270,"webp":40960},{"w":720,"h":540,"webp":40960},{"w":1080,"h":810,"webp":40960}]', 'Portão')`,
          )
          .bind(id, now, photoKb * 1024),
      ),
    );
  }
}

export async function measureBackup(
  site: ScaleSite,
  { pages, photos, photoKb }: { pages: number; photos: number; photoKb: number },
): Promise<BackupFigure> {
  await seedPhotos(site, photos, photoKb);
  const before = workerdRssMb();
  let peak = before;
  const started = performance.now();
  let bytes = 0;
  const res = await site.w.fetch("/admin/copia-de-seguranca/baixar?historico=1", { headers: { Cookie: site.cookie } });
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
  return {
    pages,
    photos,
    archiveMb: Math.round(bytes / 1024 / 1024),
    seconds: Math.round((performance.now() - started) / 100) / 10,
    workerdRssBeforeMb: Math.round(before),
    workerdRssPeakMb: Math.round(peak),
  };
}
