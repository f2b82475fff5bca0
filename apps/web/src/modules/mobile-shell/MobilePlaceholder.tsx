import { ErrorBlock } from 'antd-mobile';
import { MESSAGES } from '@coal/contracts';

export interface MobilePlaceholderProps {
  description?: string;
}

/** Mobile empty state (antd-mobile, so phones do not download antd for it): 暂无数据. */
export function MobilePlaceholder({ description = '' }: MobilePlaceholderProps) {
  return <ErrorBlock status="empty" title={MESSAGES.empty} description={description} />;
}
