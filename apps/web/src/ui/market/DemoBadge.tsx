import { DEMO_LABEL, DEMO_NOTE, isDemoData } from './demo.ts';
import './market.css';

export interface DemoBadgeProps {
  /** The server's `demo` flags of what is shown; the badge also shows when getConfig().demo. */
  flags?: Array<boolean | null | undefined>;
  /** The full sentence instead of the short tag. */
  note?: boolean;
}

/** 演示数据: the label every synthetic value carries (no antd: used on mobile too). */
export function DemoBadge({ flags = [], note = false }: DemoBadgeProps) {
  if (!isDemoData(...flags)) return null;
  return (
    <span className={note ? 'coal-demo coal-demo--note' : 'coal-demo'} title={DEMO_NOTE} role="note">
      {note ? DEMO_NOTE : DEMO_LABEL}
    </span>
  );
}
