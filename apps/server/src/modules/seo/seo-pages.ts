import type { Database } from '../../db/client.ts';
import { htmlToPlainText } from '../screening/plain-text.ts';
import { searchItemPath } from '../search/search.presenter.ts';
import { chinaDate, chinaDateTime, clip, escapeHtml } from './seo-html.ts';
import {
  findPublishedQuestion,
  findPublishedReport,
  findPublishedText,
  findVisibleArticle,
  indexCatalogue,
  latestItems,
  type ListedItem,
} from './seo.repository.ts';

export const SITE_NAME = '煤焦国际交易中心';
export const SITE_DESCRIPTION = '煤焦国际交易中心门户：煤炭、焦炭价格指数与行情，通知公告、市场资讯、研究报告、文本库与专家问答。';

/** What a public page says in its first HTML, before any JavaScript runs. */
export interface SeoPage {
  title: string;
  description: string;
  /** Path under the base path (no leading slash) of the page's canonical (desktop) address. */
  canonical: string;
  /** The mobile equivalent of a desktop page, declared with rel=alternate. */
  mobile?: string;
  ogType: 'website' | 'article';
  /** An upload path (public area) for og:image. */
  image?: string;
  /** Trusted HTML made here: escaped text, and rich text only as the server's sanitiser stored it. */
  main: string;
  /**
   * Set when `main` is the app's own markup of the page (mobile-home.ts): what the head needs
   * to paint it as the app does (its styles). It then stands in #root as it is, shown until
   * the app's first render replaces it, instead of the hidden search-engine text.
   */
  appHead?: string;
  /**
   * Head additions for a page the app draws itself (portal-home.ts): what the browser should
   * fetch ahead of the app, and the answers its first render uses. `main` stays the hidden
   * search-engine text.
   */
  headHints?: string;
  jsonLd?: Record<string, unknown>;
}

/** Where an address may serve a page: the route path under the base path and its query. */
export interface PageAddress {
  route: string;
  id: number | null;
  /** Absolute URL maker for structured data. */
  absolute: (pathUnderBase: string) => string;
  /** Root-relative path under the base path for links in the main text. */
  href: (pathUnderBase: string) => string;
}

const under = (portalPath: string) => portalPath.replace(/^\//, '');

function itemList(a: PageAddress, heading: string, intro: string, items: ListedItem[]): string {
  const rows = items.map(
    (i) =>
      `<li><a href="${escapeHtml(a.href(under(searchItemPath(i.kind as never, i.refId))))}">${escapeHtml(i.title)}</a> <time datetime="${chinaDate(i.docDate)}">${chinaDate(i.docDate)}</time></li>`,
  );
  return `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p><ul>${rows.join('')}</ul>`;
}

const listPage = (a: PageAddress, canonical: string, title: string, intro: string, items: ListedItem[], mobile?: string): SeoPage => ({
  title,
  description: intro,
  canonical,
  mobile,
  ogType: 'website',
  main: itemList(a, title, intro, items),
});

async function homePage(db: Database, a: PageAddress): Promise<SeoPage> {
  const [news, reports, catalogue] = await Promise.all([latestItems(db, ['notice', 'news'], 12), latestItems(db, ['report', 'text'], 8), indexCatalogue(db)]);
  const families = [...new Set(catalogue.map((c) => c.family))];
  const main =
    `<h1>${SITE_NAME}</h1><p>${escapeHtml(SITE_DESCRIPTION)}</p>` +
    `<h2>价格指数</h2><ul>${families.map((f) => `<li><a href="${escapeHtml(a.href('portal/Price'))}">${escapeHtml(f)}</a></li>`).join('')}</ul>` +
    itemList(a, '通知公告与市场资讯', '最新发布', news).replace(/^<h1>(.*?)<\/h1>/, '<h2>$1</h2>') +
    itemList(a, '研究报告与文本库', '最新发布', reports).replace(/^<h1>(.*?)<\/h1>/, '<h2>$1</h2>');
  return { title: '首页', description: SITE_DESCRIPTION, canonical: 'portal/Home', mobile: 'mobile/index', ogType: 'website', main };
}

async function pricePage(db: Database, canonical: string, title: string, mobile?: string): Promise<SeoPage> {
  const rows = await indexCatalogue(db);
  const description = `${title}：${[...new Set(rows.map((r) => r.family))].join('、')}，共${rows.length}个指数的走势、涨跌与发布日历。`;
  const items = rows.map(
    (r) =>
      `<li>${escapeHtml(r.family)} · ${escapeHtml(r.name)}（${escapeHtml(r.unit)}，${escapeHtml(r.frequency)}${r.deliveryPlace ? `，${escapeHtml(r.deliveryPlace)}` : ''}）</li>`,
  );
  return {
    title,
    description: clip(description, 160),
    canonical,
    mobile,
    ogType: 'website',
    main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><ul>${items.join('')}</ul>`,
  };
}

function articleMain(title: string, meta: string[], body: string, crumb: { label: string; href: string }): string {
  return `<nav><a href="${escapeHtml(crumb.href)}">${escapeHtml(crumb.label)}</a></nav><article><h1>${escapeHtml(title)}</h1><p>${meta.filter(Boolean).map(escapeHtml).join(' · ')}</p>${body}</article>`;
}

async function noticeDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const row = await findVisibleArticle(db, id);
  if (!row) return null;
  const text = htmlToPlainText(row.content);
  const published = row.publishedAt!;
  const canonical = `portal/NoticeDetail?id=${id}`;
  return {
    title: row.title,
    description: clip(row.summary || text, 160),
    canonical,
    mobile: `mobile/notice/detail?id=${id}`,
    ogType: 'article',
    image: row.coverPath || undefined,
    main: articleMain(row.title, [chinaDate(published), row.categoryName, row.source || row.authorName], `<div>${row.content}</div>`, {
      label: row.categoryName,
      href: a.href('portal/Notice'),
    }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: row.title,
      description: clip(row.summary || text, 160),
      datePublished: chinaDateTime(published),
      dateModified: chinaDateTime(row.updatedAt > published ? row.updatedAt : published),
      author: { '@type': row.source ? 'Organization' : 'Person', name: row.source || row.authorName },
      publisher: { '@type': 'Organization', name: SITE_NAME },
      articleSection: row.categoryName,
      mainEntityOfPage: a.absolute(canonical),
      ...(row.coverPath ? { image: [a.absolute(`../uploads/${row.coverPath}`)] } : {}),
    },
  };
}

async function textDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const row = await findPublishedText(db, id);
  if (!row) return null;
  const text = htmlToPlainText(row.content);
  const date = row.publishedAt ?? row.createdAt;
  return {
    title: row.title,
    description: clip(row.summary || text, 160),
    canonical: `portal/TextDetail?id=${id}`,
    ogType: 'article',
    main: articleMain(row.title, [chinaDate(date), '文本库'], `<div>${row.content}</div>`, { label: '文本库', href: a.href('portal/TextList') }),
  };
}

async function reportDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const row = await findPublishedReport(db, id);
  if (!row) return null;
  const canonical = `portal/ResearchReportDetail?id=${id}`;
  const access = row.access === 'free' ? '免费阅读' : '会员专享';
  return {
    title: row.title,
    description: clip(row.summary || row.title, 160),
    canonical,
    ogType: 'article',
    image: row.coverPath ?? undefined,
    main: articleMain(row.title, [row.publishDate, row.institution, row.author, access], `<p>${escapeHtml(row.summary)}</p>`, {
      label: '研究报告',
      href: a.href('portal/ResearchReport'),
    }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Report',
      name: row.title,
      description: clip(row.summary || row.title, 160),
      datePublished: row.publishDate,
      author: row.author ? { '@type': 'Person', name: row.author } : undefined,
      publisher: { '@type': 'Organization', name: row.institution || SITE_NAME },
      isAccessibleForFree: row.access === 'free',
      mainEntityOfPage: a.absolute(canonical),
    },
  };
}

async function questionDetail(db: Database, a: PageAddress, id: number): Promise<SeoPage | null> {
  const found = await findPublishedQuestion(db, id);
  if (!found) return null;
  const { question: q, answers } = found;
  const canonical = `portal/QuesAnswDetail?id=${id}`;
  const answerHtml = answers.map((r) => `<section><h2>${escapeHtml(r.authorName)} 的回答</h2><p>${escapeHtml(r.content)}</p></section>`).join('');
  const toAnswer = (r: (typeof answers)[number]) => ({
    '@type': 'Answer',
    text: r.content,
    dateCreated: chinaDateTime(r.createdAt),
    upvoteCount: r.thumbsUpCount,
    author: { '@type': 'Person', name: r.authorName },
  });
  return {
    title: q.title,
    description: clip(q.content || q.title, 160),
    canonical,
    ogType: 'article',
    main: articleMain(q.title, [chinaDate(q.createdAt), q.authorName, `${answers.length} 个回答`], `<p>${escapeHtml(q.content)}</p>${answerHtml}`, {
      label: '专家问答',
      href: a.href('portal/QuesAnsw'),
    }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'QAPage',
      mainEntity: {
        '@type': 'Question',
        name: q.title,
        text: q.content || q.title,
        dateCreated: chinaDateTime(q.createdAt),
        author: { '@type': 'Person', name: q.authorName },
        answerCount: answers.length,
        ...(answers.length > 0 ? { acceptedAnswer: toAnswer(answers[0]!), suggestedAnswer: answers.slice(1).map(toAnswer) } : {}),
      },
    },
  };
}

/**
 * The pages that show one item by its `?id=`: their first HTML is the item's, so no first
 * HTML means no such public item, and the server answers them 404 (the app shows its own
 * "不存在" state).
 */
const ITEM_PAGES = new Set(['portal/NoticeDetail', 'mobile/notice/detail', 'portal/TextDetail', 'portal/ResearchReportDetail', 'portal/QuesAnswDetail']);
export const isItemPage = (route: string): boolean => ITEM_PAGES.has(route);

/** A mobile page: the desktop page's data, declared canonical to it. */
const asMobile = (page: SeoPage | null): SeoPage | null => (page ? { ...page, mobile: undefined } : null);

/**
 * The public page at a route (path under the base path), or null for pages that are not
 * public (back office, personal centre, login) or an item that is not visible.
 */
export async function resolveSeoPage(db: Database, a: PageAddress): Promise<SeoPage | null> {
  const id = a.id;
  switch (a.route) {
    // The areas' roots never get here: the server sends them to their homes (AREA_HOMES).
    case 'portal/Home':
    case 'portalCopy/HomeCopy':
      return homePage(db, a);
    case 'mobile/index':
    case 'mobile/indexCopy':
      return asMobile(await homePage(db, a));
    case 'portal/Notice':
      return listPage(
        a,
        'portal/Notice',
        '通知公告',
        '交易公告、竞拍公告、系统公告与市场资讯。',
        await latestItems(db, ['notice', 'news', 'post'], 30),
        'mobile/notice/more',
      );
    case 'mobile/notice/more':
    case 'mobile/newPost':
      return asMobile(
        listPage(a, 'portal/Notice', '通知公告', '交易公告、竞拍公告、系统公告与市场资讯。', await latestItems(db, ['notice', 'news', 'post'], 30)),
      );
    case 'portal/NoticeDetail':
      return id ? noticeDetail(db, a, id) : null;
    case 'mobile/notice/detail':
      return id ? asMobile(await noticeDetail(db, a, id)) : null;
    case 'portal/TextList':
      return listPage(a, 'portal/TextList', '文本库', '交易规则、合同范本与行业标准。', await latestItems(db, ['text'], 50));
    case 'portal/TextDetail':
      return id ? textDetail(db, a, id) : null;
    case 'portal/ResearchReport':
      return listPage(a, 'portal/ResearchReport', '研究报告', '煤炭、焦炭市场周报、月报与专题研究。', await latestItems(db, ['report'], 50));
    case 'portal/ResearchReportDetail':
      return id ? reportDetail(db, a, id) : null;
    case 'portal/QuesAnsw':
      return listPage(a, 'portal/QuesAnsw', '专家问答', '会员提问，行业专家解答。', await latestItems(db, ['qa'], 50));
    case 'portal/QuesAnswDetail':
      return id ? questionDetail(db, a, id) : null;
    case 'portal/Price':
    case 'portal/PriceNew':
      return pricePage(db, 'portal/Price', '价格指数', 'mobile/price');
    case 'portal/PriceFirst':
    case 'portal/PriceSecond':
    case 'portal/PriceThird':
      return pricePage(db, a.route, '价格指数');
    case 'mobile/price':
    case 'mobile/priceIndex':
    case 'mobile/priceCCP':
    case 'mobile/priceSXCCP':
    case 'mobile/priceSCSPI':
      return asMobile(await pricePage(db, 'portal/Price', '价格指数'));
    default:
      return null;
  }
}
