import type { IncomingMessage, ServerResponse } from 'node:http';
import { callPath, calls, emptyPayload, headers, type CallDef, type CallKey, type Envelope, type Locale } from '@scoreline/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Authenticator, Caller } from '../auth/authenticate.ts';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';
import type { CallContext, CallHandler, HandlerMap, Identity } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateGate } from '../rate-limit/rate-gate.ts';
import { headerOf, type CallRequest } from './call-request.ts';
import { JSON_CONTENT_TYPE, success, successReady, toEnvelope } from './envelope.ts';
import { ReadyEnvelope, SerializedReply } from '../../platform/serialized.ts';
import { localeOf } from './locale.ts';
import { readJsonBody, type RawRequestOptions, rawCallRequest, writeJson } from './raw-request.ts';
import { API_HELMET } from './security-headers.ts';
import { parsePayload } from './validation.ts';

export interface CallDeps {
  authenticator: Authenticator;
  rateGate: RateGate;
  checkReplies: boolean;
}

interface Route {
  call: CallDef;
  handler: CallHandler<CallDef>;
}

/**
 * Runs every call of the contract: authenticate → rate-limit → validate the payload → the
 * handler → the envelope. Two doors lead here and share this one pipeline: Fastify routes
 * (registered for every call, so `inject` and multipart uploads work) and `handleRaw`, the fast
 * path the HTTP server takes for JSON calls, which skips Fastify's per-request machinery.
 */
export class CallDispatcher {
  private readonly jsonRoutes = new Map<string, Route>();

  constructor(
    private readonly routes: Map<CallKey, Route>,
    private readonly deps: CallDeps,
    private readonly raw: RawRequestOptions & { log: FastifyBaseLogger },
  ) {
    for (const route of routes.values()) {
      if (route.call.body !== 'json') continue;
      this.jsonRoutes.set(callPath(route.call), route);
      this.jsonRoutes.set(callPath(route.call).toLowerCase(), route);
    }
  }

  static create(handlers: HandlerMap, deps: CallDeps, raw: RawRequestOptions & { log: FastifyBaseLogger }): CallDispatcher {
    const keys = Object.keys(calls) as CallKey[];
    const missing = keys.filter((key) => typeof handlers[key] !== 'function');
    if (missing.length > 0) throw new Error(`calls without a handler: ${missing.join(', ')}`);
    const routes = new Map(keys.map((key) => [key, { call: calls[key], handler: handlers[key] }]));
    return new CallDispatcher(routes, deps, raw);
  }

  /** Registers `POST /{Module}/{call}` for every call of the contract and nothing else. */
  registerRoutes(app: FastifyInstance): void {
    for (const route of this.routes.values()) {
      app.post(callPath(route.call), { helmet: API_HELMET }, (request, reply) => {
        const origins = this.raw.origins;
        const callRequest: CallRequest = {
          headers: request.headers, ip: request.ip, protocol: request.protocol, host: request.host, url: request.url, log: request.log, fastify: request, connection: request.raw.socket,
          publicOrigin: () => origins.originOf(request.protocol, request.host),
        };
        return this.run(route, callRequest, request.body).then((envelope) =>
          envelope instanceof ReadyEnvelope ? reply.type(JSON_CONTENT_TYPE).send(envelope.text) : envelope,
        );
      });
    }
  }

  /** Takes a raw JSON call off the HTTP server, or returns false to leave it to Fastify. */
  handleRaw(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'POST' || !req.url) return false;
    const query = req.url.indexOf('?');
    const path = query === -1 ? req.url : req.url.slice(0, query);
    // Exact spelling first (what clients send); other casings and a trailing slash still match.
    const route = this.jsonRoutes.get(path) ?? this.jsonRoutes.get(path.replace(/\/+$/, '').toLowerCase());
    if (!route) return false;
    const request = rawCallRequest(req, this.raw);
    readJsonBody(req, request, this.raw.bodyLimit, (error, body) => {
      try {
        const outcome = error === undefined ? this.execute(route, request, body) : this.failure(error, request);
        if (isPromise(outcome)) outcome.then((reply) => this.write(res, reply, request), (failure: unknown) => this.writeFailed(failure, request));
        else this.write(res, outcome, request);
      } catch (failure) {
        // Runs inside a stream event: nothing may escape to crash the process.
        this.writeFailed(failure, request);
      }
    });
    return true;
  }

  /** The envelope, or a serialised reply's envelope ready to send. */
  async run(route: Route, request: CallRequest, body: unknown): Promise<Reply> {
    return this.execute(route, request, body);
  }

  /**
   * authenticate → rate-limit → validate → handler → reply. Every step answers synchronously
   * when it can (cached token, session, rate window, user), and then so does the whole call.
   * Never fails: anything thrown or rejected becomes its error envelope.
   */
  private execute(route: Route, request: CallRequest, body: unknown): Awaitable<Reply> {
    let outcome: Awaitable<Reply>;
    try {
      const ctx = this.buildContext(route.call, request);
      outcome = isPromise(ctx) ? ctx.then((known) => this.invoke(route, request, body, known)) : this.invoke(route, request, body, ctx);
    } catch (error) {
      return this.failure(error, request);
    }
    return isPromise(outcome) ? outcome.then(undefined, (error: unknown) => this.failure(error, request)) : outcome;
  }

  private invoke(route: Route, request: CallRequest, body: unknown, ctx: CallContext): Awaitable<Reply> {
    const payload = route.call.body === 'json' ? parseCallPayload(route.call, body) : {};
    const data = route.handler(payload, ctx, request);
    return isPromise(data) ? data.then((value) => this.reply(route.call, value, ctx.locale)) : this.reply(route.call, data, ctx.locale);
  }

  private reply(call: CallDef, data: unknown, locale: Locale): Reply {
    if (data instanceof SerializedReply) {
      if (this.deps.checkReplies) parseReply(call, JSON.parse(data.json));
      return successReady(data, locale);
    }
    if (this.deps.checkReplies) parseReply(call, data);
    return success(data, locale);
  }

  private failure(error: unknown, request: CallRequest): Envelope<null> {
    return toEnvelope(error, { headers: request.headers, log: request.log, url: request.url, method: 'POST', bodyLimit: this.raw.bodyLimit });
  }

  private write(res: ServerResponse, reply: Reply, request: CallRequest): void {
    try {
      writeJson(res, reply);
    } catch (error) {
      this.writeFailed(error, request);
    }
  }

  private writeFailed(error: unknown, request: CallRequest): void {
    request.log.error({ err: error }, 'could not write a reply');
  }

  /** Synchronous when the caller's token, session and rate windows are all in memory. */
  private buildContext(call: CallDef, request: CallRequest): Awaitable<CallContext> {
    let caller: Awaitable<Caller>;
    try {
      caller = this.deps.authenticator.authenticate(request, call.access);
    } catch (error) {
      return this.chargeRefused(call, request, error);
    }
    return isPromise(caller)
      ? caller.then((known) => this.admit(call, request, known), (error: unknown) => this.chargeRefused(call, request, error))
      : this.admit(call, request, caller);
  }

  /**
   * A refused caller (bad token-app, bad or missing token, wrong role) still spends the IP's
   * budget of the call's class: otherwise forged tokens could be tried without any limit. Over
   * budget, the answer is the 429 rather than the refusal.
   */
  private chargeRefused(call: CallDef, request: CallRequest, error: unknown): Awaitable<never> {
    const charged = this.deps.rateGate.check(call.rate, request.ip, undefined);
    if (isPromise(charged)) {
      return charged.then(() => {
        throw error;
      });
    }
    throw error;
  }

  private admit(call: CallDef, request: CallRequest, caller: Caller): Awaitable<CallContext> {
    const limited = this.deps.rateGate.check(call.rate, request.ip, caller.identity?.userId);
    return isPromise(limited) ? limited.then(() => contextOf(request, caller)) : contextOf(request, caller);
  }
}

/** What a call answers: its envelope, or a serialised reply's envelope ready to send. */
type Reply = Envelope<unknown> | ReadyEnvelope;

function contextOf(request: CallRequest, caller: Caller): CallContext {
  return new RequestContext(request, caller);
}

/**
 * A call's context. The headers few handlers read (user agent, factory, app type) are looked up
 * only when one asks, then kept.
 */
class RequestContext implements CallContext {
  readonly identity: Identity | null;
  readonly visitorUuid: string | null;
  readonly locale: Locale;
  readonly ip: string;
  readonly log: FastifyBaseLogger;
  private agent: string | null | undefined;
  private madeBy: string | null | undefined;
  private app: string | null | undefined;

  constructor(
    private readonly request: CallRequest,
    caller: Caller,
  ) {
    this.identity = caller.identity;
    this.visitorUuid = caller.visitorUuid;
    this.locale = localeOf(request);
    this.ip = request.ip;
    this.log = request.log;
  }

  get userAgent(): string | null {
    return (this.agent ??= headerOf(this.request, 'user-agent') ?? null);
  }

  get factory(): string | null {
    return (this.madeBy ??= single(headerOf(this.request, headers.factory)));
  }

  get appType(): string | null {
    return (this.app ??= single(headerOf(this.request, headers.appType)));
  }
}

/** Calls whose payload is the shared empty schema skip the parse: any object reduces to {}. */
function parseCallPayload(call: CallDef, body: unknown): unknown {
  if (call.payload === emptyPayload && (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body)))) return {};
  return parsePayload(call.payload, body);
}

function parseReply(call: CallDef, data: unknown): void {
  const result = call.reply.safeParse(data);
  if (!result.success) {
    throw new AppError('internal', 'internal', {}, { call: callPath(call), reply: result.error.issues });
  }
}

function single(value: string | undefined): string | null {
  return value ? value.slice(0, 64) : null;
}
