-- Content (modules/content): articles (editors' news, shared winning tickets, and match previews
-- and reports written automatically from the match data), the smaller blocks (banners,
-- activities, help answers, named pages, top and app messages), app settings and the back
-- office change log.

-- One row per article and language. A generated article is keyed by (kind, match_id, locale):
-- writing it twice, on any node, changes nothing (insert … on conflict do nothing).
create table content_articles (
  id bigserial primary key,
  kind text not null check (kind in ('news', 'preview', 'report', 'shai')),
  locale text not null check (locale in ('zh-Hans', 'zh-Hant', 'en', 'ja')),
  title text not null,
  summary text not null default '',
  html text not null,
  cover text,
  -- The board fixture id (preview, report, or a news article about a match), and for generated
  -- articles the real match they were written from.
  match_id text,
  source_match_id text,
  shai_type smallint check (shai_type in (0, 1, 2)),
  -- Generated articles keep the facts each sentence was written from (tests check them).
  facts jsonb,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create unique index content_articles_generated on content_articles (kind, match_id, locale) where kind in ('preview', 'report');
create index content_articles_feed on content_articles (locale, status, published_at desc);
create index content_articles_match on content_articles (match_id) where match_id is not null;

-- Banners, activities, help answers, named pages and the two kinds of app message share one
-- shape; `locale` null means every language.
create table content_blocks (
  id bigserial primary key,
  kind text not null check (kind in ('banner', 'activity', 'help', 'page', 'top', 'app')),
  locale text check (locale in ('zh-Hans', 'zh-Hant', 'en', 'ja')),
  -- help: category; page: its key (zhaomu, about, contact).
  tag text,
  title text not null,
  subtitle text not null default '',
  body text not null default '',
  img text,
  href text not null default '',
  sort integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  -- Built-in help answers and pages carry a seed key so a restart never inserts them twice.
  seed_key text unique,
  status text not null default 'draft' check (status in ('draft', 'published')),
  published_at timestamptz,
  created_by bigint references users (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index content_blocks_live on content_blocks (kind, status, sort, id);

create table content_settings (
  key text primary key,
  value jsonb not null,
  updated_by bigint references users (id),
  updated_at timestamptz not null default now()
);

create table content_admin_log (
  id bigserial primary key,
  at timestamptz not null default now(),
  user_id bigint not null references users (id),
  action text not null,
  target text not null,
  detail jsonb
);
