/**
 * The durable half of idempotent submissions. The answer cache (plugins/idempotency.ts) is
 * written after the commit, so a crash between the two (kill -9, power loss) would leave the
 * write done and the key free: the client's retry would write again. Here every database
 * transaction a claimed request opens first inserts the claim's receipt, so the receipt
 * commits with the write or not at all, and a retry of a committed submission is refused
 * instead of run twice.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PROTOCOL_CODES } from '@coal/contracts';
import { lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { idempotencyReceipts } from '../db/schema/index.ts';
import { refused } from '../lib/errors.ts';

export const ALREADY_DONE_MESSAGE = '该提交已处理，请刷新页面查看结果';
/** Receipts outlive the answer cache (24 h) a little, then go. */
const RECEIPT_DAYS = 2;

interface Claim {
  key: string;
  /** A transaction of this request committed the receipt; later ones need not. */
  written: boolean;
}

const claims = new AsyncLocalStorage<Claim>();
const wrapped = new WeakSet<Database>();

/** Runs `next` (the rest of the request) with `key` as the receipt its transactions write. */
export function runWithReceipt(key: string, next: () => void): void {
  claims.run({ key, written: false }, next);
}

/**
 * Makes `db.transaction` write the current claim's receipt first. Only the outermost
 * transaction of a claimed request does (a savepoint is `tx.transaction`, untouched), and
 * only until one has committed: a refused write rolls its receipt back with it.
 */
export function writeReceiptsInTransactions(db: Database): void {
  if (wrapped.has(db)) return;
  wrapped.add(db);
  const original = db.transaction.bind(db);
  db.transaction = (async (run: (tx: unknown) => Promise<unknown>, config?: unknown) => {
    const claim = claims.getStore();
    if (!claim || claim.written) return original(run as never, config as never);
    const result = await original(async (tx) => {
      const inserted = await tx.insert(idempotencyReceipts).values({ key: claim.key }).onConflictDoNothing().returning({ key: idempotencyReceipts.key });
      if (inserted.length === 0) throw refused(ALREADY_DONE_MESSAGE, PROTOCOL_CODES.conflict);
      return run(tx);
    }, config as never);
    claim.written = true;
    return result;
  }) as Database['transaction'];
}

/** Deletes receipts past any retry's reach. */
export async function sweepReceipts(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyReceipts).where(lt(idempotencyReceipts.createdAt, new Date(now.getTime() - RECEIPT_DAYS * 86_400_000)));
}
