import type { CallDef, PayloadOf as DefPayloadOf, ReplyOf as DefReplyOf } from './call.ts';
import { calls, type CallKey, type Calls } from './index.ts';

declare const definition: unique symbol;

/**
 * What the web needs of a call to send it: its route and rules, without its zod schemas. The
 * full definition rides along as a type only, so payloads and replies stay typed.
 */
export interface CallRef<C extends CallDef = CallDef> extends Pick<C, 'module' | 'name' | 'access' | 'rate' | 'body'> {
  readonly [definition]?: C;
}

export type CallRefs = { readonly [K in CallKey]: CallRef<Calls[K]> };

/** The full definition behind a call or a call reference. */
export type DefOf<C> = C extends CallDef ? C : C extends CallRef<infer D> ? D : never;
export type RefPayloadOf<C extends CallDef | CallRef> = DefPayloadOf<DefOf<C>>;
export type RefReplyOf<C extends CallDef | CallRef> = DefReplyOf<DefOf<C>>;

function refOf({ module, name, access, rate, body }: CallDef): CallRef {
  return { module, name, access, rate, body };
}

/**
 * Every call of `calls`, reduced to its reference: derived, so a call added to index.ts is here
 * too. The web's build replaces this module's code with the evaluated result (the
 * `contract-call-refs` plugin in apps/web/vite.config.ts), so the import of index.ts and with it
 * every schema and zod stay out of the web's first load; elsewhere it runs as written.
 */
export const callRefs = Object.fromEntries(Object.entries(calls).map(([key, call]) => [key, refOf(call)])) as CallRefs;
