// Photos for tests and the bench: real JPEGs (made with sharp, the library Miniflare's local
// Images binding runs on) that carry the EXIF a phone writes — GPS position above all — and the
// helpers that upload them and post jobs done through the Worker's own endpoints.
import sharp from "sharp";
import type { MediaImage } from "~/lib/media/media";
import type { RunningWorker } from "./worker";

export interface PhotoOptions {
  width?: number;
  height?: number;
  /** Varies the picture (so two photos are two files). */
  seed?: number;
  /** Fine grain (sensor noise), 0..60: averaged away when the photo is made smaller. */
  grain?: number;
  /**
   * Detail that survives resizing (leaves, bricks, gravel), 0..40: what makes a real photo's bytes.
   * 20 gives ~70 kB at 720 px in WebP from a 12 MP photo, a phone photo's weight.
   */
  texture?: number;
  quality?: number;
}

/** São Paulo's Praça da Sé, where the test photos claim to be taken. */
const TEST_GPS = { latitude: "23/1 33/1 3000/100", longitude: "46/1 38/1 1000/100" };

const GRAIN_MASK = 0xffff;

/** 65,536 samples of a normal distribution (mean 0, `sigma`), rounded, from a seeded generator. */
function gaussianTable(sigma: number, seed: number): Int16Array {
  let state = seed >>> 0 || 1;
  const uniform = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) + 1) / 4294967297; // in (0, 1)
  };
  const table = new Int16Array(GRAIN_MASK + 1);
  for (let i = 0; i < table.length; i += 2) {
    // Box–Muller: two independent normal samples from two uniform ones.
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const a = 2 * Math.PI * uniform();
    table[i] = Math.round(sigma * r * Math.cos(a));
    table[i + 1] = Math.round(sigma * r * Math.sin(a));
  }
  return table;
}

/**
 * A JPEG like a phone's: a scene (sky, a gate's bars, the ground) with grain, and EXIF with the
 * camera, the time and the GPS position (IFD3).
 */
export async function photoJpeg({
  width = 2000,
  height = 1500,
  seed = 1,
  grain = 18,
  texture = 0,
  quality = 88,
}: PhotoOptions = {}): Promise<Buffer> {
  const bars = Array.from({ length: 30 }, (_, i) => {
    const x = Math.round(width * 0.08 + i * width * 0.028 + (seed % 7));
    return `<rect x="${x}" y="${Math.round(height * 0.32)}" width="${Math.max(4, Math.round(width * 0.008))}" height="${Math.round(height * 0.42)}" fill="#2d2d2d"/>`;
  }).join("");
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,62%)"/><stop offset="1" stop-color="hsl(${hue},30%,88%)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect y="${Math.round(height * 0.72)}" width="${width}" height="${Math.round(height * 0.28)}" fill="#8a8178"/>
    <rect x="${Math.round(width * 0.07)}" y="${Math.round(height * 0.3)}" width="${Math.round(width * 0.86)}" height="${Math.round(height * 0.03)}" fill="#333"/>
    ${bars}
  </svg>`;
  const scene = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const detail =
    texture > 0
      ? await sharp({
          create: {
            width: Math.ceil(width / 4),
            height: Math.ceil(height / 4),
            channels: 3,
            background: "#808080",
            noise: { type: "gaussian", mean: 128, sigma: texture },
          },
        })
          .resize(width, height, { kernel: "cubic" })
          .raw()
          .toBuffer()
      : null;
  const { data, info } = scene;
  // The grain drawn here rather than by sharp's gaussian noise, which cost ~2 s of CPU a 12 MP
  // photo (12 uniform draws a sample) against ~0.2 s: a table of gaussian samples, picked by a
  // xorshift generator per sample. The same distribution (mean 0, sigma `grain`, per sample).
  const grainTable = gaussianTable(grain, seed);
  let state = (seed * 0x9e3779b1) | 1;
  const mixed = new Uint8ClampedArray(width * height * 3);
  for (let p = 0, q = 0; p < width * height; p++) {
    for (let c = 0; c < 3; c++, q++) {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      const d = detail ? detail[q]! - 128 : 0;
      mixed[q] = data[p * info.channels + c]! + grainTable[state & GRAIN_MASK]! + d;
    }
  }
  return sharp(Buffer.from(mixed.buffer), { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1", DateTime: "2026:03:12 10:15:00" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: "W",
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .toBuffer();
}

/** Whether an EXIF block (as sharp returns it: "Exif\0\0" then TIFF) points to a GPS IFD (tag 0x8825). */
function hasGpsIfd(exif: Buffer): boolean {
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  const little = tiff.subarray(0, 2).toString("latin1") === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  const entries = u16(ifd0);
  for (let i = 0; i < entries; i++) if (u16(ifd0 + 2 + i * 12) === 0x8825) return true;
  return false;
}

/** What a file says of itself: any EXIF block (with or without a GPS position) or XMP. */
export async function metadataOf(bytes: Uint8Array): Promise<{ exif: boolean; xmp: boolean; gps: boolean }> {
  const meta = await sharp(Buffer.from(bytes)).metadata();
  const text = Buffer.from(bytes).toString("latin1");
  return {
    exif: meta.exif !== undefined || text.includes("Exif\0\0"),
    xmp: meta.xmp !== undefined || text.includes("<x:xmpmeta"),
    gps: meta.exif !== undefined && hasGpsIfd(meta.exif),
  };
}

/**
 * One connection per request. Miniflare's local Images binding resizes with sharp inside the test
 * process, which can hold the event loop past the 5 s after which the server closes an idle
 * keep-alive connection; a request sent on a pooled connection the server just closed fails
 * ("other side closed"). A fresh connection each time never meets one.
 */
export const FRESH_CONNECTION = { Connection: "close" } as const;

/** Admin request headers: same-origin, signed in, on a fresh connection. */
export const adminHeaders = (w: RunningWorker, cookie: string, extra: Record<string, string> = {}) => ({
  Origin: w.url,
  Cookie: cookie,
  ...FRESH_CONNECTION,
  ...extra,
});

/** A visitor's GET on a fresh connection (see FRESH_CONNECTION). */
export const visit = (w: RunningWorker, path: string, headers: Record<string, string> = {}) =>
  w.fetch(path, { headers: { ...FRESH_CONNECTION, ...headers } });

/** Uploads one photo as the screens do (POST /admin/api/midia, the bytes as the body). */
export async function uploadPhoto(
  w: RunningWorker,
  cookie: string,
  bytes: Uint8Array,
  { name = "foto.jpg", forJob = true, type = "image/jpeg" }: { name?: string; forJob?: boolean; type?: string } = {},
): Promise<{ status: number; image?: MediaImage; error?: string }> {
  const res = await w.fetch(`/admin/api/midia${forJob ? "?para=obra" : ""}`, {
    method: "POST",
    body: bytes as Uint8Array<ArrayBuffer>,
    headers: adminHeaders(w, cookie, { "Content-Type": type, "X-Nome-Arquivo": encodeURIComponent(name) }),
  });
  const body = (await res.json()) as { image?: MediaImage; error?: string };
  return { status: res.status, ...body };
}

export interface JobFields {
  lugar: string;
  produto: string;
  data: string;
  descricao: string;
  cliente?: string;
  depoimento?: string;
  autorizado?: boolean;
  midia: string[];
  intent?: "publicar" | "rascunho";
}

/** The job form's fields as the browser sends them (urlencoded, photos already uploaded). */
export function jobForm(fields: JobFields): URLSearchParams {
  const form = new URLSearchParams();
  for (const id of fields.midia) form.append("midia", id);
  form.set("lugar", fields.lugar);
  form.set("produto", fields.produto);
  form.set("data", fields.data);
  form.set("descricao", fields.descricao);
  if (fields.cliente) form.set("cliente", fields.cliente);
  if (fields.depoimento) form.set("depoimento", fields.depoimento);
  if (fields.autorizado) form.set("autorizado", "on");
  form.set("intent", fields.intent ?? "publicar");
  return form;
}

/** Posts the new-job form; returns the response (302 to /admin/obras when saved). */
export function postJob(w: RunningWorker, cookie: string, fields: JobFields, path = "/admin/obras/nova") {
  return w.fetch(path, {
    method: "POST",
    body: jobForm(fields),
    headers: adminHeaders(w, cookie, { "Content-Type": "application/x-www-form-urlencoded" }),
  });
}

/** Today in São Paulo (the job form's default date). */
export const todayInSaoPaulo = () => new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
