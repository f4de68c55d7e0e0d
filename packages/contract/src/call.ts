import type { z } from 'zod';
import type { Access } from './access.ts';

/** Rate-limit classes; the server maps each to its per-IP and per-user budgets. */
export type RateClass = 'default' | 'login' | 'sms' | 'upload';

/** How a call's payload arrives: a JSON object, or a multipart form (file upload). */
export type BodyKind = 'json' | 'multipart';

/** One API call: `POST /{module}/{name}` with a payload, answered with an envelope around `reply`. */
export interface CallDef<
  M extends string = string,
  N extends string = string,
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  module: M;
  name: N;
  summary: string;
  access: Access;
  payload: P;
  reply: R;
  rate: RateClass;
  body: BodyKind;
}

/**
 * Declares a call; the defaults are a JSON body and the default rate class.
 *
 * @example
 * const getUserInfo = defineCall({ module: 'MobileUser', name: 'getUserInfo', summary: '…',
 *   access: access.user, payload: z.object({}), reply: userInfo });
 */
export function defineCall<M extends string, N extends string, P extends z.ZodType, R extends z.ZodType>(
  def: Omit<CallDef<M, N, P, R>, 'rate' | 'body'> & { rate?: RateClass; body?: BodyKind },
): CallDef<M, N, P, R> {
  return { rate: 'default', body: 'json', ...def };
}

/** The route path of a call, exactly as the spec spells it. */
export function callPath(call: Pick<CallDef, 'module' | 'name'>): string {
  return `/${call.module}/${call.name}`;
}

export type PayloadOf<C extends CallDef> = z.input<C['payload']>;
export type ParsedPayloadOf<C extends CallDef> = z.output<C['payload']>;
export type ReplyOf<C extends CallDef> = z.output<C['reply']>;
