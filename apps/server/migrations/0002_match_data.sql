-- Match data imported from the historical files (modules/feed/import): odds companies,
-- competitions, teams, matches (football and basketball), odds quotes, NBA box scores,
-- international shoot-outs and goalscorers, and one row per imported file.
-- Names are jsonb objects keyed by UI locale: {"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}.

create table companies (
  id text primary key,
  names jsonb not null,
  kind text not null check (kind in ('bookmaker', 'exchange', 'aggregate', 'consensus'))
);

create table competitions (
  id text primary key,
  sport text not null check (sport in ('football', 'basketball')),
  kind text not null check (kind in ('league', 'international')),
  names jsonb not null,
  short_names jsonb not null,
  colour text,
  country text
);

create table teams (
  id text primary key,
  sport text not null check (sport in ('football', 'basketball')),
  kind text not null check (kind in ('club', 'national')),
  names jsonb not null,
  short_names jsonb not null,
  colour text,
  country text
);

-- The id is derived from source, competition, season, local match date and teams
-- (`fd:premier-league:2024-25:2024-08-16:manchester-united:fulham`), so a re-import of the same
-- row always hits the same match.
create table matches (
  id text primary key,
  sport text not null check (sport in ('football', 'basketball')),
  competition_id text not null references competitions (id),
  season text not null,
  stage text,
  played_at timestamptz not null,
  -- false when the source gives a date only and played_at holds the documented default time
  time_known boolean not null,
  home_team_id text not null references teams (id),
  away_team_id text not null references teams (id),
  ft_home integer,
  ft_away integer,
  ht_home integer,
  ht_away integer,
  awarded boolean not null default false,
  note text,
  -- basketball: points per quarter and all overtime periods together
  home_quarters integer[],
  away_quarters integer[],
  home_overtime integer,
  away_overtime integer,
  stats jsonb,
  referee text,
  neutral boolean,
  city text,
  country text,
  source_file text not null,
  source_line integer not null,
  check (home_team_id <> away_team_id)
);
create index matches_competition_idx on matches (competition_id, season, played_at);
create index matches_home_team_idx on matches (home_team_id, played_at);
create index matches_away_team_idx on matches (away_team_id, played_at);
create index matches_played_at_idx on matches (played_at);

-- One quote of one company for one market at one phase. Prices are decimal odds except for
-- the NBA moneyline ('ml'), which the source gives as American odds (price_format says so).
-- Which price columns are set depends on the market: 1x2 home/draw/away; ou over/under at
-- `line` goals; ah home/away at the home side's `line`; ml home/away; spread and total have a
-- line only (spread: the home side's handicap in points).
create table odds_quotes (
  match_id text not null references matches (id),
  company_id text not null references companies (id),
  market text not null check (market in ('1x2', 'ou', 'ah', 'ml', 'spread', 'total')),
  phase text not null check (phase in ('pre', 'closing')),
  line numeric,
  price_home numeric,
  price_draw numeric,
  price_away numeric,
  price_over numeric,
  price_under numeric,
  price_format text not null check (price_format in ('decimal', 'american')),
  primary key (match_id, company_id, market, phase)
);

create table nba_box_scores (
  match_id text not null references matches (id),
  side text not null check (side in ('home', 'away')),
  team_id text not null references teams (id),
  game_id text not null,
  stats jsonb not null,
  primary key (match_id, side)
);

create table shootouts (
  match_id text primary key references matches (id),
  winner_team_id text not null references teams (id),
  first_shooter_team_id text references teams (id)
);

-- `seq` is the goal's order among the match's goals in the source file.
create table goalscorers (
  match_id text not null references matches (id),
  seq integer not null,
  team_id text not null references teams (id),
  scorer text not null,
  minute integer,
  own_goal boolean not null,
  penalty boolean not null,
  primary key (match_id, seq)
);

create table import_runs (
  id bigint generated always as identity primary key,
  file text not null,
  sha256 text not null,
  importer_version integer not null,
  forced boolean not null,
  rows integer not null,
  imported integer not null,
  unchanged integer not null,
  rejected integer not null,
  skipped integer not null,
  started_at timestamptz not null,
  finished_at timestamptz not null
);
create index import_runs_file_idx on import_runs (file, sha256, importer_version);
