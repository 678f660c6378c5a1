-- Indexes for the reports (issue 16), measured with `npm run bench -- --only=reports` and
-- EXPLAIN ANALYZE on a generated year (tests/bench/RESULTS.md, "Reports").

-- A report of all branches reads the business's bills over a range of instants. PostgreSQL joins
-- the list of branches to bill by hash rather than probing (branch_id, action_time) once per
-- branch, so without this index a month of ten branches read the whole bill table in parallel
-- (300,000 rows for the 25,000 wanted, 80 ms); with it, a bitmap scan of that month (12 ms).
-- PGlite's one branch keeps using bill_branch_time_idx.
CREATE INDEX bill_tenant_time_idx ON bill (tenant_id, action_time);
