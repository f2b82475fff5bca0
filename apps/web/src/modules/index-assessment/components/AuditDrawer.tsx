import { Alert, Button, Descriptions, Drawer, Table, Tag, type TableColumnsType } from 'antd';
import type { AuditEntry, ReplayResult } from '@coal/contracts';
import { formatDateTime } from '../../prices/utils/format.ts';
import type { PeriodParams } from '../api/assessmentApi.ts';
import { useReplayMutation } from '../hooks/useAssessmentMutations.ts';
import { useAuditQuery } from '../hooks/useAssessmentQueries.ts';

const ACTION_COLORS: Partial<Record<AuditEntry['action'], string>> = {
  exclusion: 'orange',
  judgement: 'purple',
  approval: 'green',
  rejection: 'red',
  release: 'blue',
  correction: 'magenta',
  suspension: 'volcano',
  refused: 'red',
};

const columns: TableColumnsType<AuditEntry> = [
  { title: '时间', dataIndex: 'at', width: 150, render: formatDateTime },
  { title: '操作人', dataIndex: 'actor', width: 110 },
  { title: '步骤', dataIndex: 'actionName', width: 100, render: (name: string, e) => <Tag color={ACTION_COLORS[e.action]}>{name}</Tag> },
  { title: '详情', dataIndex: 'detail' },
];

const num = (v: number | null) => (v === null ? '无' : String(v));

/** The replay's answer: the stored value, the recomputed one, and whether they are equal. */
export function ReplayView({ replay: r }: { replay: ReplayResult }) {
  return (
    <section aria-label="重放结果" style={{ marginBottom: 16 }}>
      <Alert
        type={r.equal ? 'success' : 'error'}
        showIcon
        message={r.equal ? '重放一致：由存档输入和当时生效的编制方法重新计算，结果与存档值相同。' : '重放不一致：重新计算的结果与存档值不同，请核查。'}
        style={{ marginBottom: 8 }}
      />
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label="存档计算值">{num(r.storedValue)}</Descriptions.Item>
        <Descriptions.Item label="重新计算值">{num(r.recomputedValue)}</Descriptions.Item>
        <Descriptions.Item label="现发布值">{num(r.publishedValue)}</Descriptions.Item>
        <Descriptions.Item label="编制方法版本">{r.methodologyVersion === null ? '无' : `第 ${r.methodologyVersion} 版`}</Descriptions.Item>
        {r.judgementReason ? (
          <Descriptions.Item label="评估判断理由" span={2}>
            {r.judgementReason}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
    </section>
  );
}

/** Every step of one period in order (submissions, computation, exclusions, judgement, approval, correction) and the replay. */
export function AuditDrawer({ target, onClose }: { target: PeriodParams | null; onClose: () => void }) {
  const audit = useAuditQuery(target);
  const replay = useReplayMutation();
  const shown = replay.data && target && replay.data.productCode === target.productCode && replay.data.period === target.period ? replay.data : null;
  return (
    <Drawer
      open={target !== null}
      onClose={onClose}
      width={880}
      title={target ? `审计记录：${target.productCode} · ${target.period}` : '审计记录'}
      extra={
        <Button type="primary" loading={replay.isPending} onClick={() => target && replay.mutate(target)}>
          重放计算
        </Button>
      }
    >
      {shown ? <ReplayView replay={shown} /> : null}
      <Table<AuditEntry>
        size="small"
        rowKey="id"
        aria-label="审计记录"
        loading={audit.isFetching}
        dataSource={audit.data}
        pagination={false}
        columns={columns}
        locale={{ emptyText: '该期暂无记录' }}
      />
    </Drawer>
  );
}
