import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Portal members: trading-system users, experts, bidders. Tourists have no row. */
export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  loginId: text('login_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  nickname: text('nickname').notNull(),
  userType: text('user_type').notNull().default('out'),
  isExpert: boolean('is_expert').notNull().default(false),
  userAccountId: text('user_account_id').notNull(),
  userBelongSys: text('user_belong_sys').notNull().default('trade'),
  authSysList: jsonb('auth_sys_list').$type<string[]>().notNull().default([]),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Role-gateway relations of a member (spec §3: pmName); `每日竞价` grants day bidding. */
export const memberGateways = pgTable(
  'member_gateways',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    pmName: text('pm_name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.pmName] })],
);

/** Back-office staff: a separate kind of account from members. */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  loginId: text('login_id').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
  disabled: boolean('disabled').notNull().default(false),
  /** Set by an administrator's password reset: the next login must choose a new password first. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff roles: sets of BACK_PAGES permissions, edited in RoleManagement. */
export const roles = pgTable('roles', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** Seeded from BUILT_IN_ROLES: cannot be deleted. */
  builtIn: boolean('built_in').notNull().default(false),
  /**
   * The code's permission list last applied to a built-in role: a start adds only permissions
   * new in the code, so an administrator's removal is not undone by the next start.
   */
  seededPermissions: jsonb('seeded_permissions').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.permission] })],
);

export const staffRoles = pgTable(
  'staff_roles',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    roleCode: text('role_code')
      .notNull()
      .references(() => roles.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.roleCode] }), index('staff_roles_role_idx').on(t.roleCode)],
);
