-- Content (announcements, help, information, pages) per language, feedback with the operator's
-- replies, and the index the invitation records need.

CREATE TABLE articles (
  id INTEGER PRIMARY KEY,
  -- stable name shared by every language and the seed files (help-deposit, page-about)
  key TEXT NOT NULL UNIQUE,
  -- notice, help, information, page (pages are reached by slug only, never listed)
  kind TEXT NOT NULL,
  slug TEXT UNIQUE,
  pinned INTEGER NOT NULL DEFAULT 0,
  published_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  -- set by content:remove; the row stays so the seed never brings the article back
  removed_at INTEGER
);
CREATE INDEX articles_list ON articles (kind, removed_at, pinned, published_at);

CREATE TABLE article_texts (
  article_id INTEGER NOT NULL REFERENCES articles (id),
  -- zh, en, tc, jp, kr, ti, pt, ep, il
  lang TEXT NOT NULL,
  title TEXT NOT NULL,
  -- plain text
  summary TEXT NOT NULL,
  -- the operator's HTML as given; clients sanitise it
  body_html TEXT NOT NULL,
  -- body_html without its tags, for the search
  body_text TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (article_id, lang)
);

-- Screenshots for feedback: files under <DATA_DIR>/feedback/<id>, stripped like kyc photos.
CREATE TABLE feedback_photos (
  -- 32 hex characters from 16 random bytes; also the file's name
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- jpeg, png, bmp (from the content)
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX feedback_photos_created ON feedback_photos (created_at);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- the client's id of the submission: a retry returns the same feedback
  client_id TEXT NOT NULL,
  -- account, deposit, withdrawal, trading, earn, bug, suggestion, other
  category TEXT NOT NULL,
  content TEXT NOT NULL,
  photo_id TEXT REFERENCES feedback_photos (id),
  -- open, replied
  status TEXT NOT NULL DEFAULT 'open',
  reply TEXT,
  replied_at INTEGER,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, client_id)
);
CREATE INDEX feedback_user ON feedback (user_id, id);
CREATE INDEX feedback_status ON feedback (status, id);
CREATE INDEX feedback_photo ON feedback (photo_id);

-- The operator's replies queued by the admin CLI and applied by the running server, which puts
-- them in the user's message centre (same shape as operator_actions).
CREATE TABLE feedback_actions (
  id INTEGER PRIMARY KEY,
  -- feedback.reply
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  applied_at INTEGER,
  result TEXT
);
CREATE INDEX feedback_actions_pending ON feedback_actions (applied_at, id);

-- Invitation records: who registered with a user's code.
CREATE INDEX users_invited_by ON users (invited_by, created_at);
