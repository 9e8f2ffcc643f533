-- Notices shown in the shell's notice panel (platform-shell §1 "panels for notices"):
-- published per tenant, read state per user. Same tenant isolation as every other table.
CREATE TABLE notices (
  tenant_id text NOT NULL,
  notice_id text NOT NULL,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  level text NOT NULL DEFAULT 'info' CHECK (level IN ('info', 'warning')),
  published_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, notice_id)
);
CREATE INDEX notices_recent ON notices (tenant_id, published_at DESC);

CREATE TABLE notice_reads (
  tenant_id text NOT NULL,
  notice_id text NOT NULL,
  user_id text NOT NULL,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, notice_id),
  FOREIGN KEY (tenant_id, notice_id) REFERENCES notices (tenant_id, notice_id) ON DELETE CASCADE
);

GRANT SELECT, INSERT, UPDATE, DELETE ON notices, notice_reads TO sanitation_app;

-- The isolation of 0002.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['notices', 'notice_reads']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO sanitation_app
         USING (tenant_id = current_setting(''app.tenant_id'', true))
         WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))', t);
  END LOOP;
END $$;
