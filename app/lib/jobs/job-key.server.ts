// The technical generator accepts a one-off AI key when no AI_API_KEY secret is set. A job that
// outlives the tab needs that key after the request is gone, so it is kept, AES-GCM encrypted with
// a key derived from SESSION_SECRET, in the job's D1 row only while the job runs (finishJob and
// cancelJob clear it). Never in the Workflow's parameters, KV, logs or any response.
import { openText, sealText } from "~/lib/platform/crypto";
import type { Env } from "~/lib/platform/env.server";

async function aesKey(config: Env): Promise<CryptoKey> {
  const secret = config.SESSION_SECRET;
  if (!secret) throw new Error("SESSION_SECRET is required to keep a one-off AI key for a job");
  const material = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`job-key:${secret}`));
  return crypto.subtle.importKey("raw", material, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function encryptJobKey(config: Env, apiKey: string): Promise<string> {
  return sealText(await aesKey(config), apiKey);
}

export async function decryptJobKey(config: Env, cipher: string): Promise<string | undefined> {
  // null: SESSION_SECRET rotated since the job started, and the item reports the missing key.
  return (await openText(await aesKey(config), cipher)) ?? undefined;
}
