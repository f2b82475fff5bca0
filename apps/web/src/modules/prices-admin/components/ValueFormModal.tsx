import { useEffect } from 'react';
import { FormModal } from '../../../ui/FormModal.tsx';
import { Form, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { IndexProduct, IndexValueRow, ValueSaveBodyInput } from '@coal/contracts';
import { useSaveValueMutation } from '../hooks/useIndexAdminMutations.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface ValueFormModalProps {
  product: IndexProduct;
  /** The value corrected; null adds a new date. */
  row: IndexValueRow | null;
  open: boolean;
  onClose: () => void;
}

type ValueForm = Omit<ValueSaveBodyInput, 'productId' | 'period'> & { period: Dayjs };

/** Add a value for a date, or correct an existing one (monthly indexes: the month). */
export function ValueFormModal({ product, row, open, onClose }: ValueFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ValueForm>();
  const save = useSaveValueMutation();
  const monthly = product.frequency === 'monthly';

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row) form.setFieldsValue({ period: dayjs(row.period), value: row.value });
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const period = (monthly ? values.period.startOf('month') : values.period).format('YYYY-MM-DD');
    save.mutate(
      { input: { productId: product.id, period, value: values.value }, mode: row ? 'update' : 'add' },
      {
        onSuccess: () => {
          void message.success('保存成功');
          onClose();
        },
      },
    );
  };

  return (
    <FormModal
      title={row ? `修改 ${row.period} 的数值` : `新增数据：${product.name}`}
      open={open}
      form={form}
      name="index-value"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="period" label={monthly ? '月份' : '日期'} rules={[{ required: true, message: '请选择日期' }]}>
        <DatePicker picker={monthly ? 'month' : 'date'} disabled={Boolean(row)} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="value" label={`数值（${product.unitName}）`} rules={[{ required: true, message: '请输入数值' }]}>
        <InputNumber min={0.0001} max={9999999} precision={4} style={{ width: '100%' }} />
      </Form.Item>
    </FormModal>
  );
}
