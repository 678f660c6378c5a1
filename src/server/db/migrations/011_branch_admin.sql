-- The Branches screen (issue 12): every field of a branch, and its closed days and holidays.

ALTER TABLE branch ADD COLUMN area_code text;
ALTER TABLE branch ADD COLUMN description text;
ALTER TABLE branch ADD COLUMN closed_message text;
-- The branch's picture (stored_image.id), as products keep theirs.
ALTER TABLE branch ADD COLUMN image uuid;

-- A date or a range of dates the branch is closed, with the note the scheduler's holiday
-- screen shows. A range is one row, listed and removed as one.
CREATE TABLE branch_holiday (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  from_date date NOT NULL,
  to_date date NOT NULL,
  note text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (to_date >= from_date),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX branch_holiday_dates_idx ON branch_holiday (branch_id, from_date, to_date);

-- Holidays set as date keys before this list existed become its rows.
INSERT INTO branch_holiday (id, tenant_id, branch_id, from_date, to_date, note, created_at, updated_at)
SELECT md5(h.branch_id::text || h.date::text)::uuid, h.tenant_id, h.branch_id, h.date, h.date, n.value, h.updated_at, h.updated_at
  FROM branch_config_date h
  LEFT JOIN branch_config_date n ON n.branch_id = h.branch_id AND n.date = h.date AND n.key = 'holiday'
 WHERE h.key = 'isHoliday' AND h.value IN ('true', '1');
DELETE FROM branch_config_date WHERE key IN ('isHoliday', 'holiday');
