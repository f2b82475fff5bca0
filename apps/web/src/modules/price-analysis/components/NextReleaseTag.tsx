import { Tag } from 'antd';
import { Link } from 'react-router';
import { useNextReleases } from '../hooks/useNextReleases.ts';
import { releaseText } from '../utils/releaseText.ts';

/** "下次发布 …" of one index (the release calendar, holidays skipped) and the way to the calendar. */
export function NextReleaseTag({ code }: { code: string }) {
  const next = useNextReleases().data?.find((r) => r.code === code);
  return (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
      {next ? <Tag color="blue">下次发布：{releaseText(next)}（北京时间）</Tag> : null}
      <Link to="/portal/PriceCalendar">发布日历</Link>
    </span>
  );
}
