import { useState } from 'react';
import type { ExpertType } from '@coal/contracts';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table } from 'antd';
import { useExpertTypesQuery } from '../../questions/hooks/useQuestionQueries.ts';
import { useDeleteExpertTypeMutation, useSaveExpertTypeMutation } from '../../questions/hooks/useQuestionMutations.ts';

/** ExpertTypeManagement: the fields experts answer in. */
export function ExpertTypeTable() {
  const types = useExpertTypesQuery();
  const save = useSaveExpertTypeMutation();
  const remove = useDeleteExpertTypeMutation();
  const [editing, setEditing] = useState<Partial<ExpertType> | null>(null);
  const [form] = Form.useForm<{ name: string; description?: string; sortOrder?: number }>();
  const submit = async () => {
    const v = await form.validateFields();
    await save.mutateAsync({ id: editing?.id, name: v.name.trim(), description: v.description?.trim(), sortOrder: v.sortOrder ?? 0 });
    setEditing(null);
  };
  return (
    <>
      <div className="coal-search-bar"><span /><Button type="primary" onClick={() => setEditing({})}>新增专家类型</Button></div>
      <Table<ExpertType>
        rowKey="id"
        size="middle"
        loading={types.isFetching}
        dataSource={types.data}
        pagination={false}
        columns={[
          { title: '名称', dataIndex: 'name', width: 180 },
          { title: '说明', dataIndex: 'description', render: (d: string) => d || '—' },
          { title: '专家数', dataIndex: 'expertCount', width: 90 },
          { title: '排序', dataIndex: 'sortOrder', width: 70 },
          {
            title: '操作',
            key: 'a',
            width: 140,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title={`删除“${r.name}”？`} onConfirm={() => remove.mutate(r.id)}><Button type="link" size="small" danger>删除</Button></Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing?.id ? '编辑专家类型' : '新增专家类型'} onOk={() => void submit().catch(() => undefined)} confirmLoading={save.isPending} onCancel={() => setEditing(null)} destroyOnHidden>
        <Form form={form} layout="vertical" preserve={false} initialValues={{ sortOrder: 0, ...editing }}>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入专家类型名称' }, { max: 30, message: '名称不能超过30个字符' }]}><Input /></Form.Item>
          <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明不能超过200个字符' }]}><Input.TextArea rows={3} /></Form.Item>
          <Form.Item name="sortOrder" label="排序"><InputNumber min={-100000} max={100000} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}
