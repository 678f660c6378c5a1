-- Technicians' working time (spec part 2 §3): configurations (full time, shift work or off over
-- a range of days from an apply date; the quick timesheet makes bounded ones) and paid or
-- unpaid time off. A day's working time is computed from these when read
-- (src/domain/technician/working-time.ts); technician_working keeps the breaks and the shifts
-- written for one day.

-- The technician's standing shifts (shift work), as the technician form last saved them.
ALTER TABLE technician ADD COLUMN shifts jsonb NOT NULL DEFAULT '[]';

CREATE TABLE technician_work_config (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  work_type text NOT NULL CHECK (work_type IN ('FULL_TIME', 'SHIFT', 'OFF')),
  -- [{ "start": "HH:mm", "end": "HH:mm" }] on the branch's wall clock.
  shifts jsonb NOT NULL DEFAULT '[]',
  from_date date NOT NULL,
  -- NULL: open-ended, until a configuration saved later takes over.
  to_date date,
  apply_date date NOT NULL,
  -- Made by the quick timesheet.
  quick boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  -- The order of saving: two saved in the same millisecond (or under a fixed clock) still have
  -- a last one, which decides the days they share.
  saved_order bigint GENERATED ALWAYS AS IDENTITY,
  created_by uuid,
  CHECK (to_date IS NULL OR to_date >= from_date),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX technician_work_config_technician_idx ON technician_work_config (technician_id, from_date);
CREATE INDEX technician_work_config_branch_idx ON technician_work_config (branch_id);

CREATE TABLE technician_time_off (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('PAID', 'UNPAID')),
  from_date date NOT NULL,
  to_date date NOT NULL,
  note text,
  created_at timestamptz NOT NULL,
  created_by uuid,
  CHECK (to_date >= from_date),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX technician_time_off_technician_idx ON technician_time_off (technician_id, from_date);
CREATE INDEX technician_time_off_branch_idx ON technician_time_off (branch_id);
