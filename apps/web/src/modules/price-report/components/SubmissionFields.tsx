import { Form, Input, InputNumber, Select, Space } from 'antd';
import { SUBMISSION_KIND_NAMES, SUBMISSION_KINDS } from '@coal/contracts';

/** The fields of one price submission, shared by the staff capture form and the member's form. */
export function SubmissionFields({ unitName = '元/吨' }: { unitName?: string }) {
  return (
    <>
      <Form.Item name="kind" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Select options={SUBMISSION_KINDS.map((k) => ({ value: k, label: SUBMISSION_KIND_NAMES[k] }))} />
      </Form.Item>
      <Space size={16} wrap>
        <Form.Item name="price" label={`价格（${unitName}）`} rules={[{ required: true, message: '请输入价格' }]}>
          <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="volume" label="数量（吨）" rules={[{ required: true, message: '请输入数量' }]}>
          <InputNumber min={0.01} max={100_000_000} precision={2} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Space size={16} wrap>
        <Form.Item name="calorific" label="发热量（kcal/kg，选填）">
          <InputNumber min={1000} max={8000} precision={0} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="sulphur" label="硫分（%，选填）">
          <InputNumber min={0} max={10} precision={2} style={{ width: 180 }} />
        </Form.Item>
      </Space>
      <Form.Item name="deliveryPlace" label="交货地（选填）">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="note" label="备注（选填）">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
    </>
  );
}
