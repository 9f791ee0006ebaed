-- Accounts, sessions, verification codes, login attempts, outbox, system config, catalogue.
-- Portable SQL: INTEGER/TEXT only, money as TEXT decimals, times as epoch milliseconds.

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  phone TEXT UNIQUE,
  email TEXT UNIQUE,
  nick_name TEXT NOT NULL,
  nationality TEXT,
  password_hash TEXT NOT NULL,
  fund_password_hash TEXT,
  authenticator_secret TEXT,
  invite_code TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES users (id),
  user_type INTEGER NOT NULL DEFAULT 3,
  credit_score INTEGER NOT NULL DEFAULT 100,
  real_name_status TEXT NOT NULL DEFAULT 'not_certified',
  frozen INTEGER NOT NULL DEFAULT 0,
  has_recharge INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);

CREATE TABLE sessions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  ip TEXT,
  user_agent TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  consumed_at INTEGER,
  ip TEXT
);
CREATE INDEX verification_codes_account ON verification_codes (account, created_at);
CREATE INDEX verification_codes_ip ON verification_codes (ip, created_at);

CREATE TABLE login_attempts (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL,
  ip TEXT NOT NULL,
  success INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX login_attempts_account ON login_attempts (account, created_at);
CREATE INDEX login_attempts_ip ON login_attempts (ip, created_at);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX outbox_recipient ON outbox (recipient, id);

CREATE TABLE system_config (
  config_key TEXT PRIMARY KEY,
  config_value TEXT NOT NULL,
  is_public INTEGER NOT NULL DEFAULT 1,
  updated_at INTEGER NOT NULL
);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  summary TEXT NOT NULL,
  sort_order INTEGER NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE coins (
  id INTEGER PRIMARY KEY,
  code_name TEXT NOT NULL UNIQUE,
  quote TEXT NOT NULL DEFAULT 'USDT',
  price TEXT NOT NULL,
  change_rate TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL
);
