// A restore from start to end: the archive read twice from R2 (a copy kept there, or an upload
// staged there first), verified whole before anything is written, refused on a deployment with data
// unless he confirmed — and then a copy of that data is taken first.
import { randomHex } from "~/lib/platform/crypto";
import { log } from "~/lib/platform/log";
import { NoBackupSecretError } from "./build.server";
import { COPIES_PREFIX, STAGING_PREFIX, type StoredCopy, streamToR2, takeCopy } from "./copies.server";
import { backupSecret } from "./format";
import { COPY_NOT_FOUND, NEEDS_CONFIRMATION } from "./messages";
import { type RestoreDeps, type RestoreResult, applyArchive, siteHasData } from "./restore.server";
import { BackupRefusedError, verifyArchive } from "./verify.server";

export interface RestoreOutcome extends RestoreResult {
  /** The copy of what was there before, when there was something. */
  before: StoredCopy | null;
}

async function objectStream(media: R2Bucket, key: string): Promise<ReadableStream<Uint8Array>> {
  const object = await media.get(key);
  if (!object) throw new BackupRefusedError(COPY_NOT_FOUND);
  return object.body;
}

/** Restores the archive at R2 `key`; throws BackupRefusedError with the screen's sentence. */
async function restoreObject(deps: RestoreDeps, key: string, confirmed: boolean): Promise<RestoreOutcome> {
  const secret = backupSecret(deps.config);
  if (!secret) throw new NoBackupSecretError();
  const hasData = await siteHasData(deps);
  if (hasData && !confirmed) throw new BackupRefusedError(NEEDS_CONFIRMATION);
  const manifest = await verifyArchive(await objectStream(deps.media, key), secret, deps.origin);
  const before = hasData ? await takeCopy(deps, "antes-da-restauracao", { spare: key }) : null;
  const result = await applyArchive(deps, await objectStream(deps.media, key), manifest, { wipeFirst: hasData });
  log.info("Backup restored", { key, ...result, before: before?.name ?? null });
  return { ...result, before };
}

/** Restores a copy kept in R2 (its name as the screen lists it). */
export function restoreCopy(deps: RestoreDeps, name: string, confirmed: boolean): Promise<RestoreOutcome> {
  return restoreObject(deps, COPIES_PREFIX + name, confirmed);
}

/** Where an upload is staged: a fresh key under STAGING_PREFIX. */
export const stagingKey = () => `${STAGING_PREFIX}${randomHex(16)}.tar`;

/** Stages an uploaded archive in R2 as it arrives (never whole in memory); returns its size. */
export function stageUpload(deps: Pick<RestoreDeps, "media">, key: string, body: AsyncIterable<Uint8Array>) {
  return streamToR2(deps.media, key, body);
}

/** Restores an upload staged at `key`, then deletes it whatever happened. */
export async function restoreStaged(deps: RestoreDeps, key: string, confirmed: boolean): Promise<RestoreOutcome> {
  try {
    return await restoreObject(deps, key, confirmed);
  } finally {
    await deps.media.delete(key).catch((error: unknown) => log.error("Staged backup not deleted", { key, error }));
  }
}
