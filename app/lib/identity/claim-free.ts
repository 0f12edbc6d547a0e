// The built-in texts the claims check leaves whole even when the seller has confirmed nothing,
// found at build time (config/builtin-claim-free.ts) and handed to the server build as a table of
// hashes: such a text is returned as it is instead of being checked sentence by sentence at
// render. On a new isolate that check was the largest share of the FAQ's first render; the
// result is the same (tests/unit/claim-free.test.ts: a text in the table is left whole by the
// check under any identity and city). Outside the build (unit tests, scripts) there is no table
// and every text is checked.

/** Base64 of sorted hash pairs (Uint32), set by vite.config.ts `define` in the build only. */
declare const __BUILTIN_CLAIM_FREE__: string | undefined;

/** Two 32-bit FNV-style hashes of a text: the table's key (64 bits, so no other text matches). */
export function textHash(text: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
    b ^= b >>> 15;
  }
  return [a, b >>> 0];
}

/** Sorted pairs as one Uint32Array, base64 (what the build hands over). */
export function encodeTable(texts: readonly string[]): string {
  const pairs = texts.map(textHash).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const words = new Uint32Array(pairs.length * 2);
  pairs.forEach(([a, b], i) => {
    words[2 * i] = a;
    words[2 * i + 1] = b;
  });
  let binary = "";
  const bytes = new Uint8Array(words.buffer);
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function decodeTable(base64: string): Uint32Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Uint32Array(bytes.buffer);
}

/** Whether `text` is in the table (binary search over the pairs). */
export function inTable(table: Uint32Array, text: string): boolean {
  const [a, b] = textHash(text);
  let lo = 0;
  let hi = table.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const ma = table[2 * mid]!;
    const mb = table[2 * mid + 1]!;
    if (ma === a && mb === b) return true;
    if (ma < a || (ma === a && mb < b)) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

type Filter = (text: string, city: string | undefined) => string;

/** `filter`, but a text of `table` (base64; none: every text checked) is returned as it is. */
export function skippingClaimFree(filter: Filter, base64: string | undefined = builtTable()): Filter {
  if (!base64) return filter;
  let table: Uint32Array | undefined;
  return (text, city) => {
    table ??= decodeTable(base64);
    return inTable(table, text) ? text : filter(text, city);
  };
}

function builtTable(): string | undefined {
  return typeof __BUILTIN_CLAIM_FREE__ === "string" ? __BUILTIN_CLAIM_FREE__ : undefined;
}
