-- The wallet (docs/adr/0011): deposit addresses, chain deposits, the withdrawal address book,
-- withdrawals and the operator queue. Amounts are decimal TEXT (8 decimals), times epoch ms.
-- Money moves only through balances + ledger (005_spot.sql), in the same transaction.

-- One address per user and chain, derived from the server's secret (stable across restarts).
CREATE TABLE deposit_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  coin TEXT NOT NULL,
  chain TEXT NOT NULL,
  address TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX deposit_addresses_user ON deposit_addresses (user_id, coin, chain);

-- A transaction seen on a chain to a user's address. Its confirmations are a function of the
-- chain's height (included_height); `confirmations` keeps the last count published.
CREATE TABLE deposits (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  coin TEXT NOT NULL,
  chain TEXT NOT NULL,
  address TEXT NOT NULL,
  amount TEXT NOT NULL,
  tx_hash TEXT NOT NULL UNIQUE,
  sent_at INTEGER NOT NULL,
  included_height INTEGER NOT NULL,
  confirmations INTEGER NOT NULL DEFAULT 0,
  -- in_progress, success, failed
  status TEXT NOT NULL,
  -- below_minimum
  reason TEXT,
  completed_at INTEGER
);
CREATE INDEX deposits_user ON deposits (user_id, id);
CREATE INDEX deposits_status ON deposits (status, id);

CREATE TABLE withdrawal_addresses (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  chain TEXT NOT NULL,
  address TEXT NOT NULL,
  label TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX withdrawal_addresses_unique ON withdrawal_addresses (user_id, chain, address);

CREATE TABLE withdrawals (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_withdrawal_id TEXT NOT NULL,
  -- chain, bank
  method TEXT NOT NULL,
  coin TEXT NOT NULL,
  chain TEXT NOT NULL,
  -- the account the amount is frozen in and paid from (spot, fiat)
  account TEXT NOT NULL,
  address TEXT,
  bank_name TEXT,
  -- masked: only the last four digits are kept
  card_number TEXT,
  card_last4 TEXT,
  real_name TEXT,
  amount TEXT NOT NULL,
  fee TEXT NOT NULL,
  arrival TEXT NOT NULL,
  -- the amount's USDT value when applied (the daily limit counts it)
  value_usdt TEXT NOT NULL,
  -- applied, withdrawn, rejected
  status TEXT NOT NULL,
  reason TEXT,
  tx_hash TEXT,
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE UNIQUE INDEX withdrawals_client ON withdrawals (user_id, client_withdrawal_id);
CREATE INDEX withdrawals_user ON withdrawals (user_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals (status, id);

-- Wrong fund-password entries (five in an hour are rate limited).
CREATE TABLE fund_password_failures (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  created_at INTEGER NOT NULL
);
CREATE INDEX fund_password_failures_user ON fund_password_failures (user_id, created_at);

-- What the admin CLI asks the running server to do; the server applies them in id order.
CREATE TABLE operator_actions (
  id INTEGER PRIMARY KEY,
  -- deposit.send, withdrawal.approve, withdrawal.reject
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  applied_at INTEGER,
  result TEXT
);
CREATE INDEX operator_actions_pending ON operator_actions (applied_at, id);

ALTER TABLE users ADD COLUMN withdrawals_blocked_until INTEGER;
ALTER TABLE users ADD COLUMN withdrawals_block_reason TEXT;
