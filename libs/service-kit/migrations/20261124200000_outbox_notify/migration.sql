-- Shared by every service's database (SHARED_MIGRATIONS_DIR in src/migrate.ts).
-- Wakes the outbox relay (src/outbox.relay.ts) as soon as events are written: one notification per
-- inserting statement, delivered by Postgres when the transaction commits (and not at all if it
-- rolls back). The relay still polls slowly as a fallback.
CREATE OR REPLACE FUNCTION notify_outbox_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_events', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER outbox_events_notify
  AFTER INSERT ON outbox_events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox_events();
