-- The action log screen lists a business's entries newest first, filtered by time.
CREATE INDEX action_log_tenant_time_idx ON action_log (tenant_id, action_time DESC, id DESC);
