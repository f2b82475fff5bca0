import { SEARCH_MAX_RESULTS, type SearchResultPage, searchQuery, searchSuggestQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { pageOf } from '../../lib/paging.ts';
import { presentHit, presentSuggestion } from './search.presenter.ts';
import { newestMatches, readRows } from './search.repository.ts';
import { rankCandidates } from './search-rank.ts';
import { queryTerms, toTsquery } from './search-tokens.ts';

/** A China calendar date's midnight (the portal's day), as an instant. */
const chinaMidnight = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

const SUGGESTIONS = 8;

/**
 * 全站搜索: one query over notices, news, posts, texts, reports (with PDF text) and Q&A. The
 * newest SEARCH_MAX_RESULTS matches are ranked by relevance (search.repository.ts says why).
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  // The same answer for everyone: only visible items; members-only reports are gated on open.
  app.get('/api/search/query', { config: { auth: 'public' } }, async (request) => {
    const { q, types, from, to, ...page } = parse(searchQuery, request.query);
    const terms = queryTerms(q);
    if (terms.length === 0) return ok<SearchResultPage>({ ...pageOf([], 0, page), capped: false });
    const tsquery = toTsquery(terms);
    const filters = { tsquery, kinds: types, from: from ? chinaMidnight(from) : undefined, to: to ? chinaMidnight(to, 1) : undefined, now: app.clock.now() };
    // One more than shown tells whether there are more than SEARCH_MAX_RESULTS.
    const candidates = await newestMatches(app.db, filters, SEARCH_MAX_RESULTS + 1);
    const capped = candidates.length > SEARCH_MAX_RESULTS;
    const ranked = capped ? candidates.slice(0, SEARCH_MAX_RESULTS) : candidates;
    const offset = (page.currentPage - 1) * page.pageSize;
    const rows = await readRows(app.db, rankCandidates(ranked, terms, q).slice(offset, offset + page.pageSize));
    return ok<SearchResultPage>({
      ...pageOf(
        rows.map((row) => presentHit(row, terms)),
        ranked.length,
        page,
      ),
      capped,
    });
  });

  app.get('/api/search/suggest', { config: { auth: 'public' } }, async (request) => {
    const { q } = parse(searchSuggestQuery, request.query);
    const terms = queryTerms(q);
    if (terms.length === 0) return ok([]);
    const newest = await newestMatches(app.db, { tsquery: toTsquery(terms, true), kinds: [], now: app.clock.now() }, SUGGESTIONS);
    return ok(newest.map(presentSuggestion));
  });
}
