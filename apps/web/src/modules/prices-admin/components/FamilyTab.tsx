import { useEffect, useState } from 'react';
import { EnterSubmits } from '../../../ui/EnterSubmits.tsx';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { IndexFamilyRow } from '@coal/contracts';
import type { FamilyInput } from '../api/indexAdminApi.ts';
import { useAdminFamiliesQuery } from '../hooks/useAdminFamiliesQuery.ts';
import { useDeleteFamilyMutation, useSaveFamilyMutation } from '../hooks/useIndexAdminMutations.ts';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

/** 指数系列: the families (their order is the portal's: PriceFirst/Second/Third). */
export function FamilyTab() {
  const { message } = useAntdApp();
  const query = useAdminFamiliesQuery();
  const save = useSaveFamilyMutation();
  const remove = useDeleteFamilyMutation();
  const [editing, setEditing] = useState<IndexFamilyRow | null | undefined>(undefined);
  const [form] = Form.useForm<FamilyInput>();

  useEffect(() => {
    if (editing === undefined) return;
    form.resetFields();
    form.setFieldsValue(editing ?? { sortOrder: 0, description: '' });
  }, [editing, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(
      { ...values, description: values.description ?? '', id: editing?.id },
      {
        onSuccess: () => {
          void message.success('保存成功');
          setEditing(undefined);
        },
      },
    );
  };

  const columns: TableColumnsType<IndexFamilyRow> = [
    { title: '排序', dataIndex: 'sortOrder', width: 70 },
    { title: '系列代码', dataIndex: 'code', width: 110 },
    {
      title: '系列名称',
      dataIndex: 'name',
      width: 220,
      render: (n: string, f) => (
        <>
          {n} {f.demo ? <Tag color="gold">演示数据</Tag> : null}
        </>
      ),
    },
    { title: '说明', dataIndex: 'description', ellipsis: true },
    { title: '指数数', dataIndex: 'productCount', width: 80, align: 'right' },
    {
      title: '操作',
      key: 'actions',
      width: 140,
      fixed: 'right',
      render: (_: unknown, f) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(f)}>
            编辑
          </Button>
          <Popconfirm title={`删除系列“${f.name}”？`} onConfirm={() => remove.mutate(f.id, { onSuccess: () => void message.success('删除成功') })}>
            <Button type="link" size="small" danger disabled={f.productCount > 0} title={f.productCount > 0 ? '系列下还有指数' : undefined}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <div style={{ marginBottom: 12, textAlign: 'right' }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          新增系列
        </Button>
      </div>
      <Table<IndexFamilyRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
      <Modal
        title={editing ? `编辑系列：${editing.name}` : '新增系列'}
        open={editing !== undefined}
        onCancel={() => setEditing(undefined)}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" name="index-family" onFinish={() => void submit().catch(() => undefined)}>
          <EnterSubmits />
          <Form.Item name="code" label="系列代码" rules={[{ required: true, message: '请输入系列代码' }]}>
            <Input maxLength={32} disabled={Boolean(editing)} />
          </Form.Item>
          <Form.Item name="name" label="系列名称" rules={[{ required: true, message: '请输入系列名称' }]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="description" label="说明">
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
          <Form.Item name="sortOrder" label="排序（小的在前，前三个系列即第一、二、三系列页）">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
