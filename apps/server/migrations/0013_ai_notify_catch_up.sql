-- AI plan notice catch-up (getJhSets with `since`): the notices announced after a time are read
-- by the announcement time, so a client back from a dropped socket costs an index range, not a scan.
create index ai_notify_sent_at on ai_notify_sent (sent_at);
