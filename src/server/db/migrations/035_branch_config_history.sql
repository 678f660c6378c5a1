-- A past day reads some settings as they were that day (issue 19: "Pay card tips in cash" decides
-- what the drawer owed the technicians that day). Each change of such a key keeps the value it
-- replaced and when, so the value in force at an instant is the `previous` of the first change
-- after it, or today's value when none came after. Keys whose past nobody reads keep no history.
CREATE TABLE branch_config_change (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  key text NOT NULL,
  -- NULL: the key was not set (its default was in force).
  previous text,
  changed_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX branch_config_change_at ON branch_config_change (tenant_id, branch_id, key, changed_at);
