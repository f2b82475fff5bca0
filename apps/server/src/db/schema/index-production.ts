import type {
  AssessmentKind,
  AssessmentStatus,
  AuditAction,
  ContributorKind,
  MethodologyRules,
  Plausibility,
  SubmissionKind,
  SubmissionSource,
} from '@coal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { indexProducts } from './prices.ts';

const price = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/** 报价机构: a named source of prices; members listed by login id submit for it. */
export const priceContributors = pgTable('price_contributors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  kind: text('kind').$type<ContributorKind>().notNull(),
  region: text('region').notNull().default(''),
  memberLoginIds: jsonb('member_login_ids').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One price input of a period. Append-only: a trigger refuses UPDATE and DELETE. */
export const priceSubmissions = pgTable(
  'price_submissions',
  {
    id: serial('id').primaryKey(),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => priceContributors.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'restrict' }),
    period: date('period', { mode: 'string' }).notNull(),
    kind: text('kind').$type<SubmissionKind>().notNull(),
    price: price('price').notNull(),
    volume: numeric('volume', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    calorific: numeric('calorific', { precision: 8, scale: 1, mode: 'number' }),
    sulphur: numeric('sulphur', { precision: 6, scale: 2, mode: 'number' }),
    deliveryPlace: text('delivery_place').notNull().default(''),
    note: text('note').notNull().default(''),
    source: text('source').$type<SubmissionSource>().notNull(),
    /** Who typed it: the member's login id or the staff member's name. */
    enteredBy: text('entered_by').notNull(),
    memberId: text('member_id'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_submissions_period_idx').on(t.productId, t.period), index('price_submissions_member_idx').on(t.memberId)],
);

/** Methodology versions of a product. Immutable: a trigger refuses UPDATE and DELETE. */
export const indexMethodologies = pgTable(
  'index_methodologies',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    rules: jsonb('rules').$type<MethodologyRules>().notNull(),
    urgent: boolean('urgent').notNull().default(false),
    reason: text('reason').notNull().default(''),
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('index_methodologies_version_uq').on(t.productId, t.version)],
);

/** The computation behind an assessment, kept so it can be replayed and disclosed. */
export interface StoredComputation {
  basis: 'deals' | 'quotes' | 'none';
  notes: string[];
  inputs: Array<{ submissionId: number; used: boolean; reason: string; weight: number; normalisedPrice: number }>;
}

/** An approval entry (maker → checker): a value, an import batch, a correction or a suspension. */
export const indexAssessments = pgTable(
  'index_assessments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<AssessmentKind>().notNull(),
    productId: integer('product_id').references(() => indexProducts.id, { onDelete: 'restrict' }),
    period: date('period', { mode: 'string' }),
    value: price('value'),
    computedValue: price('computed_value'),
    previousValue: price('previous_value'),
    reason: text('reason').notNull().default(''),
    judgement: boolean('judgement').notNull().default(false),
    methodologyVersion: integer('methodology_version'),
    dealCount: integer('deal_count'),
    contributorCount: integer('contributor_count'),
    sufficient: boolean('sufficient'),
    computation: jsonb('computation').$type<StoredComputation>(),
    plausibility: jsonb('plausibility').$type<Plausibility>(),
    /** An import batch's rows: [productId, period, value, previous value or null]. */
    items: jsonb('items').$type<Array<[number, string, number, number | null]>>().notNull().default([]),
    status: text('status').$type<AssessmentStatus>().notNull().default('pending'),
    makerId: text('maker_id').notNull(),
    makerName: text('maker_name').notNull(),
    checkerId: text('checker_id'),
    checkerName: text('checker_name').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('index_assessments_status_idx').on(t.status, t.createdAt),
    index('index_assessments_period_idx').on(t.productId, t.period),
    // One pending entry per period, held by the database: makers submitting together cannot both wait.
    uniqueIndex('index_assessments_one_pending_idx')
      .on(t.productId, t.period)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every step of producing a value, in order. Append-only: a trigger refuses UPDATE and DELETE. */
export const indexAuditLog = pgTable(
  'index_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: integer('product_id'),
    period: date('period', { mode: 'string' }),
    assessmentId: integer('assessment_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    detail: text('detail').notNull(),
  },
  (t) => [index('index_audit_log_period_idx').on(t.productId, t.period, t.id)],
);

/** An approved suspension of a period: the portal shows 暂停发布 and the reason from its release moment. */
export const indexSuspensions = pgTable(
  'index_suspensions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'restrict' }),
    period: date('period', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    assessmentId: integer('assessment_id').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.period] })],
);
