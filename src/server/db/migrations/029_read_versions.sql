-- Versions kept by the database itself, so every write path and every server process moves
-- them in the same transaction as the change (a trigger cannot be forgotten by a new route).
--
-- day_version: per branch, bumped by any change to what the day's answer reads (bookings,
-- guests, lines, technicians' names, the branch's config such as its time zone). The day
-- read's ETag and each process's kept answer are keyed by it.
-- access_epoch: per tenant, bumped by any change to who may do what (roles and their rights,
-- a user's roles, branches or active flag, the tenant's plan or active flag, a branch). Each
-- process's cached AuthContext is trusted only while the epoch it was built under is current.
-- A reader that reads a version before the data it tags can only tag newer data with an older
-- version (answered again next time), never older data with a newer one.
CREATE TABLE day_version (
  tenant_id uuid NOT NULL,
  branch_id uuid NOT NULL,
  version bigint NOT NULL DEFAULT 1,
  PRIMARY KEY (branch_id)
);

CREATE TABLE access_epoch (
  tenant_id uuid PRIMARY KEY,
  epoch bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION bump_day_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO day_version AS v (tenant_id, branch_id) VALUES (OLD.tenant_id, OLD.branch_id)
      ON CONFLICT (branch_id) DO UPDATE SET version = v.version + 1;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.branch_id IS DISTINCT FROM OLD.branch_id) THEN
    INSERT INTO day_version AS v (tenant_id, branch_id) VALUES (NEW.tenant_id, NEW.branch_id)
      ON CONFLICT (branch_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER booking_day_version AFTER INSERT OR UPDATE OR DELETE ON booking FOR EACH ROW EXECUTE FUNCTION bump_day_version();
CREATE TRIGGER guest_day_version AFTER INSERT OR UPDATE OR DELETE ON guest FOR EACH ROW EXECUTE FUNCTION bump_day_version();
CREATE TRIGGER segment_day_version AFTER INSERT OR UPDATE OR DELETE ON segment FOR EACH ROW EXECUTE FUNCTION bump_day_version();
CREATE TRIGGER technician_day_version AFTER INSERT OR UPDATE OR DELETE ON technician FOR EACH ROW EXECUTE FUNCTION bump_day_version();
CREATE TRIGGER branch_config_day_version AFTER INSERT OR UPDATE OR DELETE ON branch_config FOR EACH ROW EXECUTE FUNCTION bump_day_version();

CREATE FUNCTION bump_access_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tenant uuid;
BEGIN
  IF TG_TABLE_NAME = 'tenant' THEN
    tenant := COALESCE(NEW.id, OLD.id);
    -- A tenant's row is read under FK checks by many writes; only what access depends on counts.
    IF TG_OP = 'UPDATE' AND NEW.active IS NOT DISTINCT FROM OLD.active AND NEW.plan_code IS NOT DISTINCT FROM OLD.plan_code
       AND NEW.name IS NOT DISTINCT FROM OLD.name THEN
      RETURN NULL;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    tenant := OLD.tenant_id;
  ELSE
    tenant := NEW.tenant_id;
  END IF;
  INSERT INTO access_epoch AS e (tenant_id) VALUES (tenant)
    ON CONFLICT (tenant_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER tenant_access_epoch AFTER INSERT OR UPDATE OR DELETE ON tenant FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();
CREATE TRIGGER branch_access_epoch AFTER INSERT OR UPDATE OR DELETE ON branch FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();
CREATE TRIGGER app_user_access_epoch AFTER INSERT OR UPDATE OR DELETE ON app_user FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();
CREATE TRIGGER role_access_epoch AFTER INSERT OR UPDATE OR DELETE ON role FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();
CREATE TRIGGER role_right_access_epoch AFTER INSERT OR UPDATE OR DELETE ON role_right FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();
CREATE TRIGGER user_role_access_epoch AFTER INSERT OR UPDATE OR DELETE ON user_role FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();
CREATE TRIGGER user_branch_access_epoch AFTER INSERT OR UPDATE OR DELETE ON user_branch FOR EACH ROW EXECUTE FUNCTION bump_access_epoch();

-- A plan's rights are shared by its tenants: a change to them moves the epoch of each.
CREATE FUNCTION bump_plan_tenants_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO access_epoch AS e (tenant_id)
    SELECT t.id FROM tenant t WHERE t.plan_code = COALESCE(NEW.plan_code, OLD.plan_code)
    ON CONFLICT (tenant_id) DO UPDATE SET epoch = e.epoch + 1;
  RETURN NULL;
END $$;

CREATE TRIGGER plan_right_access_epoch AFTER INSERT OR UPDATE OR DELETE ON plan_right FOR EACH ROW EXECUTE FUNCTION bump_plan_tenants_epoch();
