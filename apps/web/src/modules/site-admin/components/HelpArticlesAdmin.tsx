import { useState } from 'react';
import { HELP_KIND_NAMES, type AdminHelpArticle, type HelpKind } from '@coal/contracts';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Radio, Space, Switch, Table, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import { LINE_HEIGHTS_WIDE } from '../../../ui/editor/editorConfig.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { helpApi } from '../api/siteAdminApi.ts';
import { useCrudListQuery, useCrudMutation } from '../hooks/useCrud.ts';

const KIND_OPTIONS = (Object.keys(HELP_KIND_NAMES) as HelpKind[]).map((value) => ({ value, label: HELP_KIND_NAMES[value] }));

function HelpForm({ item, saving, onClose, onSubmit }: { item: AdminHelpArticle | null; saving: boolean; onClose: () => void; onSubmit: (b: Record<string, unknown>) => void }) {
  const [form] = Form.useForm();
  const submit = async () => onSubmit({ ...(await form.validateFields()), id: item?.id });
  return (
    <Modal open width={960} title={item ? '编辑帮助' : '新增帮助'} onOk={() => void submit().catch(() => undefined)} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false} initialValues={item ?? { kind: 'help', sort: 0, enabled: true, content: '' }}>
        <Form.Item name="kind" label="类型"><Radio.Group options={KIND_OPTIONS} /></Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请输入标题' }, { max: 200, message: '标题不能超过200个字符' }]}><Input /></Form.Item>
        <Form.Item name="content" label="内容"><LazyRichTextEditor height={320} lineHeights={LINE_HEIGHTS_WIDE} /></Form.Item>
        <Space size={24}>
          <Form.Item name="sort" label="排序"><InputNumber min={-100000} max={100000} /></Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked"><Switch /></Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}

/** 帮助中心 entries (help articles and FAQ) shown at /portal/AboutUs. */
export function HelpArticlesAdmin() {
  const pager = usePagination();
  const [editing, setEditing] = useState<AdminHelpArticle | null | undefined>(undefined);
  const query = useCrudListQuery(helpApi, { ...pager.query });
  const mutate = useCrudMutation(helpApi, [['site']]);
  return (
    <>
      <div className="coal-search-bar"><span /><Button type="primary" onClick={() => setEditing(null)}>新增帮助</Button></div>
      <Table<AdminHelpArticle>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title', ellipsis: true },
          { title: '类型', dataIndex: 'kind', width: 100, render: (k: HelpKind) => <Tag>{HELP_KIND_NAMES[k]}</Tag> },
          { title: '排序', dataIndex: 'sort', width: 60 },
          { title: '启用', dataIndex: 'enabled', width: 70, render: (e: boolean, r) => <Switch size="small" checked={e} aria-label={`启用${r.title}`} onChange={(on) => mutate.mutate({ type: 'save', body: { ...r, enabled: on } })} /> },
          { title: '更新', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
          {
            title: '操作',
            key: 'a',
            width: 120,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title="删除该条目？" onConfirm={() => mutate.mutate({ type: 'delete', id: r.id })}><Button type="link" size="small" danger>删除</Button></Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
      {editing !== undefined ? <HelpForm item={editing} saving={mutate.isPending} onClose={() => setEditing(undefined)} onSubmit={(body) => mutate.mutate({ type: 'save', body }, { onSuccess: () => setEditing(undefined) })} /> : null}
    </>
  );
}
