import { SEARCH_MAX_RESULTS, type SearchResultPage, searchQuery, searchSuggestQuery } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { pageOf } from '../../lib/paging.ts';
import { releasedCache } from '../prices/released-cache.ts';
import { indexHits } from './index-hits.ts';
import { presentHit, presentSuggestion } from './search.presenter.ts';
import { newestMatches, readRows, type SearchFilters } from './search.repository.ts';
import { rankCandidates } from './search-rank.ts';
import { queryTerms, toTsquery } from './search-tokens.ts';

/** The page of ranked documents (the newest SEARCH_MAX_RESULTS matches, by relevance). */
async function findDocuments(db: Database, filters: SearchFilters, terms: string[], q: string, page: { currentPage: number; pageSize: number }) {
  // One more than shown tells whether there are more than SEARCH_MAX_RESULTS.
  const candidates = await newestMatches(db, filters, SEARCH_MAX_RESULTS + 1);
  const capped = candidates.length > SEARCH_MAX_RESULTS;
  const ranked = capped ? candidates.slice(0, SEARCH_MAX_RESULTS) : candidates;
  const offset = (page.currentPage - 1) * page.pageSize;
  const rows = await readRows(db, rankCandidates(ranked, terms, q).slice(offset, offset + page.pageSize));
  return {
    ...pageOf(
      rows.map((row) => presentHit(row, terms)),
      ranked.length,
      page,
    ),
    capped,
  };
}

/** A China calendar date's midnight (the portal's day), as an instant. */
const chinaMidnight = (date: string, plusDays = 0) => new Date(Date.parse(`${date}T00:00:00+08:00`) + plusDays * 86_400_000);

const SUGGESTIONS = 8;

/**
 * 全站搜索: one query over notices, news, posts, texts, reports (with PDF text) and Q&A. The
 * newest SEARCH_MAX_RESULTS matches are ranked by relevance (search.repository.ts says why);
 * the indexes the words name come first, in a group of their own (index-hits.ts).
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const released = releasedCache(app);

  // The same answer for everyone: only visible items; members-only reports are gated on open.
  app.get('/api/search/query', { config: { auth: 'public' } }, async (request) => {
    const { q, types, from, to, ...page } = parse(searchQuery, request.query);
    const terms = queryTerms(q);
    if (terms.length === 0) return ok<SearchResultPage>({ ...pageOf([], 0, page), capped: false, indexes: [] });
    // The indexes the words name lead a search of everything; type and date filters narrow the documents.
    const filtered = types.length > 0 || from !== undefined || to !== undefined;
    const [documents, indexes] = await Promise.all([
      findDocuments(
        app.db,
        {
          tsquery: toTsquery(terms),
          kinds: types,
          from: from ? chinaMidnight(from) : undefined,
          to: to ? chinaMidnight(to, 1) : undefined,
          now: app.clock.now(),
        },
        terms,
        q,
        page,
      ),
      filtered ? [] : indexHits(app, released, q, terms),
    ]);
    return ok<SearchResultPage>({ ...documents, indexes });
  });

  app.get('/api/search/suggest', { config: { auth: 'public' } }, async (request) => {
    const { q } = parse(searchSuggestQuery, request.query);
    const terms = queryTerms(q);
    if (terms.length === 0) return ok([]);
    const newest = await newestMatches(app.db, { tsquery: toTsquery(terms, true), kinds: [], now: app.clock.now() }, SUGGESTIONS);
    return ok(newest.map(presentSuggestion));
  });
}
