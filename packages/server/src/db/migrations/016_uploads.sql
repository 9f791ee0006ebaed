-- Upload quota and the operators' audit trail (issue #17).

-- The quota sums the sizes of a user's stored photos (kyc_photos and feedback_photos both keep
-- the stored size); verification photos are indexed by user already, screenshots were not.
CREATE INDEX feedback_photos_user ON feedback_photos (user_id);

-- Every admin CLI command that changes something (or copies personal data out), as it was run:
-- who ran it on the machine, what, with which arguments (secrets redacted), when and how it
-- ended. A row is written before the command runs and completed after, so a command that
-- crashed half-way still shows, without a result.
CREATE TABLE admin_audit (
  id INTEGER PRIMARY KEY,
  -- the operating-system account that ran the CLI
  os_user TEXT NOT NULL,
  command TEXT NOT NULL,
  -- JSON array of the arguments after the command
  args TEXT NOT NULL,
  started_at INTEGER NOT NULL,
  finished_at INTEGER,
  -- ok, error; NULL while running or when the process died
  result TEXT,
  -- the error's message when result is error
  error TEXT
);
CREATE INDEX admin_audit_started ON admin_audit (started_at, id);
