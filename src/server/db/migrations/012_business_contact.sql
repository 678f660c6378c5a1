-- The business's own details on its screen (/tenant): how it is reached, besides its name.
-- Phones are kept as their digits, like customers' and users'.
ALTER TABLE tenant
  ADD COLUMN phone text,
  ADD COLUMN email text,
  ADD COLUMN address text;

-- A branch admin's users list looks users up by branch.
CREATE INDEX user_branch_branch_idx ON user_branch (tenant_id, branch_id);
