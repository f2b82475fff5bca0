import { ARTICLE_STATUS_NAMES, type ArticleStatus } from '@coal/contracts';
import { Tag } from 'antd';
import { formatChinaTime } from '../../../lib/format.ts';

const COLORS: Record<ArticleStatus, string> = {
  draft: 'default',
  pending: 'gold',
  published: 'green',
  rejected: 'red',
  withdrawn: 'purple',
};

/** `YYYY-MM-DD HH:mm` in China time (UTC+8), whatever the browser's zone. */
export const chinaDateTime = (iso: string): string => formatChinaTime(iso, 'YYYY-MM-DD HH:mm');

/** A published article whose publication time is still ahead: the portal does not show it yet. */
export function isScheduled(status: ArticleStatus, publishTime: string | null | undefined, now = Date.now()): publishTime is string {
  return status === 'published' && !!publishTime && Date.parse(publishTime) > now;
}

/**
 * An article's status; a published one with its time still ahead shows 定时发布 and the time
 * (China time), not 已发布, since the portal answers 404 until then.
 */
export function ArticleStatusTag({ status, publishTime }: { status: ArticleStatus; publishTime?: string | null }) {
  if (isScheduled(status, publishTime)) {
    return (
      <Tag color="blue" title={`定时发布：${chinaDateTime(publishTime)}（北京时间）`}>
        定时发布 {chinaDateTime(publishTime)}
      </Tag>
    );
  }
  return <Tag color={COLORS[status]}>{ARTICLE_STATUS_NAMES[status]}</Tag>;
}

export const ARTICLE_STATUS_OPTIONS = (Object.keys(ARTICLE_STATUS_NAMES) as ArticleStatus[]).map((value) => ({
  value,
  label: ARTICLE_STATUS_NAMES[value],
}));
