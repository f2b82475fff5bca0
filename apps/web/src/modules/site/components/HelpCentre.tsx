import { useState } from 'react';
import { HELP_KIND_NAMES, type HelpKind } from '@coal/contracts';
import { Collapse, Input, Segmented, Skeleton } from 'antd';
import { Empty } from '../../../ui/Empty.tsx';
import { RichHtml } from '../../../ui/rich-html/RichHtml.tsx';
import { useHelpListQuery } from '../hooks/useSiteQueries.ts';

/** 帮助中心: help articles and FAQ, searchable by title; each opens in place. */
export function HelpCentre() {
  const [kind, setKind] = useState<HelpKind>('help');
  const [title, setTitle] = useState('');
  const list = useHelpListQuery(kind, title || undefined);
  return (
    <>
      <div className="coal-search-bar">
        <Segmented
          value={kind}
          onChange={(v) => setKind(v as HelpKind)}
          options={(Object.keys(HELP_KIND_NAMES) as HelpKind[]).map((k) => ({ value: k, label: HELP_KIND_NAMES[k] }))}
        />
        <Input.Search aria-label="搜索帮助" placeholder="搜索问题" allowClear onSearch={(v) => setTitle(v.trim())} style={{ width: 260 }} />
      </div>
      {list.isLoading ? (
        <Skeleton active />
      ) : !list.data?.length ? (
        <Empty />
      ) : (
        <Collapse accordion items={list.data.map((a) => ({ key: a.id, label: a.title, children: <RichHtml sanitizedHtml={a.content} /> }))} />
      )}
    </>
  );
}
