/** First HTML of the home, the lists and the price pages. */
import type { Database } from '../../db/client.ts';
import { searchItemPath } from '../search/search.presenter.ts';
import { chinaDate, clip, escapeHtml } from './seo-html.ts';
import { type PageAddress, type SeoPage, SITE_DESCRIPTION, SITE_NAME } from './seo-page.ts';
import { indexCatalogue, latestItems, type ListedItem } from './seo.repository.ts';
import { breadcrumbs, collectionPage, indexDataset, organization, webSite } from './structured-data.ts';

const under = (portalPath: string) => portalPath.replace(/^\//, '');
const itemPath = (i: ListedItem) => under(searchItemPath(i.kind as never, i.refId));

function itemList(a: PageAddress, heading: string, intro: string, items: ListedItem[]): string {
  const rows = items.map(
    (i) =>
      `<li><a href="${escapeHtml(a.href(itemPath(i)))}">${escapeHtml(i.title)}</a> <time datetime="${chinaDate(i.docDate)}">${chinaDate(i.docDate)}</time></li>`,
  );
  return `<h1>${escapeHtml(heading)}</h1><p>${escapeHtml(intro)}</p><ul>${rows.join('')}</ul>`;
}

/** A list page: its items linked, as a collection of them, under 首页 in the breadcrumb. */
export const listPage = (a: PageAddress, canonical: string, title: string, intro: string, items: ListedItem[], mobile?: string): SeoPage => ({
  title,
  description: intro,
  canonical,
  mobile,
  ogType: 'website',
  main: itemList(a, title, intro, items),
  jsonLd: [
    collectionPage(
      a,
      { canonical, title, description: intro },
      items.map((i) => ({ name: i.title, path: itemPath(i) })),
    ),
    breadcrumbs(a, [{ name: title, path: canonical }]),
  ],
});

/** The lists of the portal (paths under the base path) and what each holds. */
export const LISTS = {
  'portal/Notice': { title: '通知公告', intro: '交易公告、竞拍公告、系统公告与市场资讯。', kinds: ['notice', 'news', 'post'], size: 30 },
  'portal/News': { title: '市场资讯', intro: '市场评论、行业资讯与会员动态、供需信息。', kinds: ['news', 'post'], size: 30 },
  'portal/TextList': { title: '文本库', intro: '交易规则、合同范本与行业标准。', kinds: ['text'], size: 50 },
  'portal/ResearchReport': { title: '研究报告', intro: '煤炭、焦炭市场周报、月报与专题研究。', kinds: ['report'], size: 50 },
  'portal/QuesAnsw': { title: '专家问答', intro: '会员提问，行业专家解答。', kinds: ['qa'], size: 50 },
} as const;
export type ListRoute = keyof typeof LISTS;

export async function portalList(db: Database, a: PageAddress, route: ListRoute, mobile?: string): Promise<SeoPage> {
  const list = LISTS[route];
  return listPage(a, route, list.title, list.intro, await latestItems(db, [...list.kinds], list.size), mobile);
}

export async function homePage(db: Database, a: PageAddress): Promise<SeoPage> {
  const [news, reports, catalogue] = await Promise.all([latestItems(db, ['notice', 'news'], 12), latestItems(db, ['report', 'text'], 8), indexCatalogue(db)]);
  const families = [...new Set(catalogue.map((c) => c.family))];
  const main =
    `<h1>${SITE_NAME}</h1><p>${escapeHtml(SITE_DESCRIPTION)}</p>` +
    `<h2>价格指数</h2><ul>${families.map((f) => `<li><a href="${escapeHtml(a.href('portal/Price'))}">${escapeHtml(f)}</a></li>`).join('')}</ul>` +
    itemList(a, '通知公告与市场资讯', '最新发布', news).replace(/^<h1>(.*?)<\/h1>/, '<h2>$1</h2>') +
    itemList(a, '研究报告与文本库', '最新发布', reports).replace(/^<h1>(.*?)<\/h1>/, '<h2>$1</h2>');
  return {
    title: '首页',
    description: SITE_DESCRIPTION,
    canonical: 'portal/Home',
    mobile: 'mobile/index',
    ogType: 'website',
    main,
    jsonLd: [webSite(a), organization(a)],
  };
}

const DEMO_NOTE = '演示库中的指数为合成数据，不是真实市场价格。';

/**
 * A price page: the index catalogue (of one family for PriceFirst/Second/Third, the family at
 * `familyAt`), never values — those have their release times.
 */
export async function pricePage(db: Database, a: PageAddress, canonical: string, familyAt: number | null, mobile?: string): Promise<SeoPage> {
  const catalogue = await indexCatalogue(db);
  const families = [...new Set(catalogue.map((r) => r.family))];
  const family = familyAt === null ? null : (families[familyAt] ?? null);
  const rows = family ? catalogue.filter((r) => r.family === family) : catalogue;
  const title = family ? `价格指数 · ${family}` : '价格指数';
  const shown = family ? [family] : families;
  const description = `${title}：${shown.join('、')}，共${rows.length}个指数的走势、涨跌与发布日历。`;
  const items = rows.map(
    (r) =>
      `<li>${escapeHtml(r.family)} · ${escapeHtml(r.name)}（${escapeHtml(r.unit)}，${escapeHtml(r.frequency)}${r.deliveryPlace ? `，${escapeHtml(r.deliveryPlace)}` : ''}）</li>`,
  );
  const familyNotes = [...new Set(rows.map((r) => r.familyDescription).filter(Boolean))].join(' ');
  const datasetText = `${description} 各指数按发布日历在发布时刻公布数值，可在页面查看走势、导出序列，或通过开放数据接口获取。${familyNotes}${rows.some((r) => r.demo) ? ` ${DEMO_NOTE}` : ''}`;
  return {
    title,
    description: clip(description, 160),
    canonical,
    mobile,
    ogType: 'website',
    main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p><ul>${items.join('')}</ul>`,
    jsonLd: [
      indexDataset(a, { canonical, title, description: clip(datasetText, 5000) }, rows),
      breadcrumbs(a, family ? [{ name: '价格指数', path: 'portal/Price' }, { name: family }] : [{ name: '价格指数' }]),
    ],
  };
}
