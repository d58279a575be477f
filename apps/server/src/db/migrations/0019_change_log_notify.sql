-- Tells listening API processes (lib/change-feed.ts) to read the change log now rather than at their next
-- poll, naming the writing transaction; identical notifications of one transaction are sent once, at commit.
CREATE FUNCTION change_log_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('change_log', pg_current_xact_id()::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER change_log_notify AFTER INSERT ON change_log FOR EACH STATEMENT EXECUTE FUNCTION change_log_notify();
