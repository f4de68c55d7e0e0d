-- Accounts, sessions, visitors, SMS codes, app opens, devices and uploaded images.

create table users (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('visitor', 'user', 'deleted')),
  visitor_uuid text unique,
  phone text unique,
  nickname text not null,
  avatar_url text,
  face_id text not null,
  roles text[] not null default '{}',
  permissions text[] not null default '{}',
  vip_level integer not null default 0 check (vip_level >= 0),
  vip_expires_at timestamptz,
  wechat_openid text unique,
  wechat_unionid text unique,
  wechat_mini_openid text unique,
  wechat_nickname text,
  wechat_avatar text,
  invite_code text not null unique,
  invited_by bigint references users (id),
  merged_into bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);

create table sessions (
  id text primary key,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id) where revoked_at is null;

create table visitors (
  uuid text primary key,
  first_seen timestamptz not null default now(),
  last_seen timestamptz not null default now(),
  factory text,
  app_type text
);

create table sms_codes (
  id bigint generated always as identity primary key,
  phone text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  attempts integer not null default 0,
  consumed_at timestamptz,
  ip text
);
create index sms_codes_phone_idx on sms_codes (phone, created_at desc);
create index sms_codes_ip_idx on sms_codes (ip, created_at desc);

create table app_opens (
  id bigint generated always as identity primary key,
  user_id bigint references users (id),
  visitor_uuid text,
  app_version text,
  app_type text,
  factory text,
  opened_at timestamptz not null default now()
);
create index app_opens_user_idx on app_opens (user_id, opened_at desc);

create table devices (
  visitor_uuid text primary key,
  user_id bigint references users (id),
  brand text,
  model text,
  os text,
  os_version text,
  app_version text,
  screen text,
  language text,
  push_cid text,
  updated_at timestamptz not null default now()
);

create table uploads (
  id text primary key,
  user_id bigint not null references users (id),
  mime text not null,
  width integer not null,
  height integer not null,
  bytes integer not null,
  data bytea not null,
  sha256 text not null,
  created_at timestamptz not null default now()
);
