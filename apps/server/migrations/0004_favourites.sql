-- Favourite matches (收藏) of an account, football and basketball. `match_id` is the board's
-- fixture id. When a visitor joins an existing phone account (users.merged_into), its rows stay
-- under the visitor's id and the favourites calls read them as the account's own.
create table favourites (
  user_id bigint not null references users (id),
  sport text not null check (sport in ('football', 'basketball')),
  match_id text not null,
  created_at timestamptz not null default now(),
  primary key (user_id, sport, match_id)
);
