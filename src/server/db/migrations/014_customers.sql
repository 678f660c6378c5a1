-- The customers screen (issue 14): a code unique in the business, the emails as typed (a comma
-- list whose last is the one used, kept in `email` so every reader of it stays right), when the
-- customer and each note were last changed.
ALTER TABLE customer
  ADD COLUMN code text,
  ADD COLUMN emails text NOT NULL DEFAULT '',
  ADD COLUMN updated_at timestamptz;
UPDATE customer SET emails = COALESCE(email, '');

CREATE UNIQUE INDEX customer_tenant_code_key ON customer (tenant_id, code) WHERE code IS NOT NULL;
CREATE INDEX customer_branch_name_idx ON customer (branch_id, name);
CREATE INDEX customer_note_customer_idx ON customer_note (customer_id);
CREATE INDEX bill_customer_idx ON bill (customer_id);
CREATE INDEX booking_customer_idx ON booking (customer_id);

ALTER TABLE customer_note ADD COLUMN updated_at timestamptz;
