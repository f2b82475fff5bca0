import { SEARCH_KIND_LABELS, type SearchSuggestion } from '@coal/contracts/search-vocabulary';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { isSearchable, useSuggestionsQuery } from '../hooks/useSearchQueries.ts';
import './search-box.css';

export const searchPagePath = (q: string) => `/portal/Search?q=${encodeURIComponent(q.trim())}`;

export interface SearchBoxProps {
  className?: string;
}

/**
 * The portal header's search (a WAI-ARIA combobox in plain markup: the header is on every
 * portal page, so it stays out of antd's Select): titles suggested as one types, arrows and
 * Enter to choose one, Enter alone opens the results page, Escape closes the list.
 */
export function SearchBox({ className }: SearchBoxProps) {
  const navigate = useAppNavigate();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestionsQuery(typed);
  const items: SearchSuggestion[] = open && isSearchable(typed) ? (suggestions.data ?? []) : [];

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    navigate(path);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = items[active];
    if (chosen) go(chosen.path);
    else if (isSearchable(typed)) go(searchPagePath(typed));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (items.length) setActive((i) => (event.key === 'ArrowDown' ? (i + 1) % items.length : (i - 1 + items.length) % items.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <form role="search" className={`coal-search-box ${className ?? ''}`} onSubmit={submit}>
      <input
        type="search"
        role="combobox"
        aria-label="全站搜索"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={items[active] ? `${listId}-${active}` : undefined}
        placeholder="搜索公告、资讯、报告、问答"
        maxLength={50}
        value={typed}
        onChange={(e) => {
          setTyped(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        // Let a click on a suggestion land before the list closes.
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" aria-label="搜索">
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={listId} role="listbox" aria-label="搜索建议" className="coal-search-box__list" hidden={items.length === 0}>
        {items.map((s, i) => (
          <li
            key={`${s.kind}:${s.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="coal-search-suggestion"
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(s.path)}
          >
            <span className="coal-search-suggestion__kind">{SEARCH_KIND_LABELS[s.kind]}</span>
            {s.title}
          </li>
        ))}
      </ul>
    </form>
  );
}
