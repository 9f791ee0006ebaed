-- The withdrawal allow-list (docs/adr/0026): while on, chain withdrawals go only to address-book
-- entries of the chain that were added at least 24 hours ago, and bank-card withdrawals are
-- refused. Turning it on is free; turning it off takes a step-up and blocks withdrawals 24 hours.
ALTER TABLE users ADD COLUMN withdrawal_allowlist INTEGER NOT NULL DEFAULT 0;
