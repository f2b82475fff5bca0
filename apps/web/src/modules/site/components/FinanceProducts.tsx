import { useState } from 'react';
import type { FinanceType } from '@coal/contracts';
import { Button, Card, Descriptions, Segmented, Skeleton, Tag } from 'antd';
import { isExternalLink, siteHref } from '../../../lib/links.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { useDigitalFinanceQuery } from '../hooks/useSiteQueries.ts';
import './site.css';

/** 数字金融: financing products by type, with rate, term, limit and the apply link. */
export function FinanceProducts() {
  const data = useDigitalFinanceQuery();
  const [type, setType] = useState<FinanceType | 'all'>('all');
  if (data.isLoading) return <Skeleton active />;
  const products = (data.data?.products ?? []).filter((p) => type === 'all' || p.type === type);
  return (
    <>
      <Segmented
        style={{ marginBottom: 16 }}
        value={type}
        onChange={(v) => setType(v as FinanceType | 'all')}
        options={[{ value: 'all', label: '全部' }, ...(data.data?.types ?? []).map((t) => ({ value: t.type, label: `${t.name}（${t.count}）` }))]}
      />
      {!products.length ? (
        <Empty />
      ) : (
        <div className="coal-finance-grid">
          {products.map((p) => (
            <Card
              key={p.id}
              title={p.name}
              extra={<Tag color="blue">{p.typeName}</Tag>}
              actions={
                p.applyUrl
                  ? [
                      <Button
                        key="apply"
                        type="link"
                        href={siteHref(p.applyUrl)}
                        target={isExternalLink(p.applyUrl) ? '_blank' : undefined}
                        rel="noopener noreferrer"
                      >
                        立即申请
                      </Button>,
                    ]
                  : undefined
              }
            >
              <div className="coal-finance-card__rate">{p.rateText}</div>
              <div className="coal-muted" style={{ marginBottom: 8 }}>
                年化利率
              </div>
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="资金方">{p.provider}</Descriptions.Item>
                <Descriptions.Item label="期限">{p.termText}</Descriptions.Item>
                <Descriptions.Item label="额度">{p.limitText}</Descriptions.Item>
              </Descriptions>
              {p.description ? <p className="coal-muted">{p.description}</p> : null}
            </Card>
          ))}
        </div>
      )}
    </>
  );
}
