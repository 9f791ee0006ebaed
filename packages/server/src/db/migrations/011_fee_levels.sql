-- Fee levels by 30-day trading volume in BTC (docs/adr/0012, "Fee levels"). Rates are decimal
-- fractions (0.001 = 0.1 %); a level applies from `min_volume_btc`; higher level, lower fee.
ALTER TABLE fee_levels ADD COLUMN min_volume_btc TEXT NOT NULL DEFAULT '0';

INSERT INTO fee_levels (level, maker_rate, taker_rate, min_volume_btc) VALUES
  (0, '0.001', '0.001', '0'),
  (1, '0.0009', '0.001', '10'),
  (2, '0.0008', '0.0009', '50'),
  (3, '0.0007', '0.0008', '200'),
  (4, '0.0006', '0.0007', '500'),
  (5, '0.0005', '0.0006', '1000'),
  (6, '0.0004', '0.0005', '3000')
ON CONFLICT (level) DO UPDATE SET
  maker_rate = excluded.maker_rate,
  taker_rate = excluded.taker_rate,
  min_volume_btc = excluded.min_volume_btc;

-- One row per daily computation (0:00 GMT+8): `applied_at` is set when its levels took effect
-- (at `effective_at`, 4:00 GMT+8, or on the first start after it).
CREATE TABLE fee_level_runs (
  computed_at INTEGER PRIMARY KEY,
  effective_at INTEGER NOT NULL,
  applied_at INTEGER
);

-- Each user's 30-day volume in BTC as of `computed_at` and the level it earns from `effective_at`.
CREATE TABLE fee_volume_snapshots (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  computed_at INTEGER NOT NULL REFERENCES fee_level_runs (computed_at),
  volume_btc TEXT NOT NULL,
  level INTEGER NOT NULL REFERENCES fee_levels (level),
  effective_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, computed_at)
);
CREATE INDEX fee_volume_snapshots_run ON fee_volume_snapshots (computed_at);
CREATE INDEX spot_fills_ts ON spot_fills (ts);
