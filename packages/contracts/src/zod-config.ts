import { z } from 'zod';
// The one locale, not `z.locales` (every language): the web's entry chunk carries this file.
import zhCN from 'zod/v4/locales/zh-CN.js';

// Imported first by the contracts index and by the field kit, so it runs before any schema is
// built, on the server and in the browser alike.

// Every default validation message, on both sides, is Chinese.
z.config(zhCN());

// No compiled parsers in the browser: zod's JIT probes `new Function("")`, which the site's CSP
// (no 'unsafe-eval') reports as a violation on every page even though zod catches the refusal.
// The server has no such policy: there objects are parsed by the compiled parsers (every
// request body and query; decided when a schema is built, so here, before any is).
z.config({ jitless: 'window' in globalThis });
