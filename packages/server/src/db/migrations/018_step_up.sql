-- Account protection (docs/adr/0026). A step-up proves the person behind a session: the login
-- password plus the strongest second factor. It answers a single-use token bound to that session,
-- stored as SHA-256 only, consumed by the one security change it allows.
CREATE TABLE step_up_tokens (
  id INTEGER PRIMARY KEY,
  session_id INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX step_up_tokens_session ON step_up_tokens (session_id);

-- "This wasn't me": a single-use link mailed with every security change; it freezes the account.
CREATE TABLE freeze_links (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);

-- The anti-phishing phrase shown in every mail and message-centre notice (NULL: none set).
ALTER TABLE users ADD COLUMN anti_phishing TEXT;
