/** 全站搜索: GET /api/search/query and GET /api/search/suggest. */
import { z } from 'zod';
import type { Page } from '../envelope.ts';
import type { IndexFrequency, IndexUnit } from '../prices-vocabulary.ts';
import { SEARCH_KINDS, type SearchKindCode } from '../search-vocabulary.ts';
import { optionalDate, stringField, withPage } from './fields.ts';

export * from '../search-vocabulary.ts';

export const SEARCH_QUERY_MESSAGE = '请输入搜索关键词';
const searchWords = stringField(SEARCH_QUERY_MESSAGE)
  .trim()
  .min(1, { error: SEARCH_QUERY_MESSAGE })
  .max(50, { error: '关键词不能超过50个字符' })
  // Only letters, digits and Chinese characters are indexed: "？？" would find nothing.
  .refine((v) => /[\p{L}\p{N}]/u.test(v), { error: '关键词须包含文字或数字' });

const kindsField = z
  .preprocess(
    (v: string | SearchKindCode[] | undefined) =>
      typeof v === 'string'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : (v ?? []),
    z.array(z.enum(SEARCH_KINDS, { error: '搜索类型有误' }), { error: '搜索类型有误' }).max(SEARCH_KINDS.length),
  )
  .default([]); // optional: every kind

export const searchQuery = withPage(z.object({ q: searchWords, types: kindsField, from: optionalDate('开始日期'), to: optionalDate('结束日期') })).refine(
  (v) => !v.from || !v.to || v.from <= v.to,
  { error: '开始日期不能晚于结束日期' },
);
export type SearchQuery = z.output<typeof searchQuery>;
export type SearchQueryInput = z.input<typeof searchQuery>;

export const searchSuggestQuery = z.object({ q: searchWords });
export type SearchSuggestQuery = z.output<typeof searchSuggestQuery>;
export type SearchSuggestQueryInput = z.input<typeof searchSuggestQuery>;

/** A highlighted stretch of a plain text: [start, length] in UTF-16 code units. */
export type TextRange = [number, number];

export interface SearchHit {
  kind: SearchKindCode;
  id: number;
  title: string;
  titleRanges: TextRange[];
  /** Plain text around the best match; the client highlights `snippetRanges` as elements. */
  snippet: string;
  snippetRanges: TextRange[];
  /** ISO date-time. */
  date: string;
  /** A members-only report: listed for everyone, opened through the report's gate. */
  membersOnly: boolean;
  /** Portal path under the base path, e.g. `/portal/NoticeDetail?id=3`. */
  path: string;
}

/**
 * The newest SEARCH_MAX_RESULTS matches are ranked and paged; `capped` says there were more
 * (narrow the words, the type or the dates to reach older ones).
 */
export const SEARCH_MAX_RESULTS = 200;

/**
 * A price index the words name (by its code, name, delivery place or family), listed before
 * the documents; it opens on the price page. Its latest value is the released one (the
 * portal's embargo), null before the first release.
 */
export interface IndexSearchHit {
  code: string;
  name: string;
  nameRanges: TextRange[];
  familyCode: string;
  familyName: string;
  deliveryPlace: string;
  unit: IndexUnit;
  /** Decimals its values are shown with (the product's). */
  decimals: number;
  frequency: IndexFrequency;
  /** false: 已停发. */
  active: boolean;
  demo: boolean;
  latest: { value: number; period: string } | null;
  /** Portal path under the base path: `/portal/Price?family=…&code=…`. */
  path: string;
}
/** At most this many indexes lead the results. */
export const SEARCH_MAX_INDEXES = 10;

/** `indexes`: the indexes the words name, for a search without type or date filters (page 1 and every page alike). */
export type SearchResultPage = Page<SearchHit> & { capped: boolean; indexes: IndexSearchHit[] };
