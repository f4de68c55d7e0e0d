import { hasPermission, hasRole, headers, VISITOR_UUID_PATTERN, type Access } from '@scoreline/contract';
import { headerOf, type HeaderSource } from '../http/call-request.ts';
import { AppError } from '../../platform/errors.ts';
import type { Identity } from '../../platform/context.ts';
import type { AppTokenChecker } from './app-token.ts';
import type { SessionRegistry } from './sessions.ts';
import { TokenError, type TokenClaims, type TokenService } from './tokens.ts';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';

export const VISITOR_ROLE = 'visitor';

/** The longest Authorization header looked at; a login token is a few hundred characters. */
export const MAX_AUTHORIZATION_CHARS = 4096;

export interface Caller {
  identity: Identity | null;
  visitorUuid: string | null;
}

/** What an account may do now: its row's roles and permissions, not what its token once said. */
export interface AccountRights {
  readonly roles: readonly string[];
  readonly permissions: readonly string[];
}

/**
 * The account's current rights, from a per-node cache that every node drops over the bus when
 * the account changes (a hit answers synchronously). Throws when the account is gone.
 */
export type RightsLookup = (userId: number) => Awaitable<AccountRights>;

/** A login proven on one connection, reused while the same headers come again on it. */
interface ConnectionLogin {
  authorization: string;
  userIdHeader: string | undefined;
  uuidHeader: string | undefined;
  caller: Caller;
  claims: TokenClaims;
  /** The account rights the caller was built from; other rights mean another caller. */
  rights: AccountRights;
  /** The token's expiry or the end of the session check, whichever comes first. */
  validUntil: number;
  /** The session registry's revocation count when the session was found live. */
  revocations: number;
}

/** A verified token of a live session and how long that answer stands. */
interface Verified {
  claims: TokenClaims;
  validUntil: number;
}

/** The same with the account's current rights: who the caller is now. */
interface Identified extends Verified {
  identity: Identity;
  rights: AccountRights;
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
 *
 * Roles and permissions come from the account, never from the token's claims: a token signed
 * while a phone was in ADMIN_PHONES must stop passing admin calls once the account is demoted.
 * The rights are read on every call from the account cache (a map look-up on a hit), and a
 * memo whose rights object is no longer the cached one is rebuilt.
 */
export class Authenticator {
  private readonly logins = new WeakMap<object, ConnectionLogin>();

  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: SessionRegistry,
    private readonly appTokens: AppTokenChecker,
    private readonly rightsOf: RightsLookup,
  ) {}

  authenticate(request: HeaderSource, rule: Access): Awaitable<Caller> {
    if (!this.appTokens.isValid(headerOf(request, headers.appToken))) {
      throw new AppError('forbidden', 'appTokenInvalid');
    }
    const uuidHeader = headerOf(request, headers.visitorId);
    const authorization = headerOf(request, headers.authorization);
    const connection = request.connection;
    const visitor = uuidHeader !== undefined && VISITOR_UUID_PATTERN.test(uuidHeader) ? uuidHeader : null;
    if (authorization && connection !== undefined) {
      const known = this.logins.get(connection);
      if (known !== undefined && this.stillHolds(known, request, authorization, uuidHeader)) {
        try {
          const caller = this.fromMemo(known, rule, connection);
          return isPromise(caller) ? caller.then(undefined, (error: unknown) => admitDespite(error, rule, visitor)) : caller;
        } catch (error) {
          return admitDespite(error, rule, visitor);
        }
      }
    }
    // Read before checking: a revocation heard while the check waits must end the memo.
    const revocations = this.sessions.revocations;
    let verified: Awaitable<Identified | null>;
    try {
      verified = authorization ? this.identify(request, authorization) : null;
    } catch (error) {
      return admitDespite(error, rule, visitor);
    }
    const done = (known: Identified | null): Caller => {
      const caller = admit(rule, known?.identity ?? null, visitor);
      if (known && authorization && connection !== undefined) {
        const { claims, rights, validUntil } = known;
        this.logins.set(connection, { authorization, userIdHeader: headerOf(request, headers.userId), uuidHeader, caller, claims, rights, validUntil, revocations });
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

  /** A proven login on this connection: only the account's rights are looked up again. */
  private fromMemo(known: ConnectionLogin, rule: Access, connection: object): Awaitable<Caller> {
    const reuse = (rights: AccountRights): Caller => {
      if (rights !== known.rights) {
        const identity = identityOf(known.claims, rights);
        const caller = { identity, visitorUuid: known.caller.visitorUuid };
        this.logins.set(connection, { ...known, caller, rights });
        authorise(rule, identity);
        return caller;
      }
      authorise(rule, known.caller.identity);
      return known.caller;
    };
    const rights = this.rightsOf(Number(known.claims.uid));
    return isPromise(rights) ? rights.then(reuse) : reuse(rights);
  }

  /** The token, its session and the account's current rights. */
  private identify(request: HeaderSource, authorization: string): Awaitable<Identified> {
    const verified = this.verify(request, authorization);
    return isPromise(verified) ? verified.then((known) => this.withRights(known)) : this.withRights(verified);
  }

  private withRights(verified: Verified): Awaitable<Identified> {
    const rights = this.rightsOf(Number(verified.claims.uid));
    const identified = (current: AccountRights): Identified => ({ ...verified, rights: current, identity: identityOf(verified.claims, current) });
    return isPromise(rights) ? rights.then(identified) : identified(rights);
  }

  private verify(request: HeaderSource, authorization: string): Awaitable<Verified> {
    // Ours are a few hundred characters: a longer one is refused before any parsing or caching.
    if (authorization.length > MAX_AUTHORIZATION_CHARS) {
      throw new AppError('validation', 'validation', { field: 'Authorization', problem: `must be at most ${MAX_AUTHORIZATION_CHARS} characters` });
    }
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
  return { claims, validUntil: Math.min(claims.exp * 1000, liveUntil) };
}

/** The caller as the account stands now: the token says who, the account says what they may do. */
function identityOf(claims: TokenClaims, rights: AccountRights): Identity {
  const identity: Identity = {
    userId: Number(claims.uid),
    role: [...rights.roles],
    permission: [...rights.permissions],
    sessionId: claims.sid,
    isVisitor: rights.roles.includes(VISITOR_ROLE),
  };
  // Shared by the calls of one connection: nothing may change it.
  return Object.freeze(identity);
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
