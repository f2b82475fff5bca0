import { LINK_GROUP_NAMES, type AdminLinkItem, type LinkGroup } from '@coal/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { CrudDialog } from '../../../ui/admin-list/CrudDialog.tsx';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { CrudList, type CrudFormProps } from '../../../ui/admin-list/CrudList.tsx';
import { FilterSelect } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { ImageUploadField } from '../../../ui/upload/ImageUploadField.tsx';
import { linksApi } from '../api/siteAdminApi.ts';
import { LINK_RULE } from './AdForm.tsx';
import { requiredText } from '../../../ui/formRules.ts';

const GROUP_OPTIONS = (Object.keys(LINK_GROUP_NAMES) as LinkGroup[]).map((value) => ({ value, label: LINK_GROUP_NAMES[value] }));

function LinkForm(props: CrudFormProps<AdminLinkItem>) {
  return (
    <CrudDialog<AdminLinkItem>
      {...props}
      noun="链接"
      defaults={{ group: 'partner', sort: 0, enabled: true }}
      toValues={(link) => ({ ...link, iconPath: link.iconPath ?? undefined })}
      sortAndEnabled
    >
      <Form.Item name="group" label="分组" rules={[{ required: true, message: '请选择分组' }]}>
        <Select options={GROUP_OPTIONS} />
      </Form.Item>
      <Form.Item name="name" label="名称" rules={requiredText('请输入链接名称', 50, '名称不能超过50个字符')}>
        <Input />
      </Form.Item>
      <Form.Item name="url" label="地址" rules={[{ required: true, message: '请输入链接地址' }, LINK_RULE]}>
        <Input placeholder="https://…" />
      </Form.Item>
      <Form.Item name="iconPath" label="图标">
        <ImageUploadField uploadUrl="/api/admin/link/upload" width={64} height={64} label="图标" />
      </Form.Item>
      <Form.Item name="description" label="说明" rules={[{ max: 200, message: '说明不能超过200个字符' }]}>
        <Input />
      </Form.Item>
    </CrudDialog>
  );
}

/** ExternalLinks: trading systems, mobile app and partner sites. */
export function LinkTable() {
  const filters = useListFilters<{ group?: LinkGroup }>();
  return (
    <CrudList<AdminLinkItem, AdminLinkItem, { group?: LinkGroup }>
      api={linksApi}
      portalKeys={[['site', 'links']]}
      filters={filters}
      fields={<FilterSelect filters={filters} name="group" label="分组" placeholder="全部分组" applyOnChange options={GROUP_OPTIONS} width={160} />}
      addLabel="新增链接"
      deleteTitle="删除该链接？"
      Form={LinkForm}
      bulkDelete
      columns={(mutate) => [
        {
          title: '图标',
          dataIndex: 'iconPath',
          width: 60,
          render: (p: string | null) => (p ? <img src={resourceUrl(p)} alt="" style={{ width: 28, height: 28 }} /> : '—'),
        },
        { title: '名称', dataIndex: 'name' },
        { title: '分组', dataIndex: 'groupName', width: 110 },
        { title: '地址', dataIndex: 'url', ellipsis: true },
        { title: '排序', dataIndex: 'sort', width: 60 },
        {
          title: '启用',
          dataIndex: 'enabled',
          width: 70,
          render: (e: boolean, r) => (
            <Switch size="small" checked={e} aria-label={`启用${r.name}`} onChange={(on) => mutate.mutate({ type: 'enable', id: r.id, enabled: on })} />
          ),
        },
      ]}
    />
  );
}
