import { useState } from 'react';
import { Select } from 'antd';
import { useContributorsQuery } from '../hooks/useAssessmentQueries.ts';

/** An active contributor, searched on the server by name as one types. */
export function ContributorSelect({ value, onChange, id }: { value?: number; onChange?: (id: number) => void; id?: string }) {
  const [keyword, setKeyword] = useState('');
  const query = useContributorsQuery({ keyword: keyword || undefined, active: true, currentPage: 1, pageSize: 50 });
  return (
    <Select<number>
      id={id}
      aria-label="报价机构"
      placeholder="输入名称搜索报价机构"
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      loading={query.isFetching}
      value={value}
      onChange={onChange}
      options={(query.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.kindName}${c.region ? ` · ${c.region}` : ''}）` }))}
    />
  );
}
