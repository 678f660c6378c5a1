-- Issue 17: the public online booking page. One row per booking a customer made there, with
-- the phone and client address it came from: the limits per phone and per address count them,
-- in the database so every server process sees the same counts.
CREATE TABLE online_booking_request (
  booking_id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  phone text NOT NULL,
  client_address text NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, booking_id) REFERENCES booking (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);
CREATE INDEX online_booking_request_phone_idx ON online_booking_request (tenant_id, phone, created_at);
CREATE INDEX online_booking_request_address_idx ON online_booking_request (client_address, created_at);
