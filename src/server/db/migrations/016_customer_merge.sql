-- Customers merged into another (issue 14). The merged customer's row is deleted, but tablets
-- still hold its id (stored days, changes queued offline): the server reads such an id as the
-- kept customer's. Merging a kept customer later re-points its own aliases, so one step
-- always reaches a living customer.
CREATE TABLE customer_merge (
  tenant_id uuid NOT NULL,
  -- No foreign key: this customer no longer exists.
  merged_id uuid PRIMARY KEY,
  kept_id uuid NOT NULL,
  merged_name text NOT NULL,
  merged_phone text NOT NULL,
  merged_by uuid,
  merged_at timestamptz NOT NULL,
  FOREIGN KEY (tenant_id, kept_id) REFERENCES customer (tenant_id, id) ON DELETE CASCADE
);
CREATE INDEX customer_merge_kept_idx ON customer_merge (kept_id);
