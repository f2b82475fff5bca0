import { count, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { contentCategories } from '../schema/index.ts';

interface BaseCategory {
  name: string;
  code: string;
  allowMemberPost?: boolean;
  children?: BaseCategory[];
}

/** The content types the portal's blocks are built on (codes in contracts CATEGORY_CODES). */
export const BASE_CATEGORIES: BaseCategory[] = [
  {
    name: '通知公告',
    code: 'notice',
    children: [
      { name: '交易公告', code: 'notice_trade' },
      { name: '竞拍公告', code: 'notice_auction' },
      { name: '系统公告', code: 'notice_system' },
    ],
  },
  { name: '行业资讯', code: 'news' },
  { name: '市场评论', code: 'commentary' },
  { name: '政策法规', code: 'policy' },
  { name: '会员动态', code: 'member_post', allowMemberPost: true },
  { name: '供需信息', code: 'supply_demand', allowMemberPost: true },
];

/**
 * Every database needs the well-known content types; seeded once, when there are none, so
 * that what the back office later renames or removes stays so.
 */
export async function seedContentBase(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(contentCategories);
  if ((existing?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const [i, c] of BASE_CATEGORIES.entries()) {
      const [parent] = await tx
        .insert(contentCategories)
        .values({ name: c.name, code: c.code, sortOrder: (i + 1) * 10, allowMemberPost: c.allowMemberPost ?? false })
        .returning({ id: contentCategories.id });
      for (const [j, child] of (c.children ?? []).entries()) {
        await tx.insert(contentCategories).values({ name: child.name, code: child.code, parentId: parent!.id, sortOrder: (j + 1) * 10 });
      }
    }
  });
  return true;
}

/** Category ids by code (for the demo seed). */
export async function categoryIdsByCode(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: contentCategories.id, code: contentCategories.code }).from(contentCategories).where(eq(contentCategories.enabled, true));
  return new Map(rows.map((r) => [r.code, r.id]));
}
