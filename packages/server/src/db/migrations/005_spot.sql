-- Spot trading: orders, fills, balances and the immutable ledger (docs/adr/0006).
-- Amounts are decimal TEXT (8 decimals for balances and ledger), times epoch ms.

-- Maker/taker fee rates per fee level (decimal fractions: 0.001 = 0.1 %). The fee-levels issue
-- fills more levels; a user without a row in user_fee_levels is on level 0.
CREATE TABLE fee_levels (
  level INTEGER PRIMARY KEY,
  maker_rate TEXT NOT NULL,
  taker_rate TEXT NOT NULL
);
INSERT INTO fee_levels (level, maker_rate, taker_rate) VALUES (0, '0.001', '0.001');

CREATE TABLE user_fee_levels (
  user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  level INTEGER NOT NULL REFERENCES fee_levels (level)
);

CREATE TABLE balances (
  user_id INTEGER NOT NULL REFERENCES users (id),
  account TEXT NOT NULL DEFAULT 'spot',
  asset TEXT NOT NULL,
  available TEXT NOT NULL,
  frozen TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, account, asset)
);

-- Immutable: rows are only ever inserted. For every (user, account, asset):
--   SUM(amount) = available + frozen   and   SUM(frozen_change) = frozen.
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  account TEXT NOT NULL,
  asset TEXT NOT NULL,
  -- demo_credit, freeze, unfreeze, buy_coin, sell_coin, fee, cancelled_purchase, cancelled_sale
  type TEXT NOT NULL,
  -- signed change of the total (available + frozen)
  amount TEXT NOT NULL,
  -- signed change of the frozen part
  frozen_change TEXT NOT NULL,
  -- total (available + frozen) after this entry
  balance_after TEXT NOT NULL,
  ref_type TEXT,
  ref_id TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX ledger_user ON ledger (user_id, account, asset, id);
CREATE UNIQUE INDEX ledger_demo_credit ON ledger (user_id) WHERE type = 'demo_credit';
CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
BEGIN
  SELECT RAISE(ABORT, 'ledger entries are immutable');
END;
CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
BEGIN
  SELECT RAISE(ABORT, 'ledger entries are immutable');
END;

CREATE TABLE spot_orders (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_order_id TEXT NOT NULL,
  symbol TEXT NOT NULL REFERENCES markets (symbol),
  side TEXT NOT NULL,
  type TEXT NOT NULL,
  price TEXT,
  quantity TEXT,
  quote_amount TEXT,
  filled_quantity TEXT NOT NULL,
  filled_quote TEXT NOT NULL,
  fee TEXT NOT NULL,
  fee_asset TEXT NOT NULL,
  -- pending, partially_filled, filled, cancelled
  status TEXT NOT NULL,
  cancel_reason TEXT,
  -- what the order still holds frozen, in reserve_asset (0 once it is done)
  reserved TEXT NOT NULL,
  reserve_asset TEXT NOT NULL,
  -- engine acceptance sequence: the time priority when the book is rebuilt
  seq INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, client_order_id)
);
CREATE INDEX spot_orders_open ON spot_orders (status, symbol, seq)
  WHERE status IN ('pending', 'partially_filled');
CREATE INDEX spot_orders_user ON spot_orders (user_id, created_at);

CREATE TABLE spot_fills (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES spot_orders (id),
  user_id INTEGER NOT NULL REFERENCES users (id),
  symbol TEXT NOT NULL,
  side TEXT NOT NULL,
  price TEXT NOT NULL,
  quantity TEXT NOT NULL,
  quote TEXT NOT NULL,
  fee TEXT NOT NULL,
  fee_asset TEXT NOT NULL,
  role TEXT NOT NULL,
  trade_id INTEGER NOT NULL,
  ts INTEGER NOT NULL
);
CREATE INDEX spot_fills_user ON spot_fills (user_id, id);
CREATE INDEX spot_fills_order ON spot_fills (order_id);
