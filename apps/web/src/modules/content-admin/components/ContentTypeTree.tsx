import { useState } from 'react';
import { EnterSubmits } from '../../../ui/EnterSubmits.tsx';
import type { CategoryNode } from '@coal/contracts';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import type { ContentTypeInput } from '../api/contentAdminApi.ts';
import { useAdminContentTypesQuery, useDeleteContentTypeMutation, useSaveContentTypeMutation } from '../hooks/useContentAdmin.ts';
import { ContentTypeTreeSelect } from './ContentTypeTreeSelect.tsx';
import { requiredText } from '../../../ui/formRules.ts';

type Editing = Partial<Omit<CategoryNode, 'children'>> & { parentId?: number | null; children?: undefined };

/** A tree row: leaves have no `children`, so the table shows no expand button for them. */
type TreeRow = Omit<CategoryNode, 'children'> & { children?: TreeRow[] };
const withoutEmptyChildren = (nodes: CategoryNode[]): TreeRow[] =>
  nodes.map((n) => ({ ...n, children: n.children.length ? withoutEmptyChildren(n.children) : undefined }));

function TypeForm({ item, saving, onClose, onSubmit }: { item: Editing; saving: boolean; onClose: () => void; onSubmit: (v: ContentTypeInput) => void }) {
  const [form] = Form.useForm<ContentTypeInput>();
  const submit = async () => {
    const v = await form.validateFields();
    onSubmit({ ...v, id: item.id, name: v.name.trim(), code: v.code.trim() });
  };
  return (
    <Modal
      open
      title={item.id ? '编辑内容类型' : '新增内容类型'}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ sortOrder: 0, enabled: true, allowMemberPost: false, ...item }}
        onFinish={() => void submit().catch(() => undefined)}
      >
        <EnterSubmits />
        <Form.Item name="name" label="类型名称" rules={requiredText('请输入类型名称', 30, '名称不能超过30个字符')}>
          <Input />
        </Form.Item>
        <Form.Item
          name="code"
          label="类型编码"
          rules={[
            { required: true, message: '请输入类型编码' },
            { pattern: /^[a-z][a-z0-9_]{1,39}$/, message: '类型编码须为小写字母开头的字母、数字或下划线，2-40位' },
          ]}
        >
          <Input placeholder="如 market_news" disabled={Boolean(item.id)} />
        </Form.Item>
        <Form.Item name="parentId" label="上级类型">
          <ContentTypeTreeSelect placeholder="无（顶级）" style={{ width: '100%' }} />
        </Form.Item>
        <Space size={24}>
          <Form.Item name="sortOrder" label="排序">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="allowMemberPost" label="允许会员投稿" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** ContentTypeManagement: the category tree with add (also as child), edit, delete. */
export function ContentTypeTree() {
  const types = useAdminContentTypesQuery();
  const save = useSaveContentTypeMutation();
  const remove = useDeleteContentTypeMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  return (
    <>
      <div className="coal-search-bar">
        <span className="coal-muted">内容类型决定文章所属栏目；开启“允许会员投稿”的类型会出现在门户快速发布中。</span>
        <Button type="primary" onClick={() => setEditing({})}>
          新增类型
        </Button>
      </div>
      <Table<TreeRow>
        rowKey="id"
        size="middle"
        loading={types.isFetching}
        dataSource={withoutEmptyChildren(types.data ?? [])}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '编码', dataIndex: 'code', render: (c: string) => <code>{c}</code> },
          { title: '排序', dataIndex: 'sortOrder', width: 70 },
          { title: '状态', dataIndex: 'enabled', width: 80, render: (e: boolean) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
          { title: '会员投稿', dataIndex: 'allowMemberPost', width: 90, render: (a: boolean) => (a ? <Tag color="blue">允许</Tag> : '—') },
          {
            title: '操作',
            key: 'a',
            width: 200,
            fixed: 'right',
            render: (_: unknown, r: TreeRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing({ parentId: r.id })}>
                  添加子类
                </Button>
                <Button type="link" size="small" onClick={() => setEditing({ ...r, children: undefined })}>
                  编辑
                </Button>
                <Popconfirm title={`删除“${r.name}”？有内容的类型不能删除。`} onConfirm={() => remove.mutate(r.id)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <TypeForm
          item={editing}
          saving={save.isPending}
          onClose={() => setEditing(null)}
          onSubmit={(v) => save.mutate(v, { onSuccess: () => setEditing(null) })}
        />
      ) : null}
    </>
  );
}
