-- Custom migration (drizzle-kit generate --custom): the personal-data access log is append-only
-- (issue 34 §4). Every UPDATE is refused, and so is a DELETE of a row less than a year old (the least
-- period of 개인정보의 안전성 확보조치 기준 §8) and TRUNCATE; the retention job deletes older rows only.
CREATE OR REPLACE FUNCTION access_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.at < now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'access_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER access_log_append_only BEFORE UPDATE OR DELETE ON access_log
  FOR EACH ROW EXECUTE FUNCTION access_log_guard();
--> statement-breakpoint
CREATE TRIGGER access_log_no_truncate BEFORE TRUNCATE ON access_log
  FOR EACH STATEMENT EXECUTE FUNCTION access_log_guard();
