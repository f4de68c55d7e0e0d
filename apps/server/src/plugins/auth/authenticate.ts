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

/**
 * Establishes who is calling and whether the call's access rule lets them in.
 * A bad token is a 405 (the client clears its session) except on public calls, which simply
 * proceed anonymously so a stale token can never lock a user out of logging in again.
 */
export class Authenticator {
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
    const visitor = uuidHeader !== undefined && VISITOR_UUID_PATTERN.test(uuidHeader) ? uuidHeader : null;
    let identity: Awaitable<Identity | null>;
    try {
      identity = this.identify(request);
    } catch (error) {
      return admitDespite(error, rule, visitor);
    }
    if (isPromise(identity)) {
      return identity.then(
        (known) => admit(rule, known, visitor),
        (error: unknown) => admitDespite(error, rule, visitor),
      );
    }
    return admit(rule, identity, visitor);
  }

  private identify(request: HeaderSource): Awaitable<Identity | null> {
    const authorization = headerOf(request, headers.authorization);
    if (!authorization) return null;
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

  private checkClaims(request: HeaderSource, claims: TokenClaims): Awaitable<Identity> {
    const claimedUser = headerOf(request, headers.userId);
    if (claimedUser && claimedUser !== claims.uid) {
      throw new AppError('sessionInvalid', 'sessionInvalid', {}, { problem: 'user-id mismatch' });
    }
    const live = this.sessions.isLive(claims.sid);
    return isPromise(live) ? live.then((isLive) => toIdentity(claims, isLive)) : toIdentity(claims, live);
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

function toIdentity(claims: TokenClaims, isLive: boolean): Identity {
  if (!isLive) throw new AppError('sessionInvalid', 'sessionInvalid', {}, { problem: 'revoked' });
  return {
    userId: Number(claims.uid),
    role: claims.role,
    permission: claims.permission,
    sessionId: claims.sid,
    isVisitor: claims.role.includes(VISITOR_ROLE),
  };
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
