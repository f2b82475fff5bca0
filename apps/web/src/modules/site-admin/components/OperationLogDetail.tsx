import { Typography } from 'antd';
import type { OperationLogItem } from '@coal/contracts';

const shown = (value: string) => value || '（空）';

/** A log row's detail: why a failure was refused, or what an edit changed (before → after). */
export function OperationLogDetail({ row }: { row: Pick<OperationLogItem, 'result' | 'reason' | 'changes'> }) {
  if (row.result === 'failure' && row.reason) return <Typography.Text type="danger">原因：{row.reason}</Typography.Text>;
  if (!row.changes?.length) return <>—</>;
  return (
    <ul style={{ margin: 0, paddingLeft: 16 }} aria-label="变更内容">
      {row.changes.map((c) => (
        <li key={c.field}>
          {c.field}：
          <Typography.Text delete type="secondary">
            {shown(c.before)}
          </Typography.Text>{' '}
          → {shown(c.after)}
        </li>
      ))}
    </ul>
  );
}
