-- A branch's own words for a message to its customers (issue 17), one per kind, channel and
-- language; without a row the built-in words apply (src/domain/notification/message-kinds.ts).
-- Resetting to the built-in words deletes the row.
CREATE TABLE message_template (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  kind text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('SMS', 'EMAIL')),
  language text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  cc text NOT NULL DEFAULT '',
  bcc text NOT NULL DEFAULT '',
  updated_by uuid NOT NULL,
  updated_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, updated_by) REFERENCES app_user (tenant_id, id),
  UNIQUE (tenant_id, branch_id, kind, channel, language)
);

-- An email composed from a template with copies carries them to the provider (comma-separated
-- addresses; empty: none).
ALTER TABLE notification ADD COLUMN cc text NOT NULL DEFAULT '';
ALTER TABLE notification ADD COLUMN bcc text NOT NULL DEFAULT '';
