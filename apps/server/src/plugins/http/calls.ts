import type { IncomingMessage, ServerResponse } from 'node:http';
import { callPath, calls, emptyPayload, headers, type CallDef, type CallKey, type Envelope } from '@scoreline/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Authenticator, Caller } from '../auth/authenticate.ts';
import { isPromise, type Awaitable } from '../../platform/awaitable.ts';
import type { CallContext, CallHandler, HandlerMap } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateGate } from '../rate-limit/rate-gate.ts';
import type { CallRequest } from './call-request.ts';
import { success, successText, toEnvelope, type ErrorSource } from './envelope.ts';
import { SerializedReply } from '../../platform/serialized.ts';
import { localeOf } from './locale.ts';
import { readJsonBody, type RawRequestOptions, rawCallRequest, writeJson } from './raw-request.ts';
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
      app.post(callPath(route.call), (request, reply) => {
        const callRequest: CallRequest = { headers: request.headers, ip: request.ip, protocol: request.protocol, host: request.host, url: request.url, log: request.log, fastify: request };
        return this.run(route, callRequest, request.body).then((envelope) =>
          typeof envelope === 'string' ? reply.type('application/json; charset=utf-8').send(envelope) : envelope,
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
    const write = (envelope: Envelope<unknown> | string) => writeJson(res, envelope);
    const writeFailed = (error: unknown) => request.log.error({ err: error }, 'could not write a reply');
    // Chained inside the callback rather than returned from it: returning a promise from a
    // then-callback costs two extra microtask turns per request on this hot path.
    readJsonBody(req, this.raw.bodyLimit).then(
      (body) => void this.run(route, request, body).then(write).catch(writeFailed),
      (error: unknown) => {
        try {
          write(toEnvelope(error, this.errorSource(request)));
        } catch (failure) {
          writeFailed(failure);
        }
      },
    );
    return true;
  }

  /** The envelope, or its JSON text when the handler answered with a serialised reply. */
  async run(route: Route, request: CallRequest, body: unknown): Promise<Envelope<unknown> | string> {
    try {
      const pending = this.buildContext(route.call, request);
      const ctx = isPromise(pending) ? await pending : pending;
      const payload = route.call.body === 'json' ? parseCallPayload(route.call, body) : {};
      const data = await route.handler(payload, ctx, request);
      if (data instanceof SerializedReply) {
        if (this.deps.checkReplies) parseReply(route.call, JSON.parse(data.json));
        return successText(data.json, ctx.locale);
      }
      if (this.deps.checkReplies) parseReply(route.call, data);
      return success(data, ctx.locale);
    } catch (error) {
      return toEnvelope(error, this.errorSource(request));
    }
  }

  private errorSource(request: CallRequest): ErrorSource {
    return { ...request, method: 'POST', bodyLimit: this.raw.bodyLimit };
  }

  /** Synchronous when the caller's token, session and rate windows are all in memory. */
  private buildContext(call: CallDef, request: CallRequest): Awaitable<CallContext> {
    const caller = this.deps.authenticator.authenticate(request, call.access);
    const withCaller = (known: Caller): Awaitable<CallContext> => {
      const limited = this.deps.rateGate.check(call.rate, request.ip, known.identity?.userId);
      return isPromise(limited) ? limited.then(() => contextOf(request, known)) : contextOf(request, known);
    };
    return isPromise(caller) ? caller.then(withCaller) : withCaller(caller);
  }
}

function contextOf(request: CallRequest, caller: Caller): CallContext {
  return {
    identity: caller.identity,
    visitorUuid: caller.visitorUuid,
    locale: localeOf(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    factory: single(request.headers[headers.factory]),
    appType: single(request.headers[headers.appType]),
    log: request.log,
  };
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

function single(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first ? first.slice(0, 64) : null;
}
