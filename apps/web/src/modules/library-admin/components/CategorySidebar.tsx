import { useState } from 'react';
import { EnterSubmits } from '../../../ui/EnterSubmits.tsx';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, InputNumber, Modal, Popconfirm } from 'antd';
import type { LibraryCategory } from '@coal/contracts';
import type { LibraryAdminPrefix } from '../api/libraryAdminApi.ts';
import { useAdminCategoriesQuery, useAdminCategoryMutation } from '../hooks/useLibraryAdmin.ts';
import { requiredText } from '../../../ui/formRules.ts';

export interface CategorySidebarProps {
  prefix: LibraryAdminPrefix;
  value: number | undefined;
  onChange: (categoryId: number | undefined) => void;
}

/** A library's categories: pick one to filter, add, rename, reorder, delete. */
export function CategorySidebar({ prefix, value, onChange }: CategorySidebarProps) {
  const categories = useAdminCategoriesQuery(prefix);
  const mutate = useAdminCategoryMutation(prefix);
  const [editing, setEditing] = useState<Partial<LibraryCategory> | null>(null);
  const [form] = Form.useForm<{ name: string; sort?: number }>();
  const save = async () => {
    const v = await form.validateFields();
    await mutate.mutateAsync({ id: editing?.id, name: v.name.trim(), sort: v.sort ?? 0 });
    setEditing(null);
  };
  return (
    <nav className="coal-cat-side" aria-label="分类">
      <div className="coal-cat-side__head">
        <strong>分类</strong>
        <Button size="small" type="link" icon={<PlusOutlined />} onClick={() => setEditing({})}>
          新增
        </Button>
      </div>
      <button type="button" className={value === undefined ? 'coal-cat-side__item is-active' : 'coal-cat-side__item'} onClick={() => onChange(undefined)}>
        全部
      </button>
      {(categories.data ?? []).map((c) => (
        <div key={c.id} className={value === c.id ? 'coal-cat-side__item is-active' : 'coal-cat-side__item'}>
          <button type="button" onClick={() => onChange(c.id)}>
            {c.name} <span className="coal-muted">({c.count})</span>
          </button>
          <Button size="small" type="text" icon={<EditOutlined />} aria-label={`编辑${c.name}`} onClick={() => setEditing(c)} />
          <Popconfirm title={`删除分类“${c.name}”？`} onConfirm={() => mutate.mutate({ id: c.id, remove: true })}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除${c.name}`} />
          </Popconfirm>
        </div>
      ))}
      <Modal
        open={editing !== null}
        title={editing?.id ? '编辑分类' : '新增分类'}
        onOk={() => void save().catch(() => undefined)}
        confirmLoading={mutate.isPending}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ name: editing?.name, sort: editing?.sort ?? 0 }}
          onFinish={() => void save().catch(() => undefined)}
        >
          <EnterSubmits />
          <Form.Item name="name" label="分类名称" rules={requiredText('请输入分类名称', 50, '分类名称不能超过50个字符')}>
            <Input />
          </Form.Item>
          <Form.Item name="sort" label="排序（越小越靠前）">
            <InputNumber min={-100000} max={100000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </nav>
  );
}
