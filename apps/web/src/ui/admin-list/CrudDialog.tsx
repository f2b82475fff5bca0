import type { ReactNode } from 'react';
import { Form, InputNumber, Modal, Space, Switch } from 'antd';
import { EnterSubmits } from '../EnterSubmits.tsx';
import type { CrudFormProps } from './CrudList.tsx';

interface CrudDialogProps<Item extends { id: number }> extends CrudFormProps<Item> {
  /** What is added or edited: 链接 gives 新增链接 / 编辑链接. */
  noun: string;
  width?: number;
  /** A new item's values (an edited one starts from `toValues(item)`, default the item itself). */
  defaults: object;
  toValues?: (item: Item) => object;
  /** The 排序 and 启用 fields after the others. */
  sortAndEnabled?: boolean;
  children: ReactNode;
}

/** The add/edit dialog of a CrudList: validates, sends the fields with the item's id, shows the saving state; Enter submits, Esc closes. */
export function CrudDialog<Item extends { id: number }>({
  item,
  saving,
  onClose,
  onSubmit,
  noun,
  width,
  defaults,
  toValues,
  sortAndEnabled = false,
  children,
}: CrudDialogProps<Item>) {
  const [form] = Form.useForm();
  const submit = async () => onSubmit({ ...(await form.validateFields()), id: item?.id });
  return (
    <Modal
      open
      width={width}
      title={`${item ? '编辑' : '新增'}${noun}`}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={item ? (toValues ? toValues(item) : item) : defaults}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <EnterSubmits />
        {children}
        {sortAndEnabled ? (
          <Space size={24}>
            <Form.Item name="sort" label="排序">
              <InputNumber min={-100000} max={100000} />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        ) : null}
      </Form>
    </Modal>
  );
}
