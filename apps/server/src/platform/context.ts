import type { CallDef, CallKey, Calls, Locale, ParsedPayloadOf, ReplyOf } from '@scoreline/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CallRequest } from '../plugins/http/call-request.ts';
import type { Awaitable } from './awaitable.ts';
import type { SerializedReply } from './serialized.ts';

/** Who is calling, as proven by a verified, live login token. */
export interface Identity {
  userId: number;
  role: string[];
  permission: string[];
  sessionId: string;
  isVisitor: boolean;
}

/** Everything a service needs to know about the caller, built once per request. */
export interface CallContext {
  identity: Identity | null;
  visitorUuid: string | null;
  locale: Locale;
  ip: string;
  userAgent: string | null;
  factory: string | null;
  appType: string | null;
  log: FastifyBaseLogger;
}

/** A handler may answer synchronously (a cache hit): the dispatcher then skips every microtask. */
export type CallHandler<C extends CallDef> = (
  payload: ParsedPayloadOf<C>,
  ctx: CallContext,
  request: CallRequest,
) => Awaitable<ReplyOf<C> | SerializedReply<ReplyOf<C>>>;

/** A module's handlers for some calls of the contract, keyed like `calls`. */
export type HandlerMap<K extends CallKey = CallKey> = { [P in K]: CallHandler<Calls[P]> };
