import { useEffect } from 'react';
import { Form, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { STAFF_SUBMISSION_SOURCES, SUBMISSION_SOURCE_NAMES, type PriceSubmissionSaveBodyInput } from '@coal/contracts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { useSaveSubmissionMutation } from '../hooks/useAssessmentMutations.ts';
import { isFutureDay, toPeriod } from '../../prices/utils/period.ts';
import { ContributorSelect } from './ContributorSelect.tsx';
import { useProductOptions } from '../../prices/hooks/useProductOptions.ts';
import { SubmissionFields } from '../../price-report/components/SubmissionFields.tsx';

export interface SubmissionFormModalProps {
  open: boolean;
  /** The list's product and period, as the form's defaults. */
  productCode?: string;
  period?: string;
  onClose: () => void;
}

type SubmissionForm = Omit<PriceSubmissionSaveBodyInput, 'period'> & { period: Dayjs };

/** Staff capture a contributor's price taken by phone, email, IM or a visit. */
export function SubmissionFormModal({ open, productCode, period, onClose }: SubmissionFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<SubmissionForm>();
  const save = useSaveSubmissionMutation();
  const products = useProductOptions();
  const chosen = Form.useWatch('productCode', form);
  const frequency = products.frequencyOf(chosen);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ productCode, period: period ? dayjs(period) : undefined, kind: 'deal', source: 'phone' });
  }, [open, productCode, period, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { ...values, period: toPeriod(values.period, frequency) },
      {
        onSuccess: () => {
          void message.success('报价已录入');
          onClose();
        },
      },
    );
  };

  return (
    <FormModal title="录入报价" open={open} width={640} form={form} name="price-submission" saving={save.isPending} onSubmit={submit} onClose={onClose}>
      <Form.Item name="contributorId" label="报价机构" rules={[{ required: true, message: '请选择报价机构' }]}>
        <ContributorSelect />
      </Form.Item>
      <Form.Item name="productCode" label="指数产品" rules={[{ required: true, message: '请选择指数产品' }]}>
        <Select showSearch optionFilterProp="label" options={products.options} />
      </Form.Item>
      <Form.Item name="period" label={frequency === 'monthly' ? '月份' : '日期'} rules={[{ required: true, message: '请选择日期' }]}>
        <DatePicker picker={frequency === 'monthly' ? 'month' : 'date'} style={{ width: '100%' }} disabledDate={isFutureDay} />
      </Form.Item>
      <Form.Item name="source" label="来源" rules={[{ required: true, message: '请选择来源' }]}>
        <Select options={STAFF_SUBMISSION_SOURCES.map((s) => ({ value: s, label: SUBMISSION_SOURCE_NAMES[s] }))} />
      </Form.Item>
      <SubmissionFields unitName={products.productOf(chosen)?.unitName} />
    </FormModal>
  );
}
