-- SMS campaigns (issue 17): a branch's message to the customers its filters pick, sent now or
-- at a time. Each recipient is written once per campaign (the primary key), with the outbox
-- message that carries the SMS; the recipient's name and number are kept as sent, so the
-- results stay readable after a customer is changed, merged or deleted.
CREATE TABLE sms_campaign (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL REFERENCES tenant (id),
  branch_id uuid NOT NULL,
  name text NOT NULL,
  message text NOT NULL,
  send_mode text NOT NULL CHECK (send_mode IN ('NOW', 'SCHEDULED')),
  status text NOT NULL CHECK (status IN ('DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'CANCELLED')),
  -- The branch wall-clock time typed ("YYYY-MM-DD HH:mm") and the instant it means.
  scheduled_wall text,
  scheduled_at timestamptz,
  last_booking_after date,
  amount_above_cents integer CHECK (amount_above_cents >= 0),
  sent_at timestamptz,
  created_by uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);
CREATE INDEX sms_campaign_branch_idx ON sms_campaign (branch_id, created_at);
CREATE INDEX sms_campaign_due_idx ON sms_campaign (scheduled_at) WHERE status = 'SCHEDULED';

CREATE TABLE sms_campaign_recipient (
  tenant_id uuid NOT NULL,
  campaign_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  customer_name text NOT NULL,
  phone text NOT NULL,
  -- No foreign key: writes to notification bypass the day cache's write count (db.ts
  -- UNWATCHED_TABLES), so no table may depend on it.
  notification_id uuid NOT NULL,
  PRIMARY KEY (campaign_id, customer_id),
  FOREIGN KEY (tenant_id, campaign_id) REFERENCES sms_campaign (tenant_id, id) ON DELETE CASCADE
);
