// zod compiles a checker per object schema (`new Function`) on its first parse. The app checks
// each reply schema a handful of times in a page's life, so building those checkers costs more
// than it saves, and it fell on the start-up path (traces at 4× CPU: 100–180 ms per reply
// check). Interpreted checks do the same validation. This module is main.tsx's first import, so
// the setting is in place before any schema is built.
import { config } from 'zod/v4/core';

config({ jitless: true });
