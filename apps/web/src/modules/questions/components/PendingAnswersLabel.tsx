import { Badge } from 'antd';
import { useToBeAnsweredCountQuery } from '../hooks/useQuestionQueries.ts';

/** 我的回答 with a 待回答 badge: how many questions wait for this expert (toBeAnsweredQuestionCount). */
export function PendingAnswersLabel() {
  const count = useToBeAnsweredCountQuery().data ?? 0;
  return <span>我的回答 {count > 0 ? <Badge count={count} overflowCount={99} title={`待回答 ${count} 个`} aria-label={`待回答 ${count} 个`} /> : null}</span>;
}
