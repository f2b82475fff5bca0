import { useEffect } from 'react';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import {
  BASIS_DEFAULT_SPOT_NAMES,
  BASIS_VARIETIES,
  BASIS_VARIETY_NAMES,
  type BasisQuoteAdmin,
  type BasisVariety,
  basisSaveBody,
  dominantContract,
} from '@coal/contracts';
import { chinaToday } from '../../../lib/china-time.ts';
import { schemaErrors } from '../../../lib/schema-errors.ts';
import { formatNumber } from '../../../ui/market/change.ts';
import { useSaveBasisQuoteMutation } from '../hooks/useBasisAdminMutations.ts';
import { type BasisFormValues, newBasisValues, previewBasis, toBasisFormValues, toBasisInput } from '../utils/basisForm.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface BasisQuoteFormModalProps {
  /** The quote corrected; null adds a new one. */
  quote: BasisQuoteAdmin | null;
  open: boolean;
  onClose: () => void;
}

const SPOT_NAMES = new Set(Object.values(BASIS_DEFAULT_SPOT_NAMES));

/** Add a day's spot and futures prices of a variety, or correct them; the basis is the server's. */
export function BasisQuoteFormModal({ quote, open, onClose }: BasisQuoteFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<BasisFormValues>();
  const save = useSaveBasisQuoteMutation();
  const tradeDate = Form.useWatch('tradeDate', form);
  const variety = Form.useWatch('variety', form);
  const basis = previewBasis(Form.useWatch('spotPrice', form), Form.useWatch('futuresPrice', form));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(quote ? toBasisFormValues(quote) : newBasisValues());
  }, [open, quote, form]);

  const submit = async () => {
    const input = toBasisInput(await form.validateFields());
    // Cross-field rules of the server's schema (contract of the variety), shown at the field.
    const errors = schemaErrors(basisSaveBody, input);
    if (errors.length > 0) {
      form.setFields(errors.map((e) => ({ name: e.name as keyof BasisFormValues, errors: e.errors })));
      return;
    }
    save.mutate(
      { input, mode: quote ? 'update' : 'add' },
      {
        onSuccess: () => {
          void message.success('保存成功');
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      title={quote ? `修改基差：${quote.varietyName} ${quote.tradeDate}` : '新增期现基差'}
      open={open}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form<BasisFormValues>
        form={form}
        layout="vertical"
        name="basis-quote"
        onValuesChange={(changed: Partial<BasisFormValues>) => {
          // A new variety brings its usual spot name, unless the user typed another one.
          if (changed.variety && (!form.getFieldValue('spotName') || SPOT_NAMES.has(form.getFieldValue('spotName')))) {
            form.setFieldValue('spotName', BASIS_DEFAULT_SPOT_NAMES[changed.variety]);
          }
        }}
      >
        <Form.Item name="tradeDate" label="交易日期" rules={[{ required: true, message: '请选择交易日期' }]}>
          <DatePicker disabled={Boolean(quote)} disabledDate={(d) => d.isAfter(chinaToday(), 'day')} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="variety" label="品种" rules={[{ required: true, message: '请选择品种' }]}>
          <Select<BasisVariety> disabled={Boolean(quote)} options={BASIS_VARIETIES.map((v) => ({ value: v, label: `${BASIS_VARIETY_NAMES[v]}（${v}）` }))} />
        </Form.Item>
        <Form.Item name="contract" label="期货合约" extra="留空则按主力合约规则填写（交易日后第一个距其45天以上的01/05/09合约）">
          <Input maxLength={8} placeholder={tradeDate && variety ? dominantContract(variety, tradeDate.format('YYYY-MM-DD')) : '如 J2605'} />
        </Form.Item>
        <Form.Item name="spotName" label="现货名称" rules={[{ required: true, whitespace: true, message: '请输入现货名称' }]}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="spotPrice" label="现货价（元/吨）" rules={[{ required: true, message: '请输入现货价' }]}>
          <InputNumber min={0.01} max={9_999_999} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="futuresPrice" label="期货结算价（元/吨）" rules={[{ required: true, message: '请输入期货价' }]}>
          <InputNumber min={0.01} max={9_999_999} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="基差（现货 − 期货，保存时由服务器计算）">
          <span aria-label="基差预览">{basis === null ? '—' : `${formatNumber(basis, 2)} 元/吨`}</span>
        </Form.Item>
      </Form>
    </Modal>
  );
}
