-- Per-user preferences (issue 15): list column settings, density, saved queries, favourites …
-- kept on the server so they follow the user to any browser. One JSON value per user and key;
-- the application checks key shape and value size (docs/api.md). Same tenant isolation as
-- every other table (0002); the calls only ever touch the caller's own rows.
CREATE TABLE user_preferences (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  pref_key text NOT NULL,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, pref_key),
  CONSTRAINT user_preferences_key_shape CHECK (pref_key ~ '^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$'),
  CONSTRAINT user_preferences_value_size CHECK (octet_length(value::text) <= 65536)
);

GRANT SELECT, INSERT, UPDATE, DELETE ON user_preferences TO sanitation_app;

ALTER TABLE user_preferences ENABLE ROW LEVEL SECURITY;
ALTER TABLE user_preferences FORCE ROW LEVEL SECURITY;
CREATE POLICY tenant_isolation ON user_preferences TO sanitation_app
  USING (tenant_id = current_setting('app.tenant_id', true))
  WITH CHECK (tenant_id = current_setting('app.tenant_id', true));
