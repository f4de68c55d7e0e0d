/** What the client reads from the login token (spec section 3), without verifying it. */
export interface TokenClaims {
  uid: string | null;
  role: string[];
  permission: string[];
  /** When the token expires, in ms since the epoch (the token's `exp` × 1000). */
  tokenExpired: number;
}

export const EMPTY_CLAIMS: TokenClaims = { uid: null, role: [], permission: [], tokenExpired: 0 };

function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * Reads the claims of a three-part login token; a missing or malformed one is the empty user.
 *
 * @example decodeToken(null) // { uid: null, role: [], permission: [], tokenExpired: 0 }
 */
export function decodeToken(token: string | null | undefined): TokenClaims {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3 || !parts[1]) return EMPTY_CLAIMS;
  try {
    const payload = decodeSegment(parts[1]);
    if (typeof payload !== 'object' || payload === null) return EMPTY_CLAIMS;
    const { uid, role, permission, exp } = payload as Record<string, unknown>;
    if ((typeof uid !== 'string' && typeof uid !== 'number') || typeof exp !== 'number') return EMPTY_CLAIMS;
    return { uid: String(uid), role: stringList(role), permission: stringList(permission), tokenExpired: exp * 1000 };
  } catch {
    return EMPTY_CLAIMS;
  }
}

/** The spec's rule: a token is valid only while its expiry is later than now. */
export function isTokenValid(claims: TokenClaims, now: number): boolean {
  return claims.uid !== null && claims.tokenExpired > now;
}

/** Refresh with xuDenLvToken once the token has less than this left. */
export const REFRESH_WITHIN_MS = 24 * 3600_000;

export function needsRefresh(claims: TokenClaims, now: number): boolean {
  return isTokenValid(claims, now) && claims.tokenExpired - now < REFRESH_WITHIN_MS;
}
