-- Real-name verification (docs/adr/0012, "Verification"). Photo files live under
-- <DATA_DIR>/kyc/<id>, never under the site's root; the rows say whose they are.
CREATE TABLE kyc_photos (
  -- 32 hex characters from 16 random bytes; also the file's name.
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- front, back, hand
  slot TEXT NOT NULL,
  -- jpeg, png, bmp (from the content, never the name)
  type TEXT NOT NULL,
  -- bytes stored, after metadata was removed
  size INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  -- set when a submission uses it; unsubmitted photos are removed after a day
  submission_id INTEGER
);
CREATE INDEX kyc_photos_user ON kyc_photos (user_id, created_at);
CREATE INDEX kyc_photos_unsubmitted ON kyc_photos (submission_id, created_at);

CREATE TABLE kyc_submissions (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id),
  -- id_card, passport
  cert_type TEXT NOT NULL,
  real_name TEXT NOT NULL,
  -- normalised: no spaces, upper-case
  cert_number TEXT NOT NULL,
  front TEXT NOT NULL,
  back TEXT,
  hand TEXT NOT NULL,
  -- to_be_reviewed, authenticated, review_failed
  status TEXT NOT NULL,
  reason TEXT,
  submitted_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX kyc_submissions_user ON kyc_submissions (user_id, id);
CREATE INDEX kyc_submissions_status ON kyc_submissions (status, id);

-- The operator's reviews queued by the admin CLI and applied by the running server, which
-- publishes the user's new state (the same mechanism as the wallet's operator_actions, in a
-- table of its own so that each module applies only its own actions).
CREATE TABLE kyc_actions (
  id INTEGER PRIMARY KEY,
  -- kyc.approve, kyc.reject
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  applied_at INTEGER,
  result TEXT
);
CREATE INDEX kyc_actions_pending ON kyc_actions (applied_at, id);
