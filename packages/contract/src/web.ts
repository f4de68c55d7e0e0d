/**
 * The web app's light entry (`@scoreline/contract/web`): everything its first load needs from
 * the contract and nothing that builds a zod schema. Calls are references (route and rules; the
 * API client loads a reply schema lazily with the rest of its group, one contract file), the push
 * payload schemas load on their own, the rest comes from zod-free modules. Every type
 * of the full contract is re-exported as a type. Code that needs a schema imports
 * `@scoreline/contract` from a lazily loaded page.
 */
export * from './access.ts';
export * from './app-meta.ts';
export * from './call.ts';
export * from './football-minute.ts';
export * from './locale.ts';
export * from './paging-limits.ts';
export * from './push-frame.ts';
export * from './status.ts';
export * from './wallet-rules.ts';
export { callGroupLoaders, loadAiChaseSchemas, loadPushSchemas, type PushSchemas } from './lazy-schemas.ts';
export type { CallGroup } from './call-groups.ts';
export { callRefs as calls, type CallRef, type CallRefs, type DefOf, type RefPayloadOf as PayloadOf, type RefReplyOf as ReplyOf } from './call-refs.ts';
export type * from './index.ts';
