import { Alert, Descriptions, Table, Tag, type TableColumnsType } from 'antd';
import { type Computation, type ComputationInput, SUBMISSION_KIND_NAMES } from '@coal/contracts';
import type { IndexPrecision } from '@coal/contracts/market-format';
import { formatValue } from '../../prices/utils/format.ts';

const BASIS_NAMES: Record<Computation['basis'], string> = { deals: '成交', quotes: '报价（成交不足）', none: '无可用数据' };

const columns = (precision: IndexPrecision): TableColumnsType<ComputationInput> => [
  { title: '报价机构', dataIndex: 'contributorName', width: 180 },
  { title: '类型', dataIndex: 'kind', width: 70, render: (k: ComputationInput['kind']) => SUBMISSION_KIND_NAMES[k] },
  { title: '价格', dataIndex: 'price', width: 100, align: 'right', render: (v: number) => formatValue(v, precision, false) },
  { title: '数量（吨）', dataIndex: 'volume', width: 100, align: 'right' },
  { title: '发热量', dataIndex: 'calorific', width: 80, render: (v: number | null) => v ?? '—' },
  { title: '折算价格', dataIndex: 'normalisedPrice', width: 100, align: 'right', render: (v: number) => formatValue(v, precision, false) },
  { title: '权重', dataIndex: 'weight', width: 80, align: 'right', render: (w: number) => `${(w * 100).toFixed(2)}%` },
  {
    title: '是否采用',
    key: 'used',
    width: 260,
    render: (_: unknown, i) =>
      i.used ? (
        <Tag color="green">采用</Tag>
      ) : (
        <>
          <Tag color="orange">剔除</Tag>
          <span>{i.reason}</span>
        </>
      ),
  },
];

/** A computation: the value, what it rests on, the version used and every input, used or excluded with the reason. */
export function ComputationView({ computation: c, precision, unitName }: { computation: Computation; precision: IndexPrecision; unitName: string }) {
  return (
    <section className="coal-ia-result" aria-label="计算结果">
      {c.sufficient ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="数据不足"
          description="可用数据少于编制方法规定的最少成交笔数或机构数：请给出评估判断并说明理由，或沿用上期值并说明理由。"
        />
      )}
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label="计算值">
          <strong aria-label="计算值">{c.value === null ? '无' : `${formatValue(c.value, precision, false)} ${unitName}`}</strong>
        </Descriptions.Item>
        <Descriptions.Item label="编制方法版本">{c.methodologyVersion === null ? '无' : `第 ${c.methodologyVersion} 版`}</Descriptions.Item>
        <Descriptions.Item label="数据是否充足">{c.sufficient ? <Tag color="green">充足</Tag> : <Tag color="red">不足</Tag>}</Descriptions.Item>
        <Descriptions.Item label="采用成交笔数">{c.dealCount}</Descriptions.Item>
        <Descriptions.Item label="采用机构数">{c.contributorCount}</Descriptions.Item>
        <Descriptions.Item label="计算依据">{BASIS_NAMES[c.basis]}</Descriptions.Item>
        <Descriptions.Item label="上期发布值" span={3}>
          {c.last ? `${c.last.period}：${formatValue(c.last.value, precision, false)} ${unitName}` : '无'}
        </Descriptions.Item>
      </Descriptions>
      {c.notes.length ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          message={c.notes.map((n) => (
            <div key={n}>{n}</div>
          ))}
        />
      ) : null}
      <Table<ComputationInput>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="submissionId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="计算输入"
        dataSource={c.inputs}
        rowClassName={(i) => (i.used ? '' : 'coal-ia-excluded')}
        columns={columns(precision)}
      />
    </section>
  );
}
