-- Technicians and their shifts, the service catalogue, customers, bookings with guests and
-- segments, checkout and payment methods. All are tenant rows; most are branch rows.

CREATE TABLE technician (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL,
  phone text,
  email text,
  gender text NOT NULL CHECK (gender IN ('MALE', 'FEMALE')),
  address text,
  avatar text,
  description text,
  active boolean NOT NULL DEFAULT true,
  priority integer NOT NULL DEFAULT 0,
  auto_priority boolean NOT NULL DEFAULT false,
  -- Full-service technicians show the -FS suffix on the scheduler.
  full_service boolean NOT NULL DEFAULT false,
  work_type text NOT NULL DEFAULT 'FULL_TIME' CHECK (work_type IN ('FULL_TIME', 'SHIFT', 'OFF')),
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);
CREATE INDEX technician_branch_idx ON technician (branch_id);

CREATE TABLE service_group (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL,
  display_index integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);

CREATE TABLE service (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  group_id uuid NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  duration integer NOT NULL CHECK (duration >= 0),
  cleaning integer NOT NULL DEFAULT 0 CHECK (cleaning >= 0),
  display_index integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  couple boolean NOT NULL DEFAULT false,
  -- How many technicians the service needs at once (a couples massage needs two).
  number_technician integer NOT NULL DEFAULT 1 CHECK (number_technician >= 1),
  created_at timestamptz NOT NULL,
  UNIQUE (branch_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, group_id) REFERENCES service_group (tenant_id, id)
);
CREATE INDEX service_branch_idx ON service (branch_id);

CREATE TABLE technician_service (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  service_id uuid NOT NULL,
  PRIMARY KEY (technician_id, service_id),
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, service_id) REFERENCES service (tenant_id, id) ON DELETE CASCADE
);

-- Shifts and breaks: WORKING, BREAK_PAID or BREAK_UNPAID between two instants.
CREATE TABLE technician_working (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('WORKING', 'BREAK_PAID', 'BREAK_UNPAID')),
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  note text,
  created_at timestamptz NOT NULL,
  CHECK (end_time > start_time),
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX technician_working_branch_time_idx ON technician_working (branch_id, start_time);

CREATE TABLE customer (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  name text NOT NULL,
  -- Digits only (spaces stripped), as the spec sends it.
  phone text NOT NULL,
  email text,
  address text,
  description text,
  level text CHECK (level IN ('Bronze', 'Silver', 'Gold', 'Diamond')),
  main_technician_id uuid,
  birth_day date,
  blocked boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  receive_email boolean NOT NULL DEFAULT true,
  receive_sms boolean NOT NULL DEFAULT true,
  amount_money_cents integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);
CREATE INDEX customer_branch_phone_idx ON customer (branch_id, phone);

CREATE TABLE customer_note (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id) ON DELETE CASCADE
);

CREATE TABLE booking (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  code text NOT NULL,
  status text NOT NULL CHECK (status IN ('New', 'Waiting', 'CheckIn', 'Processing', 'Completed', 'Cancel', 'NoShow')),
  customer_id uuid,
  customer_name text NOT NULL,
  phone text NOT NULL,
  email text,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  type text NOT NULL CHECK (type IN ('TYPE_BOOKING_OFFLINE', 'TYPE_BOOKING_ONLINE')),
  note text,
  color text,
  block boolean NOT NULL DEFAULT false,
  technician_id uuid,
  gender text NOT NULL DEFAULT 'ANY' CHECK (gender IN ('ANY', 'MALE', 'FEMALE')),
  is_re_order boolean NOT NULL DEFAULT false,
  confirm boolean NOT NULL DEFAULT true,
  remind boolean NOT NULL DEFAULT false,
  is_customer_new boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (branch_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id)
);
CREATE INDEX booking_branch_start_idx ON booking (branch_id, start_time);

CREATE TABLE guest (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  booking_id uuid NOT NULL,
  name text NOT NULL,
  status text NOT NULL CHECK (status IN ('New', 'Waiting', 'CheckIn', 'Processing', 'Completed', 'Cancel', 'NoShow')),
  gender text NOT NULL DEFAULT 'ANY' CHECK (gender IN ('ANY', 'MALE', 'FEMALE')),
  block boolean NOT NULL DEFAULT false,
  is_re_order boolean NOT NULL DEFAULT false,
  display_index integer NOT NULL DEFAULT 0,
  -- On the clipboard: waiting with no technician slot yet.
  clipboard boolean NOT NULL DEFAULT false,
  bill_id uuid,
  already_tip boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, booking_id) REFERENCES booking (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX guest_booking_idx ON guest (booking_id);
CREATE INDEX guest_clipboard_idx ON guest (branch_id) WHERE clipboard;

-- A service line (or an extra line with no service) of a guest.
CREATE TABLE segment (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  booking_id uuid NOT NULL,
  guest_id uuid NOT NULL,
  type text NOT NULL CHECK (type IN ('service', 'extra')),
  service_id uuid,
  service_name text NOT NULL,
  -- Null while the guest waits on the clipboard.
  technician_id uuid,
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  duration integer NOT NULL CHECK (duration >= 0),
  cleaning integer NOT NULL DEFAULT 0,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  gender text NOT NULL DEFAULT 'ANY',
  active boolean NOT NULL DEFAULT true,
  display_index integer NOT NULL DEFAULT 0,
  number_technician integer NOT NULL DEFAULT 1,
  parent_id uuid,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, guest_id) REFERENCES guest (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id),
  FOREIGN KEY (tenant_id, service_id) REFERENCES service (tenant_id, id)
);
CREATE INDEX segment_guest_idx ON segment (guest_id);
CREATE INDEX segment_branch_start_idx ON segment (branch_id, start_time);

CREATE TABLE checkout_method (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  code text NOT NULL,
  name text NOT NULL,
  priority integer NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (tenant_id, code)
);
-- At most one default checkout method per tenant.
CREATE UNIQUE INDEX checkout_method_default_idx ON checkout_method (tenant_id) WHERE is_default;

-- Discounts and fees offered at payment (CASH, PERCENT, REFERRAL, BIRTHDAY, COIN).
CREATE TABLE payment_method (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('CASH', 'PERCENT', 'REFERRAL', 'BIRTHDAY', 'COIN')),
  icon text,
  priority integer NOT NULL DEFAULT 0,
  -- VALUE: amount_cents off; PERCENT: percentage off.
  radio text NOT NULL CHECK (radio IN ('VALUE', 'PERCENT')),
  amount_cents integer NOT NULL DEFAULT 0,
  percentage numeric(6, 3) NOT NULL DEFAULT 0,
  fee_cents integer NOT NULL DEFAULT 0,
  percent_fee numeric(6, 3) NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
