-- Recurring bookings (issue 19): the occurrences of a series are ordinary bookings sharing a
-- series id, made on the tablet. "This and the following" reads a series from one date on.
ALTER TABLE booking ADD COLUMN series_id uuid;
CREATE INDEX booking_series_idx ON booking (tenant_id, series_id, start_time) WHERE series_id IS NOT NULL;
