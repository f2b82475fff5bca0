/**
 * Rows a test relies on, built with defaults it overrides (`buildArticle(db, { status: 'pending' })`),
 * so the test states what it needs instead of asserting the demo seed's content. The demo
 * accounts stay the login fixtures (`server.staff('editor')`, `server.member()`): their names
 * come from `staffName` / `memberNickname`, never written out in a test.
 */
import { CATEGORY_CODES } from '@coal/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { articles, contentCategories, expertProfiles, libraryCategories, members, researchReports } from '../db/schema/index.ts';
import { DEMO_MEMBERS, DEMO_STAFF } from '../db/seed/accounts.ts';
import type { DemoMemberId, DemoStaffId, TestClient, TestServer } from './test-server.ts';

/** The display name of a demo staff member (what the operation log and `handlerName` show). */
export function staffName(loginId: DemoStaffId): string {
  return DEMO_STAFF.find((s) => s.loginId === loginId)!.name;
}

/** The nickname of a demo member. */
export function memberNickname(loginId: DemoMemberId): string {
  return DEMO_MEMBERS.find((m) => m.loginId === loginId)!.nickname;
}

/** The id of a member by login (a demo account, or one a test created). */
export async function memberIdOf(db: Database, loginId: string): Promise<string> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId));
  if (!row) throw new Error(`no member ${loginId}`);
  return row.id;
}

let serial = 0;
/** A title no seed row and no other built row has. */
const fresh = (what: string) => `${what}（测试${++serial}）`;

type ArticleValues = Partial<typeof articles.$inferInsert> & {
  /** The member who posted it (default `bidder`); ignored when `authorKind` is `staff`. */
  author?: DemoMemberId;
  /** Category by code (default the member-post category). */
  categoryCode?: string;
};

/** An article: by default a member's published post, visible on the portal since a minute ago. */
export async function buildArticle(db: Database, values: ArticleValues = {}) {
  const { author = 'bidder', categoryCode = CATEGORY_CODES.memberPost, ...row } = values;
  const [category] = await db.select({ id: contentCategories.id }).from(contentCategories).where(eq(contentCategories.code, categoryCode));
  if (!category) throw new Error(`no content category ${categoryCode}`);
  const staffWritten = row.authorKind === 'staff';
  const status = row.status ?? 'published';
  const [built] = await db
    .insert(articles)
    .values({
      title: fresh('测试文章'),
      content: '<p>测试正文</p>',
      categoryId: category.id,
      authorKind: 'member',
      authorMemberId: staffWritten ? null : await memberIdOf(db, author),
      authorName: staffWritten ? staffName('editor') : memberNickname(author),
      publishedAt: status === 'published' ? new Date(Date.now() - 60_000) : null,
      ...row,
      status,
    })
    .returning();
  return built!;
}

/** A research report in the first report category; published and free unless told. The PDF key names no stored file. */
export async function buildReport(db: Database, values: Partial<typeof researchReports.$inferInsert> = {}) {
  const [category] = await db.select({ id: libraryCategories.id }).from(libraryCategories).where(eq(libraryCategories.domain, 'report')).limit(1);
  if (!category) throw new Error('no report category');
  const [built] = await db
    .insert(researchReports)
    .values({
      categoryId: category.id,
      title: fresh('测试报告'),
      publishDate: '2026-01-05',
      filePath: `2026/01/${'0'.repeat(31)}${serial % 10}.pdf`,
      fileSize: 1024,
      pageCount: 1,
      status: 'published',
      access: 'free',
      ...values,
    })
    .returning();
  return built!;
}

/** Sets the expert profile of a member (the demo `expert` has one), so answers show what the test chose. */
export async function buildExpertProfile(db: Database, loginId: DemoMemberId, values: Partial<typeof expertProfiles.$inferInsert> = {}) {
  const memberId = await memberIdOf(db, loginId);
  const profile = { name: fresh('测试专家'), title: '测试职称', ...values };
  const [built] = await db
    .insert(expertProfiles)
    .values({ memberId, ...profile })
    .onConflictDoUpdate({ target: expertProfiles.memberId, set: profile })
    .returning();
  return built!;
}

/**
 * Adds sensitive words through the back office (the screening service reloads its list on a
 * write, which a row inserted behind its back would not trigger). `staff` needs the
 * sensitive-words permission, e.g. `server.staff('reviewer')`.
 */
export async function buildSensitiveWords(staff: TestClient, words: Array<{ word: string; category: string; level: 1 | 2 | 3 }>): Promise<void> {
  for (const w of words) {
    const res = await staff.post('/api/admin/sensitive-words/add', w);
    if (!res.body.result) throw new Error(`sensitive word ${w.word}: ${res.body.message}`);
  }
}

/** Each table's row count and a hash of all its rows: equal snapshots mean nothing in those tables changed. */
export async function snapshotTables(server: TestServer, tables: string[]): Promise<Record<string, unknown>> {
  const counts: Record<string, unknown> = {};
  for (const t of tables) {
    const result = await server.database.db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${t} t`),
    );
    counts[t] = (result as unknown as { rows: unknown[] }).rows[0];
  }
  return counts;
}
