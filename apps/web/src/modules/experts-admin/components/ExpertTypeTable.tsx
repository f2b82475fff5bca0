import { useState } from 'react';
import { EnterSubmits } from '../../../ui/EnterSubmits.tsx';
import type { ExpertType } from '@coal/contracts';
import { Button, Form, Input, InputNumber, Modal } from 'antd';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { useExpertTypesQuery } from '../../questions/hooks/useQuestionQueries.ts';
import { useDeleteExpertTypeMutation, useSaveExpertTypeMutation } from '../hooks/useExpertsAdmin.ts';
import { requiredText } from '../../../ui/formRules.ts';

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
      <AdminList<ExpertType>
        query={types}
        toolbar={
          <Button type="primary" onClick={() => setEditing({})}>
            新增专家类型
          </Button>
        }
        columns={[
          { title: '名称', dataIndex: 'name', width: 180 },
          { title: '说明', dataIndex: 'description', render: (d: string) => d || '—' },
          { title: '专家数', dataIndex: 'expertCount', width: 90 },
          { title: '排序', dataIndex: 'sortOrder', width: 70 },
        ]}
        actionsWidth={140}
        actions={(r) => [{ label: '编辑', onClick: () => setEditing(r) }, deleteAction(`删除“${r.name}”？`, () => remove.mutate(r.id))]}
      />
      <Modal
        open={editing !== null}
        title={editing?.id ? '编辑专家类型' : '新增专家类型'}
        onOk={() => void submit().catch(() => undefined)}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false} initialValues={{ sortOrder: 0, ...editing }} onFinish={() => void submit().catch(() => undefined)}>
          <EnterSubmits />
          <Form.Item name="name" label="名称" rules={requiredText('请输入专家类型名称', 30, '名称不能超过30个字符')}>
            <Input />
          </Form.Item>
          <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明不能超过200个字符' }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="sortOrder" label="排序">
            <InputNumber min={-100000} max={100000} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
