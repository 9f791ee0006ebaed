-- Security settings and frozen accounts (docs/adr/0012, "Security" and "Frozen accounts").

-- A new authenticator secret waits here until a code from it confirms it (valid 10 minutes).
ALTER TABLE users ADD COLUMN authenticator_pending_secret TEXT;
ALTER TABLE users ADD COLUMN authenticator_pending_at INTEGER;
-- The last accepted TOTP time step: a code whose step is not after it is a reuse and refused.
ALTER TABLE users ADD COLUMN authenticator_last_step INTEGER;

-- What an operator's freeze moved from available to frozen, per account and asset; unfreeze
-- returns exactly these amounts and sets released_at. Part of the "frozen = holds" invariant.
CREATE TABLE admin_freezes (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  account TEXT NOT NULL,
  asset TEXT NOT NULL,
  amount TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  released_at INTEGER
);
CREATE INDEX admin_freezes_user ON admin_freezes (user_id, released_at);

-- Open positions of a frozen account: the user cannot close them (TP/SL and liquidation run).
ALTER TABLE futures_orders ADD COLUMN admin_locked INTEGER NOT NULL DEFAULT 0;

-- Freezes and unfreezes queued by the admin CLI and applied by the running server (the one
-- writer of balances), which then publishes the user's new state. Same shape as operator_actions.
CREATE TABLE account_actions (
  id INTEGER PRIMARY KEY,
  -- user.freeze, user.unfreeze
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  applied_at INTEGER,
  result TEXT
);
CREATE INDEX account_actions_pending ON account_actions (applied_at, id);
