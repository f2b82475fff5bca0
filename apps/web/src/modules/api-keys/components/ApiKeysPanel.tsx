import { type ApiKey, apiKeyCreateBody, type CreatedApiKey } from '@coal/contracts';
import { Alert, Button, Form, Input, Modal, Popconfirm, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatChinaTime } from '../../../lib/format.ts';
import { getConfig } from '../../../lib/runtime-config.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { useApiKeysQuery, useCreateApiKeyMutation, useRevokeApiKeyMutation } from '../hooks/useApiKeys.ts';

const docsUrl = () => `${getConfig().apiBase}/api/docs`;
const when = (iso: string | null) => (iso ? formatChinaTime(iso) : '从未使用');

/**
 * 个人中心 → API 密钥: the member's personal keys to the open data API. A new key's secret is
 * shown once, in a dialog; the list shows name, prefix, dates and usage; revoking is immediate.
 */
export function ApiKeysPanel() {
  const keys = useApiKeysQuery();
  const create = useCreateApiKeyMutation();
  const revoke = useRevokeApiKeyMutation();
  const [form] = Form.useForm<{ name: string }>();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const submit = async ({ name }: { name: string }) => {
    const key = await create.mutateAsync(name);
    form.resetFields();
    setCreated(key);
  };

  if (keys.isLoading) return <Skeleton active />;
  if (keys.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={keys.error instanceof Error ? keys.error.message : '加载失败'}
        action={<Button onClick={() => void keys.refetch()}>重试</Button>}
      />
    );
  const data = keys.data!;
  const full = data.list.length >= data.max;

  const columns = [
    { title: '名称', dataIndex: 'name', key: 'name' },
    { title: '密钥前缀', dataIndex: 'prefix', key: 'prefix', render: (prefix: string) => <Typography.Text code>{prefix}…</Typography.Text> },
    { title: '创建时间', dataIndex: 'createdAt', key: 'createdAt', render: (v: string) => formatChinaTime(v) },
    { title: '最近使用', dataIndex: 'lastUsedAt', key: 'lastUsedAt', render: when },
    { title: '今日调用', dataIndex: 'usageToday', key: 'usageToday' },
    { title: '累计调用', dataIndex: 'usageTotal', key: 'usageTotal' },
    {
      title: '状态',
      key: 'active',
      render: (_: unknown, key: ApiKey) => (key.active ? <Tag color="green">可用</Tag> : <Tag>已失效（修改密码后）</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, key: ApiKey) => (
        <Popconfirm title={`撤销密钥“${key.name}”？撤销后立即无法使用。`} okText="撤销" cancelText="取消" onConfirm={() => revoke.mutateAsync(key.id)}>
          <Button type="link" danger>
            撤销
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <div className="coal-api-keys">
      <Typography.Paragraph type="secondary">
        用 API 密钥在程序中读取价格指数（指数列表、最新值、序列、发布日历）：请求头 <Typography.Text code>Authorization: Bearer 密钥</Typography.Text>
        ，每个密钥每分钟最多 {data.ratePerMinute} 次，最多 {data.max} 个密钥。停用账号或修改密码后，原有密钥失效。
        <a href={docsUrl()} target="_blank" rel="noreferrer">
          查看接口文档
        </a>
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={(values) => void submit(values).catch(() => undefined)} style={{ marginBottom: 16 }}>
        <Form.Item
          name="name"
          rules={[
            {
              validator: async (_, value) => {
                const result = apiKeyCreateBody.shape.name.safeParse(value ?? '');
                if (!result.success) throw new Error(result.error.issues[0]?.message ?? '请输入密钥名称');
              },
            },
          ]}
        >
          <Input placeholder="密钥名称，如：行情同步" maxLength={30} aria-label="密钥名称" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending} disabled={full}>
          创建密钥
        </Button>
        {full ? <Typography.Text type="secondary">已达上限，请先撤销不用的密钥</Typography.Text> : null}
      </Form>
      {data.list.length === 0 ? <Empty /> : <Table rowKey="id" size="small" columns={columns} dataSource={data.list} pagination={false} scroll={{ x: true }} />}
      <Modal
        open={created !== null}
        title="密钥已创建"
        onCancel={() => setCreated(null)}
        footer={
          <Button type="primary" onClick={() => setCreated(null)}>
            我已保存
          </Button>
        }
      >
        <Alert type="warning" showIcon message="密钥只显示这一次，关闭后无法再次查看，请立即复制保存。" style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="api-key-secret">
          {created?.secret}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
