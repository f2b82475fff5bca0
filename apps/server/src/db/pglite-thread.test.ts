import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { PGliteThread } from './pglite-thread.ts';
import { Utf8Text } from './utf8-text.ts';

describe('PGlite on its own thread, through Drizzle', () => {
  let thread: PGliteThread;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    thread = await PGliteThread.create('memory://');
    db = drizzle({ client: thread as never });
    await db.execute(sql`create table notes (id int primary key, body text not null, at timestamptz)`);
  });
  afterAll(() => thread.close());

  it('answers a query with its rows and keeps timestamps as the text Drizzle parses itself', async () => {
    await db.execute(sql`insert into notes values (1, '焦煤', '2026-11-25T08:00:00Z')`);
    const { rows } = await db.execute(sql`select id, body, at from notes where id = 1`);
    expect(rows).toEqual([{ id: 1, body: '焦煤', at: '2026-11-25 08:00:00+00' }]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'kept', null)`);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'dropped', null)`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const { rows } = await db.execute(sql`select id from notes where id in (2, 3) order by id`);
    expect(rows).toEqual([{ id: 2 }]);
  });

  it('runs a query sent outside an open transaction after it, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (4, 'in the transaction', null)`);
      await held;
      throw new Error('roll back');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = db.execute(sql`select count(*)::int as n from notes where id = 4`);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('gives the database error its code and constraint on this side', async () => {
    const error = await db.execute(sql`insert into notes values (1, 'again', null)`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause: { constraint: string } }).cause.constraint).toBe('notes_pkey');
  });

  it('passes a long text parameter (a batch as JSON) whole, Chinese included', async () => {
    const body = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, title: `动力煤价格指数第${i}期` })));
    expect(body.length).toBeGreaterThan(16_384);
    await db.execute(sql`insert into notes values (5, ${body}, null)`);
    const { rows } = await db.execute(sql`select body = ${body} as same, length(body) as n from notes where id = 5`);
    expect(rows).toEqual([{ same: true, n: body.length }]);
  });

  it('attaches a Utf8Text parameter as the file /dev/blob, moving its bytes to the thread instead of copying them', async () => {
    const text = `${'焦煤 coke 😀 '.repeat(3000)}"\\`;
    const bytes = new TextEncoder().encode(text);
    const { rows } = await db.execute(sql`select ${new Utf8Text(bytes)}::text is null as param_null, pg_read_file('/dev/blob') = ${text} as same`);
    expect(rows).toEqual([{ param_null: true, same: true }]);
    expect(bytes.byteLength).toBe(0); // transferred: this side no longer holds them
    // PGlite hangs when /dev/blob is read with no file attached: the reader without its parameter is refused.
    // (Drizzle wraps the driver's error: the refusal is its cause.)
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'answered',
        (error: Error) => String(error.cause),
      );
    expect(await refusal(db.execute(sql`select batch_json(${null})`))).toMatch(/without a Utf8Text/);
    // node-postgres reads it through toPostgres().
    expect(new Utf8Text(new TextEncoder().encode(text)).toPostgres()).toBe(text);
    expect(await refusal(db.execute(sql`select ${new Utf8Text(new Uint8Array(1))}, ${new Utf8Text(new Uint8Array(1))}`))).toMatch(/one Utf8Text/);
  });

  it('fails every call once the thread is gone instead of waiting for ever', async () => {
    const other = await PGliteThread.create('memory://');
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('the database thread exited');
  });
});
