import { useState } from 'react';
import { Button, Input } from 'antd';
import { BACK_PAGES } from '@coal/contracts';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { Empty } from '../../ui/Empty.tsx';
import { Pagination } from '../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../ui/SearchBar.tsx';

export interface BackPagePlaceholderProps {
  /** BACK_PAGES name of the page. */
  name: string;
}

/**
 * A back-office page whose management screen a later issue builds: the manager layout with
 * its title (hidden pages get 返回上一页), a search bar and the empty list. The keyword box
 * holds real state, which is what keep-alive (ContentCheck) preserves between tabs.
 */
export function BackPagePlaceholder({ name }: BackPagePlaceholderProps) {
  const page = BACK_PAGES.find((p) => p.name === name);
  const [keyword, setKeyword] = useState('');
  const pager = usePagination();
  const isDetail = Boolean(page?.hideInMenu);

  return (
    <ManagerLayout
      title={page?.title ?? name}
      backLink={isDetail}
      header={
        isDetail ? undefined : (
          <SearchBar
            left={
              <Input
                aria-label="关键词"
                placeholder="请输入关键词"
                value={keyword}
                onChange={(event) => setKeyword(event.target.value)}
                style={{ width: 240 }}
                allowClear
              />
            }
            right={
              <>
                <Button type="primary" onClick={pager.reset}>
                  查询
                </Button>
                <Button onClick={() => setKeyword('')}>重置</Button>
              </>
            }
          />
        )
      }
    >
      <Empty />
      {isDetail ? null : <Pagination pager={pager} total={0} />}
    </ManagerLayout>
  );
}
