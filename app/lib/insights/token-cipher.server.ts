// The Search Console refresh token is kept in D1 only as AES-GCM ciphertext. Its key is derived
// with HKDF-SHA-256 from a Worker secret (SEARCH_CONSOLE_SECRET, or SESSION_SECRET when that is
// unset) and a fixed purpose label, so the same secret never yields the same key for anything else.
// Rotating the secret makes the stored token unreadable: the screen then asks to connect again.
// Web Crypto rather than a library: three calls of the runtime's own API.

const PURPOSE = new TextEncoder().encode("motores-ppa/search-console-refresh-token/v1");
const keys = new Map<string, Promise<CryptoKey>>();

function aesKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "HKDF", false, [
        "deriveKey",
      ]);
      return crypto.subtle.deriveKey(
        { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(32), info: PURPOSE },
        material,
        { name: "AES-GCM", length: 256 },
        false,
        ["encrypt", "decrypt"],
      );
    })();
    keys.set(secret, key);
  }
  return key;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** "iv.ciphertext" (base64), a fresh 96-bit IV each time. */
export async function sealToken(secret: string, token: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await aesKey(secret),
    new TextEncoder().encode(token),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The token, or null when the ciphertext was made with another secret (or is damaged). */
export async function openToken(secret: string, cipher: string): Promise<string | null> {
  const [iv, sealed] = cipher.split(".");
  if (!iv || !sealed) return null;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv) },
      await aesKey(secret),
      fromBase64(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
