import { errors, jwtVerify, SignJWT } from 'jose';
import type { Awaitable } from '../../platform/awaitable.ts';

/** What a login token proves: spec section 3's claims plus the session it belongs to. */
export interface TokenClaims {
  uid: string;
  role: string[];
  permission: string[];
  sid: string;
  iat: number;
  exp: number;
}

export type TokenProblem = 'malformed' | 'expired' | 'signature';

export class TokenError extends Error {
  constructor(readonly problem: TokenProblem) {
    super(`login token ${problem}`);
  }
}

const ISSUER = 'scoreline';
const CACHE_LIMIT = 50_000;

/**
 * Signs and verifies HS256 login tokens. Verified tokens are cached (keyed by the whole token,
 * so a tampered one never hits), which keeps the per-request cost to a map look-up.
 */
export class TokenService {
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly key: Uint8Array,
    private readonly ttlSeconds: number,
    /** The clock tokens are issued and checked by (the authenticator's memos use it too). */
    readonly now: () => number = Date.now,
  ) {}

  async sign(claims: Omit<TokenClaims, 'iat' | 'exp'>): Promise<{ token: string; exp: number }> {
    const iat = Math.floor(this.now() / 1000);
    const exp = iat + this.ttlSeconds;
    const token = await new SignJWT({ uid: claims.uid, role: claims.role, permission: claims.permission, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, exp };
  }

  /** Answers from the cache synchronously; only a token not seen before is verified async. */
  verify(token: string): Awaitable<TokenClaims> {
    const cached = this.verified.get(token);
    if (!cached) return this.verifyAndRemember(token);
    if (cached.exp <= Math.floor(this.now() / 1000)) {
      this.verified.delete(token);
      throw new TokenError('expired');
    }
    return cached;
  }

  private async verifyAndRemember(token: string): Promise<TokenClaims> {
    const claims = await this.verifySignature(token);
    if (this.verified.size >= CACHE_LIMIT) this.verified.clear();
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const { uid, role, permission, sid, iat, exp } = payload;
      if (typeof uid !== 'string' || typeof sid !== 'string' || !isStringList(role) || !isStringList(permission)) {
        throw new TokenError('malformed');
      }
      if (typeof iat !== 'number' || typeof exp !== 'number') throw new TokenError('malformed');
      return { uid, role, permission, sid, iat, exp };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError('expired');
      if (error instanceof errors.JWSSignatureVerificationFailed) throw new TokenError('signature');
      throw new TokenError('malformed');
    }
  }
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
