/**
 * The event writer's batches (`event-writer.ts`): what waits for one commit, and the inserts'
 * rows as the bytes the database will read.
 */
import { Utf8Text } from '../../db/utf8-text.ts';
import type { Write, WriteListener } from './event-writer.ts';

const COMMA = 0x2c;
const utf8 = new TextDecoder();

/**
 * The inserts' row JSON of a batch as UTF-8, each row followed by a comma, written as the
 * events arrive: a range of rows becomes the JSON array the database expands by one copy of
 * bytes. Kept as strings, a batch's rows were promoted by the garbage collector while they
 * waited for the linger, then joined and encoded on the request thread at the commit.
 */
class RowBuffer {
  private bytes = Buffer.allocUnsafeSlow(64 * 1024);
  private used = 0;
  private readonly starts: number[] = [];

  append(row: string): void {
    const needed = this.used + row.length * 3 + 1; // UTF-8 takes at most 3 bytes a UTF-16 unit
    if (needed > this.bytes.length) {
      const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.bytes.length * 2));
      this.bytes.copy(grown, 0, 0, this.used);
      this.bytes = grown;
    }
    this.starts.push(this.used);
    this.used += this.bytes.write(row, this.used);
    this.bytes[this.used++] = COMMA;
  }

  private end(i: number): number {
    return i < this.starts.length ? this.starts[i]! : this.used;
  }

  /** Rows `from` to `to` (exclusive) as one JSON array, in a buffer of its own (it is transferred). */
  array(from: number, to: number): Utf8Text {
    const start = this.starts[from]!;
    const end = this.end(to); // just past the last row's comma
    const out = new Uint8Array(end - start + 1);
    out[0] = 0x5b; // [
    out.set(this.bytes.subarray(start, end - 1), 1);
    out[out.length - 1] = 0x5d; // ]
    return new Utf8Text(out);
  }

  row(i: number): string {
    return utf8.decode(this.bytes.subarray(this.starts[i], this.end(i + 1) - 1));
  }
}

/** The writes that will be committed together: inserts (in order) before end times (in order). */
export class Batch {
  readonly rows = new RowBuffer();
  readonly inserts: Array<{ startMs: number; listener: WriteListener }> = [];
  /** Every insert is `fresh`: the batch inserts without looking for known ids. */
  fresh = true;
  readonly ends: Array<{ id: string; endTime: Date; listener: WriteListener }> = [];
  /** Flushes waiting for this batch to be written. */
  readonly flushed: Array<() => void> = [];

  get size(): number {
    return this.inserts.length + this.ends.length;
  }

  /** Write `i` of the batch's order (inserts first, then end times). */
  write(i: number): Write {
    if (i < this.inserts.length) return { kind: 'insert', row: this.rows.row(i), startMs: this.inserts[i]!.startMs, fresh: this.fresh };
    const end = this.ends[i - this.inserts.length]!;
    return { kind: 'end', id: end.id, endTime: end.endTime };
  }

  listener(i: number): WriteListener {
    return i < this.inserts.length ? this.inserts[i]!.listener : this.ends[i - this.inserts.length]!.listener;
  }
}

/** Writes `from` to `to` (exclusive) of a batch: what one commit tries. */
export interface Slice {
  batch: Batch;
  from: number;
  to: number;
}
