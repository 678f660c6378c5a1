-- The close of the day (issue 16): per branch, branch day and checkout method, what the closer
-- counted beside what the drawer says the method should hold. A close is never edited: a
-- correction is a new row pointing at the close it corrects. `expected_cents` is the server's
-- figure when it applied the close; `tablet_expected_cents` what the closing tablet showed
-- (they differ when the tablet had not yet seen every change of the day).
CREATE TABLE day_close (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  day date NOT NULL,
  checkout_method_id uuid NOT NULL,
  expected_cents integer NOT NULL,
  tablet_expected_cents integer NOT NULL,
  counted_cents integer NOT NULL CHECK (counted_cents >= 0),
  note text NOT NULL DEFAULT '',
  corrects_id uuid,
  created_by uuid NOT NULL,
  -- Null when recorded online rather than pushed from a tablet.
  device_id uuid,
  created_at timestamptz NOT NULL,
  -- The order entries were recorded in: a close before its corrections even within one clock tick.
  entry_no bigint GENERATED ALWAYS AS IDENTITY,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, checkout_method_id) REFERENCES checkout_method (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES app_user (tenant_id, id),
  FOREIGN KEY (tenant_id, device_id) REFERENCES sync_device (tenant_id, id),
  FOREIGN KEY (tenant_id, corrects_id) REFERENCES day_close (tenant_id, id)
);
-- Once per branch, day and method: the second close of two tablets loses here even in a race.
CREATE UNIQUE INDEX day_close_once_idx ON day_close (tenant_id, branch_id, day, checkout_method_id) WHERE corrects_id IS NULL;
CREATE INDEX day_close_branch_day_idx ON day_close (branch_id, day);
