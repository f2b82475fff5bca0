import { useEffect } from 'react';
import { Alert, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { DEFAULT_METHODOLOGY_NOTICE_DAYS, DEFAULT_TOLERANCE_PERCENT, type MethodologyVersion, WEIGHTING_NAMES, WEIGHTINGS } from '@coal/contracts';
import { chinaNow } from '../../../lib/china-time.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import { FormModal } from '../../../ui/FormModal.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';
import { useSaveMethodologyMutation } from '../hooks/useAssessmentMutations.ts';
import { methodologyInput, type MethodologyForm } from '../utils/methodologyForm.ts';

export interface MethodologyFormModalProps {
  productCode: string;
  productName: string;
  /** The latest version, whose text and rules the new one starts from. */
  latest: MethodologyVersion | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * A new methodology version (versions are immutable once saved). An effective date closer
 * than the notice period needs 紧急变更 with a reason; saving publishes a methodology notice.
 */
export function MethodologyFormModal({ productCode, productName, latest, open, onClose }: MethodologyFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<MethodologyForm>();
  const save = useSaveMethodologyMutation();
  const urgent = Form.useWatch('urgent', form);
  const effectiveFrom = Form.useWatch('effectiveFrom', form);
  const earliest = chinaNow().startOf('day').add(DEFAULT_METHODOLOGY_NOTICE_DAYS, 'day');
  const short = Boolean(effectiveFrom && effectiveFrom.isBefore(earliest, 'day'));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    const rules = latest?.rules ?? { weighting: 'volume', outlierPercent: 3, minDeals: 3, minContributors: 3 };
    form.setFieldsValue({
      effectiveFrom: earliest,
      text: latest?.text ?? '',
      weighting: rules.weighting,
      outlierPercent: rules.outlierPercent,
      minDeals: rules.minDeals,
      minContributors: rules.minContributors,
      calorificBase: rules.calorificBase ?? null,
      perKcal: rules.perKcal ?? null,
      tolerancePercent: rules.tolerancePercent ?? DEFAULT_TOLERANCE_PERCENT,
      maxSharePercent: rules.maxSharePercent ?? null,
      urgent: false,
      reason: '',
    });
    // `earliest` is today's: recomputed each render, so it is left out on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, latest, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(methodologyInput(productCode, values), {
      onSuccess: ({ version }) => {
        void message.success(`已保存第 ${version} 版，并发布方法变更公告`);
        onClose();
      },
    });
  };

  return (
    <FormModal
      title={`新增编制方法版本：${productName}`}
      open={open}
      width={760}
      form={form}
      name="methodology"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={`版本保存后不可修改。生效日期须至少提前 ${DEFAULT_METHODOLOGY_NOTICE_DAYS} 天公告，紧急变更须说明理由。`}
      />
      <Form.Item name="effectiveFrom" label="生效日期" rules={[{ required: true, message: '请选择生效日期' }]}>
        <DatePicker style={{ width: 200 }} />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="weighting" label="计算方式" rules={[{ required: true, message: '请选择计算方式' }]}>
          <Select style={{ width: 180 }} options={WEIGHTINGS.map((w) => ({ value: w, label: WEIGHTING_NAMES[w] }))} />
        </Form.Item>
        <Form.Item name="outlierPercent" label="异常值阈值（%）" rules={[{ required: true, message: '请输入异常值阈值' }]}>
          <InputNumber min={0.1} max={100} precision={2} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="tolerancePercent" label="合理波动幅度（%）">
          <InputNumber min={0.1} max={100} precision={2} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="maxSharePercent" label="单家机构权重上限（%，选填）">
          <InputNumber min={1} max={100} precision={0} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Space size={16} wrap>
        <Form.Item name="minDeals" label="最少成交笔数" rules={[{ required: true, message: '请输入最少成交笔数' }]}>
          <InputNumber min={0} max={1000} precision={0} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="minContributors" label="最少机构数" rules={[{ required: true, message: '请输入最少机构数' }]}>
          <InputNumber min={0} max={1000} precision={0} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="calorificBase" label="基准发热量（kcal/kg，选填）">
          <InputNumber min={1000} max={8000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item
          name="perKcal"
          label="每大卡调整额（元/吨，选填）"
          dependencies={['calorificBase']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: number | null) =>
                (getFieldValue('calorificBase') == null) === (v == null) ? Promise.resolve() : Promise.reject(new Error('基准发热量与每大卡调整额须同时填写')),
            }),
          ]}
        >
          <InputNumber min={0} max={10} precision={4} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Form.Item name="text" label="编制方法说明" rules={[{ required: true, whitespace: true, message: '请填写编制方法' }]}>
        <Input.TextArea rows={6} maxLength={20000} showCount />
      </Form.Item>
      <Form.Item
        name="urgent"
        label="紧急变更"
        valuePropName="checked"
        extra={short && !urgent ? `生效日期距今不足 ${DEFAULT_METHODOLOGY_NOTICE_DAYS} 天，须勾选紧急变更并说明理由。` : undefined}
      >
        <Switch />
      </Form.Item>
      {urgent ? (
        <Form.Item name="reason" label="紧急变更理由" rules={[{ required: true, whitespace: true, message: '紧急变更须说明理由' }]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
      ) : null}
    </FormModal>
  );
}
