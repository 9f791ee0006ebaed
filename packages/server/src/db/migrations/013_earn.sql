-- Earn products (docs/adr/0013): mining pools and fixed-term savings. Amounts and rates are
-- decimal TEXT (8 decimals; rates as fractions), times epoch ms, days are GMT+8 business days.
-- Money moves only through balances + ledger (005_spot.sql), in the same transaction.

-- A mining pool: the principal (`currency`) is locked for `term_days`; earnings are paid in
-- `earnings_currency` (converted at the market's last price when it differs).
CREATE TABLE mining_pools (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  rate TEXT NOT NULL,
  rate_unit TEXT NOT NULL CHECK (rate_unit IN ('daily', 'monthly')),
  min_amount TEXT NOT NULL,
  max_amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  earnings_currency TEXT NOT NULL,
  term_days INTEGER NOT NULL CHECK (term_days >= 1),
  payout_mode TEXT NOT NULL CHECK (payout_mode IN ('daily', 'end')),
  rebate_type TEXT NOT NULL CHECK (rebate_type IN ('none', 'inviter')),
  rebate_ratio TEXT NOT NULL DEFAULT '0',
  is_open INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL
);

-- An order copies the pool's terms, so a later change of the pool never alters it.
-- `next_payout_at` is the time of the first payout not made yet (NULL once finished).
CREATE TABLE mining_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_order_id TEXT NOT NULL,
  pool_id INTEGER NOT NULL REFERENCES mining_pools (id),
  pool_name TEXT NOT NULL,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  earnings_currency TEXT NOT NULL,
  rate TEXT NOT NULL,
  rate_unit TEXT NOT NULL,
  term_days INTEGER NOT NULL,
  payout_mode TEXT NOT NULL,
  rebate_type TEXT NOT NULL,
  rebate_ratio TEXT NOT NULL,
  -- mining, finished
  status TEXT NOT NULL CHECK (status IN ('mining', 'finished')),
  created_at INTEGER NOT NULL,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  next_payout_at INTEGER,
  -- paid so far, in the earnings currency
  earned TEXT NOT NULL DEFAULT '0',
  finished_at INTEGER
);
CREATE UNIQUE INDEX mining_orders_client ON mining_orders (user_id, client_order_id);
CREATE INDEX mining_orders_user ON mining_orders (user_id, id);
CREATE INDEX mining_orders_due ON mining_orders (status, next_payout_at);

-- Every payout of an order: earnings for a day, the principal, the inviter's rebate (day 0).
-- The UNIQUE key is what makes a payout happen once, whatever restarts or clock jumps occur.
CREATE TABLE mining_payouts (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES mining_orders (id),
  -- who received it: the buyer, or the inviter for a rebate
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL CHECK (kind IN ('earning', 'principal', 'rebate')),
  day INTEGER NOT NULL,
  amount TEXT NOT NULL,
  currency TEXT NOT NULL,
  due_at INTEGER NOT NULL,
  paid_at INTEGER NOT NULL,
  UNIQUE (order_id, kind, day)
);
CREATE INDEX mining_payouts_user ON mining_payouts (user_id, id);

-- A savings product: `released_funds` is its size, `surplus_funds` what is left to buy.
CREATE TABLE finance_products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  term_days INTEGER NOT NULL CHECK (term_days >= 1),
  annual_rate TEXT NOT NULL,
  min_amount TEXT NOT NULL,
  max_amount TEXT NOT NULL,
  released_funds TEXT NOT NULL,
  surplus_funds TEXT NOT NULL,
  is_open INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL
);

CREATE TABLE finance_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_order_id TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES finance_products (id),
  product_name TEXT NOT NULL,
  currency TEXT NOT NULL,
  amount TEXT NOT NULL,
  annual_rate TEXT NOT NULL,
  term_days INTEGER NOT NULL,
  -- purchasing, settled
  status TEXT NOT NULL CHECK (status IN ('purchasing', 'settled')),
  created_at INTEGER NOT NULL,
  interest_start_at INTEGER NOT NULL,
  due_at INTEGER NOT NULL,
  settled_at INTEGER,
  -- 1 when transferred out before the due time (no interest)
  early INTEGER NOT NULL DEFAULT 0,
  -- paid at settlement
  interest TEXT NOT NULL DEFAULT '0'
);
CREATE UNIQUE INDEX finance_orders_client ON finance_orders (user_id, client_order_id);
CREATE INDEX finance_orders_user ON finance_orders (user_id, id);
CREATE INDEX finance_orders_due ON finance_orders (status, due_at);

INSERT INTO mining_pools (id, name, rate, rate_unit, min_amount, max_amount, currency,
  earnings_currency, term_days, payout_mode, rebate_type, rebate_ratio, is_open, sort_order) VALUES
  (1, 'USDT Starter 7 days', '0.003', 'daily', '100', '50000', 'USDT', 'USDT', 7, 'daily', 'none', '0', 1, 1),
  (2, 'USDT Steady 15 days', '0.12', 'monthly', '500', '100000', 'USDT', 'USDT', 15, 'daily', 'none', '0', 1, 2),
  (3, 'USDT Term 30 days', '0.005', 'daily', '1000', '200000', 'USDT', 'USDT', 30, 'end', 'none', '0', 1, 3),
  (4, 'USDT Partner 30 days', '0.0045', 'daily', '500', '100000', 'USDT', 'USDT', 30, 'daily', 'inviter', '0.01', 1, 4),
  (5, 'USDT to BTC hashrate 15 days', '0.0035', 'daily', '200', '100000', 'USDT', 'BTC', 15, 'daily', 'none', '0', 1, 5),
  (6, 'ETH Classic 90 days', '0.09', 'monthly', '0.5', '200', 'ETH', 'ETH', 90, 'end', 'none', '0', 0, 6);

INSERT INTO finance_products (id, name, currency, term_days, annual_rate, min_amount, max_amount,
  released_funds, surplus_funds, is_open, sort_order) VALUES
  (1, 'USDT Fixed 7 days', 'USDT', 7, '0.04', '100', '50000', '500000', '500000', 1, 1),
  (2, 'USDT Fixed 30 days', 'USDT', 30, '0.08', '100', '100000', '1000000', '1000000', 1, 2),
  (3, 'USDT Fixed 90 days', 'USDT', 90, '0.12', '500', '20000', '20000', '20000', 1, 3);
