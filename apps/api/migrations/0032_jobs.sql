-- Background work that survives restarts and runs once across instances (apps/api/src/jobs/queue.ts): a job
-- is written beside what caused it, claimed by one runner with FOR UPDATE SKIP LOCKED under a lease (a
-- runner that dies leaves a lease that runs out, and another runner takes the job up again), retried with
-- growing delays, and left DEAD with its last error once its attempts are spent. `dedupe_key` makes a
-- schedule's run (the hourly housekeeping of one hour) one job however many instances plan it.
CREATE TABLE job (
  id bigserial PRIMARY KEY,
  kind varchar(60) NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  dedupe_key varchar(200) UNIQUE,
  status varchar(10) NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'RUNNING', 'DONE', 'DEAD')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  max_attempts integer NOT NULL DEFAULT 8 CHECK (max_attempts > 0),
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by varchar(100),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
-- What a runner looks for: due pending jobs, and running ones whose lease ran out.
CREATE INDEX job_due ON job (run_at, id) WHERE status IN ('PENDING', 'RUNNING');
CREATE INDEX job_dead ON job (id) WHERE status = 'DEAD';
