import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  answers,
  articles,
  companyPages,
  helpArticles,
  contentCategories,
  indexFamilies,
  indexProducts,
  libraryTexts,
  questions,
  researchReports,
  searchDocuments,
} from '../../db/schema/index.ts';

/** What the first HTML of public pages is built from: visible items only (same rules as the portal). */

const visibleArticle = () => and(eq(articles.status, 'published'), isNotNull(articles.publishedAt), lte(articles.publishedAt, sql`now()`));

export async function findVisibleArticle(db: Database, id: number) {
  const [row] = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      content: articles.content,
      authorName: articles.authorName,
      authorKind: articles.authorKind,
      source: articles.source,
      publishedAt: articles.publishedAt,
      updatedAt: articles.updatedAt,
      coverPath: articles.coverPath,
      categoryName: contentCategories.name,
      // The section the search index filed it under (notice, news or post), decided by its triggers.
      kind: sql<string>`(SELECT kind FROM search_documents WHERE ref_id = ${articles.id} AND kind IN ('notice', 'news', 'post') LIMIT 1)`,
    })
    .from(articles)
    .innerJoin(contentCategories, eq(contentCategories.id, articles.categoryId))
    .where(and(eq(articles.id, id), visibleArticle()));
  return row ?? null;
}

export async function findPublishedText(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(libraryTexts)
    .where(and(eq(libraryTexts.id, id), eq(libraryTexts.status, 'published')));
  return row ?? null;
}

export async function findPublishedReport(db: Database, id: number) {
  const [row] = await db
    .select({
      id: researchReports.id,
      title: researchReports.title,
      summary: researchReports.summary,
      author: researchReports.author,
      institution: researchReports.institution,
      publishDate: researchReports.publishDate,
      access: researchReports.access,
      updatedAt: researchReports.updatedAt,
      coverPath: researchReports.coverPath,
    })
    .from(researchReports)
    .where(and(eq(researchReports.id, id), eq(researchReports.status, 'published')));
  return row ?? null;
}

export async function findPublishedQuestion(db: Database, id: number) {
  const [question] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), eq(questions.status, 'published')));
  if (!question) return null;
  const replies = await db
    .select({
      authorName: answers.authorName,
      content: answers.content,
      createdAt: answers.createdAt,
      reviewedAt: answers.reviewedAt,
      thumbsUpCount: answers.thumbsUpCount,
    })
    .from(answers)
    .where(and(eq(answers.questionId, id), eq(answers.status, 'published')))
    .orderBy(desc(answers.thumbsUpCount), asc(answers.id));
  return { question, answers: replies };
}

export interface ListedItem {
  kind: string;
  refId: number;
  title: string;
  docDate: Date;
}

/** The newest visible items of some kinds (lists, Home, and the sitemap with a large limit). */
export async function latestItems(db: Database, kinds: string[], limit: number): Promise<ListedItem[]> {
  return db
    .select({ kind: searchDocuments.kind, refId: searchDocuments.refId, title: searchDocuments.title, docDate: searchDocuments.docDate })
    .from(searchDocuments)
    .where(
      and(
        eq(searchDocuments.visible, true),
        sql`(${searchDocuments.visibleFrom} IS NULL OR ${searchDocuments.visibleFrom} <= now())`,
        sql`${searchDocuments.kind} IN (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    )
    .orderBy(desc(searchDocuments.docDate))
    .limit(limit);
}

/** The index catalogue (names, units, frequencies; no values: those have their release times). */
export async function indexCatalogue(db: Database) {
  return db
    .select({
      family: indexFamilies.name,
      familyDescription: indexFamilies.description,
      name: indexProducts.name,
      unit: indexProducts.unit,
      frequency: indexProducts.frequency,
      deliveryPlace: indexProducts.deliveryPlace,
      basePeriod: indexProducts.basePeriod,
      demo: sql<boolean>`${indexProducts.demo} OR ${indexFamilies.demo}`,
    })
    .from(indexProducts)
    .innerJoin(indexFamilies, eq(indexFamilies.id, indexProducts.familyId))
    .where(eq(indexProducts.active, true))
    .orderBy(asc(indexFamilies.sortOrder), asc(indexProducts.sortOrder));
}

/** 公司信息's saved pages (公司简介, 联系我们, 免责声明), sanitised HTML. */
export async function companyPageRows(db: Database) {
  return db.select({ code: companyPages.code, title: companyPages.title, content: companyPages.content }).from(companyPages);
}

/** 帮助中心's enabled entries, in the portal's order. */
export async function enabledHelpEntries(db: Database) {
  return db
    .select({ kind: helpArticles.kind, title: helpArticles.title, content: helpArticles.content })
    .from(helpArticles)
    .where(eq(helpArticles.enabled, true))
    .orderBy(asc(helpArticles.kind), asc(helpArticles.sort), desc(helpArticles.id))
    .limit(200);
}
