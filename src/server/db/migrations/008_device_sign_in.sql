-- Who signed in on which tablet. A queued change is accepted only in the name of a user who
-- signed in on the device that pushes it: the user id inside a change is what the tablet
-- claims, this table is what the server saw. Written at login (when the tablet sends its
-- device id), at register-device (the registering user) and at each push (the pusher).
CREATE TABLE device_sign_in (
  tenant_id uuid NOT NULL,
  device_id uuid NOT NULL,
  user_id uuid NOT NULL,
  first_signed_in_at timestamptz NOT NULL,
  last_signed_in_at timestamptz NOT NULL,
  PRIMARY KEY (tenant_id, device_id, user_id),
  FOREIGN KEY (tenant_id, device_id) REFERENCES sync_device (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES app_user (tenant_id, id)
);

-- Tablets registered before this table existed: their registering user signed in on them.
INSERT INTO device_sign_in (tenant_id, device_id, user_id, first_signed_in_at, last_signed_in_at)
SELECT tenant_id, id, registered_by, created_at, created_at FROM sync_device;
