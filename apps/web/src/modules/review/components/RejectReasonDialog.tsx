import { Form, Input, Modal } from 'antd';
import { requiredText } from '../../../ui/formRules.ts';

export interface RejectReasonDialogProps {
  open: boolean;
  loading?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

const QUICK_REASONS = ['含有敏感词或违规信息', '内容与栏目不符', '涉嫌虚假或夸大宣传', '格式混乱，请整理后重新提交'];

/** Asks for the rejection reason (required, ≤ 500), with common reasons one click away. */
export function RejectReasonDialog({ open, loading, onCancel, onConfirm }: RejectReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const confirm = async () => {
    const { reason } = await form.validateFields();
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      title="驳回"
      okText="确认驳回"
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={() => void confirm().catch(() => undefined)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label="驳回原因" rules={requiredText('请填写驳回原因', 500, '驳回原因不能超过500个字符')}>
          <Input.TextArea rows={4} placeholder="驳回原因会告知作者" />
        </Form.Item>
        <div className="coal-quick-reasons">
          {QUICK_REASONS.map((reason) => (
            <button key={reason} type="button" className="coal-chip" onClick={() => form.setFieldsValue({ reason })}>
              {reason}
            </button>
          ))}
        </div>
      </Form>
    </Modal>
  );
}
