-- Rate-limit counters shared by every API instance (fixed windows per key).
CREATE TABLE rate_limit_counter (
  key varchar(300) PRIMARY KEY,
  window_start timestamptz NOT NULL DEFAULT now(),
  hits integer NOT NULL DEFAULT 0
);
CREATE INDEX rate_limit_counter_window_idx ON rate_limit_counter (window_start);
