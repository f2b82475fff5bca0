import { z } from 'zod';

// Every default validation message, on both sides, is Chinese.
z.config(z.locales.zhCN());
