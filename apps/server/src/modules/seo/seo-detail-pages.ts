/** First HTML of the pages that show one item: notices and news, texts, reports, questions. */
import { articleDetailPath } from '@coal/contracts/app-routes';
import type { Database } from '../../db/client.ts';
import { htmlToPlainText } from '../screening/plain-text.ts';
import { chinaDate, clip, escapeHtml } from './seo-html.ts';
import type { PageAddress, SeoPage } from './seo-page.ts';
import { findPublishedQuestion, findPublishedReport, findPublishedText, findVisibleArticle } from './seo.repository.ts';
import { article, breadcrumbs, type Crumb, questionPage } from './structured-data.ts';

function articleMain(title: string, meta: string[], body: string, crumb: { label: string; href: string }): string {
  return `<nav><a href="${escapeHtml(crumb.href)}">${escapeHtml(crumb.label)}</a></nav><article><h1>${escapeHtml(title)}</h1><p>${meta.filter(Boolean).map(escapeHtml).join(' · ')}</p>${body}</article>`;
}

export async function noticeDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const row = await findVisibleArticle(db, id);
  if (!row) return null;
  const text = htmlToPlainText(row.content);
  const published = row.publishedAt!;
  const canonical = articleDetailPath(id, row.kind === 'notice').slice(1);
  const description = clip(row.summary || text, 160);
  // Under its section, as the app's breadcrumb: notices in 通知公告, news and posts in 市场资讯.
  const section = row.kind === 'notice' ? { name: '通知公告', path: 'portal/Notice' } : { name: '市场资讯', path: 'portal/News' };
  const trail: Crumb[] = [section, { name: row.title }];
  return {
    title: row.title,
    description,
    canonical,
    mobile: `mobile/notice/detail?id=${id}`,
    ogType: 'article',
    image: row.coverPath || undefined,
    main: articleMain(row.title, [chinaDate(published), row.categoryName, row.source || row.authorName], `<div>${row.content}</div>`, {
      label: section.name,
      href: a.href(section.path),
    }),
    jsonLd: [
      article(a, {
        type: 'NewsArticle',
        canonical,
        headline: row.title,
        description,
        published,
        modified: row.updatedAt > published ? row.updatedAt : published,
        member: row.authorKind === 'member' ? row.authorName : null,
        images: row.coverPath ? [row.coverPath] : [],
        section: row.categoryName,
      }),
      breadcrumbs(a, trail),
    ],
  };
}

export async function textDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const row = await findPublishedText(db, id);
  if (!row) return null;
  const text = htmlToPlainText(row.content);
  const date = row.publishedAt ?? row.createdAt;
  const canonical = `portal/TextDetail?id=${id}`;
  const description = clip(row.summary || text, 160);
  return {
    title: row.title,
    description,
    canonical,
    ogType: 'article',
    main: articleMain(row.title, [chinaDate(date), '文本库'], `<div>${row.content}</div>`, { label: '文本库', href: a.href('portal/TextList') }),
    jsonLd: [
      article(a, {
        type: 'Article',
        canonical,
        headline: row.title,
        description,
        published: date,
        modified: row.updatedAt,
        member: null,
        images: [],
        section: '文本库',
      }),
      breadcrumbs(a, [{ name: '文本库', path: 'portal/TextList' }, { name: row.title }]),
    ],
  };
}

export async function reportDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const row = await findPublishedReport(db, id);
  if (!row) return null;
  const canonical = `portal/ResearchReportDetail?id=${id}`;
  const access = row.access === 'free' ? '免费阅读' : '会员专享';
  const description = clip(row.summary || row.title, 160);
  const report = article(a, {
    type: 'Report',
    canonical,
    headline: row.title,
    description,
    published: row.publishDate,
    modified: row.updatedAt,
    member: null,
    images: row.coverPath ? [row.coverPath] : [],
    section: '研究报告',
    extra: { name: row.title, isAccessibleForFree: row.access === 'free' },
  });
  // The report's own author (an analyst's name, or the institution) when it names one.
  if (row.author) report.author = { '@type': 'Person', name: row.author };
  else if (row.institution) report.author = { '@type': 'Organization', name: row.institution };
  return {
    title: row.title,
    description,
    canonical,
    ogType: 'article',
    image: row.coverPath ?? undefined,
    main: articleMain(row.title, [row.publishDate, row.institution, row.author, access], `<p>${escapeHtml(row.summary)}</p>`, {
      label: '研究报告',
      href: a.href('portal/ResearchReport'),
    }),
    jsonLd: [report, breadcrumbs(a, [{ name: '研究报告', path: 'portal/ResearchReport' }, { name: row.title }])],
  };
}

export async function questionDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const found = await findPublishedQuestion(db, id);
  if (!found) return null;
  const { question: q, answers } = found;
  const canonical = `portal/QuesAnswDetail?id=${id}`;
  const answerHtml = answers
    .map((r, i) => `<section id="answer-${i + 1}"><h2>${escapeHtml(r.authorName)} 的回答</h2><p>${escapeHtml(r.content)}</p></section>`)
    .join('');
  const replies = answers.map((r) => ({ authorName: r.authorName, content: r.content, published: r.reviewedAt ?? r.createdAt, upvotes: r.thumbsUpCount }));
  return {
    title: q.title,
    description: clip(q.content || q.title, 160),
    canonical,
    ogType: 'article',
    main: articleMain(q.title, [chinaDate(q.createdAt), q.authorName, `${answers.length} 个回答`], `<p>${escapeHtml(q.content)}</p>${answerHtml}`, {
      label: '专家问答',
      href: a.href('portal/QuesAnsw'),
    }),
    jsonLd: [
      questionPage(a, { canonical, title: q.title, text: q.content || q.title, authorName: q.authorName, published: q.reviewedAt ?? q.createdAt }, replies),
      breadcrumbs(a, [{ name: '专家问答', path: 'portal/QuesAnsw' }, { name: q.title }]),
    ],
  };
}
