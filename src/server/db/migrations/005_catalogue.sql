-- Catalogue pictures and the notification outbox's retry schedule.

-- Uploaded pictures (gift card backgrounds, product photos), kept in the database so every
-- server process behind a load balancer serves the same files. Served to signed-in users of
-- the tenant at /api/tenant/public/image/{id}; a new upload gets a new id.
CREATE TABLE stored_image (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  byte_size integer NOT NULL CHECK (byte_size > 0 AND byte_size <= 2097152),
  bytes bytea NOT NULL,
  created_by uuid,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id)
);

-- When the worker may try a message next (backoff after a failure, or a lease while one
-- process is sending it), and which provider finally sent it.
ALTER TABLE notification ADD COLUMN next_attempt_at timestamptz;
UPDATE notification SET next_attempt_at = created_at WHERE next_attempt_at IS NULL;
ALTER TABLE notification ALTER COLUMN next_attempt_at SET NOT NULL;
ALTER TABLE notification ADD COLUMN provider text;
CREATE INDEX notification_due_idx ON notification (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX notification_entity_idx ON notification (tenant_id, entity_type, entity_id, created_at);
