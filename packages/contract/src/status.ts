/**
 * Numeric reply statuses of the `{status, msg, data}` envelope, with stable names.
 * `0` is success and `405` is the spec's "session invalid" (the client clears its session).
 *
 * @example
 * if (reply.status === Status.sessionInvalid) clearSession();
 */
export const Status = {
  ok: 0,
  validation: 400,
  notLoggedIn: 401,
  insufficientCoins: 402,
  forbidden: 403,
  notFound: 404,
  sessionInvalid: 405,
  conflict: 409,
  payloadTooLarge: 413,
  rateLimited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type StatusName = keyof typeof Status;
export type StatusCode = (typeof Status)[StatusName];

/** The reply envelope every call answers with. */
export interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}
