import { NoticeBar, Skeleton, Tag } from 'antd-mobile';
import { useMethodologyQuery } from '../hooks/useMethodologyQuery.ts';
import { describeRules } from '../utils/methodology.ts';

/** Phones: an index's methodology versions, newest first, the one in force marked, an announced change on top. */
export function MobileMethodologyVersions({ code }: { code: string }) {
  const query = useMethodologyQuery(code);
  if (query.isPending) return <Skeleton.Paragraph lineCount={4} animated />;
  const data = query.data;
  if (!data || data.versions.length === 0) return <p className="coal-m-price__muted">暂无编制方法版本</p>;
  return (
    <section aria-label="编制方法版本">
      {data.announced ? (
        <NoticeBar color="alert" wrap content={`编制方法变更公告：第 ${data.announced.version} 版将于 ${data.announced.effectiveFrom} 起生效`} />
      ) : null}
      {data.versions.map((v) => (
        <article
          key={v.version}
          id={`m-methodology-v${v.version}`}
          aria-label={`第 ${v.version} 版`}
          style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
        >
          <div className="coal-m-price__head">
            <strong>第 {v.version} 版</strong>
            <span className="coal-m-price__muted">自 {v.effectiveFrom} 起生效</span>
            {v.inForce ? <Tag color="success">现行</Tag> : null}
            {v.announced ? <Tag color="warning">已公告</Tag> : null}
            {v.urgent ? <Tag color="danger">紧急变更</Tag> : null}
          </div>
          {v.urgent && v.reason ? <p style={{ fontSize: 13 }}>紧急变更理由：{v.reason}</p> : null}
          <ul style={{ fontSize: 13, lineHeight: 1.7, paddingLeft: 18, margin: 0 }}>
            {describeRules(v.rules).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
