// The archive's container: a POSIX ustar stream (what `tar -xf` reads), written and read one entry
// at a time so neither side ever holds more than one part. Only what the archive needs: regular
// files, names up to 100 bytes, sizes up to 8 GB.

const BLOCK = 512;
const encoder = new TextEncoder();

/** One file of the archive, whole (parts are bounded: a chunk of records, one photo). */
export interface TarEntry {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
}

export class TarError extends Error {
  constructor(readonly kind: "truncated" | "corrupt" | "too-large") {
    super(`tar stream ${kind}`);
    this.name = "TarError";
  }
}

function writeField(block: Uint8Array, offset: number, length: number, text: string): void {
  block.set(encoder.encode(text).subarray(0, length), offset);
}

const octal = (n: number, length: number) => `${n.toString(8).padStart(length - 1, "0")}\0`;

/** The 512-byte header of a regular file. */
export function tarHeader(name: string, size: number, mtimeSeconds: number): Uint8Array {
  const nameBytes = encoder.encode(name);
  if (nameBytes.length > 100) throw new Error(`tar name over 100 bytes: ${name}`);
  const block = new Uint8Array(BLOCK);
  block.set(nameBytes, 0);
  writeField(block, 100, 8, "0000644\0");
  writeField(block, 108, 8, "0000000\0");
  writeField(block, 116, 8, "0000000\0");
  writeField(block, 124, 12, octal(size, 12));
  writeField(block, 136, 12, octal(Math.floor(mtimeSeconds), 12));
  writeField(block, 148, 8, "        ");
  block[156] = 0x30; // "0": a regular file
  writeField(block, 257, 6, "ustar\0");
  writeField(block, 263, 2, "00");
  let sum = 0;
  for (const b of block) sum += b;
  writeField(block, 148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
  return block;
}

/** Zero bytes that bring `size` to a whole block. */
export const padding = (size: number) => new Uint8Array((BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const trailer = () => new Uint8Array(BLOCK * 2);

/** A byte source read in exact amounts from a stream's chunks. */
class Reader {
  private chunks: Uint8Array[] = [];
  private buffered = 0;
  private done = false;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  /** Exactly `n` bytes, or null when the stream ended first (with what it had). */
  async take(n: number): Promise<Uint8Array<ArrayBuffer> | null> {
    while (this.buffered < n && !this.done) {
      const { value, done } = await this.reader.read();
      if (done) this.done = true;
      else if (value.length > 0) {
        this.chunks.push(value);
        this.buffered += value.length;
      }
    }
    if (this.buffered < n) return null;
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0]!;
      const want = n - filled;
      if (head.length <= want) {
        out.set(head, filled);
        filled += head.length;
        this.chunks.shift();
      } else {
        out.set(head.subarray(0, want), filled);
        this.chunks[0] = head.subarray(want);
        filled = n;
      }
    }
    this.buffered -= n;
    return out;
  }

  cancel(): void {
    this.reader.cancel().catch(() => {});
  }
}

const decoder = new TextDecoder();
const text = (bytes: Uint8Array) => decoder.decode(bytes).replace(/\0.*$/s, "");

function parseHeader(block: Uint8Array): { name: string; size: number } | null {
  if (block.every((b) => b === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  const stored = Number.parseInt(text(block.subarray(148, 156)).trim(), 8);
  if (stored !== sum || block[156] !== 0x30) throw new TarError("corrupt");
  const prefix = text(block.subarray(345, 500));
  const name = (prefix ? `${prefix}/` : "") + text(block.subarray(0, 100));
  const size = Number.parseInt(text(block.subarray(124, 136)).trim(), 8);
  if (!Number.isFinite(size) || size < 0 || name === "") throw new TarError("corrupt");
  return { name, size };
}

/**
 * The entries of a tar stream, one at a time. Throws TarError("truncated") when the stream ends
 * before the end blocks, "corrupt" on a damaged header, "too-large" past `maxEntry` bytes.
 */
export async function* readTar(stream: ReadableStream<Uint8Array>, maxEntry: number): AsyncGenerator<TarEntry> {
  const reader = new Reader(stream.getReader());
  try {
    for (;;) {
      const block = await reader.take(BLOCK);
      if (!block) throw new TarError("truncated");
      const header = parseHeader(block);
      if (!header) {
        if (!(await reader.take(BLOCK))) throw new TarError("truncated");
        return;
      }
      if (header.size > maxEntry) throw new TarError("too-large");
      const bytes = await reader.take(header.size);
      if (!bytes) throw new TarError("truncated");
      const pad = (BLOCK - (header.size % BLOCK)) % BLOCK;
      if (pad > 0 && !(await reader.take(pad))) throw new TarError("truncated");
      yield { name: header.name, bytes };
    }
  } finally {
    reader.cancel();
  }
}
