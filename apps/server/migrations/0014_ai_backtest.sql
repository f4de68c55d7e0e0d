-- The AI's back-tested record (modules/ai/ai-backtest.ts): on the first start, every lottery-priced
-- match of the replayed past few weeks is predicted as the live publisher would have, from data
-- before its kick-off only, and settled. Kept apart from the live hash chain (ai_records), never
-- mixed into its figures: these were computed afterwards, the chain's were published beforehand.
create table ai_backtest_records (
  ref text primary key,
  kind text not null check (kind in ('prediction', 'plan')),
  sport text not null check (sport in ('football', 'basketball')),
  plan_type text check (plan_type in ('spf', 'jqs', 'bqc', 'rf', 'dxf', 'dxf2x1')),
  -- Beijing date of the earliest replayed kick-off covered.
  day text not null,
  fixture_ids text[] not null,
  kickoff_at timestamptz not null,
  -- The instant the live publisher would have published it: what the pick could know.
  published_at timestamptz not null,
  body text not null,
  -- SHA-256 of the canonical body (a content digest; these rows are not links of the chain).
  hash text not null check (hash ~ '^[0-9a-f]{64}$'),
  outcome text not null check (outcome in ('won', 'lost', 'scored')),
  return_units numeric,
  result jsonb not null,
  check (published_at < kickoff_at),
  check ((kind = 'plan') = (plan_type is not null))
);
create index ai_backtest_records_kind on ai_backtest_records (kind, sport, kickoff_at);

-- One back-test per deployment: the window is fixed at the first start, so a restart resumes
-- the same window (from `done_until`) instead of computing another.
create table ai_backtest_runs (
  id text primary key,
  window_from timestamptz not null,
  window_to timestamptz not null,
  -- The instant the window's results are read at (the first start).
  anchor_at timestamptz not null,
  done_until timestamptz not null,
  finished_at timestamptz,
  duration_ms integer
);
