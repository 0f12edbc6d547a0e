// The archive's format: what each part holds, the manifest that lists them (with each part's
// SHA-256) and the MAC that signs the manifest. docs/backup.md describes it for people.
import { z } from "zod";
import { derivedKey, hex } from "~/lib/platform/crypto";
import { isolateMap } from "~/lib/platform/isolate-cache";

export const FORMAT = "motores-ppa-backup";
export const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";
export const SIGNATURE = "manifest.sig";
/** Tombstones come first: a restore knows what stays deleted before it writes anything. */
export const TOMBSTONES_PART = "lapides.ndjson";

/** A part of KV records or D1 rows holds up to this many (a few MB at most: one part in memory). */
export const RECORDS_PER_PART = 500;
/** The largest entry a restore accepts (a photo's original is at most 15 MB; a part of 500 records a few MB). */
export const MAX_ENTRY_BYTES = 64 * 1024 * 1024;

/**
 * KV keys not copied: derived values a restore writes anew (the visitors' jobs snapshot, the
 * listing's change stamp).
 */
export const DERIVED_KV_KEYS = new Set(["obras:publicadas", "listing:changed"]);

/**
 * D1 tables the archive holds, in the order a restore writes them (a row's references first), each
 * with the key that orders its rows. Left out: sign-in counters and sessions (an archive is not a
 * sign-in), the rate-limit and daily-salt tables (kept a day on purpose), generation jobs (their
 * pages are in KV), lead sums and the shingle index (rebuilt), the Search Console connection (its
 * token is sealed under this deployment's secret: he connects again). `optional`: the history he
 * may leave out (Search Console, Web Vitals).
 */
export const TABLES: readonly { name: string; key: readonly string[]; optional?: boolean }[] = [
  { name: "media", key: ["id"] },
  { name: "jobs_done", key: ["id"] },
  { name: "job_done_photos", key: ["job_id", "position"] },
  { name: "proof_pages", key: ["path"] },
  { name: "proof_version", key: ["id"] },
  { name: "review_requests", key: ["code"] },
  { name: "testimonials", key: ["id"] },
  { name: "google_ratings", key: ["day"] },
  { name: "leads", key: ["id"] },
  // Derived from the pages, but copied as it was: the gate's verdicts (indexable or not) depend on
  // the order pages were published in, so measuring them again could change which ones Google sees.
  { name: "page_index", key: ["slug"] },
  { name: "search_days", key: ["date"], optional: true },
  { name: "search_pages", key: ["date", "page"], optional: true },
  { name: "search_queries", key: ["date", "page", "query"], optional: true },
  { name: "search_totals", key: ["page"], optional: true },
  { name: "search_coverage", key: ["id"], optional: true },
  { name: "web_vitals_daily", key: ["day", "path", "device"], optional: true },
  { name: "web_vitals_window", key: ["device", "path", "family"], optional: true },
  { name: "web_vitals_window_span", key: ["id"], optional: true },
];

const partSchema = z.object({
  name: z.string().min(1).max(100),
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** A photo's content type. */
  type: z.string().max(100).optional(),
});
export type PartInfo = z.infer<typeof partSchema>;

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  site: z.string(),
  createdAt: z.string(),
  insights: z.boolean(),
  counts: z.object({
    kvKeys: z.number().int(),
    pages: z.number().int(),
    revisions: z.number().int(),
    photos: z.number().int(),
    rows: z.record(z.string(), z.number().int()),
  }),
  parts: z.array(partSchema),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** A KV record in a part: key, value (text), metadata. */
export interface KvLine {
  k: string;
  v: string;
  m?: unknown;
}

const LABEL = new TextEncoder().encode("motores-ppa/backup-manifest/v1");
const keys = isolateMap<string, Promise<CryptoKey>>({
  name: "backup/format manifest HMAC keys",
  key: "BACKUP_SECRET or SESSION_SECRET",
  bound: 4,
  invalidatedBy: "a new secret makes a new key",
});

/** The HMAC-SHA-256 key of manifests, derived from the secret with HKDF and the archive's own label. */
function macKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = derivedKey(secret, LABEL, { name: "HMAC", hash: "SHA-256", length: 256 }, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export async function signManifest(secret: string, manifest: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await crypto.subtle.sign("HMAC", await macKey(secret), manifest));
}

export async function verifyManifest(
  secret: string,
  manifest: Uint8Array<ArrayBuffer>,
  signature: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const mac = Uint8Array.from(signature.match(/../g)!, (h) => Number.parseInt(h, 16));
  return crypto.subtle.verify("HMAC", await macKey(secret), mac, manifest);
}

export async function sha256Bytes(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

/** The secret archives are signed with: BACKUP_SECRET, else SESSION_SECRET; none → no archive. */
export function backupSecret(config: { BACKUP_SECRET?: string; SESSION_SECRET?: string }): string | null {
  return config.BACKUP_SECRET ?? config.SESSION_SECRET ?? null;
}
