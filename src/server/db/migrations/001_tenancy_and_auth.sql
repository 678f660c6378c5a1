-- Tenancy, branches and their configuration, users, roles, sessions and the action log.
-- Every tenant row carries tenant_id and every branch row branch_id, so a multi-tenant
-- installation can shard by tenant without changing queries. Money is integer cents
-- (*_cents), instants are timestamptz, ids are uuid.

CREATE TABLE plan (
  code text PRIMARY KEY,
  name text NOT NULL
);

-- The features a plan licenses (PlanRight codes, the rightsPM list).
CREATE TABLE plan_right (
  plan_code text NOT NULL REFERENCES plan (code) ON DELETE CASCADE,
  right_code text NOT NULL,
  PRIMARY KEY (plan_code, right_code)
);

CREATE TABLE tenant (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  plan_code text NOT NULL REFERENCES plan (code),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL
);

CREATE TABLE branch (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  code text NOT NULL,
  name text NOT NULL,
  address text,
  phone text,
  email text,
  tax_code text,
  -- opening (true) or closed, as the branch decides; active is set by the provider.
  opening boolean NOT NULL DEFAULT true,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, code),
  -- Lets child tables reference (tenant_id, id) so a row can never point across tenants.
  UNIQUE (tenant_id, id)
);

-- Branch-wide settings as text key-values (LANGUAGE, PHONE_FORMAT, TIME_ZONE, HST, ...).
CREATE TABLE branch_config (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (branch_id, key),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);

-- Per-date overrides (MULTITASK, MINUTE_OVERLAP, startTime, isHoliday, holiday, ...).
CREATE TABLE branch_config_date (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  date date NOT NULL,
  key text NOT NULL,
  value text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (branch_id, date, key),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);

-- Per-branch counters (booking codes, bill codes) so codes are gapless and unique per branch.
CREATE TABLE branch_sequence (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL,
  next_value integer NOT NULL,
  PRIMARY KEY (branch_id, name),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE app_user (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  -- Sign-in names are unique across tenants: the sign-in form asks for no tenant.
  username text NOT NULL,
  password_hash text NOT NULL,
  first_name text,
  last_name text,
  full_name text NOT NULL,
  email text,
  phone text,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id)
);
CREATE UNIQUE INDEX app_user_username_key ON app_user (lower(username));

CREATE TABLE role (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  code text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('TENANT_ADMIN', 'BRANCH_ADMIN')),
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id)
);

CREATE TABLE role_right (
  tenant_id uuid NOT NULL,
  role_id uuid NOT NULL,
  right_code text NOT NULL,
  setting text NOT NULL CHECK (setting IN ('ALLOW', 'DENY', 'NOT_SET')),
  PRIMARY KEY (role_id, right_code),
  FOREIGN KEY (tenant_id, role_id) REFERENCES role (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE user_role (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  role_id uuid NOT NULL,
  PRIMARY KEY (user_id, role_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES app_user (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, role_id) REFERENCES role (tenant_id, id) ON DELETE CASCADE
);

-- Branches a branch-level user may manage (tenant admins manage every branch of the tenant).
CREATE TABLE user_branch (
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  PRIMARY KEY (user_id, branch_id),
  FOREIGN KEY (tenant_id, user_id) REFERENCES app_user (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);

-- Server-side sessions: the cookie holds a random token, only its SHA-256 is stored.
CREATE TABLE session (
  id uuid PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  tenant_id uuid NOT NULL,
  user_id uuid NOT NULL,
  branch_id uuid,
  is_tenant_selection boolean NOT NULL DEFAULT false,
  remember boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  renewed_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, user_id) REFERENCES app_user (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE SET NULL (branch_id)
);
CREATE INDEX session_user_idx ON session (user_id);
CREATE INDEX session_expires_idx ON session (expires_at);

-- Sign-in attempts, for throttling across processes (no in-memory counters).
-- Not a tenant row: a failed attempt may name no existing user.
CREATE TABLE login_attempt (
  id uuid PRIMARY KEY,
  username text NOT NULL,
  ip text NOT NULL,
  success boolean NOT NULL,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX login_attempt_username_idx ON login_attempt (username, attempted_at);
CREATE INDEX login_attempt_ip_idx ON login_attempt (ip, attempted_at);

CREATE TABLE action_log (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid,
  action text NOT NULL,
  action_time timestamptz NOT NULL,
  user_id uuid,
  entity_type text NOT NULL,
  entity_id uuid,
  edit_info jsonb NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX action_log_entity_idx ON action_log (tenant_id, entity_type, entity_id, action_time);
