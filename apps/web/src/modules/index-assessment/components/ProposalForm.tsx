import { useState } from 'react';
import { Alert, Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import type { Computation } from '@coal/contracts';
import type { IndexPrecision } from '@coal/contracts/market-format';
import { ApiError } from '../../../lib/http/errors.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { formatValue } from '../../prices/utils/format.ts';
import { useSubmitAssessmentMutation } from '../hooks/useAssessmentMutations.ts';
import { moveFrom } from '../utils/move.ts';
import { needsConfirmation } from '../utils/plausibility.ts';
import { proposalBody, type ProposalMode } from '../utils/proposal.ts';
import { MoveText } from './MoveText.tsx';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';

export interface ProposalFormProps {
  computation: Computation;
  /** The index's decimals and unit: the figures are written as the portal writes them. */
  precision: IndexPrecision;
  unitName: string;
  onSubmitted: (id: number) => void;
}

interface ProposalValues {
  mode: ProposalMode;
  value?: number | null;
  reason?: string;
}

/**
 * The assessor's proposal (maker): the computed value, a judgement (another value, with a
 * reason) or the last value carried forward (with a reason). When the server's plausibility
 * check asks (a move beyond tolerance, not the next period), the assessor confirms with a reason.
 */
export function ProposalForm({ computation: c, precision, unitName, onSubmitted }: ProposalFormProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ProposalValues>();
  const submit = useSubmitAssessmentMutation();
  const [asking, setAsking] = useState<string | null>(null);
  const computedUsable = c.sufficient && c.value !== null;
  const mode = Form.useWatch('mode', form) ?? (computedUsable ? 'computed' : 'judgement');
  const typed = Form.useWatch('value', form);
  const reason = Form.useWatch('reason', form) ?? '';
  const proposed = mode === 'computed' ? c.value : mode === 'carry' ? (c.last?.value ?? null) : (typed ?? null);
  const move = moveFrom(proposed, c.last?.value);

  const send = (values: ProposalValues, confirmed: boolean) =>
    submit.mutate(proposalBody(c, values, confirmed), {
      onSuccess: ({ id }) => {
        setAsking(null);
        void message.success('已提交审批，等待审批人审核');
        onSubmitted(id);
      },
      onError: (error) => {
        // The plausibility check: the server's question is shown in the dialog, not as a toast.
        if (!confirmed && error instanceof ApiError && needsConfirmation(error)) {
          setAsking(error.message);
        }
      },
    });

  const reasonRequired = mode !== 'computed';
  return (
    <section aria-label="提交审批" className="coal-ia-result">
      <h3 style={{ margin: '0 0 8px' }}>提交审批</h3>
      <Form<ProposalValues>
        form={form}
        layout="vertical"
        name="assessment-proposal"
        initialValues={{ mode: computedUsable ? 'computed' : 'judgement', value: c.value ?? undefined }}
        onFinish={(values) => send(values, false)}
      >
        <Form.Item name="mode" label="发布值">
          <Radio.Group>
            <Radio value="computed" disabled={!computedUsable}>
              采用计算值{c.value === null ? '' : `（${formatValue(c.value, precision, false)}）`}
            </Radio>
            <Radio value="judgement">评估判断（修改值）</Radio>
            <Radio value="carry" disabled={!c.last}>
              沿用上期值{c.last ? `（${formatValue(c.last.value, precision, false)}）` : ''}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {mode === 'judgement' ? (
          <Form.Item name="value" label={`评估值（${unitName}）`} rules={[{ required: true, message: '请输入评估值' }]}>
            <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        <Form.Item
          name="reason"
          label={reasonRequired ? '理由' : '说明（选填）'}
          rules={reasonRequired ? [{ required: true, whitespace: true, message: '修改计算值或沿用上期值须说明理由' }] : []}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Space align="center" wrap style={{ marginBottom: 12 }}>
          <span>较上期：</span>
          <MoveText move={move} />
          {move?.outOfTolerance ? <span className="coal-ia-muted">超出合理波动幅度，提交时须确认并说明理由</span> : null}
        </Space>
        {c.sufficient ? null : <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="数据不足：须评估判断或沿用上期值，并说明理由。" />}
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交审批
        </Button>
      </Form>
      <ReasonDialog
        name="confirm-reason"
        open={asking !== null}
        title="请确认本期数值"
        label="确认理由"
        required="请说明理由"
        initialReason={reason}
        saving={submit.isPending}
        onClose={() => setAsking(null)}
        onSubmit={(confirmedReason) => send({ ...form.getFieldsValue(), reason: confirmedReason }, true)}
      >
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={asking} />
        <p>
          拟发布值 {formatValue(proposed, precision, false)} {unitName}，较上期 <MoveText move={move} />
        </p>
      </ReasonDialog>
    </section>
  );
}
