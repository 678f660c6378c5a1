-- Reviews after a paid bill (issue 17). One row per bill, made when the bill is paid: the
-- unguessable token of the link the customer receives, then, once they answer, their stars and
-- comment and the front desk's handling (status and solving note). The customer is the bill's
-- (a customer merge moves the bill, so the review follows). UNIQUE (bill_id) is what
-- keeps a re-pushed bill or two server processes from sending two requests for one visit.
CREATE TABLE booking_review (
  id uuid PRIMARY KEY,
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  bill_id uuid NOT NULL UNIQUE,
  token text NOT NULL UNIQUE,
  -- Null until the customer answers; the back office lists answered ones only.
  rate integer CHECK (rate BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  reviewed_at timestamptz,
  status text NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Watched', 'SolvingProblem', 'Solved')),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by uuid,
  UNIQUE (tenant_id, id),
  CHECK ((rate IS NULL) = (reviewed_at IS NULL)),
  FOREIGN KEY (tenant_id, branch_id) REFERENCES branch (tenant_id, id),
  FOREIGN KEY (tenant_id, bill_id) REFERENCES bill (tenant_id, id),
  FOREIGN KEY (tenant_id, updated_by) REFERENCES app_user (tenant_id, id)
);
-- The list and the menu badge: a branch's answered reviews by time, and its New ones.
CREATE INDEX booking_review_branch_time_idx ON booking_review (branch_id, reviewed_at) WHERE reviewed_at IS NOT NULL;
CREATE INDEX booking_review_branch_new_idx ON booking_review (branch_id) WHERE reviewed_at IS NOT NULL AND status = 'New';
