import { useEffect, useState } from 'react';
import { FormModal } from '../../../ui/FormModal.tsx';
import { Alert, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { IndexProduct, IndexValueRow, ValueSaveBodyInput } from '@coal/contracts';
import { ApiError } from '../../../lib/http/errors.ts';
import { useSaveValueMutation } from '../hooks/useIndexAdminMutations.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import { ReasonDialog } from '../../../ui/ReasonDialog.tsx';
import { needsConfirmation } from '../../index-assessment/utils/plausibility.ts';

export interface ValueFormModalProps {
  product: IndexProduct;
  /** The value corrected; null adds a new date. */
  row: IndexValueRow | null;
  open: boolean;
  onClose: () => void;
}

type ValueForm = Pick<ValueSaveBodyInput, 'value' | 'reason'> & { period: Dayjs };

/**
 * Add a value for a date, or correct an existing one (monthly indexes: the month). Either goes
 * to the approval queue; a move beyond tolerance or an unexpected period is confirmed with a reason.
 */
export function ValueFormModal({ product, row, open, onClose }: ValueFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ValueForm>();
  const save = useSaveValueMutation();
  const [asking, setAsking] = useState<string | null>(null);
  const monthly = product.frequency === 'monthly';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ period: dayjs(row.period), value: row.value });
  }, [open, row, form]);

  const send = (values: ValueForm, confirmed: boolean) => {
    const period = (monthly ? values.period.startOf('month') : values.period).format('YYYY-MM-DD');
    save.mutate(
      { input: { productId: product.id, period, value: values.value, reason: values.reason || undefined, confirmed }, mode: row ? 'update' : 'add' },
      {
        onSuccess: (text) => {
          void message.success(text);
          setAsking(null);
          onClose();
        },
        onError: (error) => {
          if (!confirmed && error instanceof ApiError && needsConfirmation(error)) {
            setAsking(error.message);
          }
        },
      },
    );
  };
  const submit = async () => send(await form.validateFields(), false);

  return (
    <>
      <FormModal
        title={row ? `更正 ${row.period} 的数值` : `新增数据：${product.name}`}
        open={open}
        form={form}
        name="index-value"
        saving={save.isPending}
        onSubmit={submit}
        onClose={onClose}
      >
        <Alert type="info" showIcon style={{ marginBottom: 12 }} message="保存后进入价格审批，经另一位审批人批准后按发布时间公开。" />
        <Form.Item name="period" label={monthly ? '月份' : '日期'} rules={[{ required: true, message: '请选择日期' }]}>
          <DatePicker picker={monthly ? 'month' : 'date'} disabled={Boolean(row)} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="value" label={`数值（${product.unitName}）`} rules={[{ required: true, message: '请输入数值' }]}>
          <InputNumber min={0.0001} max={9999999} precision={4} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={row?.released ? '更正理由' : '说明（选填）'}
          rules={row?.released ? [{ required: true, whitespace: true, message: '请填写更正理由' }] : []}
        >
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      </FormModal>
      <ReasonDialog
        name="value-confirm-reason"
        open={asking !== null}
        title="请确认本期数值"
        label="确认理由"
        required="请说明理由"
        initialReason={form.getFieldValue('reason') as string | undefined}
        saving={save.isPending}
        onClose={() => setAsking(null)}
        onSubmit={(reason) => send({ ...form.getFieldsValue(), reason }, true)}
      >
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={asking} />
      </ReasonDialog>
    </>
  );
}
