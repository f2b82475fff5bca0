import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { memberGateways, members } from '../../db/schema/index.ts';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberByLoginId(db: Database, loginId: string): Promise<MemberRow | undefined> {
  const rows = await db.select().from(members).where(eq(members.loginId, loginId)).limit(1);
  return rows[0];
}

export async function findMemberById(db: Database, id: string): Promise<MemberRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const rows = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return rows[0];
}

export async function findGatewayNames(db: Database, memberId: string): Promise<string[]> {
  const rows = await db.select({ pmName: memberGateways.pmName }).from(memberGateways).where(eq(memberGateways.memberId, memberId));
  return rows.map((r) => r.pmName);
}

export async function updateMemberPassword(db: Database, id: string, passwordHash: string): Promise<void> {
  await db.update(members).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(members.id, id));
}
