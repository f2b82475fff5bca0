import { useState } from 'react';
import { Popover, Tag, type TableColumnsType } from 'antd';
import { ASSESSMENT_STATUS_NAMES, ASSESSMENT_STATUSES, type Assessment, type AssessmentStatus } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { FilterSelect } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { formatDateTime } from '../../prices/utils/format.ts';
import type { PeriodParams } from '../api/assessmentApi.ts';
import { useApproveMutation, useRejectMutation } from '../hooks/useAssessmentMutations.ts';
import { useAssessmentsQuery } from '../hooks/useAssessmentQueries.ts';
import { assessmentMove } from '../utils/move.ts';
import { AuditDrawer } from './AuditDrawer.tsx';
import { MoveText } from './MoveText.tsx';
import { ProductPeriodPicker } from './ProductPeriodPicker.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import '../index-assessment.css';

const STATUS_COLORS: Record<AssessmentStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** The proposed value, or what a batch, a suspension or a withdrawal holds. */
function ProposedValue({ a }: { a: Assessment }) {
  if (a.kind === 'suspension') return <Tag color="volcano">暂停发布</Tag>;
  if (a.kind === 'withdrawal')
    return (
      <span>
        <Tag color="volcano">撤回</Tag>
        <div className="coal-ia-muted">
          原发布值 {a.previousValue} {a.unitName}
        </div>
      </span>
    );
  if (a.kind === 'import') {
    const rows = a.items.map((i) => (
      <div key={`${i.productCode}-${i.period}`}>
        {i.productCode} {i.period}：{i.value}
        {i.previousValue === null ? '' : `（原 ${i.previousValue}）`}
      </div>
    ));
    return (
      <Popover title={`本批 ${a.items.length} 条`} content={<div style={{ maxHeight: 320, overflow: 'auto' }}>{rows}</div>}>
        <a>共 {a.items.length} 条</a>
      </Popover>
    );
  }
  return (
    <span>
      <strong>{a.value}</strong> {a.unitName}
      {a.kind === 'correction' && a.previousValue !== null ? <div className="coal-ia-muted">原发布值 {a.previousValue}</div> : null}
    </span>
  );
}

/** What a proposal rests on: its inputs and the methodology version, or the judgement. */
function Basis({ a }: { a: Assessment }) {
  return (
    <span>
      {a.dealCount !== null ? `${a.dealCount} 笔成交，${a.contributorCount ?? 0} 家机构` : '—'}
      {a.methodologyVersion !== null ? <span className="coal-ia-muted">（方法第 {a.methodologyVersion} 版）</span> : null}
      {a.sufficient === false ? <Tag color="red">数据不足</Tag> : null}
      {a.judgement ? <Tag color="purple">含评估判断</Tag> : null}
    </span>
  );
}

const columns: TableColumnsType<Assessment> = [
  { title: '编号', dataIndex: 'id', width: 70 },
  { title: '类型', dataIndex: 'kindName', width: 90, render: (name: string) => <Tag color="blue">{name}</Tag> },
  { title: '指数', dataIndex: 'productName', width: 200, ellipsis: true },
  { title: '期次', dataIndex: 'period', width: 110 },
  { title: '拟发布值', key: 'value', width: 150, render: (_: unknown, a) => <ProposedValue a={a} /> },
  { title: '计算值', dataIndex: 'computedValue', width: 90, render: (v: number | null) => v ?? '—' },
  {
    title: '较上期',
    key: 'move',
    width: 120,
    render: (_: unknown, a) => <MoveText move={assessmentMove(a)} warnings={a.plausibility?.warnings ?? []} />,
  },
  { title: '依据', key: 'basis', width: 220, render: (_: unknown, a) => <Basis a={a} /> },
  { title: '理由', dataIndex: 'reason', width: 200, ellipsis: true, render: (r: string) => r || '—' },
  { title: '提交人', dataIndex: 'makerName', width: 100 },
  { title: '提交时间', dataIndex: 'createdAt', width: 150, render: formatDateTime },
  {
    title: '状态',
    key: 'status',
    width: 200,
    render: (_: unknown, a) => (
      <span>
        <Tag color={STATUS_COLORS[a.status]}>{a.statusName}</Tag>
        {a.checkerName ? <span className="coal-ia-muted">{a.checkerName}</span> : null}
        {a.rejectReason ? <div className="coal-ia-muted">驳回理由：{a.rejectReason}</div> : null}
      </span>
    ),
  },
];

interface Filters {
  status?: AssessmentStatus;
  productCode?: string;
}

/** 价格审批 (checker): pending proposals with their move highlighted; approve, reject with a reason, read the audit. */
export function ApprovalQueue() {
  const { message } = useAntdApp();
  const filters = useListFilters<Filters>();
  // The queue opens on what waits; 重置 shows every status.
  const params = { status: 'pending' as AssessmentStatus, ...filters.params };
  const query = useAssessmentsQuery(params);
  const approve = useApproveMutation();
  const reject = useRejectMutation();
  const [rejecting, setRejecting] = useState<Assessment | null>(null);
  const [audit, setAudit] = useState<PeriodParams | null>(null);
  return (
    <ManagerLayout title="价格审批">
      <AdminList<Assessment>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterSelect
              filters={filters}
              name="status"
              label="审批状态"
              placeholder="待审批"
              width={130}
              applyOnChange
              options={ASSESSMENT_STATUSES.map((s) => ({ value: s, label: ASSESSMENT_STATUS_NAMES[s] }))}
            />
            <ProductPeriodPicker value={filters.draft} onChange={(next) => filters.set({ productCode: next.productCode })} withPeriod={false} allowClear />
          </>
        }
        columns={columns}
        actionsWidth={170}
        actions={(a) => [
          a.status === 'pending' && {
            label: '批准',
            ariaLabel: `批准 ${a.id}`,
            confirm: a.plausibility?.outOfTolerance || a.plausibility?.offPeriod ? '该值超出合理波动或不是下一期，确认批准？' : '确认批准？',
            onClick: () => approve.mutate(a.id, { onSuccess: (text) => void message.success(text) }),
          },
          a.status === 'pending' && { label: '驳回', ariaLabel: `驳回 ${a.id}`, danger: true, onClick: () => setRejecting(a) },
          { label: '审计', ariaLabel: `审计 ${a.id}`, onClick: () => setAudit({ productCode: a.productCode, period: a.period }) },
        ]}
      />
      <ReasonDialog
        name="reject-reason"
        open={rejecting !== null}
        title={`驳回：${rejecting?.productName ?? ''} ${rejecting?.period ?? ''}`}
        label="驳回理由"
        required="请填写驳回理由"
        saving={reject.isPending}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          reject.mutate(
            { id: rejecting.id, reason },
            {
              onSuccess: (text) => {
                setRejecting(null);
                void message.success(text);
              },
            },
          )
        }
      />
      <AuditDrawer target={audit} onClose={() => setAudit(null)} />
    </ManagerLayout>
  );
}
