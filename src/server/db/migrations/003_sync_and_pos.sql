-- The offline engine (registered tablets and the record of every pushed change) and the
-- POS actions it first carries (pay-in, pay-out, tip).

-- A tablet, registered once while online. device_no is short so it fits in codes made offline
-- ({branch}-{device}-{n}); next_seq is the next per-device sequence the server will apply.
CREATE TABLE sync_device (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  device_no integer NOT NULL CHECK (device_no > 0),
  registered_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  next_seq integer NOT NULL DEFAULT 1 CHECK (next_seq > 0),
  UNIQUE (tenant_id, device_no),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, registered_by) REFERENCES app_user (tenant_id, id)
);

-- "Device D, sequence N done, outcome O": a replay answers this row and changes nothing.
-- Kept for good, not for a day, so a tablet that comes back after weeks still gets its answers.
CREATE TABLE sync_record (
  tenant_id uuid NOT NULL,
  device_id uuid NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  mutation_id uuid NOT NULL,
  name text NOT NULL,
  user_id uuid NOT NULL,
  branch_id uuid,
  outcome text NOT NULL CHECK (outcome IN ('APPLIED', 'REJECTED')),
  result jsonb,
  error jsonb,
  applied_at timestamptz NOT NULL,
  PRIMARY KEY (device_id, seq),
  -- Unique per tenant rather than globally: a distributed PostgreSQL (Citus) needs the
  -- distribution column in every unique key, and a tenant can never see another's ids.
  UNIQUE (tenant_id, mutation_id),
  FOREIGN KEY (tenant_id, device_id) REFERENCES sync_device (tenant_id, id)
);

-- Lets pos_action reference (tenant_id, id) so a record can never name another tenant's method.
ALTER TABLE checkout_method ADD CONSTRAINT checkout_method_tenant_id_key UNIQUE (tenant_id, id);

-- Pay-ins, pay-outs and tips: immutable money records (a correction is a new record).
-- id is the tablet's UUID, so a change made offline keeps its identity once on the server.
CREATE TABLE pos_action (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('IN', 'OUT', 'TIP')),
  value_cents integer NOT NULL CHECK (value_cents > 0),
  note text NOT NULL DEFAULT '',
  action_time timestamptz NOT NULL,
  checkout_method_id uuid NOT NULL,
  code text NOT NULL,
  created_by uuid NOT NULL,
  -- Null when made online through /api/pos-action/create rather than pushed from a tablet.
  device_id uuid,
  created_at timestamptz NOT NULL,
  UNIQUE (branch_id, code),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES app_user (tenant_id, id),
  FOREIGN KEY (tenant_id, checkout_method_id) REFERENCES checkout_method (tenant_id, id),
  FOREIGN KEY (tenant_id, device_id) REFERENCES sync_device (tenant_id, id)
);
CREATE INDEX pos_action_branch_time_idx ON pos_action (branch_id, action_time);
