// Tombstones (D1 `tombstones`): what was deleted on purpose — a testimonial the customer removed, a
// deleted photo — so restoring an older backup does not bring it back (app/lib/backup/ reads them).
// The write is a statement the deleting batch carries, so the deletion and its tombstone go together.

export type TombstoneKind = "testimonial" | "media" | "lead";

export function tombstoneStatement(
  db: D1Database,
  kind: TombstoneKind,
  id: string,
  now = Date.now(),
): D1PreparedStatement {
  return db.prepare("INSERT OR IGNORE INTO tombstones (kind, id, at) VALUES (?1, ?2, ?3)").bind(kind, id, now);
}
