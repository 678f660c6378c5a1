-- The walk-in turn list (issue 19). Nothing here stores the order: every tablet and the server
-- derive it (src/domain/turns/turn-order.ts) from these records and the day's walk-in bookings.

-- Made at the desk for a customer who walked in: set on create, never changed by an update.
ALTER TABLE booking ADD COLUMN walk_in boolean NOT NULL DEFAULT false;

-- A technician's arrival for one branch day. One row per technician and day: a second clock-in
-- (another tablet, offline) keeps the earliest time, so tablets agree whatever order they sync in.
CREATE TABLE technician_clock_in (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  day date NOT NULL,
  clocked_in_at timestamptz NOT NULL,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, technician_id, day),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES app_user (tenant_id, id)
);
CREATE INDEX technician_clock_in_day ON technician_clock_in (tenant_id, branch_id, day);

-- A manager's move of a technician up or down the list, with why. `half_turns_at` is the
-- technician's turns when moved: the move holds until their next walk-in.
CREATE TABLE turn_move (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  day date NOT NULL,
  direction text NOT NULL CHECK (direction IN ('UP', 'DOWN')),
  note text NOT NULL,
  moved_at timestamptz NOT NULL,
  half_turns_at integer NOT NULL CHECK (half_turns_at >= 0),
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES app_user (tenant_id, id)
);
CREATE INDEX turn_move_day ON turn_move (tenant_id, branch_id, day);

-- Both are part of the day's answer: a change to them is a new day version (migration 029).
CREATE TRIGGER technician_clock_in_day_version AFTER INSERT OR UPDATE OR DELETE ON technician_clock_in FOR EACH ROW EXECUTE FUNCTION bump_day_version();
CREATE TRIGGER turn_move_day_version AFTER INSERT OR UPDATE OR DELETE ON turn_move FOR EACH ROW EXECUTE FUNCTION bump_day_version();

-- Reordering the turn list is a manager's (APPOINTMENT_TURN_REORDER): roles that already may
-- act as the booking admin get it, so a salon's manager has it without editing roles.
INSERT INTO role_right (tenant_id, role_id, right_code, setting)
SELECT tenant_id, role_id, 'APPOINTMENT_TURN_REORDER', setting FROM role_right WHERE right_code = 'BOOKING_ADMIN'
ON CONFLICT DO NOTHING;
