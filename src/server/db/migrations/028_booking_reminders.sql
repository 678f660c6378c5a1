-- Booking reminders: one row per booking and start time reminded. The unique key is what keeps
-- two server processes from both reminding the same booking (INSERT ... ON CONFLICT DO NOTHING);
-- a moved booking has a new start time, so it is reminded again.
CREATE TABLE booking_reminder (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  booking_id uuid NOT NULL,
  start_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (booking_id, start_time),
  FOREIGN KEY (tenant_id, booking_id) REFERENCES booking (tenant_id, id) ON DELETE CASCADE
);

-- The reminder round reads only bookings nobody has started yet within the coming days, chain-wide.
CREATE INDEX booking_remindable_start_idx ON booking (start_time) WHERE status IN ('New', 'Waiting');

-- A queued reminder whose booking was cancelled or moved before it went out is CANCELLED, not sent.
ALTER TABLE notification DROP CONSTRAINT notification_status_check;
ALTER TABLE notification ADD CONSTRAINT notification_status_check CHECK (status IN ('PENDING', 'SENT', 'FAILED', 'CANCELLED'));
