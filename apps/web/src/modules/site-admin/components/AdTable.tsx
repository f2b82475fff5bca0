import { useState } from 'react';
import type { AdminAdItem, AdSlot } from '@coal/contracts';
import { Button, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { adsApi } from '../api/siteAdminApi.ts';
import { useCrudListQuery, useCrudMutation } from '../hooks/useCrud.ts';
import { AdForm, SLOT_OPTIONS } from './AdForm.tsx';

/** Advertising: the home ad slots' banners. */
export function AdTable() {
  const pager = usePagination();
  const [slot, setSlot] = useState<AdSlot | undefined>();
  const [editing, setEditing] = useState<AdminAdItem | null | undefined>(undefined);
  const query = useCrudListQuery(adsApi, { slot, ...pager.query });
  const mutate = useCrudMutation(adsApi, [['site', 'banners']]);
  return (
    <>
      <SearchBar
        left={<Select aria-label="广告位" placeholder="全部广告位" allowClear value={slot} onChange={(v?: AdSlot) => { setSlot(v); pager.reset(); }} options={SLOT_OPTIONS} style={{ width: 180 }} />}
        right={<Button type="primary" onClick={() => setEditing(null)}>新增广告</Button>}
      />
      <Table<AdminAdItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        scroll={{ x: 1000 }}
        columns={[
          { title: '图片', dataIndex: 'imagePath', width: 140, render: (p: string) => <img src={resourceUrl(p)} alt="" style={{ width: 120, height: 48, objectFit: 'cover' }} /> },
          { title: '标题', dataIndex: 'title', ellipsis: true },
          { title: '广告位', dataIndex: 'slotName', width: 120 },
          { title: '链接', dataIndex: 'link', ellipsis: true, render: (l: string | null) => l || '—' },
          { title: '排序', dataIndex: 'sort', width: 60 },
          { title: '有效期', key: 'p', width: 200, render: (_: unknown, r) => (r.startAt || r.endAt ? `${formatDateTime(r.startAt) || '不限'} ~ ${formatDateTime(r.endAt) || '不限'}` : '长期') },
          { title: '展示中', dataIndex: 'active', width: 80, render: (a: boolean) => (a ? <Tag color="green">展示中</Tag> : <Tag>未展示</Tag>) },
          { title: '启用', dataIndex: 'enabled', width: 70, render: (e: boolean, r) => <Switch size="small" checked={e} aria-label={`启用${r.title}`} onChange={(on) => mutate.mutate({ type: 'enable', id: r.id, enabled: on })} /> },
          {
            title: '操作',
            key: 'a',
            width: 120,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(r)}>编辑</Button>
                <Popconfirm title="删除该广告？" onConfirm={() => mutate.mutate({ type: 'delete', id: r.id })}>
                  <Button type="link" size="small" danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
      <AdForm key={editing?.id ?? 'new'} ad={editing ?? null} open={editing !== undefined} saving={mutate.isPending} onClose={() => setEditing(undefined)} onSubmit={(body) => mutate.mutate({ type: 'save', body }, { onSuccess: () => setEditing(undefined) })} />
    </>
  );
}
