-- The statement every request starts with (the session of a token, its tenant's access epoch
-- and, for the day read, a branch's day version), kept in a function so that PostgreSQL plans
-- it once per connection instead of once per request: planning was two thirds of its cost on
-- PGlite, whose one connection every request waits for. STABLE: the function reads with the
-- calling statement's snapshot, so session, epoch and version still come from one snapshot.
-- p_branch null: no day version (null). A branch of another tenant reads 0.
CREATE FUNCTION live_session(p_token_hash text, p_now timestamptz, p_branch uuid)
  RETURNS TABLE (
    id uuid, tenant_id uuid, user_id uuid, branch_id uuid, is_tenant_selection boolean, remember boolean,
    renewed_at timestamptz, expires_at timestamptz, epoch text, day_version text
  )
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT s.id, s.tenant_id, s.user_id, s.branch_id, s.is_tenant_selection, s.remember, s.renewed_at, s.expires_at,
           COALESCE(e.epoch, 0)::text,
           CASE WHEN p_branch IS NULL THEN NULL
                ELSE COALESCE((SELECT v.version FROM day_version v WHERE v.branch_id = p_branch AND v.tenant_id = s.tenant_id), 0)::text
           END
      FROM session s LEFT JOIN access_epoch e ON e.tenant_id = s.tenant_id
     WHERE s.token_hash = p_token_hash AND s.expires_at > p_now;
END $$;
