import type { ReactNode } from 'react';
import { Empty as AntEmpty } from 'antd';
import { MESSAGES } from '@coal/contracts';

export interface EmptyProps {
  /** Text under the picture; the spec's default is 暂无数据. */
  description?: ReactNode;
  /** Small picture for tables and cards, the large one for whole pages. */
  simple?: boolean;
  className?: string;
}

/** Empty-state placeholder of spec §2 (default text 暂无数据). */
export function Empty({ description = MESSAGES.empty, simple = false, className }: EmptyProps) {
  return (
    <AntEmpty
      className={className}
      image={simple ? AntEmpty.PRESENTED_IMAGE_SIMPLE : AntEmpty.PRESENTED_IMAGE_DEFAULT}
      description={description}
    />
  );
}
