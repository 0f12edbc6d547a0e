// The technical generator accepts a one-off AI key when no AI_API_KEY secret is set. A job that
// outlives the tab needs that key after the request is gone, so it is kept, AES-GCM encrypted with
// a key derived from SESSION_SECRET, in the job's D1 row only while the job runs (finishJob and
// cancelJob clear it). Never in the Workflow's parameters, KV, logs or any response.
// Web Crypto rather than a library: two calls of the runtime's own API.
import type { Env } from "~/lib/platform/env.server";

async function aesKey(config: Env): Promise<CryptoKey> {
  const secret = config.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is required to keep a one-off AI key for a job");
  const material = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`job-key:${secret}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptJobKey(config: Env, apiKey: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv },
    await aesKey(config),
    new TextEncoder().encode(apiKey),
  );
  return `${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

export async function decryptJobKey(config: Env, cipher: string): Promise<string | undefined> {
  const [iv, sealed] = cipher.split(".");
  if (!iv || !sealed) return undefined;
  try {
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv) },
      await aesKey(config),
      fromBase64(sealed),
    );
    return new TextDecoder().decode(plain);
  } catch {
    // SESSION_SECRET rotated since the job started: the item reports the missing key.
    return undefined;
  }
}
