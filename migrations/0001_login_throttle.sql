-- Sign-in throttle counters (app/lib/throttle.server.ts). One row per counter key
-- ("ip:{address}", "account:{e-mail}"); a window restarts when its row is older than the window.
CREATE TABLE login_counters (
  key TEXT PRIMARY KEY,
  count INTEGER NOT NULL,
  window_start INTEGER NOT NULL
);
