import { searchQuery, searchSuggestQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { pageOf } from '../library/paging.ts';
import { presentHit, presentSuggestion } from './search.presenter.ts';
import { searchPage, suggestTitles } from './search.repository.ts';
import { queryTerms, toTsquery } from './search-tokens.ts';

/** A China calendar date's midnight (the portal's day), as an instant. */
const chinaMidnight = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

const SUGGESTIONS = 8;

/** 全站搜索: one ranked query over notices, news, posts, texts, reports (with PDF text) and Q&A. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  // The same answer for everyone: only visible items; members-only reports are gated on open.
  app.get('/api/search/query', { config: { auth: 'public' } }, async (request) => {
    const { q, types, from, to, ...page } = parse(searchQuery, request.query);
    const terms = queryTerms(q);
    if (terms.length === 0) return ok(pageOf([], 0, page));
    const filters = { tsquery: toTsquery(terms), kinds: types, from: from ? chinaMidnight(from) : undefined, to: to ? chinaMidnight(to, 1) : undefined };
    const { rows, total } = await searchPage(app.db, filters, page.pageSize, (page.currentPage - 1) * page.pageSize);
    return ok(pageOf(rows.map((row) => presentHit(row, terms)), total, page));
  });

  app.get('/api/search/suggest', { config: { auth: 'public' } }, async (request) => {
    const { q } = parse(searchSuggestQuery, request.query);
    const terms = queryTerms(q);
    if (terms.length === 0) return ok([]);
    return ok((await suggestTitles(app.db, toTsquery(terms, true), SUGGESTIONS)).map(presentSuggestion));
  });
}
