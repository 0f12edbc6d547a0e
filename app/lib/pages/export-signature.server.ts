// The site signs the files it exports (admin.exportar): an HMAC-SHA-256 over the export's date and
// rows, under a key derived from SESSION_SECRET. Only a file this site signed that comes back
// unchanged keeps its pages' published state and review decisions on import; any other file
// (unsigned, edited by hand or by a tool, another site's) is checked and queued for the seller
// (transfer.server.ts). Without SESSION_SECRET nothing is signed, so every import is checked.
import { hex } from "~/lib/platform/crypto";
import { isolateMap } from "~/lib/platform/isolate-cache";

const keys = isolateMap<string, Promise<CryptoKey>>({
  name: "pages/export-signature HMAC keys",
  key: "SESSION_SECRET",
  bound: 4,
  invalidatedBy: "a new secret makes a new key",
});

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    // A key of its own: an export's signature can never stand for a session cookie's, nor the reverse.
    key = crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(`motores-ppa page export v1:${secret}`))
      .then((material) => crypto.subtle.importKey("raw", material, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]));
    keys.set(secret, key);
  }
  return key;
}

/** What is signed: the export's date and its rows exactly as JSON writes them. */
const signedText = (exportedAt: string, pages: unknown) => `${exportedAt}\n${JSON.stringify(pages)}`;

/** The export's signature (hex), or null when no secret is configured. */
export async function signExport(
  secret: string | undefined,
  exportedAt: string,
  pages: unknown,
): Promise<string | null> {
  if (!secret) return null;
  const mac = await crypto.subtle.sign(
    "HMAC",
    await keyOf(secret),
    new TextEncoder().encode(signedText(exportedAt, pages)),
  );
  return hex(mac);
}

/** True only for a file this site exported and signed, its date and rows unchanged. */
export async function isSignedExport(secret: string | undefined, file: unknown): Promise<boolean> {
  if (!secret || !file || typeof file !== "object" || Array.isArray(file)) return false;
  const { exported_at: exportedAt, pages, signature } = file as Record<string, unknown>;
  if (typeof exportedAt !== "string" || !Array.isArray(pages) || typeof signature !== "string") return false;
  const expected = await signExport(secret, exportedAt, pages);
  if (!expected || expected.length !== signature.length) return false;
  // Compared in constant time: a signature is not guessed one character at a time.
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  return diff === 0;
}
