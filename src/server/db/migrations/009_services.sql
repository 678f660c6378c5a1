-- The services screen: a service may be a variant of another (its parent, a main service of
-- the same group) and has a type (a main service or an add-on). A variant holds on to its
-- parent: deleting a parent that has variants is refused as an association.

ALTER TABLE service ADD COLUMN parent_id uuid;
ALTER TABLE service ADD CONSTRAINT service_parent_fk FOREIGN KEY (tenant_id, parent_id) REFERENCES service (tenant_id, id);
ALTER TABLE service ADD COLUMN type text NOT NULL DEFAULT 'MAIN' CHECK (type IN ('MAIN', 'ADD_ON'));

CREATE INDEX service_group_order_idx ON service (group_id, display_index);
CREATE INDEX service_parent_idx ON service (parent_id) WHERE parent_id IS NOT NULL;
CREATE INDEX service_group_branch_idx ON service_group (branch_id, display_index);
-- Deleting a service looks for booked lines that keep it.
CREATE INDEX segment_service_idx ON segment (service_id) WHERE service_id IS NOT NULL;
