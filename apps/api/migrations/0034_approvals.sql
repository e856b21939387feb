-- The approvals a verificator decides (MODEL.md §2.10, §3.4), of every kind in one table: a submission opens
-- one PENDING approval of its document (at most one at a time), the decision closes it with the checklist
-- as ticked. Each kind is read through a view of its own (`vlegal_approval`; the variants add theirs).
CREATE TABLE approval (
  id serial PRIMARY KEY,
  kind varchar(20) NOT NULL,
  subject_id integer NOT NULL,
  business_unit_id integer NOT NULL REFERENCES business_unit (id),
  request_date timestamptz NOT NULL DEFAULT now(),
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
  CONSTRAINT approval_kind_chk CHECK (kind IN ('VLEGAL', 'VLEGAL_EXTEND', 'VLEGAL_REPLACE', 'VLEGAL_CANCEL',
    'VLEGAL_AMANDEMEN', 'VLEGAL_RELEASE')),
  CONSTRAINT approval_status_chk CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  CONSTRAINT approval_decided_chk CHECK ((status = 'PENDING') = (decision_date IS NULL))
);
CREATE UNIQUE INDEX approval_pending_once ON approval (kind, subject_id) WHERE status = 'PENDING';
CREATE INDEX approval_subject_idx ON approval (kind, subject_id, id);
CREATE INDEX approval_queue_idx ON approval (kind, status, request_date, id);
CREATE INDEX approval_unit_idx ON approval (business_unit_id, kind, request_date, id);
CREATE TRIGGER approval_rows_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON approval
  FOR EACH STATEMENT EXECUTE FUNCTION rows_changed();

CREATE VIEW vlegal_approval AS
SELECT id, subject_id AS vlegal_id, business_unit_id, request_date, requested_by, status, verificator_login,
  decision_date, note, certificate_valid, unit_valid, documents_consistent, hs_code_correct, species_correct,
  stock_sufficient, suppliers_covered, quantities_plausible, field_inspection_required
FROM approval WHERE kind = 'VLEGAL';

-- A V-Legal's history: the steps it took (workflow_step), as the catalogue's vlegal-histories read them.
CREATE VIEW vlegal_history AS
SELECT id::integer AS id, row_id::integer AS vlegal_id, action, from_state AS from_status, to_state AS to_status,
  note, login AS actor_login, taken_at AS action_date
FROM workflow_step WHERE entity = 'vlegal';
