-- Prebook at checkout (issue 19): a booking the customer made at the checkout of a paid bill
-- names that bill, once; the technician report counts the bills that have one.
ALTER TABLE booking ADD COLUMN prebooked_from_bill_id uuid;
ALTER TABLE booking ADD CONSTRAINT booking_prebooked_bill_fk FOREIGN KEY (tenant_id, prebooked_from_bill_id) REFERENCES bill (tenant_id, id);
CREATE UNIQUE INDEX booking_prebooked_bill_idx ON booking (tenant_id, prebooked_from_bill_id) WHERE prebooked_from_bill_id IS NOT NULL;
