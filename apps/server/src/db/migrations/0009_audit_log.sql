-- The audit trail of catalogue resources (issue 15): who changed which record when, and what
-- changed (by label). Append-only: the application role may add and read entries, never change
-- or remove them. Written in the transaction of the change itself. Same tenant isolation as
-- every other table (0002).
CREATE TABLE audit_log (
  tenant_id text NOT NULL,
  id bigserial NOT NULL,
  at timestamp(0) NOT NULL DEFAULT localtimestamp(0),
  user_id text NOT NULL,
  user_name text NOT NULL DEFAULT '',
  -- The table holding the record (a view and its owner share one history) and the resource
  -- (`<system>.<key>`) the change went through.
  table_name text NOT NULL,
  resource text NOT NULL,
  record_id integer,
  -- create, update, delete, import or a state action's key (void, disable…).
  action text NOT NULL,
  -- [{field, label, old, new}], display values (labels of lookups and enums).
  changes jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (tenant_id, id)
);
CREATE INDEX audit_log_record ON audit_log (tenant_id, table_name, record_id, id DESC);

GRANT SELECT, INSERT ON audit_log TO sanitation_app;
GRANT USAGE ON SEQUENCE audit_log_id_seq TO sanitation_app;

ALTER TABLE audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE audit_log FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_read ON audit_log FOR SELECT TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true));
CREATE POLICY tenant_append ON audit_log FOR INSERT TO sanitation_app
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
