-- Packages (spec part 2 §3 "Package"): a set price for services booked together, per branch
-- like services, its code unique in the tenant. Start and end are the branch's wall clock
-- ("YYYY-MM-DD HH:mm", as the spec sends times), compared as text like the tablet does.
CREATE TABLE package (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  code text NOT NULL,
  content text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  start_time text NOT NULL,
  end_time text NOT NULL,
  status text NOT NULL DEFAULT 'ENABLED' CHECK (status IN ('ENABLED', 'DISABLED')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (tenant_id, code),
  UNIQUE (tenant_id, id),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id)
);
CREATE INDEX package_branch_idx ON package (branch_id, code);

-- The services a package books, in order. A service in a package is kept (no cascade from service).
CREATE TABLE package_service (
  tenant_id uuid NOT NULL,
  package_id uuid NOT NULL,
  service_id uuid NOT NULL,
  display_index integer NOT NULL,
  PRIMARY KEY (package_id, service_id),
  FOREIGN KEY (tenant_id, package_id) REFERENCES package (tenant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, service_id) REFERENCES service (tenant_id, id)
);
CREATE INDEX package_service_service_idx ON package_service (service_id);

-- A booked line of a package keeps the package: deleting it is refused as an association.
ALTER TABLE segment ADD COLUMN package_id uuid;
ALTER TABLE segment ADD CONSTRAINT segment_package_fk FOREIGN KEY (tenant_id, package_id) REFERENCES package (tenant_id, id);
CREATE INDEX segment_package_idx ON segment (package_id) WHERE package_id IS NOT NULL;
