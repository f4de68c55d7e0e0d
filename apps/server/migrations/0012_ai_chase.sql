-- Chase plans (追击) and AI plan notifications (modules/ai-chase). A chase plan stores only the
-- user's settings and when it started: its steps are computed from the published plans and
-- their settlements (ai_records, ai_settlements), so they can never disagree with the record.
create table ai_chase_plans (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id),
  line text not null check (line in ('spf', 'jqs', 'bqc', 'rf', 'dxf', 'dxf2x1')),
  -- The settings exactly as validated by the contract (baseStake, progression, maxSteps, stopLoss, takeProfit).
  settings jsonb not null,
  -- Required and positive: a chase without a stop-loss cannot be stored.
  stop_loss integer not null check (stop_loss > 0),
  started_at timestamptz not null,
  ended_at timestamptz,
  created_at timestamptz not null default now()
);
create index ai_chase_plans_user on ai_chase_plans (user_id, id desc);

-- Which AI plan lines notify a user, and the private push topic key they are sent to.
create table ai_notify_settings (
  user_id bigint primary key references users (id),
  lines text[] not null default '{}',
  topic_key text not null unique check (topic_key ~ '^[A-Za-z0-9_-]{16,32}$'),
  updated_at timestamptz not null default now()
);
create index ai_notify_settings_lines on ai_notify_settings using gin (lines);

-- Each published plan is announced once, by whichever node claims its row first.
create table ai_notify_sent (
  ref text primary key references ai_records (ref),
  recipients integer not null,
  sent_at timestamptz not null
);
