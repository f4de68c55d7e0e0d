-- Match chat (MobileLive getGameChatList / addGameChat), reports (Sundry juBao) and chat bans.
-- Messages are plain text as posted; an admin hides one (hidden_at) rather than deleting it, so
-- reports keep pointing at what was said.
create table chat_messages (
  id bigint generated always as identity primary key,
  match_id text not null,
  user_id bigint not null references users (id),
  body text not null check (char_length(body) between 1 and 200),
  created_at timestamptz not null default now(),
  hidden_at timestamptz,
  hidden_by bigint references users (id)
);
-- The chat list reads a match's newest shown messages by id.
create index chat_messages_match on chat_messages (match_id, id desc) where hidden_at is null;

create table chat_reports (
  id bigint generated always as identity primary key,
  target text not null check (target in ('chat', 'match')),
  match_id text not null,
  message_id bigint references chat_messages (id),
  reporter_id bigint not null references users (id),
  reason text not null check (reason in ('spam', 'abuse', 'porn', 'politics', 'fraud', 'other')),
  detail text not null default '',
  created_at timestamptz not null default now(),
  check ((target = 'chat') = (message_id is not null))
);
-- One report per account and thing reported: a repeat changes nothing.
create unique index chat_reports_once on chat_reports (reporter_id, target, match_id, coalesce(message_id, 0));
create index chat_reports_newest on chat_reports (id desc);

create table chat_bans (
  user_id bigint primary key references users (id),
  banned_by bigint not null references users (id),
  reason text not null default '',
  created_at timestamptz not null default now()
);
