import { hasPermission, hasRole, headers, VISITOR_UUID_PATTERN, type Access } from '@scoreline/contract';
import { headerOf, type HeaderSource } from '../http/call-request.ts';
import { AppError } from '../../platform/errors.ts';
import type { Identity } from '../../platform/context.ts';
import type { AppTokenChecker } from './app-token.ts';
import type { SessionRegistry } from './sessions.ts';
import { TokenError, type TokenClaims, type TokenService } from './tokens.ts';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';

export const VISITOR_ROLE = 'visitor';

export interface Caller {
  identity: Identity | null;
  visitorUuid: string | null;
}

/** A login proven on one connection, reused while the same headers come again on it. */
interface ConnectionLogin {
  authorization: string;
  userIdHeader: string | undefined;
  uuidHeader: string | undefined;
  caller: Caller;
  /** The token's expiry or the end of the session check, whichever comes first. */
  validUntil: number;
  /** The session registry's revocation count when the session was found live. */
  revocations: number;
}

/** A verified, live identity and how long that answer stands. */
interface Verified {
  identity: Identity;
  validUntil: number;
}

/**
 * Establishes who is calling and whether the call's access rule lets them in.
 * A bad token is a 405 (the client clears its session) except on public calls, which simply
 * proceed anonymously so a stale token can never lock a user out of logging in again.
 *
 * A client on a keep-alive connection sends the same token with every call: once it is proven
 * there, the next call that brings the very same headers on that connection is let in by
 * comparing them, until the token expires, the session check's cache time ends, or any session
 * is revoked (a revocation heard from any node bumps the registry's count and ends every such
 * memo, so a revoked token still gets its 405 on the next call).
 */
export class Authenticator {
  private readonly logins = new WeakMap<object, ConnectionLogin>();

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
    private readonly appTokens: AppTokenChecker,
  ) {}

  authenticate(request: HeaderSource, rule: Access): Awaitable<Caller> {
    if (!this.appTokens.isValid(headerOf(request, headers.appToken))) {
      throw new AppError('forbidden', 'appTokenInvalid');
    }
    const uuidHeader = headerOf(request, headers.visitorId);
    const authorization = headerOf(request, headers.authorization);
    const connection = request.connection;
    if (authorization && connection !== undefined) {
      const known = this.logins.get(connection);
      if (known !== undefined && this.stillHolds(known, request, authorization, uuidHeader)) {
        authorise(rule, known.caller.identity);
        return known.caller;
      }
    }
    const visitor = uuidHeader !== undefined && VISITOR_UUID_PATTERN.test(uuidHeader) ? uuidHeader : null;
    // Read before checking: a revocation heard while the check waits must end the memo.
    const revocations = this.sessions.revocations;
    let verified: Awaitable<Verified | null>;
    try {
      verified = authorization ? this.identify(request, authorization) : null;
    } catch (error) {
      return admitDespite(error, rule, visitor);
    }
    const done = (known: Verified | null): Caller => {
      const caller = admit(rule, known?.identity ?? null, visitor);
      if (known && authorization && connection !== undefined) {
        this.logins.set(connection, { authorization, userIdHeader: headerOf(request, headers.userId), uuidHeader, caller, validUntil: known.validUntil, revocations });
      }
      return caller;
    };
    return isPromise(verified) ? verified.then(done, (error: unknown) => admitDespite(error, rule, visitor)) : done(verified);
  }

  private stillHolds(known: ConnectionLogin, request: HeaderSource, authorization: string, uuidHeader: string | undefined): boolean {
    return (
      known.authorization === authorization &&
      known.uuidHeader === uuidHeader &&
      known.userIdHeader === headerOf(request, headers.userId) &&
      known.revocations === this.sessions.revocations &&
      this.tokens.now() < known.validUntil
    );
  }

  private identify(request: HeaderSource, authorization: string): Awaitable<Verified> {
    const token = authorization.startsWith('Bearer ') ? authorization.slice(7).trim() : authorization.trim();
    let claims: Awaitable<TokenClaims>;
    try {
      claims = this.tokens.verify(token);
    } catch (error) {
      throw sessionProblem(error);
    }
    if (isPromise(claims)) {
      return claims.then(
        (verified) => this.checkClaims(request, verified),
        (error: unknown) => {
          throw sessionProblem(error);
        },
      );
    }
    return this.checkClaims(request, claims);
  }

  private checkClaims(request: HeaderSource, claims: TokenClaims): Awaitable<Verified> {
    const claimedUser = headerOf(request, headers.userId);
    if (claimedUser && claimedUser !== claims.uid) {
      throw new AppError('sessionInvalid', 'sessionInvalid', {}, { problem: 'user-id mismatch' });
    }
    const liveUntil = this.sessions.liveUntil(claims.sid);
    return isPromise(liveUntil) ? liveUntil.then((until) => toVerified(claims, until)) : toVerified(claims, liveUntil);
  }
}

function admit(rule: Access, identity: Identity | null, visitorUuid: string | null): Caller {
  authorise(rule, identity);
  return { identity, visitorUuid };
}

/** A bad token: public calls proceed anonymously, every other call fails with its error. */
function admitDespite(error: unknown, rule: Access, visitorUuid: string | null): Caller {
  if (rule.kind === 'public' && error instanceof AppError) return admit(rule, null, visitorUuid);
  throw error;
}

function sessionProblem(error: unknown): unknown {
  return error instanceof TokenError ? new AppError('sessionInvalid', 'sessionInvalid', {}, { problem: error.problem }) : error;
}

/** `liveUntil` is 0 for a revoked or unknown session, else when its live answer ends. */
function toVerified(claims: TokenClaims, liveUntil: number): Verified {
  if (liveUntil <= 0) throw new AppError('sessionInvalid', 'sessionInvalid', {}, { problem: 'revoked' });
  const identity: Identity = {
    userId: Number(claims.uid),
    role: claims.role,
    permission: claims.permission,
    sessionId: claims.sid,
    isVisitor: claims.role.includes(VISITOR_ROLE),
  };
  // Shared by the calls of one connection: nothing may change it.
  return { identity: Object.freeze(identity), validUntil: Math.min(claims.exp * 1000, liveUntil) };
}

function authorise(rule: Access, identity: Identity | null): void {
  switch (rule.kind) {
    case 'public':
      return;
    case 'visitor':
      if (!identity) throw new AppError('notLoggedIn', 'notLoggedIn');
      return;
    case 'user':
      if (!identity || identity.isVisitor) throw new AppError('notLoggedIn', 'notLoggedIn');
      return;
    case 'role':
      if (!identity || identity.isVisitor) throw new AppError('notLoggedIn', 'notLoggedIn');
      if (!hasRole(identity, rule.role) && !hasRole(identity, 'admin')) throw new AppError('forbidden', 'forbidden');
      return;
    case 'permission':
      if (!identity || identity.isVisitor) throw new AppError('notLoggedIn', 'notLoggedIn');
      if (!hasPermission(identity, rule.permission)) throw new AppError('forbidden', 'forbidden');
      return;
  }
}
