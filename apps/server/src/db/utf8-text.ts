/**
 * A text query parameter that is already UTF-8 bytes: the analytics writer builds its batch's
 * JSON as bytes while events arrive (`event-writer.ts`), so no string of hundreds of kilobytes
 * is built, kept until the commit, and encoded again on the request thread.
 *
 * Read it in SQL only through `batch_json(…)` (migration 0017): node-postgres sends the text
 * (`toPostgres()`); the PGlite thread moves the bytes to its worker without a copy and
 * attaches them to the query as PGlite's `/dev/blob` file, the parameter itself being NULL
 * (`pglite-thread.ts`). One a query.
 */
const decoder = new TextDecoder();

export class Utf8Text {
  /** `bytes` must own its whole buffer: it is transferred to the database thread, not copied. */
  constructor(readonly bytes: Uint8Array) {}

  toPostgres(): string {
    return decoder.decode(this.bytes);
  }
}
