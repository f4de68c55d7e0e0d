import { callsByGroup, type CallGroup } from './call-groups.ts';
import type { CallDef, PayloadOf as DefPayloadOf, ReplyOf as DefReplyOf } from './call.ts';
import type { CallKey, Calls } from './index.ts';

declare const definition: unique symbol;

/**
 * What the web needs of a call to send it: its route and rules, without its zod schemas, and
 * the group (contract file) whose lazily loaded definitions hold its reply schema. The full
 * definition rides along as a type only, so payloads and replies stay typed.
 */
export interface CallRef<C extends CallDef = CallDef> extends Pick<C, 'module' | 'name' | 'access' | 'rate' | 'body'> {
  readonly group: CallGroup;
  readonly [definition]?: C;
}

export type CallRefs = { readonly [K in CallKey]: CallRef<Calls[K]> };

/** The full definition behind a call or a call reference. */
export type DefOf<C> = C extends CallDef ? C : C extends CallRef<infer D> ? D : never;
export type RefPayloadOf<C extends CallDef | CallRef> = DefPayloadOf<DefOf<C>>;
export type RefReplyOf<C extends CallDef | CallRef> = DefReplyOf<DefOf<C>>;

function refOf({ module, name, access, rate, body }: CallDef, group: CallGroup): CallRef {
  return { module, name, access, rate, body, group };
}

/**
 * Every call of every group, reduced to its reference: derived, so a call added to a contract
 * file is here too (the contract tests check the groups hold exactly the calls of index.ts). The
 * web's build replaces this module's code with the evaluated result (the `contract-call-refs`
 * plugin in apps/web/vite.config.ts), so every schema and zod stay out of the web's first load;
 * elsewhere it runs as written.
 */
export const callRefs = Object.fromEntries(
  Object.entries(callsByGroup).flatMap(([group, defs]) =>
    Object.entries(defs as Record<string, CallDef>).map(([key, call]) => [key, refOf(call, group as CallGroup)]),
  ),
) as CallRefs;
