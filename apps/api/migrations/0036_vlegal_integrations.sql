-- Messages about a V-Legal to outside systems (SILK): queued by the approval in its transaction with the job
-- that sends it, updated attempt by attempt by that job (apps/api/src/vlegal/handlers.ts `silkJob`).
CREATE TABLE vlegal_integration (
  id serial PRIMARY KEY,
  vlegal_id integer NOT NULL REFERENCES vlegal (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  target varchar(10) NOT NULL DEFAULT 'SILK',
  operation varchar(10) NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'PENDING',
  request_payload varchar(200000),
  response_payload varchar(200000),
  attempts integer NOT NULL DEFAULT 0,
  last_attempt_date timestamptz,
  error_message varchar(1000),
  external_reference varchar(64),
  -- The job that sends it. No foreign key: the job table is the runner's, which may clear its done rows.
  job_id integer,
  created_date timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vlegal_integration_target_chk CHECK (target IN ('SILK', 'INATRADE', 'EMAIL')),
  CONSTRAINT vlegal_integration_operation_chk CHECK (operation IN ('ISSUE', 'EXTEND', 'REPLACE', 'CANCEL', 'AMEND',
    'RELEASE')),
  CONSTRAINT vlegal_integration_state_chk CHECK (status IN ('PENDING', 'SUCCESS', 'FAILED')),
  CONSTRAINT vlegal_integration_attempts_chk CHECK (attempts >= 0)
);
-- One message per V-Legal, target and operation: sending again retries it, never adds a second.
CREATE UNIQUE INDEX vlegal_integration_once ON vlegal_integration (vlegal_id, target, operation);
CREATE INDEX vlegal_integration_unit_idx ON vlegal_integration (business_unit_id, id);
CREATE INDEX vlegal_integration_vlegal_idx ON vlegal_integration (vlegal_id, id);
CREATE INDEX vlegal_integration_status_idx ON vlegal_integration (status, id);
CREATE INDEX vlegal_integration_operation_idx ON vlegal_integration (operation, id);
CREATE INDEX vlegal_integration_created_date_idx ON vlegal_integration (created_date, id);
CREATE INDEX vlegal_integration_last_attempt_date_idx ON vlegal_integration (last_attempt_date, id);
CREATE INDEX vlegal_integration_job_idx ON vlegal_integration (job_id);
CREATE TRIGGER vlegal_integration_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vlegal_integration
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS vlegal_integration_external_reference_trgm ON vlegal_integration
    USING gin (external_reference gin_trgm_ops);
END $$;

-- Licences approved before messages were kept: their ISSUE as it stands on the document.
INSERT INTO vlegal_integration (vlegal_id, business_unit_id, operation, status, attempts, external_reference,
  job_id, created_date)
SELECT v.id, v.business_unit_id, 'ISSUE',
  CASE v.integration_status WHEN 'ACKNOWLEDGED' THEN 'SUCCESS' WHEN 'FAILED' THEN 'FAILED' ELSE 'PENDING' END,
  CASE WHEN v.integration_status IN ('ACKNOWLEDGED', 'FAILED') THEN 1 ELSE 0 END, v.barcode,
  (SELECT j.id FROM job j WHERE j.dedupe_key = 'silk:ISSUE:' || v.id), coalesce(v.decided_date, now())
FROM vlegal v WHERE v.vlegal_number IS NOT NULL;
