import { z } from 'zod';
// The one locale, not `z.locales` (every language): the web's entry chunk carries this file.
import zhCN from 'zod/v4/locales/zh-CN.js';

// Imported first by the contracts index and by the field kit, so it runs before any schema is
// built, on the server and in the browser alike.

// Every default validation message, on both sides, is Chinese.
z.config(zhCN());

// No compiled parsers: zod's JIT probes `new Function("")`, which the site's CSP (no
// 'unsafe-eval') reports as a violation on every page even though zod catches the refusal.
z.config({ jitless: true });
