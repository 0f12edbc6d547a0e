// The site's few uses of Web Crypto beyond passwords (auth/password.server.ts) and one-time codes
// (auth/totp.ts), in one place: hex digests and random hex, and AES-GCM sealing of a secret text
// under a key its caller derives for its own purpose (a job's one-off AI key, the Search Console
// refresh token). The runtime's own API rather than a library: a few calls each.

/** Bytes as lower-case hex. */
export function hex(bytes: ArrayBuffer | Uint8Array): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** `bytes` random bytes as lower-case hex. */
export function randomHex(bytes: number): string {
  return hex(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** SHA-256 of the text's UTF-8, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** "iv.ciphertext" (base64): AES-GCM with a fresh 96-bit IV each time. */
export async function sealText(key: CryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(text));
  return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The text `sealText` sealed, or null when it was sealed under another key (or is damaged). */
export async function openText(key: CryptoKey, sealed: string): Promise<string | null> {
  const [iv, body] = sealed.split(".");
  if (!iv || !body) return null;
  try {
    return new TextDecoder().decode(
      await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, key, fromBase64(body)),
    );
  } catch {
    return null;
  }
}

/**
 * A key of its own for one purpose, derived with HKDF-SHA-256 from a Worker secret and a fixed
 * label (zero salt): the same secret never yields the same key for two purposes.
 */
export async function derivedKey(
  secret: string,
  label: Uint8Array<ArrayBuffer>,
  algorithm: AesKeyGenParams | HmacKeyGenParams,
  usages: KeyUsage[],
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, ["deriveKey"]);
  return crypto.subtle.deriveKey(
    { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: label },
    material,
    algorithm,
    false,
    usages,
  );
}
