-- Markets, public trades, candles and favourites. The coin catalogue becomes the market list:
-- coinList now reads markets and live tickers (change in percent), so the static coins table goes.

CREATE TABLE markets (
  symbol TEXT PRIMARY KEY,
  base TEXT NOT NULL,
  quote TEXT NOT NULL,
  name TEXT NOT NULL,
  tick_size TEXT NOT NULL,
  lot_size TEXT NOT NULL,
  min_quantity TEXT NOT NULL,
  min_notional TEXT NOT NULL,
  -- 0 open, 1 not open, 2 under maintenance (admin CLI market:status)
  is_open INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL,
  -- The price the market starts from before it has any candle.
  seed_price TEXT NOT NULL,
  -- Simulator model: daily volatility, taker trades per second, median taker order in quote.
  volatility REAL NOT NULL,
  trades_per_second REAL NOT NULL,
  trade_quote REAL NOT NULL,
  updated_at INTEGER NOT NULL
);

-- Latest public trades per market (pruned to the newest 1000 per market).
CREATE TABLE market_trades (
  symbol TEXT NOT NULL,
  id INTEGER NOT NULL,
  price TEXT NOT NULL,
  quantity TEXT NOT NULL,
  side TEXT NOT NULL,
  ts INTEGER NOT NULL,
  PRIMARY KEY (symbol, id)
);

CREATE TABLE candles (
  symbol TEXT NOT NULL,
  interval TEXT NOT NULL,
  open_time INTEGER NOT NULL,
  open TEXT NOT NULL,
  high TEXT NOT NULL,
  low TEXT NOT NULL,
  close TEXT NOT NULL,
  volume TEXT NOT NULL,
  turnover TEXT NOT NULL,
  PRIMARY KEY (symbol, interval, open_time)
);

CREATE TABLE watchlist (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol TEXT NOT NULL REFERENCES markets (symbol),
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, symbol)
);

DROP TABLE coins;
