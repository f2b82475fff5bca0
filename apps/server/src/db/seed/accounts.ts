import { count } from 'drizzle-orm';
import { DAY_BIDDING_GATEWAY } from '@coal/contracts';
import type { Database } from '../client.ts';
import { memberGateways, members, staff, staffRoles } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';

/** Demo staff of DESIGN.md §2 (fixed passwords, for tests and demos only). */
export const DEMO_STAFF = [
  { loginId: 'admin', name: '系统管理员', password: 'Admin@2026', role: 'super_admin' },
  { loginId: 'editor', name: '内容编辑 王敏', password: 'Editor@2026', role: 'editor' },
  { loginId: 'reviewer', name: '内容审核 李强', password: 'Review@2026', role: 'reviewer' },
  { loginId: 'analyst', name: '数据分析 赵静', password: 'Analyst@2026', role: 'analyst' },
  // Maker and checker of index values (four eyes): each holds one side only.
  { loginId: 'assessor', name: '价格评估 周明', password: 'Assess@2026', role: 'assessor' },
  { loginId: 'approver', name: '价格审批 陈静', password: 'Approve@2026', role: 'approver' },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo members of DESIGN.md §2, plus `expired` whose password is past its age limit. */
export const DEMO_MEMBERS = [
  { loginId: 'member', nickname: '晋能贸易（演示会员）', password: 'Member@2026', isExpert: false, gateways: ['交易中心', '行情资讯'], ageDays: 0 },
  { loginId: 'expert', nickname: '张建国（演示专家）', password: 'Expert@2026', isExpert: true, gateways: ['交易中心', '专家问答'], ageDays: 0 },
  { loginId: 'bidder', nickname: '汾河焦化（演示会员）', password: 'Bidder@2026', isExpert: false, gateways: [DAY_BIDDING_GATEWAY, '交易中心'], ageDays: 0 },
  { loginId: 'expired', nickname: '过期密码演示账号', password: 'Expired@2026', isExpert: false, gateways: ['交易中心'], ageDays: 400 },
];

/** Seeds the demo accounts once, on a database that has no staff yet. */
export async function seedDemoAccounts(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) > 0) return false;
  const staffHashes = await Promise.all(DEMO_STAFF.map((s) => hashPassword(s.password)));
  const memberHashes = await Promise.all(DEMO_MEMBERS.map((m) => hashPassword(m.password)));
  await db.transaction(async (tx) => {
    for (const [i, s] of DEMO_STAFF.entries()) {
      const [row] = await tx.insert(staff).values({ loginId: s.loginId, name: s.name, passwordHash: staffHashes[i]! }).returning({ id: staff.id });
      await tx.insert(staffRoles).values({ staffId: row!.id, roleCode: s.role });
    }
    for (const [i, m] of DEMO_MEMBERS.entries()) {
      const [row] = await tx
        .insert(members)
        .values({
          loginId: m.loginId,
          nickname: m.nickname,
          passwordHash: memberHashes[i]!,
          passwordChangedAt: new Date(Date.now() - m.ageDays * DAY_MS),
          userType: 'out',
          isExpert: m.isExpert,
          userAccountId: `DEMO${String(i + 1).padStart(6, '0')}`,
          userBelongSys: 'trade',
          authSysList: ['trade', 'logistics', 'settlement'],
        })
        .returning({ id: members.id });
      await tx.insert(memberGateways).values(m.gateways.map((pmName) => ({ memberId: row!.id, pmName })));
    }
  });
  return true;
}

/** Production: the first super admin, with the password from ADMIN_INITIAL_PASSWORD. */
export async function seedInitialAdmin(db: Database, password: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(staff);
  if ((existing?.n ?? 0) > 0) return false;
  const [row] = await db
    .insert(staff)
    .values({ loginId: 'admin', name: '系统管理员', passwordHash: await hashPassword(password) })
    .returning({ id: staff.id });
  await db.insert(staffRoles).values({ staffId: row!.id, roleCode: 'super_admin' });
  return true;
}
