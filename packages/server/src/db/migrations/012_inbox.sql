-- The message centre (docs/adr/0015): one message per system event for a user, translated by the
-- client from `kind` and `params` (JSON of strings). `ref` names the event (`deposit:12`) so the
-- same event never makes two messages.
CREATE TABLE inbox_messages (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  kind TEXT NOT NULL,
  params TEXT NOT NULL,
  ref TEXT,
  read INTEGER NOT NULL DEFAULT 0 CHECK (read IN (0, 1)),
  created_at INTEGER NOT NULL
);

CREATE UNIQUE INDEX inbox_messages_ref ON inbox_messages (user_id, ref) WHERE ref IS NOT NULL;
CREATE INDEX inbox_messages_user ON inbox_messages (user_id, id DESC);
CREATE INDEX inbox_messages_unread ON inbox_messages (user_id) WHERE read = 0;
