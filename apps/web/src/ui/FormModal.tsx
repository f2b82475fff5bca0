import type { ReactNode } from 'react';
import { Form, type FormInstance, Modal } from 'antd';
import { EnterSubmits } from './EnterSubmits.tsx';

interface FormModalProps {
  title: ReactNode;
  open: boolean;
  width?: number;
  /** The caller's form (it sets values when the edited row changes). */
  form: FormInstance;
  /** A name for the form: its fields get ids `name_field`. */
  name: string;
  saving: boolean;
  /** Validates and saves; a refusal is already shown, so it may reject quietly. */
  onSubmit: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A back-office add/edit dialog around a vertical form: 确定 and Enter save (showing the saving
 * state), Esc and 取消 close. Rendered while closed too, so the form instance is always bound.
 */
export function FormModal({ title, open, width, form, name, saving, onSubmit, onClose, children }: FormModalProps) {
  const submit = () => void onSubmit().catch(() => undefined);
  return (
    <Modal title={title} open={open} width={width} onCancel={onClose} onOk={submit} confirmLoading={saving} forceRender>
      <Form form={form} layout="vertical" name={name} requiredMark onFinish={submit}>
        <EnterSubmits />
        {children}
      </Form>
    </Modal>
  );
}
