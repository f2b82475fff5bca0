/**
 * Burial-point ingest that is durable before it is acknowledged, yet fast: every write is
 * first appended to a journal file in DATA_DIR (one `write` per event-loop turn for all the
 * requests of that turn), and the request is answered once the bytes are in the file. A
 * kill -9 cannot lose them: the kernel holds what a process wrote even when the process
 * dies. The database then gets the writes in large batches (EventWriter: group commit, a
 * refused row isolated into the dead-letter table), and a journal segment is deleted once
 * every write in it is committed. At start, segments left by a process that died are
 * replayed (inserts skip known ids; end times are idempotent).
 *
 * Why not answer only after the database commit: on the embedded database the commit of a
 * batch costs ~0.2 ms a row when batches are as small as the concurrent requests, and the
 * database runs on the same thread as the requests; a journal append costs microseconds and
 * lets the batches grow to hundreds of rows (~0.03 ms a row).
 */
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { processAlive } from '../../db/data-dir-lock.ts';
import { type AnalyticsEvent, type EventWriter, eventOfRow, rowJson, type Write, type WriteListener, type WriterCounters } from './event-writer.ts';

/**
 * An insert is its row's JSON (`rowJson`: the same text then goes to the database); an end is
 * an id and a time. `e` is the insert of journals written before the row form (replayed as is).
 */
type JournalLine =
  | { k: 'i'; r: Parameters<typeof eventOfRow>[0] }
  | { k: 'i'; e: Omit<AnalyticsEvent, 'startTime' | 'endTime'> & { startTime: string; endTime?: string | null } }
  | { k: 'e'; id: string; t: string };

interface Segment {
  file: string;
  fd: number;
  /** Writes appended and not yet committed (or dead-lettered). */
  outstanding: number;
  /** No more appends: deleted as soon as nothing is outstanding. */
  sealed: boolean;
  /** Hears the fate of every write of the segment in the database writer. */
  listener: WriteListener;
}

/** A segment takes new writes for this long or this many writes, then the next one starts. */
const SEGMENT_MS = 2000;
const SEGMENT_WRITES = 5000;
/** A write the database could not take (it was unreachable) is offered again after this. */
const RETRY_MS = 1000;

function fromLine(text: string): JournalLine | null {
  try {
    return JSON.parse(text) as JournalLine;
  } catch {
    return null; // a line torn by the crash was never acknowledged
  }
}

export class IngestJournal {
  private current: Segment | null = null;
  private readonly segments = new Set<Segment>();
  private sequence = 0;
  /** Several servers in one process (tests) keep apart by this. */
  private readonly instance = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  private queued: Array<{ text: string; write: Write; resolve: () => void; reject: (error: unknown) => void }> = [];
  private appendScheduled = false;
  private readonly rotation: NodeJS.Timeout;
  private closed = false;

  private constructor(
    private readonly dir: string,
    private readonly writer: EventWriter,
    private readonly log: FastifyBaseLogger,
  ) {
    this.rotation = setInterval(() => this.seal(), SEGMENT_MS);
    this.rotation.unref();
  }

  /** Opens the journal in `dir`, first storing what a dead process left there. */
  static async open(dir: string, writer: EventWriter, log: FastifyBaseLogger): Promise<IngestJournal> {
    mkdirSync(dir, { recursive: true });
    const journal = new IngestJournal(dir, writer, log);
    await journal.replayOrphans();
    return journal;
  }

  get counters(): WriterCounters {
    return this.writer.counters;
  }

  /** Resolves once the event is in the journal (durable); the database gets it in the background. */
  add(event: AnalyticsEvent): Promise<void> {
    // Serialised once, for the line and the database (the hot path of every page view).
    const row = rowJson(event);
    return this.append(`{"k":"i","r":${row}}`, { kind: 'insert', row, startMs: event.startTime.getTime(), fresh: true });
  }

  end(id: string, endTime: Date): Promise<void> {
    const line: JournalLine = { k: 'e', id, t: endTime.toISOString() };
    return this.append(JSON.stringify(line), { kind: 'end', id, endTime });
  }

  /** Stores in the database everything acknowledged so far (dashboards read right after). */
  async flush(): Promise<void> {
    await this.writeQueued();
    await this.writer.flush();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.rotation);
    await this.flush();
    this.seal();
    for (const segment of this.segments) this.release(segment);
  }

  /** `text` is one JSON line (JournalLine) without its newline. */
  private append(text: string, write: Write): Promise<void> {
    if (this.closed) return Promise.reject(new Error('analytics journal closed'));
    return new Promise<void>((resolve, reject) => {
      this.queued.push({ text, write, resolve, reject });
      if (!this.appendScheduled) {
        this.appendScheduled = true;
        // Every request of this event-loop turn goes into one write.
        setImmediate(() => void this.writeQueued());
      }
    });
  }

  private async writeQueued(): Promise<void> {
    this.appendScheduled = false;
    if (this.queued.length === 0) return;
    const batch = this.queued;
    this.queued = [];
    let segment: Segment;
    try {
      segment = this.segmentForWrites(batch.length);
      let text = '';
      for (const q of batch) text += `${q.text}\n`;
      writeSync(segment.fd, text);
    } catch (error) {
      // Not durable, so not acknowledged: the requests answer an error.
      this.log.error({ err: error }, 'analytics journal write failed');
      for (const q of batch) q.reject(error);
      return;
    }
    segment.outstanding += batch.length;
    for (const q of batch) {
      q.resolve();
      // The database writer tells the segment's listener; the segment goes once all its writes are stored.
      this.writer.write(q.write, segment.listener);
    }
  }

  /** A write of `segment` is stored (or dead-lettered): the segment goes once all its writes are. */
  private settled(segment: Segment): void {
    segment.outstanding -= 1;
    if (segment.sealed && segment.outstanding === 0) this.release(segment);
  }

  /** The database is unreachable: the write stays in the journal and is offered again. */
  private retry(segment: Segment, error: unknown, write: Write | undefined): void {
    this.log.warn({ err: error }, 'analytics write not stored yet: retrying from the journal');
    // A retry is not fresh: the failed commit may have been stored after all (a connection lost after COMMIT).
    if (write) setTimeout(() => this.writer.write(write.kind === 'insert' ? { ...write, fresh: false } : write, segment.listener), RETRY_MS).unref();
  }

  private segmentForWrites(count: number): Segment {
    if (this.current && this.current.outstanding + count > SEGMENT_WRITES) this.seal();
    if (!this.current) {
      const file = join(this.dir, `${process.pid}-${Date.now()}-${this.instance}${++this.sequence}.log`);
      const segment: Segment = {
        file,
        fd: openSync(file, 'a'),
        outstanding: 0,
        sealed: false,
        listener: { settled: () => this.settled(segment), failed: (error, write) => this.retry(segment, error, write) },
      };
      this.current = segment;
      this.segments.add(segment);
    }
    return this.current;
  }

  private seal(): void {
    const segment = this.current;
    if (!segment) return;
    this.current = null;
    segment.sealed = true;
    if (segment.outstanding === 0) this.release(segment);
  }

  private release(segment: Segment): void {
    if (!this.segments.delete(segment)) return;
    closeSync(segment.fd);
    // Only a segment whose every write is committed goes; one closed with writes outstanding stays for the next start.
    if (segment.outstanding === 0) rmSync(segment.file, { force: true });
  }

  /** Stores the writes of segments whose process is gone (a crash), then deletes them. */
  private async replayOrphans(): Promise<void> {
    const files = readdirSync(this.dir)
      .filter((f) => /^\d+-\d+-[a-z]*\d+\.log$/.test(f))
      // Only a dead process's segments: a live one (another server on this directory) still owns its own.
      .filter((f) => !processAlive(Number(f.split('-')[0])))
      .sort((a, b) => {
        const [, at] = a.split('-').map(Number);
        const [, bt] = b.split('-').map(Number);
        return at! - bt! || a.localeCompare(b);
      });
    for (const file of files) {
      const path = join(this.dir, file);
      if (!existsSync(path)) continue;
      const writes: Array<Promise<unknown>> = [];
      for (const text of readFileSync(path, 'utf8').split('\n')) {
        const line = text ? fromLine(text) : null;
        if (!line) continue;
        if (line.k === 'e') writes.push(this.writer.end(line.id, new Date(line.t)));
        else if ('r' in line) writes.push(this.writer.add(eventOfRow(line.r)));
        else writes.push(this.writer.add({ ...line.e, startTime: new Date(line.e.startTime), endTime: line.e.endTime ? new Date(line.e.endTime) : null }));
      }
      await this.writer.flush();
      await Promise.all(writes); // throws when the database is unreachable: the file stays for the next start
      rmSync(path, { force: true });
      this.log.info({ file, writes: writes.length }, 'analytics journal replayed');
    }
  }
}
