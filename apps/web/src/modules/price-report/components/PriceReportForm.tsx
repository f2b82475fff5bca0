import { useState } from 'react';
import { Alert, Button, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import type { PriceReportSubmitBodyInput } from '@coal/contracts';
import { chinaNow } from '../../../lib/china-time.ts';
import { ApiError, HttpError } from '../../../lib/http/errors.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { useProductOptions } from '../../prices/hooks/useProductOptions.ts';
import { isFutureDay, toPeriod } from '../../prices/utils/period.ts';
import { useSubmitPriceReportMutation } from '../hooks/usePriceReport.ts';
import { SubmissionFields } from './SubmissionFields.tsx';

type ReportForm = Omit<PriceReportSubmitBodyInput, 'period'> & { period: Dayjs };

/** A linked member reports a deal, bid or offer for an index's period; a refusal (not linked) shows here as the server words it. */
export function PriceReportForm() {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ReportForm>();
  const submit = useSubmitPriceReportMutation();
  const products = useProductOptions();
  const chosen = Form.useWatch('productCode', form);
  const frequency = products.frequencyOf(chosen);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = (values: ReportForm) => {
    setRefusal(null);
    submit.mutate(
      { ...values, period: toPeriod(values.period, frequency) },
      {
        onSuccess: () => {
          void message.success('报价已提交，发布后可在下方查看是否采用');
          form.resetFields(['price', 'volume', 'calorific', 'sulphur', 'deliveryPlace', 'note']);
        },
        onError: (error) => {
          // The server's refusal stays beside the form.
          if (error instanceof ApiError || (error instanceof HttpError && error.status < 500)) setRefusal(error.message);
        },
      },
    );
  };

  return (
    <Form<ReportForm>
      form={form}
      layout="vertical"
      name="price-report"
      style={{ maxWidth: 640 }}
      initialValues={{ kind: 'deal', period: chinaNow() }}
      onFinish={send}
    >
      {refusal ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={refusal} /> : null}
      <Form.Item name="productCode" label="指数产品" rules={[{ required: true, message: '请选择指数产品' }]}>
        <Select showSearch optionFilterProp="label" placeholder="选择所报价格对应的指数" loading={products.loading} options={products.options} />
      </Form.Item>
      <Form.Item name="period" label={frequency === 'monthly' ? '月份' : '日期'} rules={[{ required: true, message: '请选择日期' }]}>
        <DatePicker picker={frequency === 'monthly' ? 'month' : 'date'} style={{ width: 200 }} disabledDate={isFutureDay} />
      </Form.Item>
      <SubmissionFields unitName={products.productOf(chosen)?.unitName} />
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        提交报价
      </Button>
    </Form>
  );
}
