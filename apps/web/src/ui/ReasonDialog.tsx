import { type ReactNode, useEffect } from 'react';
import { Form, Input } from 'antd';
import { FormModal } from './FormModal.tsx';
import { requiredText } from './formRules.ts';

export interface ReasonDialogProps {
  open: boolean;
  /** The form's name: its field's id (`name_reason`), unique on the page. */
  name: string;
  title: string;
  /** Above the field: what is being confirmed (the server's message, the move). */
  children?: ReactNode;
  label: string;
  required: string;
  initialReason?: string;
  saving: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/** A dialog that asks for one reason (reject, suspend, confirm a move): it cannot be sent blank. */
export function ReasonDialog({ open, name, title, children, label, required, initialReason = '', saving, onSubmit, onClose }: ReasonDialogProps) {
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ reason: initialReason });
  }, [open, initialReason, form]);
  const submit = async () => {
    const { reason } = await form.validateFields();
    onSubmit(reason.trim());
  };
  return (
    <FormModal title={title} open={open} form={form} name={name} saving={saving} onSubmit={submit} onClose={onClose}>
      {children}
      <Form.Item name="reason" label={label} rules={requiredText(required, 500, '理由最多500个字')}>
        <Input.TextArea rows={3} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
