import { AutoComplete, Input } from 'antd';
import { SEARCH_KIND_LABELS } from '@coal/contracts';
import { useState } from 'react';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { isSearchable, useSuggestionsQuery } from '../hooks/useSearchQueries.ts';

const SUGGESTION_VALUE = /^[a-z]+:\d+$/;

export const searchPagePath = (q: string) => `/portal/Search?q=${encodeURIComponent(q.trim())}`;

export interface SearchBoxProps {
  /** The words to start with (the results page passes its own). */
  initial?: string;
  className?: string;
}

/** The portal header's search: titles suggested as one types; Enter opens the results page. */
export function SearchBox({ initial = '', className }: SearchBoxProps) {
  const navigate = useAppNavigate();
  const [typed, setTyped] = useState(initial);
  const suggestions = useSuggestionsQuery(typed);
  const options = isSearchable(typed)
    ? (suggestions.data ?? []).map((s) => ({
        value: `${s.kind}:${s.id}`,
        path: s.path,
        label: (
          <span className="coal-search-suggestion">
            <span className="coal-search-suggestion__kind">{SEARCH_KIND_LABELS[s.kind]}</span>
            {s.title}
          </span>
        ),
      }))
    : [];
  const submit = (value: string) => {
    if (isSearchable(value)) navigate(searchPagePath(value));
  };
  return (
    <AutoComplete
      className={className}
      value={typed}
      options={options}
      // Choosing a suggestion reports its value ("kind:id") as a change: keep the typed words.
      onChange={(value: string) => {
        if (!SUGGESTION_VALUE.test(value)) setTyped(value);
      }}
      onSelect={(_value: string, option: { path: string }) => navigate(option.path)}
      popupMatchSelectWidth={360}
    >
      <Input.Search placeholder="搜索公告、资讯、报告、问答" aria-label="全站搜索" maxLength={50} enterButton onSearch={submit} allowClear />
    </AutoComplete>
  );
}
