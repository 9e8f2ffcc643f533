-- Tenant isolation in the database itself (docs/decisions/0101-tenant-isolation-rls.md).
-- sanitation_app: the role every request runs as (SET LOCAL ROLE); sees one tenant only.
-- sanitation_auth: owns the two SECURITY DEFINER look-ups that run before a tenant is known.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sanitation_app') THEN
    CREATE ROLE sanitation_app NOLOGIN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sanitation_auth') THEN
    CREATE ROLE sanitation_auth NOLOGIN;
  END IF;
END $$;

-- The connecting user must be allowed to switch to both roles (no-op for a superuser).
GRANT sanitation_app TO CURRENT_USER;
GRANT sanitation_auth TO CURRENT_USER;

GRANT USAGE ON SCHEMA public TO sanitation_app, sanitation_auth;
GRANT CREATE ON SCHEMA public TO sanitation_auth;
GRANT SELECT, INSERT, UPDATE, DELETE ON
  tenants, users, systems, user_systems, menus, params, sessions, login_throttle,
  captchas, departments, files, visits, third_party_app_users
  TO sanitation_app;
GRANT SELECT ON users, sessions TO sanitation_auth;

DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['tenants', 'users', 'systems', 'user_systems', 'menus', 'params',
    'sessions', 'login_throttle', 'captchas', 'departments', 'files', 'visits',
    'third_party_app_users']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    -- An unset tenant gives NULL, which matches no row.
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO sanitation_app
         USING (tenant_id = current_setting(''app.tenant_id'', true))
         WITH CHECK (tenant_id = current_setting(''app.tenant_id'', true))', t);
  END LOOP;
END $$;

CREATE POLICY auth_lookup ON users FOR SELECT TO sanitation_auth USING (true);
CREATE POLICY auth_lookup ON sessions FOR SELECT TO sanitation_auth USING (true);

-- Sign-in: find the account by name across tenants (names are global).
CREATE FUNCTION auth_find_user(p_username text)
RETURNS TABLE (tenant_id text, user_id text, password_hash text)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT u.tenant_id, u.user_id, u.password_hash FROM users u
  WHERE lower(u.username) = lower(p_username)
$$;

-- Every authenticated call: resolve a token hash to its tenant and user.
CREATE FUNCTION auth_find_session(p_token_hash text)
RETURNS TABLE (tenant_id text, session_id text, user_id text, created_at timestamptz,
               last_seen_at timestamptz, revoked_at timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public AS $$
  SELECT s.tenant_id, s.session_id, s.user_id, s.created_at, s.last_seen_at, s.revoked_at
  FROM sessions s WHERE s.token_hash = p_token_hash
$$;

ALTER FUNCTION auth_find_user(text) OWNER TO sanitation_auth;
ALTER FUNCTION auth_find_session(text) OWNER TO sanitation_auth;
REVOKE ALL ON FUNCTION auth_find_user(text), auth_find_session(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION auth_find_user(text), auth_find_session(text) TO sanitation_app;
