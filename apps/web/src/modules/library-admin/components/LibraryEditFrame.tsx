import type { ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import type { EditGuard } from '../../../ui/unsaved/useEditGuard.tsx';

/**
 * The frame of a library item's edit form (text, research report): a vertical form bound to
 * its unsaved-changes guard (banner on top), the item's fields, and 保存 (busy while saving).
 */
export function LibraryEditFrame<T extends object>({
  form,
  label,
  initialValues,
  onFinish,
  guard,
  saving,
  children,
}: {
  form: FormInstance<T>;
  label: string;
  initialValues: Partial<T>;
  onFinish: (values: T) => void;
  guard?: EditGuard<T>;
  saving: boolean;
  children: ReactNode;
}) {
  guard?.bind(form);
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onFinish} onValuesChange={guard?.onValuesChange} aria-label={label}>
      {guard?.banner}
      {children}
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
