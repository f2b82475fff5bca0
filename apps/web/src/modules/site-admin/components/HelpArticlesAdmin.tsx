import { HELP_KIND_NAMES, type AdminHelpArticle, type HelpKind } from '@coal/contracts';
import { Form, Input, Radio, Switch, Tag } from 'antd';
import { CrudDialog } from '../../../ui/admin-list/CrudDialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { LazyRichTextEditor } from '../../../ui/editor/LazyRichTextEditor.tsx';
import { LINE_HEIGHTS_WIDE } from '../../../ui/editor/editorConfig.ts';
import { CrudList, type CrudFormProps } from '../../../ui/admin-list/CrudList.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { helpApi } from '../api/siteAdminApi.ts';
import { requiredText } from '../../../ui/formRules.ts';

const KIND_OPTIONS = (Object.keys(HELP_KIND_NAMES) as HelpKind[]).map((value) => ({ value, label: HELP_KIND_NAMES[value] }));

function HelpForm(props: CrudFormProps<AdminHelpArticle>) {
  return (
    <CrudDialog<AdminHelpArticle> {...props} noun="帮助" width={960} defaults={{ kind: 'help', sort: 0, enabled: true, content: '' }} sortAndEnabled>
      <Form.Item name="kind" label="类型">
        <Radio.Group options={KIND_OPTIONS} />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={requiredText('请输入标题', 200, '标题不能超过200个字符')}>
        <Input />
      </Form.Item>
      <Form.Item name="content" label="内容">
        <LazyRichTextEditor height={320} lineHeights={LINE_HEIGHTS_WIDE} />
      </Form.Item>
    </CrudDialog>
  );
}

/** 帮助中心 entries (help articles and FAQ) shown at /portal/AboutUs. */
export function HelpArticlesAdmin() {
  const filters = useListFilters({ scope: 'help' });
  return (
    <CrudList<AdminHelpArticle, AdminHelpArticle, object>
      api={helpApi}
      portalKeys={[['site']]}
      filters={filters}
      addLabel="新增帮助"
      deleteTitle="删除该条目？"
      Form={HelpForm}
      columns={(mutate) => [
        { title: '标题', dataIndex: 'title', ellipsis: true },
        { title: '类型', dataIndex: 'kind', width: 100, render: (k: HelpKind) => <Tag>{HELP_KIND_NAMES[k]}</Tag> },
        { title: '排序', dataIndex: 'sort', width: 60 },
        {
          title: '启用',
          dataIndex: 'enabled',
          width: 70,
          render: (e: boolean, r) => (
            <Switch size="small" checked={e} aria-label={`启用${r.title}`} onChange={(on) => mutate.mutate({ type: 'save', body: { ...r, enabled: on } })} />
          ),
        },
        { title: '更新', dataIndex: 'updatedAt', width: 150, render: formatDateTime },
      ]}
    />
  );
}
