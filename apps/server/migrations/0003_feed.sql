-- The live feed's board (modules/feed/live): the last state of every fixture near today as the
-- feed leader computed it, so a node that starts later (or a new leader) hydrates its board
-- without waiting for the provider. Values are the board's JSON shapes (BoardFixture,
-- BoardEvent[], BoardOddsPath[]).
create table feed_fixtures (
  id text primary key,
  sport text not null check (sport in ('football', 'basketball')),
  kickoff_at timestamptz not null,
  version integer not null,
  fixture jsonb not null,
  events jsonb not null default '[]',
  odds jsonb not null default '[]',
  updated_at timestamptz not null
);
create index feed_fixtures_kickoff_idx on feed_fixtures (kickoff_at);

-- One row per feed: when it last refreshed successfully and its last error, for operators and
-- for nodes deciding whether the board they hydrate is stale.
create table feed_status (
  feed text primary key,
  last_success_at timestamptz,
  last_error_at timestamptz,
  last_error text,
  leader text,
  updated_at timestamptz not null
);
