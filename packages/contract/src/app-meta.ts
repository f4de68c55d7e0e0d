/** Constants of spec sections 1, 7 and 9 that client and server share. */
export const APP_VERSION = '2.5.0';
export const APP_VERSION_CODE = 250;
export const DEVICE_TYPE = '3';

/** Request headers of spec section 7 (lower case, as HTTP/2 and Fastify see them). */
export const headers = {
  visitorId: 'uuid',
  appToken: 'token-app',
  userId: 'user-id',
  factory: 'factory',
  appType: 'app-type',
  deviceType: 'device-type',
  authorization: 'authorization',
  lang: 'lang',
} as const;

/** Allowed clock skew of the token-app check, in minutes either side. */
export const APP_TOKEN_SKEW_MINUTES = 1;

/**
 * The minute stamp hashed into `token-app`: `YYYY-MM-DD HH:mm` in China time (UTC+8),
 * so client and server agree whatever zone the device is set to.
 *
 * @example appTokenMinute(Date.UTC(2026, 10, 22, 1, 5)) // '2026-11-22 09:05'
 */
export function appTokenMinute(epochMs: number): string {
  const d = new Date(epochMs + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}
