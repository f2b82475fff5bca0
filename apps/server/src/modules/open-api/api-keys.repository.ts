import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { apiKeys, members } from '../../db/schema/index.ts';

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiKeyListRow = ApiKeyRow & { passwordChangedAt: Date };

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The member's keys that are not revoked, newest first, with the member's last password change. */
export async function listMemberKeys(db: Database, memberId: string): Promise<ApiKeyListRow[]> {
  const rows = await db
    .select({ key: apiKeys, passwordChangedAt: members.passwordChangedAt })
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .where(and(eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => ({ ...r.key, passwordChangedAt: r.passwordChangedAt }));
}

/**
 * Locks the member's row, so two creates of the same member are counted one after the other
 * (the per-member limit holds under concurrency), and answers how many live keys it has.
 */
export async function lockAndCountKeys(tx: Tx, memberId: string): Promise<number> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  const [row] = await tx
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)));
  return row?.n ?? 0;
}

export async function insertKey(tx: Tx, values: { memberId: string; name: string; prefix: string; secretHash: string }): Promise<ApiKeyRow> {
  const [row] = await tx.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes one of the member's keys; answers whether there was one to revoke. */
export async function revokeKey(db: Database, memberId: string, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.memberId, memberId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/**
 * The key a secret's hash names, when it opens the API now: not revoked, its member not
 * disabled, and made after the member's last password change. Read from the database on every
 * call (no cache), so a revocation, a disabled member or a new password count at once on
 * every instance.
 */
export async function findUsableKey(db: Database, secretHash: string): Promise<{ id: number; memberId: string } | undefined> {
  const rows = await db
    .select({ id: apiKeys.id, memberId: apiKeys.memberId })
    .from(apiKeys)
    .innerJoin(members, eq(members.id, apiKeys.memberId))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt), eq(members.disabled, false), gte(apiKeys.createdAt, members.passwordChangedAt)))
    .limit(1);
  return rows[0];
}

/** Counts one admitted call: today's count restarts on a new China-time day; one statement, so concurrent calls add up. */
export async function countUse(db: Database, id: number, today: string, now: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({
      usageDayCount: sql`case when ${apiKeys.usageDay} = ${today} then ${apiKeys.usageDayCount} + 1 else 1 end`,
      usageDay: today,
      usageTotal: sql`${apiKeys.usageTotal} + 1`,
      lastUsedAt: now,
    })
    .where(eq(apiKeys.id, id));
}
