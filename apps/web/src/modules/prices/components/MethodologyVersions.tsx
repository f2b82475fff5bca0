import { Alert, Skeleton, Tag } from 'antd';
import type { MethodologyVersion } from '@coal/contracts';
import { Empty } from '../../../ui/Empty.tsx';
import { useMethodologyQuery } from '../hooks/useMethodologyQuery.ts';
import { describeRules } from '../utils/methodology.ts';

function VersionCard({ v }: { v: MethodologyVersion }) {
  return (
    <article id={`methodology-v${v.version}`} className="coal-methodology__version" aria-label={`第 ${v.version} 版`}>
      <header className="coal-price__heading">
        <h4 style={{ margin: 0 }}>第 {v.version} 版</h4>
        <span className="coal-price__asof">自 {v.effectiveFrom} 起生效</span>
        {v.inForce ? <Tag color="green">现行</Tag> : null}
        {v.announced ? <Tag color="orange">已公告，尚未生效</Tag> : null}
        {v.urgent ? <Tag color="red">紧急变更</Tag> : null}
      </header>
      {v.urgent && v.reason ? <p>紧急变更理由：{v.reason}</p> : null}
      <ul>
        {describeRules(v.rules).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {v.text
        .split('\n')
        .filter(Boolean)
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
    </article>
  );
}

/** An index's methodology versions, newest first, the one in force marked and an announced change on top. */
export function MethodologyVersions({ code }: { code: string }) {
  const query = useMethodologyQuery(code);
  if (query.isPending) return <Skeleton active />;
  const data = query.data;
  if (!data || data.versions.length === 0) return <Empty description="暂无编制方法版本" />;
  return (
    <section aria-label="编制方法版本">
      {data.announced ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`编制方法变更公告：第 ${data.announced.version} 版将于 ${data.announced.effectiveFrom} 起生效`}
        />
      ) : null}
      {data.versions.map((v) => (
        <VersionCard key={v.version} v={v} />
      ))}
    </section>
  );
}
