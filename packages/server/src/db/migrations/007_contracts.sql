-- Transfers between a user's accounts, perpetual contracts and second contracts (docs/adr/0010).
-- Amounts are decimal TEXT (8 decimals), prices decimal TEXT on the market's tick grid, times
-- epoch ms. Money moves only through balances + ledger (005_spot.sql), in the same transaction.

CREATE TABLE transfers (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_transfer_id TEXT NOT NULL,
  from_account TEXT NOT NULL,
  to_account TEXT NOT NULL,
  asset TEXT NOT NULL,
  amount TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX transfers_client ON transfers (user_id, client_transfer_id);
CREATE INDEX transfers_user ON transfers (user_id, id);

-- Per-market contract rules. Rows are written at start-up from the code's table (like markets).
CREATE TABLE futures_markets (
  symbol TEXT PRIMARY KEY REFERENCES markets (symbol),
  multiplier TEXT NOT NULL,
  max_leverage INTEGER NOT NULL,
  min_lots INTEGER NOT NULL,
  max_lots INTEGER NOT NULL,
  maintenance_margin_rate TEXT NOT NULL,
  holding_fee_rate TEXT NOT NULL,
  holding_period_hours INTEGER NOT NULL
);

-- One row per order and, once it opens, its position.
CREATE TABLE futures_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_order_id TEXT NOT NULL,
  symbol TEXT NOT NULL REFERENCES markets (symbol),
  -- long, short
  side TEXT NOT NULL,
  -- limit, market
  type TEXT NOT NULL,
  -- pending, open, closed, cancelled
  status TEXT NOT NULL,
  price TEXT,
  lots INTEGER NOT NULL,
  leverage INTEGER NOT NULL,
  multiplier TEXT NOT NULL,
  maintenance_margin_rate TEXT NOT NULL,
  -- the isolated margin now (holding fees are taken from it)
  margin TEXT NOT NULL,
  open_fee TEXT NOT NULL,
  close_fee TEXT NOT NULL,
  close_fee_rate TEXT NOT NULL,
  holding_fee TEXT NOT NULL,
  take_profit TEXT,
  stop_loss TEXT,
  -- last, mark
  trigger_reference TEXT NOT NULL,
  open_price TEXT,
  close_price TEXT,
  realised_pnl TEXT,
  -- user, close_all, take_profit, stop_loss, liquidation
  close_method TEXT,
  next_holding_at INTEGER,
  created_at INTEGER NOT NULL,
  cancelled_at INTEGER,
  opened_at INTEGER,
  closed_at INTEGER,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX futures_orders_client ON futures_orders (user_id, client_order_id);
CREATE INDEX futures_orders_user ON futures_orders (user_id, status, id);
CREATE INDEX futures_orders_live ON futures_orders (status) WHERE status IN ('pending', 'open');

-- Second-contract products (durations) an operator may edit; `fee_type` percent or fixed.
CREATE TABLE second_products (
  id TEXT PRIMARY KEY,
  duration_seconds INTEGER NOT NULL,
  payout_rate TEXT NOT NULL,
  fee_type TEXT NOT NULL,
  fee TEXT NOT NULL,
  min_amount TEXT NOT NULL,
  max_amount TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
INSERT INTO second_products
  (id, duration_seconds, payout_rate, fee_type, fee, min_amount, max_amount, sort_order)
VALUES
  ('s30', 30, '0.8', 'percent', '0.002', '1000', '9999999', 1),
  ('s60', 60, '0.85', 'percent', '0.002', '1000', '9999999', 2),
  ('s120', 120, '0.88', 'fixed', '2', '1000', '9999999', 3),
  ('s300', 300, '0.92', 'fixed', '5', '1000', '9999999', 4);

CREATE TABLE second_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_order_id TEXT NOT NULL,
  symbol TEXT NOT NULL REFERENCES markets (symbol),
  -- up, down
  direction TEXT NOT NULL,
  product_id TEXT NOT NULL,
  duration_seconds INTEGER NOT NULL,
  payout_rate TEXT NOT NULL,
  amount TEXT NOT NULL,
  fee TEXT NOT NULL,
  -- pending, holding, settling, settled
  status TEXT NOT NULL,
  buy_price TEXT,
  settlement_price TEXT,
  -- win, loss, tie
  result TEXT,
  profit TEXT,
  open_at INTEGER NOT NULL,
  settle_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  settled_at INTEGER
);
CREATE UNIQUE INDEX second_orders_client ON second_orders (user_id, client_order_id);
CREATE INDEX second_orders_user ON second_orders (user_id, id);
CREATE INDEX second_orders_live ON second_orders (status) WHERE status != 'settled';
