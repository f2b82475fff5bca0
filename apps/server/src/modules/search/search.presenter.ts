import type { SearchHit, SearchKindCode, SearchSuggestion } from '@coal/contracts';
import { articleDetailPath } from '@coal/contracts/app-routes';
import type { SearchRow } from './search.repository.ts';
import { makeSnippet, matchRanges } from './search-tokens.ts';

/** Where each kind opens on the portal (paths under the base path). */
export function searchItemPath(kind: SearchKindCode, id: number): string {
  switch (kind) {
    case 'text':
      return `/portal/TextDetail?id=${id}`;
    case 'report':
      return `/portal/ResearchReportDetail?id=${id}`;
    case 'qa':
      return `/portal/QuesAnswDetail?id=${id}`;
    case 'commentary':
      // Opens its index page (the commentary page looks up the index by the commentary id).
      return `/portal/IndexCommentary?id=${id}`;
    case 'notice':
      return articleDetailPath(id, true);
    default:
      return articleDetailPath(id, false);
  }
}

/** A hit with plain-text snippet and highlight ranges (never HTML: the client renders text). */
export function presentHit(row: SearchRow, terms: string[]): SearchHit {
  const inBody = terms.some((t) => row.body.toLowerCase().includes(t));
  const source = inBody || !row.summary ? row.body || row.summary : row.summary;
  const { snippet, ranges } = makeSnippet(source, terms);
  return {
    kind: row.kind,
    id: row.refId,
    title: row.title,
    titleRanges: matchRanges(row.title, terms),
    snippet,
    snippetRanges: ranges,
    date: row.docDate.toISOString(),
    membersOnly: row.membersOnly,
    path: searchItemPath(row.kind, row.refId),
  };
}

export const presentSuggestion = (row: { kind: SearchKindCode; refId: number; title: string }): SearchSuggestion => ({
  kind: row.kind,
  id: row.refId,
  title: row.title,
  path: searchItemPath(row.kind, row.refId),
});
