-- Saved lottery calculator plans (lottery-rules.md §14). `plan` holds everything a re-opened or
-- shared plan needs to reproduce its numbers: the matches as numbered when saved (number, teams,
-- kick-off), each pick's code and the odds it was computed with, bankers, passes, multiple,
-- rounding, optimisation or filters, and sfc/rjiu prize estimates. Bets and amounts are the
-- server's own recomputation. `settlement` is written once every match has a result.
create table lottery_plans (
  id bigserial primary key,
  share_id text not null unique,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('football', 'basketball', 'beidan', 'pool')),
  game text not null check (game in ('jczq', 'jclq', 'beidan', 'sfc', 'rjiu')),
  issue text,
  plan jsonb not null,
  bets bigint not null check (bets > 0),
  cost numeric(16, 2) not null,
  min_prize numeric(16, 2),
  max_prize numeric(16, 2),
  first_kickoff_at timestamptz not null,
  last_kickoff_at timestamptz not null,
  settlement jsonb,
  settled_at timestamptz,
  created_at timestamptz not null default now()
);
create index lottery_plans_owner_idx on lottery_plans (user_id, kind, created_at desc, id desc);
-- Unsettled plans whose last match has kicked off: what a settlement pass looks at.
create index lottery_plans_unsettled_idx on lottery_plans (last_kickoff_at) where settled_at is null;
