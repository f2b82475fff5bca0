/**
 * A text query parameter that is already UTF-8 bytes: the analytics writer builds its batch's
 * JSON as bytes while events arrive (`event-writer.ts`), so no string of hundreds of kilobytes
 * is built, kept until the commit, and encoded again on the request thread. The PGlite thread
 * transfers the bytes to its worker as they are (`pglite-thread.ts`); node-postgres asks
 * `toPostgres()` for the text.
 */
const decoder = new TextDecoder();

export class Utf8Text {
  /** `bytes` must own its whole buffer: it is transferred to the database thread, not copied. */
  constructor(readonly bytes: Uint8Array) {}

  toPostgres(): string {
    return decoder.decode(this.bytes);
  }
}
