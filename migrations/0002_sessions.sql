-- Admin sessions (app/lib/session.server.ts): the signed cookie carries a random id whose SHA-256
-- is the key here; a session is valid while its row exists and has not expired.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expires_at ON sessions (expires_at);
