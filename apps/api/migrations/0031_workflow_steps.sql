-- Every workflow step a row took (packages/domain/src/workflow.ts): who took which step from which state to
-- which, when, and the note it required. Written in the step's own transaction, so a row's history holds
-- exactly the steps that committed; never updated or deleted.
CREATE TABLE workflow_step (
  id bigserial PRIMARY KEY,
  entity varchar(60) NOT NULL,
  row_id bigint NOT NULL,
  action varchar(40) NOT NULL,
  from_state varchar(40),
  to_state varchar(40),
  login varchar(50) NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now(),
  note varchar(500)
);
CREATE INDEX workflow_step_row ON workflow_step (entity, row_id, id);
