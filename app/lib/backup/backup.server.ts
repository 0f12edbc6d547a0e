// A restore from start to end: the archive read from R2 (a copy kept there, or an upload staged
// there first), verified whole before anything is written, refused on a deployment with data
// unless he confirmed; then the restore Workflow writes it a step at a time (restore-run.server.ts),
// a copy of the data there first.
import { randomHex } from "~/lib/platform/crypto";
import type { Services } from "~/lib/platform/services.server";
import { COPIES_PREFIX, STAGING_PREFIX, streamToR2 } from "./copies.server";
import { startRestore } from "./restore-run.server";

type StartDeps = Pick<Services, "kv" | "db" | "media" | "config" | "origin" | "bindings">;

/** Starts restoring a copy kept in R2 (its name as the screen lists it); returns the run's id. */
export function restoreCopy(deps: StartDeps, name: string, confirmed: boolean): Promise<string> {
  return startRestore(deps, COPIES_PREFIX + name, { confirmed, staged: false });
}

/** Where an upload is staged: a fresh key under STAGING_PREFIX. */
export const stagingKey = () => `${STAGING_PREFIX}${randomHex(16)}.tar`;

/** Stages an uploaded archive in R2 as it arrives (never whole in memory); returns its size. */
export function stageUpload(deps: Pick<Services, "media">, key: string, body: AsyncIterable<Uint8Array>) {
  return streamToR2(deps.media, key, body);
}

/** Starts restoring an upload staged at `key` (deleted when refused, or once restored). */
export function restoreStaged(deps: StartDeps, key: string, confirmed: boolean): Promise<string> {
  return startRestore(deps, key, { confirmed, staged: true });
}
