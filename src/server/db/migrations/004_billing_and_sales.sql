-- The counter's money side: vouchers, gift cards, products, carts, bills with their lines and
-- payments, tip shares, loyalty money movements and the notification outbox. Money is integer
-- cents. Bills, payments and tips are immutable once paid: a cancel is a status plus a log entry.

CREATE TABLE voucher (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  -- Null: valid in every branch of the tenant.
  branch_id uuid,
  code text NOT NULL,
  content text NOT NULL DEFAULT '',
  discount_type text NOT NULL CHECK (discount_type IN ('AMOUNT', 'PERCENT')),
  value_cents integer NOT NULL DEFAULT 0 CHECK (value_cents >= 0),
  percent numeric(6, 3) NOT NULL DEFAULT 0 CHECK (percent >= 0 AND percent <= 100),
  -- Null: for all customers; else only this customer.
  customer_id uuid,
  start_date date,
  end_date date,
  -- Null: unlimited uses.
  max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id)
);

CREATE TABLE gift_card (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid NOT NULL,
  -- 6 uppercase letters or digits, made at random; read-only after creation.
  code text NOT NULL,
  content text NOT NULL,
  recipient_name text,
  recipient_phone text,
  recipient_email text,
  payer_name text,
  payer_phone text,
  payer_email text,
  -- What the buyer pays.
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  -- The printed value.
  value_cents integer NOT NULL CHECK (value_cents > 0),
  -- What is left to spend.
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  image text,
  note text,
  status smallint NOT NULL DEFAULT 1,
  type_checkout text NOT NULL DEFAULT 'CASH',
  end_date date,
  -- Paid for (sold in a cart, or created and sold at once): only then can it pay a bill.
  sold boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  created_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);

CREATE TABLE product (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid NOT NULL,
  -- Uppercase; not editable after creation.
  code text NOT NULL,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  active boolean NOT NULL DEFAULT true,
  description text,
  image text,
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (branch_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);

CREATE TABLE bill (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid NOT NULL,
  -- Online: from the branch sequence; made on a tablet: {branch}-{device}-{n}.
  code text NOT NULL,
  status text NOT NULL CHECK (status IN ('DRAFT', 'PAID', 'CANCEL')),
  booking_id uuid,
  customer_id uuid,
  payment_method_id uuid,
  voucher_id uuid,
  voucher_code text,
  gift_card_id uuid,
  gift_card_code text,
  loyalty_type text CHECK (loyalty_type IN ('BOOKING_BASED', 'POINT_BASED')),
  -- POINT_BASED: the loyalty money the cashier typed.
  loyalty_input_cents integer NOT NULL DEFAULT 0,
  hst_percent numeric(6, 3) NOT NULL DEFAULT 0,
  -- false: tax exempt.
  is_hst boolean NOT NULL DEFAULT true,
  subtotal_cents integer NOT NULL,
  voucher_discount_cents integer NOT NULL DEFAULT 0,
  loyalty_discount_cents integer NOT NULL DEFAULT 0,
  discount_cents integer NOT NULL DEFAULT 0,
  payment_fee_cents integer NOT NULL DEFAULT 0,
  tax_cents integer NOT NULL DEFAULT 0,
  total_cents integer NOT NULL CHECK (total_cents >= 0),
  gift_card_used_cents integer NOT NULL DEFAULT 0,
  amount_due_cents integer NOT NULL DEFAULT 0,
  received_cents integer NOT NULL DEFAULT 0,
  change_cents integer NOT NULL DEFAULT 0,
  action_time timestamptz NOT NULL,
  note text,
  device_id uuid,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  cancelled_by uuid,
  cancelled_at timestamptz,
  UNIQUE (branch_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, booking_id) REFERENCES booking (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id),
  FOREIGN KEY (tenant_id, voucher_id) REFERENCES voucher (tenant_id, id),
  FOREIGN KEY (tenant_id, gift_card_id) REFERENCES gift_card (tenant_id, id),
  FOREIGN KEY (tenant_id, created_by) REFERENCES app_user (tenant_id, id)
);
CREATE INDEX bill_branch_time_idx ON bill (branch_id, action_time);
CREATE INDEX bill_booking_idx ON bill (booking_id);

-- A cart: gift cards and products sold at the counter, with or without a booking.
CREATE TABLE cart (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid NOT NULL,
  code text NOT NULL,
  status text NOT NULL CHECK (status IN ('New', 'Paid', 'Cancel')),
  customer_id uuid,
  customer_name text NOT NULL DEFAULT '',
  phone text,
  email text,
  booking_id uuid,
  guest_id uuid,
  bill_id uuid,
  created_by uuid NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (branch_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id),
  FOREIGN KEY (tenant_id, booking_id) REFERENCES booking (tenant_id, id),
  FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id)
);
CREATE INDEX cart_branch_idx ON cart (branch_id, created_at);

CREATE TABLE cart_item (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  cart_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('GIFT_CARD', 'PRODUCT')),
  gift_card_id uuid,
  product_id uuid,
  name text NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  CHECK ((kind = 'GIFT_CARD') = (gift_card_id IS NOT NULL)),
  CHECK ((kind = 'PRODUCT') = (product_id IS NOT NULL)),
  FOREIGN KEY (tenant_id, cart_id) REFERENCES cart (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, gift_card_id) REFERENCES gift_card (tenant_id, id),
  FOREIGN KEY (tenant_id, product_id) REFERENCES product (tenant_id, id)
);
CREATE INDEX cart_item_cart_idx ON cart_item (cart_id);

-- What a bill charged, line by line, as it was at payment (names and prices copied).
CREATE TABLE bill_line (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  bill_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('service', 'giftCard', 'product')),
  guest_id uuid,
  segment_id uuid,
  cart_id uuid,
  cart_item_id uuid,
  technician_id uuid,
  name text NOT NULL,
  quantity integer NOT NULL DEFAULT 1 CHECK (quantity >= 1),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  display_index integer NOT NULL DEFAULT 0,
  FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX bill_line_bill_idx ON bill_line (bill_id);

-- Money received per checkout method.
CREATE TABLE bill_payment (
  tenant_id uuid NOT NULL,
  bill_id uuid NOT NULL,
  checkout_method_id uuid NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  PRIMARY KEY (bill_id, checkout_method_id),
  FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, checkout_method_id) REFERENCES checkout_method (tenant_id, id)
);

-- Gift card money movements: sold, used on a bill, given back when that bill is cancelled.
CREATE TABLE gift_card_action (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  gift_card_id uuid NOT NULL,
  bill_id uuid,
  type text NOT NULL CHECK (type IN ('SELL', 'USE', 'REFUND')),
  value_cents integer NOT NULL CHECK (value_cents >= 0),
  created_by uuid,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, gift_card_id) REFERENCES gift_card (tenant_id, id),
  FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id)
);
CREATE INDEX gift_card_action_card_idx ON gift_card_action (gift_card_id);

-- Loyalty money of a customer: negative when spent on a bill, positive when earned or refunded.
CREATE TABLE customer_transaction (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  bill_id uuid,
  amount_cents integer NOT NULL,
  created_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, customer_id) REFERENCES customer (tenant_id, id),
  FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id)
);
CREATE INDEX customer_transaction_customer_idx ON customer_transaction (customer_id);

-- Tips are pos_action rows of type TIP attached to a bill; a deleted tip is kept, marked.
ALTER TABLE pos_action ADD COLUMN bill_id uuid;
ALTER TABLE pos_action ADD COLUMN deleted_at timestamptz;
ALTER TABLE pos_action ADD CONSTRAINT pos_action_tenant_id_key UNIQUE (tenant_id, id);
ALTER TABLE pos_action ADD CONSTRAINT pos_action_bill_fk FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id);
CREATE INDEX pos_action_bill_idx ON pos_action (bill_id);

CREATE TABLE technician_tip (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  pos_action_id uuid NOT NULL,
  technician_id uuid NOT NULL,
  segment_name text NOT NULL DEFAULT '',
  percent numeric(6, 2) NOT NULL DEFAULT 0,
  value_cents integer NOT NULL CHECK (value_cents >= 0),
  FOREIGN KEY (tenant_id, pos_action_id) REFERENCES pos_action (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id)
);
CREATE INDEX technician_tip_action_idx ON technician_tip (pos_action_id);

-- Email and SMS waiting to be sent by the notification worker (a log provider by default).
CREATE TABLE notification (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  -- What it is about, e.g. GIFT_CARD + the card id, BOOKING + the booking id.
  entity_type text,
  entity_id uuid,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_by uuid,
  created_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX notification_pending_idx ON notification (created_at) WHERE status = 'PENDING';
