-- The answers of writes sent with an Idempotency-Key (docs/adr/0022-idempotent-postings.md): a retry with
-- the same key and body is answered from here and posts nothing. A key is written in the transaction of
-- its write, so it exists exactly when the write committed; a second request with the key waits on the
-- first's row until it commits or rolls back.
CREATE TABLE idempotency_key (
  id bigserial PRIMARY KEY,
  login varchar(50) NOT NULL,
  key varchar(255) NOT NULL,
  operation_id varchar(100) NOT NULL,
  request_hash char(64) NOT NULL,
  status smallint,
  location varchar(255),
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT idempotency_key_login_key_uq UNIQUE (login, key)
);
-- Keys past their keeping time are deleted by the hourly housekeeping.
CREATE INDEX idempotency_key_created_idx ON idempotency_key (created_at);
