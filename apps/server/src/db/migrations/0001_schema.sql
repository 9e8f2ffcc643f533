-- Shell tables. Every table is keyed by tenant_id first so it can be distributed by tenant.
-- Pre-login data (throttle, captchas) and users without a tenant live in the platform tenant '0'.

CREATE TABLE tenants (
  tenant_id text PRIMARY KEY,
  name text NOT NULL,
  enable_password_policy boolean NOT NULL DEFAULT true,
  password_expiry_enabled boolean NOT NULL DEFAULT true,
  password_max_age_days integer NOT NULL DEFAULT 90
);

CREATE TABLE users (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  username text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  password_expires_at timestamptz,
  photo_id text,
  PRIMARY KEY (tenant_id, user_id)
);
-- User names are global: sign-in names the user before the tenant is known.
CREATE UNIQUE INDEX users_username ON users (lower(username));

CREATE TABLE systems (
  tenant_id text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL,
  PRIMARY KEY (tenant_id, code)
);

CREATE TABLE user_systems (
  tenant_id text NOT NULL,
  user_id text NOT NULL,
  system_code text NOT NULL,
  PRIMARY KEY (tenant_id, user_id, system_code),
  FOREIGN KEY (tenant_id, user_id) REFERENCES users (tenant_id, user_id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, system_code) REFERENCES systems (tenant_id, code) ON DELETE CASCADE
);

CREATE TABLE menus (
  tenant_id text NOT NULL,
  menu_id text NOT NULL,
  system_code text NOT NULL,
  parent_id text,
  name text NOT NULL,
  uri text,
  sort integer NOT NULL,
  is_welcome boolean NOT NULL DEFAULT false,
  open_mode_code text NOT NULL DEFAULT 'tab',
  PRIMARY KEY (tenant_id, menu_id),
  FOREIGN KEY (tenant_id, system_code) REFERENCES systems (tenant_id, code) ON DELETE CASCADE
);
CREATE INDEX menus_by_system ON menus (tenant_id, system_code, sort);

CREATE TABLE params (
  tenant_id text NOT NULL,
  param_type_code text NOT NULL,
  parm_code text NOT NULL,
  parm_name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, param_type_code, parm_code)
);

CREATE TABLE sessions (
  tenant_id text NOT NULL,
  session_id text NOT NULL,
  token_hash text NOT NULL,
  user_id text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz,
  PRIMARY KEY (tenant_id, session_id)
);
CREATE UNIQUE INDEX sessions_token ON sessions (token_hash);
CREATE INDEX sessions_by_user ON sessions (tenant_id, user_id);

CREATE TABLE login_throttle (
  tenant_id text NOT NULL DEFAULT '0',
  username text NOT NULL,
  failures integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, username)
);

CREATE TABLE captchas (
  tenant_id text NOT NULL DEFAULT '0',
  captcha_id text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, captcha_id)
);

CREATE TABLE departments (
  tenant_id text NOT NULL,
  dept_id text NOT NULL,
  parent_id text,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, dept_id)
);

CREATE TABLE files (
  tenant_id text NOT NULL,
  file_id text NOT NULL,
  file_name text NOT NULL,
  mime_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (tenant_id, file_id)
);

CREATE TABLE visits (
  tenant_id text NOT NULL,
  visit_id text NOT NULL,
  user_id text NOT NULL,
  menu_id text NOT NULL,
  system_code text,
  uri text,
  title text,
  visited_at timestamptz NOT NULL DEFAULT now(),
  stay_ms integer,
  PRIMARY KEY (tenant_id, visit_id)
);

CREATE TABLE third_party_app_users (
  tenant_id text NOT NULL,
  app_id text NOT NULL,
  external_user_id text NOT NULL,
  secret_hash text NOT NULL,
  user_id text NOT NULL,
  PRIMARY KEY (tenant_id, app_id, external_user_id)
);
