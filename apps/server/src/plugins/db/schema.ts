import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AiTables } from '../../modules/ai/ai.schema.ts';
import type { ChatTables } from '../../modules/chat/chat.schema.ts';
import type { ContentTables } from '../../modules/content/content.schema.ts';
import type { LotteryPlanTables } from '../../modules/lottery-plans/lottery-plans.schema.ts';
import type { PaymentTables } from '../../modules/payments/payments.schema.ts';
import type { WalletTables } from '../../modules/wallet/wallet.schema.ts';

/** Kysely's view of the tables (snake_case, as in SQL); mappers turn rows into contract types. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  id: Generated<number>;
  kind: 'visitor' | 'user' | 'deleted';
  visitor_uuid: string | null;
  phone: string | null;
  nickname: string;
  avatar_url: string | null;
  face_id: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  permissions: ColumnType<string[], string[] | undefined, string[]>;
  vip_level: Generated<number>;
  vip_expires_at: Date | null;
  wechat_openid: string | null;
  wechat_unionid: string | null;
  wechat_mini_openid: string | null;
  wechat_nickname: string | null;
  wechat_avatar: string | null;
  invite_code: string;
  invited_by: number | null;
  merged_into: number | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  deleted_at: Date | null;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
  ip: string | null;
  user_agent: string | null;
}

export interface VisitorsTable {
  uuid: string;
  first_seen: CreatedAt;
  last_seen: UpdatedAt;
  factory: string | null;
  app_type: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  attempts: Generated<number>;
  consumed_at: Date | null;
  ip: string | null;
}

export interface AppOpensTable {
  id: Generated<number>;
  user_id: number | null;
  visitor_uuid: string | null;
  app_version: string | null;
  app_type: string | null;
  factory: string | null;
  opened_at: CreatedAt;
}

export interface DevicesTable {
  visitor_uuid: string;
  user_id: number | null;
  brand: string | null;
  model: string | null;
  os: string | null;
  os_version: string | null;
  app_version: string | null;
  screen: string | null;
  language: string | null;
  push_cid: string | null;
  updated_at: UpdatedAt;
}

export interface UploadsTable {
  id: string;
  user_id: number;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  data: Uint8Array;
  sha256: string;
  created_at: CreatedAt;
}

/** Locale-keyed names as stored in jsonb: {"en": …, "zh-Hans": …, "zh-Hant": …, "ja": …}. */
export type LocalizedNames = Record<string, string>;
type Json<T> = ColumnType<T, string, string>;
type Numeric = ColumnType<string, string | number, string | number>;

export interface CompaniesTable {
  id: string;
  names: Json<LocalizedNames>;
  kind: 'bookmaker' | 'exchange' | 'aggregate' | 'consensus';
}

export interface CompetitionsTable {
  id: string;
  sport: 'football' | 'basketball';
  kind: 'league' | 'international';
  names: Json<LocalizedNames>;
  short_names: Json<LocalizedNames>;
  colour: string | null;
  country: string | null;
}

export interface TeamsTable {
  id: string;
  sport: 'football' | 'basketball';
  kind: 'club' | 'national';
  names: Json<LocalizedNames>;
  short_names: Json<LocalizedNames>;
  colour: string | null;
  country: string | null;
}

export interface MatchesTable {
  id: string;
  sport: 'football' | 'basketball';
  competition_id: string;
  season: string;
  stage: string | null;
  played_at: ColumnType<Date, Date | string, Date | string>;
  time_known: boolean;
  home_team_id: string;
  away_team_id: string;
  ft_home: number | null;
  ft_away: number | null;
  ht_home: number | null;
  ht_away: number | null;
  awarded: boolean;
  note: string | null;
  home_quarters: number[] | null;
  away_quarters: number[] | null;
  home_overtime: number | null;
  away_overtime: number | null;
  stats: Json<unknown> | null;
  referee: string | null;
  neutral: boolean | null;
  city: string | null;
  country: string | null;
  source_file: string;
  source_line: number;
}

export interface OddsQuotesTable {
  match_id: string;
  company_id: string;
  market: '1x2' | 'ou' | 'ah' | 'ml' | 'spread' | 'total';
  phase: 'pre' | 'closing';
  line: Numeric | null;
  price_home: Numeric | null;
  price_draw: Numeric | null;
  price_away: Numeric | null;
  price_over: Numeric | null;
  price_under: Numeric | null;
  price_format: 'decimal' | 'american';
}

export interface NbaBoxScoresTable {
  match_id: string;
  side: 'home' | 'away';
  team_id: string;
  game_id: string;
  stats: Json<Record<string, number>>;
}

export interface ShootoutsTable {
  match_id: string;
  winner_team_id: string;
  first_shooter_team_id: string | null;
}

export interface GoalscorersTable {
  match_id: string;
  seq: number;
  team_id: string;
  scorer: string;
  minute: number | null;
  own_goal: boolean;
  penalty: boolean;
}

export interface ImportRunsTable {
  id: Generated<number>;
  file: string;
  sha256: string;
  importer_version: number;
  forced: boolean;
  rows: number;
  imported: number;
  unchanged: number;
  rejected: number;
  skipped: number;
  started_at: Date | string;
  finished_at: Date | string;
}

/** Every table; each feature module declares its own tables in `<feature>.schema.ts`. */
export interface Database extends AiTables, ChatTables, ContentTables, LotteryPlanTables, PaymentTables, WalletTables {
  users: UsersTable;
  sessions: SessionsTable;
  visitors: VisitorsTable;
  sms_codes: SmsCodesTable;
  app_opens: AppOpensTable;
  devices: DevicesTable;
  uploads: UploadsTable;
  companies: CompaniesTable;
  competitions: CompetitionsTable;
  teams: TeamsTable;
  matches: MatchesTable;
  odds_quotes: OddsQuotesTable;
  nba_box_scores: NbaBoxScoresTable;
  shootouts: ShootoutsTable;
  goalscorers: GoalscorersTable;
  import_runs: ImportRunsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
