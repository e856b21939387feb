-- The approvals a verificator decides (MODEL.md §2.10, §3.4): a submission opens one PENDING approval of its
-- document (at most one at a time), the decision closes it with the checklist as ticked. Every kind of
-- request has a table of this shape (`vlegal_approval` here; the variants add theirs) and the same effects.
CREATE TABLE vlegal_approval (
  id serial PRIMARY KEY,
  vlegal_id integer NOT NULL REFERENCES vlegal (id),
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  request_date timestamptz NOT NULL,
  requested_by varchar(50) NOT NULL,
  status varchar(8) NOT NULL DEFAULT 'PENDING',
  verificator_login varchar(50),
  decision_date timestamptz,
  note varchar(500),
  certificate_valid boolean,
  unit_valid boolean,
  documents_consistent boolean,
  hs_code_correct boolean,
  species_correct boolean,
  stock_sufficient boolean,
  suppliers_covered boolean,
  quantities_plausible boolean,
  field_inspection_required boolean NOT NULL DEFAULT false,
  CONSTRAINT vlegal_approval_status_chk CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  CONSTRAINT vlegal_approval_decided_chk CHECK ((status = 'PENDING') = (decision_date IS NULL))
);
CREATE UNIQUE INDEX vlegal_approval_pending_once ON vlegal_approval (vlegal_id) WHERE status = 'PENDING';
CREATE INDEX vlegal_approval_request_date_idx ON vlegal_approval (request_date, id);
CREATE INDEX vlegal_approval_decision_date_idx ON vlegal_approval (decision_date, id);
CREATE INDEX vlegal_approval_status_idx ON vlegal_approval (status, id);
-- The verificators' queue: pending approvals, oldest first.
CREATE INDEX vlegal_approval_queue_idx ON vlegal_approval (status, request_date, id);
CREATE TRIGGER vlegal_approval_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vlegal_approval
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    RETURN;
  END IF;
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX IF NOT EXISTS vlegal_approval_requested_by_trgm ON vlegal_approval USING gin (requested_by gin_trgm_ops);
  CREATE INDEX IF NOT EXISTS vlegal_approval_verificator_login_trgm ON vlegal_approval
    USING gin (verificator_login gin_trgm_ops);
END $$;

-- A V-Legal's history: the steps it took (workflow_step), as the catalogue's vlegal-histories read them,
-- through the step record's own (entity, row_id, id) index.
CREATE VIEW vlegal_history AS
SELECT id::integer AS id, row_id::integer AS vlegal_id, action, from_state AS from_status, to_state AS to_status,
  note, login AS actor_login, taken_at AS action_date
FROM workflow_step WHERE entity = 'vlegal';
