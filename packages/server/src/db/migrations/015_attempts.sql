-- Attempts at secrets (login and fund passwords, authenticator codes), counted before they are
-- evaluated (modules/auth/attempts.ts). A row is reserved `pending` before the check and either
-- kept as a `failure` or deleted after it; a `pending` row left by a crash counts like a failure
-- until its window passes, so a crash never hands out extra guesses.
CREATE TABLE auth_attempts (
  id INTEGER PRIMARY KEY,
  -- login.account, login.ip, fund, authenticator
  kind TEXT NOT NULL,
  -- the user id, or the account as typed when no user has it, or the client address
  key TEXT NOT NULL,
  -- pending, failure
  state TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX auth_attempts_key ON auth_attempts (kind, key, created_at);
