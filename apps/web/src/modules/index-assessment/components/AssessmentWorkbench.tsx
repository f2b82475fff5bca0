import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useSearchParams } from 'react-router';
import type { Computation } from '@coal/contracts';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { useComputeMutation, useSuspendMutation } from '../hooks/useAssessmentMutations.ts';
import { AuditDrawer } from './AuditDrawer.tsx';
import { ComputationView } from './ComputationView.tsx';
import { useProductOptions } from '../../prices/hooks/useProductOptions.ts';
import { type ProductPeriod, ProductPeriodPicker } from './ProductPeriodPicker.tsx';
import { ProposalForm } from './ProposalForm.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import '../index-assessment.css';

/**
 * 价格评估: pick an index and a period, compute it from the period's submissions under the
 * methodology version in force, then propose the value (or a suspension) for approval. The
 * choice lives in the address (`?productCode&period`), so a link opens the same period.
 */
export function AssessmentWorkbench() {
  const { message } = useAntdApp();
  const [params, setParams] = useSearchParams();
  const chosen: ProductPeriod = { productCode: params.get('productCode') ?? undefined, period: params.get('period') ?? undefined };
  const products = useProductOptions();
  const product = products.productOf(chosen.productCode);
  const compute = useComputeMutation();
  const suspend = useSuspendMutation();
  const [result, setResult] = useState<Computation | null>(null);
  // Each computation starts a fresh proposal (its own defaults).
  const [round, setRound] = useState(0);
  const [submittedId, setSubmittedId] = useState<number | null>(null);
  const [suspending, setSuspending] = useState(false);
  const [auditOpen, setAuditOpen] = useState(false);
  const ready = Boolean(chosen.productCode && chosen.period);

  const choose = (next: ProductPeriod) => {
    setResult(null);
    setSubmittedId(null);
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>, { replace: true });
  };
  const run = () => {
    if (!chosen.productCode || !chosen.period) return;
    setSubmittedId(null);
    compute.mutate(
      { productCode: chosen.productCode, period: chosen.period },
      {
        onSuccess: (computed) => {
          setResult(computed);
          setRound((n) => n + 1);
        },
      },
    );
  };
  // A stale answer (another period chosen meanwhile) is not shown.
  const shown = result && result.productCode === chosen.productCode && result.period === chosen.period ? result : null;

  return (
    <ManagerLayout
      title="价格评估"
      header={
        <Space wrap>
          <ProductPeriodPicker value={chosen} onChange={choose} />
          <Button type="primary" disabled={!ready} loading={compute.isPending} onClick={run}>
            计算
          </Button>
          <Button disabled={!ready} onClick={() => setSuspending(true)}>
            暂停发布
          </Button>
          <Button disabled={!ready} onClick={() => setAuditOpen(true)}>
            审计记录
          </Button>
        </Space>
      }
    >
      {!ready ? <Alert type="info" showIcon message="请选择指数产品和期次，然后点击“计算”。" /> : null}
      {shown && product ? (
        <>
          <ComputationView computation={shown} precision={product} unitName={product.unitName} />
          {submittedId === null ? (
            <ProposalForm key={round} computation={shown} precision={product} unitName={product.unitName} onSubmitted={setSubmittedId} />
          ) : (
            <Alert className="coal-ia-result" type="success" showIcon message={`已提交审批（编号 ${submittedId}），待审批人批准后按发布时间公开。`} />
          )}
        </>
      ) : null}
      <ReasonDialog
        name="suspend-reason"
        open={suspending}
        title="暂停发布"
        label="暂停原因"
        required="请填写暂停发布的原因"
        saving={suspend.isPending}
        onClose={() => setSuspending(false)}
        onSubmit={(reason) =>
          suspend.mutate(
            { productCode: chosen.productCode!, period: chosen.period!, reason },
            {
              onSuccess: () => {
                setSuspending(false);
                void message.success('暂停发布已提交审批');
              },
            },
          )
        }
      >
        <p>
          {product?.name} {chosen.period}：经审批后，门户将显示“暂停发布”及原因，并发布公告。
        </p>
      </ReasonDialog>
      <AuditDrawer target={auditOpen && ready ? { productCode: chosen.productCode!, period: chosen.period! } : null} onClose={() => setAuditOpen(false)} />
    </ManagerLayout>
  );
}
