-- A booking's lines and a technician's lines had no index: every read of a day, of a booking or
-- of a move's target column scanned the whole segment table, which grows with every line ever
-- booked (a year of a busy salon: tens of thousands of rows for each queued move's check).
CREATE INDEX segment_booking_idx ON segment (booking_id);
CREATE INDEX segment_technician_start_idx ON segment (technician_id, start_time) WHERE technician_id IS NOT NULL;

