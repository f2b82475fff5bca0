import type { ScreeningHit } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { compileWords, type CompiledWords, findHits } from './matcher.ts';
import { htmlToPlainText } from './plain-text.ts';
import { loadAllWords, readWordListVersion } from './sensitive-words.repository.ts';

/** Hits kept with a submission: enough for any reviewer, bounded for the database. */
export const MAX_STORED_HITS = 500;
/** How often an instance asks whether another instance changed the list. */
const RECHECK_MS = 1000;

export interface Submission {
  title: string;
  /** Sanitised HTML (or plain text) of the body. */
  html: string;
}

export interface ScreeningResult {
  hits: ScreeningHit[];
  titleText: string;
  contentText: string;
}

/**
 * Screens submissions against the sensitive-word list. The compiled automaton is cached and
 * rebuilt only when the list's version changes (a row per change, so every instance behind
 * a load balancer notices within RECHECK_MS); rebuilds are single-flight, so a burst of
 * submissions after a change compiles the list once.
 */
export class ScreeningService {
  private compiled: CompiledWords | null = null;
  private version = -1;
  private checkedAt = 0;
  private refreshing: Promise<CompiledWords> | null = null;

  constructor(private readonly db: Database) {}

  /** The current automaton, rebuilt when the list changed. */
  async words(): Promise<CompiledWords> {
    if (this.compiled && Date.now() - this.checkedAt < RECHECK_MS) return this.compiled;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Called after this instance changed the list: the next screening rebuilds. */
  invalidate(): void {
    this.checkedAt = 0;
  }

  async screen(submission: Submission): Promise<ScreeningResult> {
    const compiled = await this.words();
    return screenWith(compiled, submission);
  }

  private async refresh(): Promise<CompiledWords> {
    const version = await readWordListVersion(this.db);
    if (!this.compiled || version !== this.version) {
      this.compiled = compileWords(await loadAllWords(this.db));
      this.version = version;
    }
    this.checkedAt = Date.now();
    return this.compiled;
  }
}

/** Pure: screens a title and an HTML body (tags stripped first) with a compiled list. */
export function screenWith(compiled: CompiledWords, { title, html }: Submission): ScreeningResult {
  const titleText = title.trim();
  const contentText = htmlToPlainText(html);
  const hits: ScreeningHit[] = [
    ...findHits(compiled, titleText).map((h) => ({ field: 'title' as const, ...h })),
    ...findHits(compiled, contentText).map((h) => ({ field: 'content' as const, ...h })),
  ];
  return { hits, titleText, contentText };
}

/** The hits stored with a submission (bounded). */
export const hitsToStore = (hits: ScreeningHit[]) => hits.slice(0, MAX_STORED_HITS);
