import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored files that may no longer be needed: every new upload (an upload never saved into a
 * record is abandoned) and every file a row stopped naming (a replaced avatar, a deleted
 * report), written by the `release_uploads` triggers. The sweep (modules/uploads/releases.ts)
 * deletes a file once its time has come and no row names it.
 */
export const uploadReleases = pgTable(
  'upload_releases',
  {
    key: text('key').primaryKey(),
    releaseAfter: timestamp('release_after', { withTimezone: true }).notNull(),
  },
  (t) => [index('upload_releases_due_idx').on(t.releaseAfter)],
);
