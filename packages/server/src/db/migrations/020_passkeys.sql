-- Passkeys (docs/adr/0026): WebAuthn credentials a user signs in and confirms changes with.
-- The credential id is base64url and unique across users (a discoverable credential names its
-- user at sign-in); the relying party it was made for (rp_id) and the page's origin are kept,
-- since a credential only ever works for its rp_id.
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key BLOB NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  name TEXT NOT NULL,
  rp_id TEXT NOT NULL,
  origin TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  last_used_at INTEGER
);
CREATE INDEX passkeys_user ON passkeys (user_id);

-- How many passkeys a user has, kept with every insert and delete: user reads (safety level,
-- hasPasskey) need no second query.
ALTER TABLE users ADD COLUMN passkey_count INTEGER NOT NULL DEFAULT 0;

-- Single-use WebAuthn challenges, five minutes: `purpose` register / stepup (keyed by session),
-- withdrawal (keyed by user), login (keyed by a random challenge id). A new one replaces the old.
CREATE TABLE passkey_challenges (
  purpose TEXT NOT NULL,
  challenge_key TEXT NOT NULL,
  challenge TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  PRIMARY KEY (purpose, challenge_key)
);
