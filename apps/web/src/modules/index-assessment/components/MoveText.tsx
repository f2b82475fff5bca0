import { WarningOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { Move } from '../utils/move.ts';

/** A move from the last released value; out of tolerance (or off-period) it is highlighted in red for the checker. */
export function MoveText({ move, warnings = [] }: { move: Move | null; warnings?: string[] }) {
  if (!move && warnings.length === 0) return <span className="coal-ia-muted">—</span>;
  const warn = Boolean(move?.outOfTolerance) || warnings.length > 0;
  const text = (
    <span className={warn ? 'coal-ia-move coal-ia-move--warn' : 'coal-ia-move'} data-warning={warn ? 'true' : undefined}>
      {warn ? <WarningOutlined aria-label="需注意" style={{ marginRight: 4 }} /> : null}
      {move ? move.text : '非下一期'}
    </span>
  );
  return warnings.length ? <Tooltip title={warnings.join('；')}>{text}</Tooltip> : text;
}
