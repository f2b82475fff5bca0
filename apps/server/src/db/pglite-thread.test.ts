import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';

describe('PGlite on its own thread, reached with pg through its socket', () => {
  let handle: DatabaseHandle;
  const rowsOf = async (query: SQL) => ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    handle = await openDatabase({ dataDir: 'memory://' });
    await handle.db.execute(sql`create table notes (id int primary key, body text not null, at timestamptz)`);
  });
  afterAll(() => handle.close());

  it('answers a query with its rows', async () => {
    await handle.db.execute(sql`insert into notes values (1, '焦煤', '2026-11-25T08:00:00Z')`);
    expect(await rowsOf(sql`select id, body, at = '2026-11-25T08:00:00Z'::timestamptz as same_time from notes where id = 1`)).toEqual([
      { id: 1, body: '焦煤', same_time: true },
    ]);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (2, 'kept', null)`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (3, 'dropped', null)`);
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await rowsOf(sql`select id from notes where id in (2, 3) order by id`)).toEqual([{ id: 2 }]);
  });

  it('runs a query sent outside an open transaction after it, not inside it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (4, 'in the transaction', null)`);
      await held;
      throw new Error('roll back');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = rowsOf(sql`select count(*)::int as n from notes where id = 4`);
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toEqual([{ n: 0 }]);
  });

  it('gives the database error its code and constraint', async () => {
    const error = await handle.db.execute(sql`insert into notes values (1, 'again', null)`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect((error as { cause: { constraint: string } }).cause.constraint).toBe('notes_pkey');
  });

  it('keeps answering every other query right while some fail, 100 at once', async () => {
    // A failed query makes the pool replace its connection: the others must not notice.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 7 === 3
          ? handle.db.execute(sql`select ${i}::int / 0`).then(
              () => 'answered',
              (error: { cause?: { code?: string } }) => error.cause?.code,
            )
          : rowsOf(sql`select ${i}::int * 2 as n, ${`第${i}期`}::text as label`).then((rows) => rows[0]),
      ),
    );
    answers.forEach((answer, i) => expect(answer).toEqual(i % 7 === 3 ? '22012' : { n: i * 2, label: `第${i}期` }));
  });

  it('passes a long text parameter whole, Chinese included', async () => {
    const body = JSON.stringify(Array.from({ length: 2000 }, (_, i) => ({ i, title: `动力煤价格指数第${i}期` })));
    await handle.db.execute(sql`insert into notes values (5, ${body}, null)`);
    expect(await rowsOf(sql`select body = ${body} as same, length(body) as n from notes where id = 5`)).toEqual([{ same: true, n: body.length }]);
  });

  it('dumps the data directory, and fails calls once closed instead of waiting for ever', async () => {
    const other = await openDatabase({ dataDir: 'memory://' });
    expect((await other.dumpDataDir!()).size).toBeGreaterThan(1000);
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  });
});
