import { z } from 'zod';
import { REPLAY_CLOCK_MODES } from './modules/feed/live/replay-calendar.ts';
import { paymentConfigProblems } from './modules/payments/payments.config.ts';

/** The development default of the token-app secret (an anti-scraping check, not security). */
export const DEV_APP_SECRET = 'scoreline-dev-app-secret';

const port = z.coerce.number().int().min(0).max(65535);
const url = (protocols: string[]) =>
  z.string().refine((v) => protocols.some((p) => v.startsWith(p)), `must start with ${protocols.join(' or ')}`);
const csv = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

const schema = z.object({
  PORT: port.default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: url(['postgres://', 'postgresql://']).optional(),
  REDIS_URL: url(['redis://', 'rediss://']).optional(),
  PUBLIC_API_URL: url(['http://', 'https://']).optional(),
  /** Host names clients reach this deployment by; other Host headers are never echoed in links. */
  PUBLIC_HOSTS: csv.default([]),
  APP_SECRET: z.string().min(8).default(DEV_APP_SECRET),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32).optional(),
  TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ADMIN_PHONES: csv.default([]),
  ALLOWED_ORIGINS: csv.default([]),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: url(['http://', 'https://']).default('https://api.weixin.qq.com'),
  WECHAT_MINI_APP_ID: z.string().optional(),
  WECHAT_MINI_APP_SECRET: z.string().optional(),
  CHECK_REPLIES: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  MAX_SOCKETS: z.coerce.number().int().min(1).default(20_000),
  /** How long a push socket may stay silent before the server pings it, and then drops it. */
  PUSH_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  // The match feed (modules/feed/live): off in tests that do not need it.
  FEED_ENABLED: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Historical data folder; unset = `<repo>/../shared/data` (resolveFeedDataDir). */
  FEED_DATA_DIR: z.string().optional(),
  REPLAY_SEED: z.string().min(1).max(200).default('scoreline'),
  REPLAY_SPEED: z.coerce.number().positive().max(10_000).default(1),
  // Payments (modules/payments): providers offered (the first is the default) and their keys.
  PAY_PROVIDERS: csv.default(['sandbox']),
  PAY_SANDBOX_SECRET: z.string().min(32).optional(),
  PAY_NOTIFY_BASE_URL: url(['http://', 'https://']).optional(),
  PAY_MERCHANT_NAME: z.string().min(1).max(40).default('Scoreline 比分线'),
  WECHATPAY_MCH_ID: z.string().optional(),
  WECHATPAY_APP_ID: z.string().optional(),
  WECHATPAY_SERIAL_NO: z.string().optional(),
  WECHATPAY_PRIVATE_KEY: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PLATFORM_KEY_ID: z.string().optional(),
  WECHATPAY_PLATFORM_PUBLIC_KEY: z.string().optional(),
  WECHATPAY_API_BASE: url(['http://', 'https://']).default('https://api.mch.weixin.qq.com'),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  ALIPAY_GATEWAY: url(['http://', 'https://']).default('https://openapi.alipay.com/gateway.do'),
  APPLE_BUNDLE_ID: z.string().min(1).default('com.scoreline.app'),
  APPLE_SHARED_SECRET: z.string().optional(),
  // Wallet (modules/wallet): withdrawal ratio and minimum, sale and invite shares.
  WITHDRAW_COINS_PER_YUAN: z.coerce.number().int().min(1).max(1000).default(10),
  WITHDRAW_MIN_COINS: z.coerce.number().int().min(1).default(500),
  EXPERT_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
  INVITE_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(50).default(10),
  REPLAY_CLOCK: z.enum(REPLAY_CLOCK_MODES).default('demo'),
});

export type Config = z.output<typeof schema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Bad configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Parses the environment once at boot; every bad key is listed, not just the first.
 * Empty strings count as unset so `FOO= npm start` behaves like leaving FOO out.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const config = parsed.data;
  const wechatHalf = [config.WECHAT_APP_ID, config.WECHAT_APP_SECRET].filter(Boolean).length === 1;
  if (wechatHalf) throw new ConfigError(['WECHAT_APP_ID and WECHAT_APP_SECRET: set both or neither']);
  const paymentProblems = paymentConfigProblems(config);
  if (paymentProblems.length > 0) throw new ConfigError(paymentProblems);
  return config;
}
