-- The quantitative robot (docs/adr/0007): secret keys, runs and their steps. Amounts are decimal
-- TEXT (8 decimals), times epoch ms. The robot's orders are ordinary spot orders whose client id
-- is `robot-<run id>-<n>`.

-- One key per user; only its SHA-256 is kept (the key is 120 random bits, shown once).
CREATE TABLE robot_keys (
  user_id INTEGER PRIMARY KEY REFERENCES users (id),
  key_hash TEXT NOT NULL,
  hint TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE robot_runs (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  client_run_id TEXT NOT NULL,
  symbol TEXT NOT NULL REFERENCES markets (symbol),
  -- grid, mean_reversion
  strategy TEXT NOT NULL,
  -- JSON object: parameter name -> decimal string (defaults filled in)
  params TEXT NOT NULL,
  investment TEXT NOT NULL,
  -- running, ended
  status TEXT NOT NULL,
  -- completed, stopped, market_closed, account_frozen
  end_reason TEXT,
  -- the run's own bookkeeping: what it holds, fees included
  quote_held TEXT NOT NULL,
  base_held TEXT NOT NULL,
  last_price TEXT,
  order_count INTEGER NOT NULL DEFAULT 0,
  -- JSON: the strategy's state between ticks
  state TEXT,
  started_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL,
  ended_at INTEGER,
  UNIQUE (user_id, client_run_id)
);
-- One running run per user and market.
CREATE UNIQUE INDEX robot_runs_running ON robot_runs (user_id, symbol) WHERE status = 'running';
CREATE INDEX robot_runs_user ON robot_runs (user_id, id);

CREATE TABLE robot_steps (
  run_id INTEGER NOT NULL REFERENCES robot_runs (id),
  seq INTEGER NOT NULL,
  -- start, queue, fetch_price, execute_buy, execute_sell, end
  kind TEXT NOT NULL,
  price TEXT,
  quantity TEXT,
  order_id TEXT,
  ts INTEGER NOT NULL,
  PRIMARY KEY (run_id, seq)
);
