import type { AdminAdItem, AdSlot } from '@coal/contracts';
import { Switch, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { CrudList, type CrudFormProps } from '../../../ui/admin-list/CrudList.tsx';
import { FilterSelect } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { adsApi } from '../api/siteAdminApi.ts';
import { AdForm, SLOT_OPTIONS } from './AdForm.tsx';

const AdDialog = ({ item, ...rest }: CrudFormProps<AdminAdItem>) => <AdForm ad={item} open {...rest} />;

/** Advertising: the home ad slots' banners. */
export function AdTable() {
  const filters = useListFilters<{ slot?: AdSlot }>();
  return (
    <CrudList<AdminAdItem, AdminAdItem, { slot?: AdSlot }>
      api={adsApi}
      portalKeys={[['site', 'banners']]}
      filters={filters}
      fields={<FilterSelect filters={filters} name="slot" label="广告位" placeholder="全部广告位" applyOnChange options={SLOT_OPTIONS} width={180} />}
      addLabel="新增广告"
      deleteTitle="删除该广告？"
      Form={AdDialog}
      columns={(mutate) => [
        {
          title: '图片',
          dataIndex: 'imagePath',
          width: 140,
          render: (p: string) => <img src={resourceUrl(p)} alt="" style={{ width: 120, height: 48, objectFit: 'cover' }} />,
        },
        { title: '标题', dataIndex: 'title', ellipsis: true },
        { title: '广告位', dataIndex: 'slotName', width: 120 },
        { title: '链接', dataIndex: 'link', ellipsis: true, render: (l: string | null) => l || '—' },
        { title: '排序', dataIndex: 'sort', width: 60 },
        {
          title: '有效期',
          key: 'p',
          width: 200,
          render: (_: unknown, r) => (r.startAt || r.endAt ? `${formatDateTime(r.startAt) || '不限'} ~ ${formatDateTime(r.endAt) || '不限'}` : '长期'),
        },
        { title: '展示中', dataIndex: 'active', width: 80, render: (a: boolean) => (a ? <Tag color="green">展示中</Tag> : <Tag>未展示</Tag>) },
        {
          title: '启用',
          dataIndex: 'enabled',
          width: 70,
          render: (e: boolean, r) => (
            <Switch size="small" checked={e} aria-label={`启用${r.title}`} onChange={(on) => mutate.mutate({ type: 'enable', id: r.id, enabled: on })} />
          ),
        },
      ]}
    />
  );
}
