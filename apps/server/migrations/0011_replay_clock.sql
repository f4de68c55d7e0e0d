-- The replay's clock shift (feed/replay/demo-clock.ts), chosen once at the first start with the
-- imported data and kept, so every node and every restart place the replayed matches alike.
create table replay_clock (
  id smallint primary key default 1 check (id = 1),
  shift_minutes integer not null check (shift_minutes between -10080 and 10080),
  anchored_at timestamptz not null
);
