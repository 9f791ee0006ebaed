-- Nationality asked by real-name verification (issue #21): the ISO 3166-1 alpha-2 code declared
-- with each submission, kept with it for the operator's review. The user's own column
-- (users.nationality, since 001) takes the code of the latest submission; submissions made before
-- this migration have none.
ALTER TABLE kyc_submissions ADD COLUMN nationality TEXT;
