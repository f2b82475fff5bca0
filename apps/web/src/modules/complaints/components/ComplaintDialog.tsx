import { type ComplainBodyInput, COMPLAINT_REASONS, COMPLAINT_TARGET_NAMES, type ComplaintReason, type ComplaintTarget } from '@coal/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useComplainMutation } from '../hooks/useComplaints.ts';

export interface ComplaintDialogProps {
  open: boolean;
  targetType: ComplaintTarget;
  targetId: number;
  /** What is complained about, shown in the dialog. */
  targetTitle?: string;
  onClose: () => void;
}

type ComplaintFormValues = Pick<ComplainBodyInput, 'reasonType' | 'content'>;

const REASON_OPTIONS = (Object.keys(COMPLAINT_REASONS) as ComplaintReason[]).map((key) => ({ value: key, label: COMPLAINT_REASONS[key] }));

/** 投诉 dialog of the detail pages (members): reason (required) and description. */
export function ComplaintDialog({ open, targetType, targetId, targetTitle, onClose }: ComplaintDialogProps) {
  const [form] = Form.useForm<ComplaintFormValues>();
  const mutation = useComplainMutation();

  const submit = async () => {
    const values = await form.validateFields();
    await mutation.mutateAsync({ targetType, targetId, reasonType: values.reasonType, content: values.content?.trim() || undefined });
    form.resetFields();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={`投诉${COMPLAINT_TARGET_NAMES[targetType]}`}
      okText="提交投诉"
      cancelText="取消"
      confirmLoading={mutation.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {targetTitle ? <p className="coal-muted">投诉对象：{targetTitle}</p> : null}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reasonType" label="投诉原因" rules={[{ required: true, message: '请选择投诉原因' }]}>
          <Radio.Group options={REASON_OPTIONS} />
        </Form.Item>
        <Form.Item name="content" label="补充说明" rules={[{ max: 1000, message: '补充说明不能超过1000个字符' }]}>
          <Input.TextArea rows={4} placeholder="请描述具体问题（选填）" showCount maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
