import { z } from 'zod';
import { requiredText } from './common.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * saveBurialPoint body (spec §3 analytics record). ip, country, province and region are
 * filled by the server from the connection; whatever the client sends for them is ignored.
 */
export const saveBurialPointBody = z.object({
  eventName: requiredText('缺少事件名称', 64),
  uuid: requiredText('缺少访客标识', 64),
  sessionId: requiredText('缺少会话标识', 64),
  memberId: optionalText(64),
  startTime: z.coerce.number().int().positive({ error: '开始时间有误' }),
  url: requiredText('缺少页面地址', 2048),
  title: optionalText(256),
  articleId: optionalText(64),
  /** The page's document.referrer; the server derives `source` from it. */
  referrer: optionalText(2048),
  sysType: z.enum(['mobile', 'computer']).optional(),
});

export const updateBurialPointQuery = z.object({
  id: requiredText('缺少记录标识', 64),
  endTime: z.coerce.number().int().positive({ error: '结束时间有误' }),
});
