// The Search Console refresh token is kept in D1 only as AES-GCM ciphertext. Its key is derived
// with HKDF-SHA-256 from a Worker secret (SEARCH_CONSOLE_SECRET, or SESSION_SECRET when that is
// unset) and a fixed purpose label, so the same secret never yields the same key for anything else.
// Rotating the secret makes the stored token unreadable: the screen then asks to connect again.
import { derivedKey, openText, sealText } from "~/lib/platform/crypto";
import { isolateMap } from "~/lib/platform/isolate-cache";

const PURPOSE = new TextEncoder().encode("motores-ppa/search-console-refresh-token/v1");
const keys = isolateMap<string, Promise<CryptoKey>>({
  name: "insights/token-cipher AES keys",
  key: "SEARCH_CONSOLE_SECRET or SESSION_SECRET",
  bound: 4,
  invalidatedBy: "a new secret makes a new key",
});

function aesKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = derivedKey(secret, PURPOSE, { name: "AES-GCM", length: 256 }, ["encrypt", "decrypt"]);
    keys.set(secret, key);
  }
  return key;
}

/** "iv.ciphertext" (base64), a fresh 96-bit IV each time. */
export async function sealToken(secret: string, token: string): Promise<string> {
  return sealText(await aesKey(secret), token);
}

/** The token, or null when the ciphertext was made with another secret (or is damaged). */
export async function openToken(secret: string, cipher: string): Promise<string | null> {
  return openText(await aesKey(secret), cipher);
}
