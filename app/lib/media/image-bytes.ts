// What a file is, read from its bytes (never its name or the browser's type), and the metadata
// checks of what the site serves. Hand-written: a few fixed headers (JPEG, PNG, GIF, RIFF/WebP,
// ISO-BMFF/AVIF/HEIC) and WebP's chunk list are simpler to read here than to pull an image library
// into the Worker, whose resizing is Cloudflare Images' job.

export type ImageKind = "jpeg" | "png" | "gif" | "webp" | "avif" | "heic";

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const HEIC_BRANDS = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "hevm", "hevs"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/** The image format of these bytes, or null when they are not an image the site accepts. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "webp";
  if (ascii(bytes, 4, 4) === "ftyp") {
    const size = new DataView(bytes.buffer, bytes.byteOffset).getUint32(0);
    const end = Math.min(bytes.length, Math.max(16, size));
    const brands = [ascii(bytes, 8, 4)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return "avif";
    if (brands.some((b) => HEIC_BRANDS.has(b)) || brands.includes("mif1") || brands.includes("msf1")) return "heic";
  }
  return null;
}

interface Chunk {
  fourcc: string;
  /** Offset of the chunk header in the file. */
  at: number;
  size: number;
}

function webpChunks(bytes: Uint8Array): Chunk[] | null {
  if (bytes.length < 20 || ascii(bytes, 0, 4) !== "RIFF" || ascii(bytes, 8, 4) !== "WEBP") return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Chunk[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true);
    if (at + 8 + size > bytes.length) return null;
    chunks.push({ fourcc: ascii(bytes, at, 4), at, size });
    at += 8 + size + (size % 2);
  }
  return chunks;
}

const METADATA_CHUNKS = new Set(["EXIF", "XMP "]);
// VP8X flags: bit 3 says an EXIF chunk follows, bit 2 an XMP chunk.
const VP8X_METADATA_FLAGS = 0x08 | 0x04;

/** Whether a WebP carries EXIF or XMP (GPS position, camera, time); null when it is no WebP. */
export function webpHasMetadata(bytes: Uint8Array): boolean | null {
  const chunks = webpChunks(bytes);
  if (!chunks) return null;
  return chunks.some((c) => METADATA_CHUNKS.has(c.fourcc));
}

/**
 * The WebP without its EXIF and XMP chunks (and their VP8X flags), or null when the bytes are no
 * well-formed WebP. Cloudflare Images writes WebP without them; this makes sure of it.
 */
export function stripWebpMetadata(bytes: Uint8Array): Uint8Array | null {
  const chunks = webpChunks(bytes);
  if (!chunks) return null;
  if (!chunks.some((c) => METADATA_CHUNKS.has(c.fourcc))) return bytes;
  const kept = chunks.filter((c) => !METADATA_CHUNKS.has(c.fourcc));
  const length = 12 + kept.reduce((n, c) => n + 8 + c.size + (c.size % 2), 0);
  const out = new Uint8Array(length);
  out.set(bytes.subarray(0, 12));
  let at = 12;
  for (const c of kept) {
    const span = 8 + c.size + (c.size % 2);
    out.set(bytes.subarray(c.at, c.at + span), at);
    if (c.fourcc === "VP8X") out[at + 8] = out[at + 8]! & ~VP8X_METADATA_FLAGS;
    at += span;
  }
  new DataView(out.buffer).setUint32(4, length - 8, true);
  return out;
}

/** Width and height of a WebP from its first image chunk, or null. */
export function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const chunks = webpChunks(bytes);
  if (!chunks) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const c of chunks) {
    const d = c.at + 8;
    if (c.fourcc === "VP8X" && c.size >= 10) {
      const w = view.getUint32(d + 4, true) & 0xffffff;
      const h = view.getUint32(d + 6, true) >>> 8;
      return { width: w + 1, height: h + 1 };
    }
    if (
      c.fourcc === "VP8 " &&
      c.size >= 10 &&
      bytes[d + 3] === 0x9d &&
      bytes[d + 4] === 0x01 &&
      bytes[d + 5] === 0x2a
    ) {
      return { width: view.getUint16(d + 6, true) & 0x3fff, height: view.getUint16(d + 8, true) & 0x3fff };
    }
    if (c.fourcc === "VP8L" && c.size >= 5 && bytes[d] === 0x2f) {
      const bits = view.getUint32(d + 1, true);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
  }
  return null;
}

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66]; // "Exif"

function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0, to = bytes.length): number {
  outer: for (let i = from; i + needle.length <= to; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const toCodes = (s: string) => [...s].map((c) => c.charCodeAt(0));
const INFE = toCodes("infe");
const RDF = toCodes("application/rdf+xml");
const XMP = toCodes("<x:xmpmeta");

/**
 * Whether an AVIF (ISO-BMFF) carries an EXIF item or XMP. Fails closed: any `infe` entry of type
 * "Exif" or any XMP packet counts, wherever it is.
 */
export function avifHasMetadata(bytes: Uint8Array): boolean {
  if (indexOf(bytes, RDF) !== -1 || indexOf(bytes, XMP) !== -1) return true;
  for (let at = indexOf(bytes, INFE); at !== -1; at = indexOf(bytes, INFE, at + 4)) {
    const version = bytes[at + 4] ?? 0;
    if (version < 2) continue;
    // version(1) flags(3) item_ID(2, or 4 from version 3) protection_index(2) item_type(4)
    const typeAt = at + 4 + 4 + (version >= 3 ? 4 : 2) + 2;
    if (indexOf(bytes, EXIF_HEADER, typeAt, typeAt + 4) === typeAt) return true;
  }
  return false;
}

/**
 * Width and height as the file's header states them, read before anything decodes it: the
 * dimensions of the JPEG frame (its SOF marker), the PNG's IHDR, the GIF's screen, the WebP's
 * first image chunk, or the largest `ispe` of an AVIF/HEIC. Null when the header is missing or cut
 * short — a file nothing could decode. The header is what the decoder will allocate for, so a
 * decompression bomb (a small file stating a huge image) is known here, at no cost.
 */
export function imageSize(bytes: Uint8Array, kind: ImageKind): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ok = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  switch (kind) {
    case "png":
      return bytes.length >= 24 && ascii(bytes, 12, 4) === "IHDR" ? ok(view.getUint32(16), view.getUint32(20)) : null;
    case "gif":
      return bytes.length >= 10 ? ok(view.getUint16(6, true), view.getUint16(8, true)) : null;
    case "webp":
      return webpSize(bytes);
    case "jpeg":
      return jpegSize(bytes, view);
    case "avif":
    case "heic":
      return ispeSize(bytes, view);
  }
}

// SOF markers carry the frame's size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not.
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function jpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers; SOI/EOI do not belong here.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    const length = view.getUint16(at + 2);
    if (isSof(marker)) {
      if (at + 9 > bytes.length) return null;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}

const ISPE = toCodes("ispe");

/** The largest image spatial extent (`ispe`: version/flags, width, height) an ISO-BMFF file states. */
function ispeSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | null {
  let best: { width: number; height: number } | null = null;
  for (let at = indexOf(bytes, ISPE); at !== -1 && at + 16 <= bytes.length; at = indexOf(bytes, ISPE, at + 4)) {
    const width = view.getUint32(at + 8);
    const height = view.getUint32(at + 12);
    if (width > 0 && height > 0 && (!best || width * height > best.width * best.height)) best = { width, height };
  }
  return best;
}

const IEND = toCodes("IEND");

/**
 * Whether the file was cut short: a JPEG with no end-of-image marker after its first scan (0xFF
 * is escaped inside scan data, so FF D9 there can only be the marker), a PNG without its IEND
 * chunk, an ISO-BMFF file whose last box runs past the end. A WebP cut short already fails its
 * chunk list (imageSize). Such a file is damaged: the image service would fail on it, or make
 * half a picture.
 */
export function isTruncated(bytes: Uint8Array, kind: ImageKind): boolean {
  if (kind === "jpeg") {
    const scan = indexOf(bytes, [0xff, 0xda]);
    return scan === -1 || indexOf(bytes, [0xff, 0xd9], scan + 2) === -1;
  }
  if (kind === "png") return lastIndexOf(bytes, IEND) === -1;
  if (kind === "avif" || kind === "heic") {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    while (at + 8 <= bytes.length) {
      const size32 = view.getUint32(at);
      const size = size32 === 1 && at + 16 <= bytes.length ? Number(view.getBigUint64(at + 8)) : size32;
      if (size === 0) return false; // the last box runs to the end of the file
      if (size < 8) return true;
      at += size;
    }
    return at !== bytes.length;
  }
  return false;
}

function lastIndexOf(bytes: Uint8Array, needle: readonly number[]): number {
  outer: for (let i = bytes.length - needle.length; i >= 0; i--) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
