-- The sign-in history each user sees (modules/auth/devices.ts): one row per sign-in of a known
-- account, successful or not, with the device it came from. The table existed unused since
-- 001; rows without a user (unknown accounts) are never written.
ALTER TABLE login_attempts ADD COLUMN user_id INTEGER REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE login_attempts ADD COLUMN user_agent TEXT;
-- success, password_wrong, authenticator_wrong
ALTER TABLE login_attempts ADD COLUMN result TEXT;
CREATE INDEX login_attempts_user ON login_attempts (user_id, id);
