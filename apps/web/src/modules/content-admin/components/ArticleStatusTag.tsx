import { ARTICLE_STATUS_NAMES, type ArticleStatus } from '@coal/contracts';
import { Tag } from 'antd';

const COLORS: Record<ArticleStatus, string> = {
  draft: 'default',
  pending: 'gold',
  published: 'green',
  rejected: 'red',
  withdrawn: 'purple',
};

export function ArticleStatusTag({ status }: { status: ArticleStatus }) {
  return <Tag color={COLORS[status]}>{ARTICLE_STATUS_NAMES[status]}</Tag>;
}

export const ARTICLE_STATUS_OPTIONS = (Object.keys(ARTICLE_STATUS_NAMES) as ArticleStatus[]).map((value) => ({
  value,
  label: ARTICLE_STATUS_NAMES[value],
}));
