import { useState } from 'react';
import type { AdminKeywordUrl, KeywordUrlSaveBodyInput } from '@coal/contracts';
import { Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, Switch, Table } from 'antd';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useKeywordLinkMutation, useKeywordLinksQuery } from '../hooks/useKeywordLinks.ts';
import { requiredText } from '../../../ui/formRules.ts';

type KeywordValues = Omit<KeywordUrlSaveBodyInput, 'id'>;

/** 关键词链接: keywords that article bodies link to (first occurrence, added on display). */
export function KeywordLinksDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const pager = usePagination();
  const list = useKeywordLinksQuery({ ...pager.query });
  const mutate = useKeywordLinkMutation();
  const [editing, setEditing] = useState<AdminKeywordUrl | null>(null);
  const [form] = Form.useForm<KeywordValues>();
  const submit = async () => {
    const v = await form.validateFields();
    await mutate.mutateAsync({ save: { id: editing?.id, keyword: v.keyword.trim(), url: v.url.trim(), sortOrder: v.sortOrder ?? 0, enabled: v.enabled } });
    setEditing(null);
    form.resetFields();
  };
  return (
    <Drawer open={open} onClose={onClose} title="关键词链接" size={720} destroyOnHidden>
      <Form form={form} layout="inline" initialValues={{ enabled: true, sortOrder: 0 }} style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item name="keyword" rules={requiredText('请输入关键词', 50, '关键词不能超过50个字符')}>
          <Input placeholder="关键词" style={{ width: 130 }} />
        </Form.Item>
        <Form.Item
          name="url"
          rules={[
            { required: true, message: '请输入链接地址' },
            { pattern: /^(https?:\/\/\S+|\/(?!\/)\S*)$/, message: '须为 http(s) 地址或以 / 开头的站内路径' },
          ]}
        >
          <Input placeholder="https://… 或 /portal/Price" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="sortOrder">
          <InputNumber placeholder="排序" style={{ width: 70 }} />
        </Form.Item>
        <Form.Item name="enabled" valuePropName="checked">
          <Switch checkedChildren="启用" unCheckedChildren="停用" />
        </Form.Item>
        <Space>
          <Button type="primary" loading={mutate.isPending} onClick={() => void submit().catch(() => undefined)}>
            {editing ? '保存修改' : '添加'}
          </Button>
          {editing ? (
            <Button
              onClick={() => {
                setEditing(null);
                form.resetFields();
              }}
            >
              取消
            </Button>
          ) : null}
        </Space>
      </Form>
      <Table<AdminKeywordUrl>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list}
        pagination={false}
        columns={[
          { title: '关键词', dataIndex: 'keyword' },
          { title: '链接', dataIndex: 'url', ellipsis: true },
          { title: '排序', dataIndex: 'sortOrder', width: 60 },
          { title: '状态', dataIndex: 'enabled', width: 60, render: (e: boolean) => (e ? '启用' : '停用') },
          {
            title: '操作',
            key: 'a',
            width: 110,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => {
                    setEditing(r);
                    form.setFieldsValue(r);
                  }}
                >
                  编辑
                </Button>
                <Popconfirm title={`删除“${r.keyword}”？`} onConfirm={() => mutate.mutate({ remove: r.id })}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={list.data?.total} />
    </Drawer>
  );
}
