// What domain code is given to do its work: the bindings behind recording wrappers, the parsed
// configuration, the site's origin, `waitUntil`, and the log of the pages it changed. Made by
// load-context.ts for a request and by the generation Workflow for a step, so the same functions
// serve both without a Remix request to fake. Nothing in app/lib takes a Remix type.
import { type Env, getEnv, siteUrl } from "./env.server";
import { type Clock, clockOf } from "./clock";
import { type IoClock, ioClock } from "./io-clock";
import { type D1Recording, recordingD1 } from "./recording-d1";
import { type KvRecording, recordingKv } from "./recording-kv";
import type { PageChange } from "~/lib/pages/page-record";

export interface Services {
  /** Parsed configuration (env.server.ts). */
  config: Env;
  /** The raw bindings, for those without a wrapper (GENERATION, ASSETS). Never `PAGES` or `DB`. */
  bindings: Cloudflare.Env;
  /** KV (PAGES) through the recording wrapper: keys written, time waited. */
  kv: KVNamespace;
  /** D1 (DB) through the recording wrapper: rows written. */
  db: D1Database;
  /** R2 (MEDIA): photos' private originals and their served variants (app/lib/media). */
  media: R2Bucket;
  /** Cloudflare Images (IMAGES): resizes and re-encodes uploads (app/lib/media). */
  images: ImagesBinding;
  /** The canonical public origin, without a trailing slash. */
  origin: string;
  /** Work that may finish after the response (IndexNow, cache writes). */
  waitUntil(promise: Promise<unknown>): void;
  /** Every page write of this unit of work, in order (the page store appends; onPagesChanged reads). */
  readonly changes: PageChange[];
  readonly kvRecording: KvRecording;
  readonly d1Recording: D1Recording;
  /** The time KV and D1 calls were pending, overlaps once (Server-Timing). */
  readonly io: IoClock;
  /** Now, in ms since the epoch, for the listing's and the edge cache's freshness (clock.ts). */
  readonly now: Clock;
}

export function createServices(env: Cloudflare.Env, waitUntil: (promise: Promise<unknown>) => void): Services {
  const io = ioClock();
  const { kv, recording: kvRecording } = recordingKv(env.PAGES, io);
  const { db, recording: d1Recording } = recordingD1(env.DB, io);
  return {
    config: getEnv(env),
    bindings: env,
    kv,
    db,
    media: env.MEDIA,
    images: env.IMAGES,
    origin: siteUrl(env),
    waitUntil,
    changes: [],
    kvRecording,
    d1Recording,
    io,
    now: clockOf(env),
  };
}
