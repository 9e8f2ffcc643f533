-- Case workflows (issue 13, docs/decisions/0108-workflow-clock-and-files.md).
-- 1. The action log: one row per transition of a workflow record (who, when, from, to, note,
--    assignee, date, attachments), written in the transaction of the transition. Append-only:
--    the application role may add and read rows, never change or remove them. Tenant isolation
--    as every other table (0002).
CREATE TABLE workflow_action (
  tenant_id text NOT NULL,
  id bigserial NOT NULL,
  -- The table of the record (e.g. wtsb_problem) and its id.
  table_name text NOT NULL,
  record_id integer NOT NULL,
  at timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  user_id text NOT NULL,
  user_name text NOT NULL DEFAULT '',
  -- The acting person of the workflow's people resource (处置人员), when the account is one.
  member_id integer,
  -- The transition's key (sign, refuse…; report for the creation, delete) and its label then.
  transition text NOT NULL,
  label text NOT NULL,
  from_state text,
  to_state text,
  outcome text,
  note text,
  -- Who takes the case next (派遣), the date asked (延期至), the deadline after the step.
  dept_id integer,
  handler_id integer,
  asked_date date,
  deadline timestamp(0),
  -- File ids uploaded with the step (comma-separated, files.file_id).
  attachments text,
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX workflow_action_record ON workflow_action (tenant_id, table_name, record_id, id);

GRANT SELECT, INSERT ON workflow_action TO sanitation_app;
GRANT USAGE ON SEQUENCE workflow_action_id_seq TO sanitation_app;

ALTER TABLE workflow_action ENABLE ROW LEVEL SECURITY;
ALTER TABLE workflow_action FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_read ON workflow_action FOR SELECT TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_append ON workflow_action FOR INSERT TO sanitation_app
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));

-- 2. Uploaded images and attachments live in the tenant's `files` rows (bytea, RLS by tenant):
--    their size, kind, image dimensions, a thumbnail, who uploaded them and when.
ALTER TABLE files ADD COLUMN IF NOT EXISTS size integer;
ALTER TABLE files ADD COLUMN IF NOT EXISTS kind text;
ALTER TABLE files ADD COLUMN IF NOT EXISTS width integer;
ALTER TABLE files ADD COLUMN IF NOT EXISTS height integer;
ALTER TABLE files ADD COLUMN IF NOT EXISTS thumbnail bytea;
ALTER TABLE files ADD COLUMN IF NOT EXISTS uploaded_by text;
ALTER TABLE files ADD COLUMN IF NOT EXISTS uploaded_at timestamp(0) DEFAULT localtimestamp(0);

-- 3. Case lists of one person (我的 / 待签收) and of the clock (已超时): a page reads ~10 entries
--    (tests/bench/workflow.bench.ts: case_list_mine_p99_ms).
CREATE INDEX IF NOT EXISTS wtsb_problem_todo ON wtsb_problem (tenant_id, handler_id, state, report_time DESC, id DESC);
CREATE INDEX IF NOT EXISTS wtsb_problem_todo_count ON wtsb_problem (tenant_id, handler_id, state);
CREATE INDEX IF NOT EXISTS wtsb_problem_open_deadline ON wtsb_problem (tenant_id, deadline) WHERE state <> 'closed';
