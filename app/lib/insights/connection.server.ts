// The Search Console connection (migrations/0007_insights.sql, one row): the refresh token sealed
// with AES-GCM, the chosen property and how the last import went. The token leaves this module
// only to talk to Google; nothing here returns it to a caller that renders or logs.
import { searchConsoleErrorMessage, SC_TOKEN_UNREADABLE } from "./messages";
import { accessTokenFor, revokeToken, SearchConsoleError, type SearchConsoleConfig } from "./search-console-api.server";
import { openToken, sealToken } from "./token-cipher.server";
import { log } from "~/lib/platform/log";

interface ConnectionRow {
  token_cipher: string;
  property: string | null;
  connected_at: number;
  last_import_at: number | null;
  last_error: string | null;
  last_error_at: number | null;
}

/** What the screen may know about the connection: never the token. */
export interface ConnectionView {
  property: string | null;
  connectedAt: number;
  lastImportAt: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
}

async function row(db: D1Database): Promise<ConnectionRow | null> {
  return db
    .prepare(
      "SELECT token_cipher, property, connected_at, last_import_at, last_error, last_error_at FROM search_console WHERE id = 1",
    )
    .first<ConnectionRow>();
}

export async function getConnection(db: D1Database): Promise<ConnectionView | null> {
  const r = await row(db);
  return r
    ? {
        property: r.property,
        connectedAt: r.connected_at,
        lastImportAt: r.last_import_at,
        lastError: r.last_error,
        lastErrorAt: r.last_error_at,
      }
    : null;
}

/**
 * Stores a new refresh token. A reconnection keeps the chosen property (it usually repairs an
 * expired grant) and revokes the token it replaces.
 */
export async function saveConnection(
  deps: { db: D1Database; config: SearchConsoleConfig },
  refreshToken: string,
  now = Date.now(),
): Promise<void> {
  const { db, config } = deps;
  const previous = await row(db);
  const cipher = await sealToken(config.secret, refreshToken);
  await db
    .prepare(
      `INSERT INTO search_console (id, token_cipher, property, connected_at) VALUES (1, ?1, NULL, ?2)
       ON CONFLICT (id) DO UPDATE SET token_cipher = excluded.token_cipher, connected_at = excluded.connected_at,
         last_error = NULL, last_error_at = NULL`,
    )
    .bind(cipher, now)
    .run();
  if (previous) {
    const old = await openToken(config.secret, previous.token_cipher);
    if (old && old !== refreshToken) await revokeToken(config, old);
  }
}

export async function setProperty(db: D1Database, property: string): Promise<void> {
  await db.prepare("UPDATE search_console SET property = ?1 WHERE id = 1").bind(property).run();
}

/** Records how an import ended (error: the Portuguese message; null: success at `now`). */
export async function recordImport(db: D1Database, error: string | null, now = Date.now()): Promise<void> {
  await db
    .prepare(
      error === null
        ? "UPDATE search_console SET last_import_at = ?1, last_error = NULL, last_error_at = NULL WHERE id = 1"
        : "UPDATE search_console SET last_error = ?2, last_error_at = ?1 WHERE id = 1",
    )
    .bind(now, ...(error === null ? [] : [error]))
    .run();
}

export type AccessResult =
  | { ok: true; accessToken: string }
  | { ok: false; message: string; error?: SearchConsoleError };

/** A fresh access token for the stored grant, or the sentence that tells the seller what to do. */
export async function connectionAccess(deps: { db: D1Database; config: SearchConsoleConfig }): Promise<AccessResult> {
  const r = await row(deps.db);
  if (!r) return { ok: false, message: searchConsoleErrorMessage("grant", null) };
  const refresh = await openToken(deps.config.secret, r.token_cipher);
  if (!refresh) return { ok: false, message: SC_TOKEN_UNREADABLE };
  try {
    return { ok: true, accessToken: await accessTokenFor(deps.config, refresh) };
  } catch (error) {
    if (!(error instanceof SearchConsoleError)) throw error;
    log.error("Search Console connection failed", { error });
    return { ok: false, message: searchConsoleErrorMessage(error.kind, r.property), error };
  }
}

/** Revokes the grant at Google and deletes it here; `revoked` false when Google did not confirm. */
export async function disconnect(deps: { db: D1Database; config: SearchConsoleConfig }): Promise<{ revoked: boolean }> {
  const r = await row(deps.db);
  if (!r) return { revoked: true };
  const refresh = await openToken(deps.config.secret, r.token_cipher);
  const revoked = refresh ? await revokeToken(deps.config, refresh) : false;
  // Deleted whatever Google answered: the seller asked for the site to forget the grant.
  await deps.db.prepare("DELETE FROM search_console WHERE id = 1").run();
  return { revoked };
}
