-- Reviews and analysis keep each business's timezone from auth's events, but they learned to only
-- after some owners had already picked theirs in Settings: those businesses, never updated since,
-- were still on the default there. Their current profile is announced once more
-- (auth.business.updated, version 1, built as outboxRow builds it, keyed by the user); the outbox
-- relay publishes it and both services apply it like any update. A business on the default needs
-- nothing, and a new database has no business, so this does nothing there.
INSERT INTO "outbox_events" ("id", "topic", "key", "payload")
SELECT "event_id", 'auth.business.updated', "user_id"::text,
       jsonb_build_object(
         'id', "event_id",
         'type', 'auth.business.updated',
         'version', 1,
         'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'actor', jsonb_build_object('userId', "user_id", 'businessId', "id"),
         'payload', jsonb_build_object(
           'businessId', "id",
           'userId', "user_id",
           'business', jsonb_build_object(
             'id', "id",
             'businessName', "name",
             'businessType', "type",
             'address', "address",
             'city', "city",
             'website', "website",
             'timezone', "timezone"
           )
         )
       )
FROM (SELECT gen_random_uuid() AS "event_id", * FROM "businesses") AS "business"
WHERE "timezone" IN ('America/New_York', 'America/Denver', 'America/Los_Angeles')
  AND "type" IN ('cafe', 'boutique', 'gym', 'restaurant', 'other');
