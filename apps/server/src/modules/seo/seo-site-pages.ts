/** First HTML of the site's own pages: 公司信息, 帮助中心, 期现专区 and 每日竞价. */
import { COMPANY_PAGE_NAMES, COMPANY_PAGES, DAY_BIDDING_GATEWAY, HELP_KIND_NAMES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { htmlToPlainText } from '../screening/plain-text.ts';
import { clip, escapeHtml } from './seo-html.ts';
import type { PageAddress, SeoPage } from './seo-page.ts';
import { companyPageRows, enabledHelpEntries } from './seo.repository.ts';
import { breadcrumbs, organization, webPage } from './structured-data.ts';

/** A page of the site's own: its heading, text, and the page and breadcrumb nodes. */
function sitePage(a: PageAddress, canonical: string, title: string, description: string, body: string, type: 'WebPage' | 'AboutPage' = 'WebPage'): SeoPage {
  return {
    title,
    description,
    canonical,
    ogType: 'website',
    main: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>${body}`,
    jsonLd: [webPage(a, type, { canonical, title, description }), breadcrumbs(a, [{ name: title, path: canonical }])],
  };
}

/** 公司信息: the company pages as staff wrote them (sanitised when saved); the organisation. */
export async function companyPage(db: Database, a: PageAddress): Promise<SeoPage> {
  const rows = await companyPageRows(db);
  const pages = COMPANY_PAGES.map((code) => rows.find((r) => r.code === code) ?? { code, title: COMPANY_PAGE_NAMES[code], content: '' });
  const intro = htmlToPlainText(pages.find((p) => p.code === 'intro')?.content ?? '');
  const description = clip(intro || '煤焦国际交易中心公司简介、联系方式、免责声明、视频中心与合作网站。', 160);
  const body = pages.map((p) => `<section><h2>${escapeHtml(p.title)}</h2><div>${p.content}</div></section>`).join('');
  const page = sitePage(a, 'portal/Company', '公司信息', description, body, 'AboutPage');
  return { ...page, jsonLd: [...page.jsonLd!, organization(a)] };
}

/** 帮助中心: the enabled help articles and FAQ entries, each with its answer. */
export async function helpPage(db: Database, a: PageAddress): Promise<SeoPage> {
  const entries = await enabledHelpEntries(db);
  const kinds = Object.keys(HELP_KIND_NAMES) as Array<keyof typeof HELP_KIND_NAMES>;
  const body = kinds
    .map((kind) => {
      const own = entries.filter((e) => e.kind === kind);
      if (own.length === 0) return '';
      return `<h2>${escapeHtml(HELP_KIND_NAMES[kind])}</h2>${own.map((e) => `<section><h3>${escapeHtml(e.title)}</h3><div>${e.content}</div></section>`).join('')}`;
    })
    .join('');
  const titles = entries.slice(0, 6).map((e) => e.title);
  const description = clip(`帮助中心：会员注册、登录、交易与数据服务的帮助文章和常见问题${titles.length ? `，如${titles.join('、')}` : ''}。`, 160);
  return sitePage(a, 'portal/AboutUs', '帮助中心', description, body);
}

/** 期现专区: what the zone compares; its values are the app's (they follow the indexes' release times). */
export const futuresZonePage = (a: PageAddress): SeoPage =>
  sitePage(
    a,
    'portal/FuturesNowZone',
    '期现专区',
    '期现专区：焦炭（J）、焦煤（JM）现货价格与大商所主力合约结算价对比，基差走势图与明细表，可按区间查看。',
    '<ul><li>焦炭（J）：现货价格、期货主力合约结算价与基差</li><li>焦煤（JM）：现货价格、期货主力合约结算价与基差</li></ul><p>基差 = 现货价格 − 期货价格。</p>',
  );

/** 每日竞价: for members with the gateway only; the page says so (it is not in the sitemap). */
export const dayBiddingPage = (a: PageAddress): SeoPage =>
  sitePage(
    a,
    'portal/DayBidding',
    '每日竞价',
    `每日竞价：当日竞价场次、品种、数量与起拍价，仅向开通“${DAY_BIDDING_GATEWAY}”权限的交易会员开放，请使用交易系统账号登录后查看。`,
    '',
  );
