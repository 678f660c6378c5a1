-- Cash tips paid out from the drawer (issue 19): a TIP_PAYOUT pos action is cash handed to one
-- technician for the tips the drawer holds for them, so it names that technician; no other
-- type does.
ALTER TABLE pos_action DROP CONSTRAINT pos_action_type_check;
ALTER TABLE pos_action ADD CONSTRAINT pos_action_type_check CHECK (type IN ('IN', 'OUT', 'TIP', 'TIP_PAYOUT'));
ALTER TABLE pos_action ADD COLUMN technician_id uuid;
ALTER TABLE pos_action ADD CONSTRAINT pos_action_technician_fk FOREIGN KEY (tenant_id, technician_id) REFERENCES technician (tenant_id, id);
ALTER TABLE pos_action ADD CONSTRAINT pos_action_payout_technician_check CHECK ((type = 'TIP_PAYOUT') = (technician_id IS NOT NULL));
