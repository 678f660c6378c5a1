-- A branch's taxes are a list (issue 13): Ontario's HST, Québec's GST + QST, British Columbia's
-- GST + PST on products. Each branch starts with the one HST its config held.
CREATE TABLE branch_tax (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('GST', 'HST', 'QST', 'PST', 'RST', 'OTHER')),
  name text NOT NULL DEFAULT '',
  rate numeric(6, 3) NOT NULL CHECK (rate >= 0),
  registration_number text NOT NULL DEFAULT '',
  applies_to text NOT NULL CHECK (applies_to IN ('SERVICES', 'PRODUCTS', 'BOTH')),
  PRIMARY KEY (branch_id, position),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id) ON DELETE CASCADE
);

INSERT INTO branch_tax (tenant_id, branch_id, position, kind, rate, applies_to)
SELECT c.tenant_id, c.branch_id, 0, 'HST', c.value::numeric, 'BOTH'
  FROM branch_config c
 WHERE c.key = 'HST' AND c.value ~ '^[0-9]{1,3}(\.[0-9]{1,3})?$';

-- Each tax as the bill charged it: [{ kind, name, rate, registrationNumber, base, amount }].
-- NULL on bills written before: they read as one HST line of hst_percent and tax_cents.
ALTER TABLE bill ADD COLUMN tax_lines jsonb;
