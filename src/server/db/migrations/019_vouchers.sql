-- Vouchers managed in the app (issue 15): the spec's type (GENERAL, or BIRTHDAY: only in the
-- customer's birthday month), its kind (MONEY off services, or PACKAGE off package lines) and
-- what it applies to. Codes stay unique per tenant (004); the form saves them uppercase.
ALTER TABLE voucher ADD COLUMN type text NOT NULL DEFAULT 'GENERAL' CHECK (type IN ('GENERAL', 'BIRTHDAY'));
ALTER TABLE voucher ADD COLUMN kind text NOT NULL DEFAULT 'MONEY' CHECK (kind IN ('MONEY', 'PACKAGE'));
-- No foreign key: the packages' table arrives with another change of the same issue.
ALTER TABLE voucher ADD COLUMN package_ids uuid[] NOT NULL DEFAULT '{}';
ALTER TABLE voucher ADD COLUMN updated_at timestamptz;

-- The services a MONEY voucher discounts; none: the whole bill.
CREATE TABLE voucher_service (
  tenant_id uuid NOT NULL,
  voucher_id uuid NOT NULL,
  service_id uuid NOT NULL,
  PRIMARY KEY (voucher_id, service_id),
  FOREIGN KEY (tenant_id, voucher_id) REFERENCES voucher (tenant_id, id) ON DELETE CASCADE,
  -- No cascade: a service a voucher names is refused deletion as associated, not dropped from the voucher (which would then discount the whole bill).
  FOREIGN KEY (tenant_id, service_id) REFERENCES service (tenant_id, id)
);
CREATE INDEX voucher_service_service_idx ON voucher_service (service_id);
