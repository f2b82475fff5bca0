import { useState } from 'react';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { SUBMISSION_KIND_NAMES, SUBMISSION_KINDS, type SubmissionKind } from '@coal/contracts';
import { chinaNow } from '../../../lib/china-time.ts';
import { ApiError, HttpError } from '../../../lib/http/errors.ts';
import { notifier } from '../../../lib/http/notifier.ts';
import { useProductOptions } from '../../prices/hooks/useProductOptions.ts';
import { useSubmitPriceReportMutation } from '../hooks/usePriceReport.ts';
import { mobileReportBody, type MobileReportFields } from './mobileReportBody.ts';

const NUMBER = { type: 'number' as const, inputMode: 'decimal' as const };

/** Phones: a linked member reports a price (native pickers for the index and the day); a refusal shows as the server words it. */
export function MobilePriceReportForm() {
  const [form] = Form.useForm<MobileReportFields>();
  const products = useProductOptions();
  const submit = useSubmitPriceReportMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const code = Form.useWatch('productCode', form);
  const monthly = products.frequencyOf(code) === 'monthly';

  const send = (values: MobileReportFields) => {
    setRefusal(null);
    submit.mutate(mobileReportBody(values, products.frequencyOf(values.productCode)), {
      onSuccess: () => {
        notifier.info('报价已提交');
        form.setFieldsValue({ price: '', volume: '', calorific: '', sulphur: '', note: '' });
      },
      onError: (error) => {
        // The server's refusal stays beside the form.
        if (error instanceof ApiError || (error instanceof HttpError && error.status < 500)) setRefusal(error.message);
      },
    });
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      initialValues={{ productCode: '', kind: ['deal'], period: chinaNow().format('YYYY-MM-DD') }}
      onFinish={(values: MobileReportFields) => send(values)}
      footer={
        <Button block type="submit" color="primary" loading={submit.isPending}>
          提交报价
        </Button>
      }
    >
      {refusal ? (
        <Form.Header>
          <span role="alert" style={{ color: '#ff3141' }}>
            {refusal}
          </span>
        </Form.Header>
      ) : null}
      <Form.Item name="productCode" label="指数" rules={[{ required: true, message: '请选择指数产品' }]}>
        <select aria-label="指数产品" className="coal-m-report__select">
          <option value="">请选择</option>
          {products.options.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Form.Item>
      <Form.Item name="period" label={monthly ? '月份' : '日期'} rules={[{ required: true, message: '请选择日期' }]}>
        <input
          aria-label="期次"
          type={monthly ? 'month' : 'date'}
          max={monthly ? chinaNow().format('YYYY-MM') : chinaNow().format('YYYY-MM-DD')}
          className="coal-m-report__select"
        />
      </Form.Item>
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Selector<SubmissionKind> columns={3} options={SUBMISSION_KINDS.map((k) => ({ value: k, label: SUBMISSION_KIND_NAMES[k] }))} />
      </Form.Item>
      <Form.Item name="price" label="价格（元/吨）" rules={[{ required: true, message: '请输入价格' }]}>
        <Input {...NUMBER} placeholder="如 760" />
      </Form.Item>
      <Form.Item name="volume" label="数量（吨）" rules={[{ required: true, message: '请输入数量' }]}>
        <Input {...NUMBER} placeholder="如 5000" />
      </Form.Item>
      <Form.Item name="calorific" label="发热量">
        <Input {...NUMBER} placeholder="kcal/kg，选填" />
      </Form.Item>
      <Form.Item name="sulphur" label="硫分（%）">
        <Input {...NUMBER} placeholder="选填" />
      </Form.Item>
      <Form.Item name="deliveryPlace" label="交货地">
        <Input placeholder="选填" maxLength={60} />
      </Form.Item>
      <Form.Item name="note" label="备注">
        <TextArea placeholder="选填" maxLength={500} rows={2} />
      </Form.Item>
    </Form>
  );
}
