-- AI predictions and plans (modules/ai). Every published item is one row of an append-only hash
-- chain: `hash` = SHA-256 of `prev_hash` and the canonical JSON `body`, exactly as stored. Rows
-- are written once, before the kick-off of every match they cover, and never changed or removed:
-- the triggers below refuse UPDATE and DELETE, so not even a bug in the server can edit the record.
create table ai_records (
  seq bigint primary key check (seq >= 1),
  kind text not null check (kind in ('prediction', 'plan')),
  ref text not null unique,
  sport text not null check (sport in ('football', 'basketball')),
  -- Plans: spf, jqs, bqc (football singles), rf, dxf (basketball singles), dxf2x1 (basketball 2串1).
  plan_type text check (plan_type in ('spf', 'jqs', 'bqc', 'rf', 'dxf', 'dxf2x1')),
  -- Beijing date of the earliest kick-off covered (the lottery day the item belongs to).
  day text not null,
  fixture_ids text[] not null,
  kickoff_at timestamptz not null,
  published_at timestamptz not null,
  price_coins integer check (price_coins is null or price_coins > 0),
  body text not null,
  -- A fork (two rows after the same row) is impossible: each hash is followed at most once.
  prev_hash text not null unique check (prev_hash ~ '^[0-9a-f]{64}$'),
  hash text not null unique check (hash ~ '^[0-9a-f]{64}$'),
  check (published_at < kickoff_at),
  check ((kind = 'plan') = (plan_type is not null))
);
create index ai_records_day on ai_records (kind, sport, day);
create index ai_records_published on ai_records (published_at);

-- What happened, once every match of an item is finished: written once, never changed.
create table ai_settlements (
  ref text primary key references ai_records (ref),
  -- Plans: won / lost; predictions: scored (the result is in `result` for the scorecard).
  outcome text not null check (outcome in ('won', 'lost', 'scored')),
  -- Return per 1 unit staked at the published lottery odds (0 when lost; null for predictions).
  return_units numeric,
  result jsonb not null,
  settled_at timestamptz not null
);
create index ai_settlements_settled on ai_settlements (settled_at);

create function ai_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ai records are append-only: % on % refused', tg_op, tg_table_name;
end;
$$;
create trigger ai_records_append_only before update or delete on ai_records
  for each row execute function ai_refuse_change();
create trigger ai_settlements_append_only before update or delete on ai_settlements
  for each row execute function ai_refuse_change();
