import { Tag } from 'antd';
import type { PriceSubmission } from '@coal/contracts';

const COLORS = { waiting: 'default', used: 'green', excluded: 'orange' } as const;

/** What became of a submission: 待发布, 已采用, or 未采用 with the reason. */
export function OutcomeText({ submission: s }: { submission: Pick<PriceSubmission, 'outcome' | 'outcomeName' | 'outcomeReason'> }) {
  return (
    <span>
      <Tag color={COLORS[s.outcome]}>{s.outcomeName}</Tag>
      {s.outcome === 'excluded' && s.outcomeReason ? <span>{s.outcomeReason}</span> : null}
    </span>
  );
}
