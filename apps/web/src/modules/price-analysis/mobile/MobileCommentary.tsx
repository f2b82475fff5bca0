import { Card } from 'antd-mobile';
import { Link } from 'react-router';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { useNextReleases } from '../hooks/useNextReleases.ts';
import { useCommentaries } from '../hooks/useCommentaries.ts';
import { releaseText } from '../utils/releaseText.ts';

/** The next release and the latest market commentary of an index, on a phone. */
export function MobileCommentary({ code }: { code: string }) {
  const next = useNextReleases().data?.find((r) => r.code === code);
  const latest = useCommentaries(code).data?.[0];
  return (
    <>
      <div className="coal-m-price__muted">
        {next ? `下次发布：${releaseText(next)}（北京时间） ` : ''}
        <Link to="/mobile/priceCalendar">发布日历</Link>
      </div>
      {latest ? (
        <Card title={`市场评述 · ${latest.period}`} style={{ marginTop: 8 }}>
          <RichHtml sanitizedHtml={latest.content} />
        </Card>
      ) : null}
    </>
  );
}
