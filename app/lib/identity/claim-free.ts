// The built-in texts the claims check leaves whole even when the seller has confirmed nothing,
// found at build time (config/builtin-claim-free.ts) and handed to the server build as a table of
// hashes: such a text is returned as it is instead of being checked sentence by sentence at
// render. On a new isolate that check was the largest share of the FAQ's first render; the
// result is the same (tests/unit/claim-free.test.ts: a text in the table is left whole by the
// check under any identity and city). Outside the build (unit tests, scripts) there is no table
// and every text is checked.

/** Base64 of the sorted keys (see encodeTable), set by vite.config.ts `define` in the build only. */
declare const __BUILTIN_CLAIM_FREE__: string | undefined;

/** Two 32-bit FNV-style hashes of a text; the table keeps all of the first and 16 bits of the second. */
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

/** A decoded table: the keys' first hashes (sorted) and the high 16 bits of their second ones. */
export interface ClaimFreeTable {
  a: Uint32Array;
  b: Uint16Array;
}

/**
 * The texts' 48-bit keys, sorted, as base64 of every first hash (Uint32) then every second hash's
 * high half (Uint16): 6 bytes a text, incompressible, so the Worker carries 6 and not 8 (the
 * 64-bit table was 12 kB of its gzip). 48 bits: with ~1,500 texts kept and every other built-in
 * text looked up, a false match is about one in ten million — and tests/unit/claim-free.test.ts
 * asserts that no other built-in text matches the table as built.
 */
export function encodeTable(texts: readonly string[]): string {
  const keys = texts.map(textHash).map(([a, b]) => [a, b >>> 16] as const);
  keys.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const bytes = new Uint8Array(keys.length * 6);
  const a = new Uint32Array(bytes.buffer, 0, keys.length);
  const b = new Uint16Array(bytes.buffer, keys.length * 4, keys.length);
  keys.forEach(([ka, kb], i) => {
    a[i] = ka;
    b[i] = kb;
  });
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeTable(base64: string): ClaimFreeTable {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const n = bytes.length / 6;
  return { a: new Uint32Array(bytes.buffer, 0, n), b: new Uint16Array(bytes.buffer, n * 4, n) };
}

/** Whether `text` is in the table (binary search over the keys). */
export function inTable(table: ClaimFreeTable, text: string): boolean {
  const [a, full] = textHash(text);
  const b = full >>> 16;
  let lo = 0;
  let hi = table.a.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const ma = table.a[mid]!;
    const mb = table.b[mid]!;
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
  let table: ClaimFreeTable | undefined;
  return (text, city) => {
    table ??= decodeTable(base64);
    return inTable(table, text) ? text : filter(text, city);
  };
}

function builtTable(): string | undefined {
  return typeof __BUILTIN_CLAIM_FREE__ === "string" ? __BUILTIN_CLAIM_FREE__ : undefined;
}
