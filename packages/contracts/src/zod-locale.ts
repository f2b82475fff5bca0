import { z } from 'zod';
// The one locale, not `z.locales` (every language): the web's entry chunk carries this file.
import zhCN from 'zod/v4/locales/zh-CN.js';

// Every default validation message, on both sides, is Chinese.
z.config(zhCN());
