// zod compiles a checker per object schema (`new Function`) on its first parse. The app checks
// each reply schema a handful of times in a page's life, so building those checkers costs more
// than it saves, and it fell on the start-up path (traces at 4× CPU: 100–180 ms per reply
// check). Interpreted checks do the same validation.
//
// zod keeps its settings on this global, so that every copy of zod shares them (it is what
// `config()` from zod/v4/core writes). Setting it directly keeps zod itself out of the first
// chunk (importing `config` cost 3.7 KB gzip there), and this module is main.tsx's first import,
// so the setting is in place before any schema is built. zod-setup.test.ts checks zod reads it.
// Mutated, not replaced: a zod already loaded (tests) holds on to the object it found.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;
export {};
