/**
 * /mobile/index as the app draws it (MobileLayout around MobileIndexPage: antd-mobile's
 * NavBar, Grid, Card and List, the tab bar), written as HTML so that the first paint shows the
 * prices and the latest notices at once, styled by the area's own CSS (inlined beside it,
 * web-assets.ts). The app's first render replaces it element for element at the same places:
 * nothing moves (layout shift), and the largest text the page ever paints is painted here
 * (LCP). Keep it in step with those components: e2e/mobile/mobile-first-html.spec.ts compares the
 * boxes before and after the app starts.
 *
 * It works before the app does (a phone on a slow network taps before the scripts ran): the
 * entries and the search button submit a form to their page (the form has no box of its own,
 * `display:contents`), the rows and 更多 are links to where the app's clicks go.
 *
 * Every value from the data is escaped text.
 */
import type { ArticleListItem, LatestValue } from '@coal/contracts';
import { changeColor, changeDirection, changeText, formatValue, headlineValues } from '@coal/contracts/market-format';
import { MOBILE_HOME_ENTRIES } from '@coal/contracts/mobile-entries';
import { chinaDate, escapeHtml } from './seo-html.ts';

export interface MobileHomeData {
  latest: LatestValue[];
  notices: ArticleListItem[];
  posts: ArticleListItem[];
}

/** Rows each article card shows (MobileIndexPage: the first five of a page of ten). */
const ARTICLE_ROWS = 5;

/**
 * A button that goes to `href` without scripts: a GET form around it, without a box of its
 * own, so the button is laid out as the app's (which navigates in its click).
 */
const goButton = (href: string, submitButton: string) => `<form action="${escapeHtml(href)}" method="get" style="display:contents">${submitButton}</form>`;

/** The style of the rows' links: a link in the app has no href, so no underline to undo there. */
export const FIRST_HTML_LINK_CSS = '[data-first-html] a.adm-list-item{text-decoration:none}';

// antd-mobile's list arrow (antd-mobile-icons RightOutline).
const ARROW =
  '<div class="adm-list-item-content-arrow"><svg width="1em" height="1em" viewBox="0 0 48 48" xmlns="http://www.w3.org/2000/svg" class="antd-mobile-icon" style="vertical-align:-0.125em"><path d="M17.3947957,5.11219264 L35.5767382,22.6612572 L35.5767382,22.6612572 C36.1304785,23.2125856 36.1630514,24.0863155 35.6744571,24.6755735 L35.5767382,24.7825775 L17.3956061,42.8834676 C17.320643,42.9580998 17.2191697,43 17.1133896,43 L13.9866673,43 C13.7657534,43 13.5866673,42.8209139 13.5866673,42.6 C13.5866673,42.4936115 13.6290496,42.391606 13.7044413,42.316542 L32.3201933,23.7816937 L32.3201933,23.7816937 L13.7237117,5.6866816 C13.5653818,5.53262122 13.5619207,5.27937888 13.7159811,5.121049 C13.7912854,5.04365775 13.8946805,5 14.0026627,5 L17.1170064,5 C17.2206403,5 17.3202292,5.04022164 17.3947957,5.11219264 Z" fill="currentColor"/></svg></div>';

const BELL =
  '<button type="button" class="coal-bell" aria-label="通知"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6Z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"></path><path d="M10 19a2 2 0 0 0 4 0" fill="none" stroke="currentColor" stroke-width="1.8"></path></svg></button>';

const SEARCH =
  '<button type="submit" class="coal-mobile__search-button" aria-label="搜索"><svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="2"></circle><path d="M15.5 15.5 21 21" stroke="currentColor" stroke-width="2" stroke-linecap="round"></path></svg></button>';

/**
 * The box rules @ant-design/icons inserts (its `iconStyles`) when its first icon has rendered,
 * after that paint: given with the first HTML, the tab bar has its final height from the
 * start, for the server's icons and then the app's.
 */
export const ICON_BOX_CSS =
  '.anticon{display:inline-flex;align-items:center;color:inherit;font-style:normal;line-height:0;text-align:center;text-transform:none;vertical-align:-0.125em}.anticon>*{line-height:1}.anticon svg{display:inline-block;vertical-align:inherit}';

/** An @ant-design/icons icon's box (1em): the drawing comes with the app, a moment later. */
const iconBox = (name: string) =>
  `<span role="img" aria-hidden="true" class="anticon anticon-${name}"><svg width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" viewBox="64 64 896 896"></svg></span>`;

const TABS = [
  { path: 'mobile/index', title: '首页', icon: 'home' },
  { path: 'mobile/price', title: '价格', icon: 'line-chart' },
  { path: 'mobile/notice/more', title: '公告', icon: 'notification' },
];

const listItem = (href: string, main: string, opts: { prefix?: string; extra?: string }) =>
  `<a class="adm-list-item adm-plain-anchor" href="${escapeHtml(href)}"><div class="adm-list-item-content">` +
  (opts.prefix ? `<div class="adm-list-item-content-prefix">${opts.prefix}</div>` : '') +
  `<div class="adm-list-item-content-main">${main}</div>` +
  (opts.extra ? `<div class="adm-list-item-content-extra">${opts.extra}</div>` : '') +
  `${ARROW}</div></a>`;

/** antd-mobile's List; `named` adds a class and an accessible name (MobileHeadlinePrices). */
const list = (items: string[], named?: { className: string; label: string }) =>
  `<div class="adm-list adm-list-default${named ? ` ${named.className}" aria-label="${named.label}` : ''}"><div class="adm-list-body"><div class="adm-list-body-inner">${items.join('')}</div></div></div>`;

/** MobileSection: a Card with its title and 更多 (a link to `moreHref`). */
const section = (title: string, moreHref: string, body: string) =>
  `<div class="adm-card" style="margin-bottom:12px"><div class="adm-card-header"><div class="adm-card-header-title">${title}</div><div class="adm-card-header-extra"><a href="${escapeHtml(moreHref)}" style="color:var(--coal-navy-light);text-decoration:none">更多</a></div></div><div class="adm-card-body">${body}</div></div>`;

/** MobileHeadlinePrices, as its first render with the latest values (the sparklines come with their series). */
function headlinePrices(latest: LatestValue[], base: string): string {
  const rows = headlineValues(latest).map((v) => {
    const change = v.changes.prev;
    const direction = changeDirection(change.change ?? change.pct);
    const extra =
      `<div class="coal-m-price__value"><strong>${escapeHtml(formatValue(v.value, v.unit, false))}</strong>` +
      `<span class="coal-change" data-direction="${direction}" style="color:${changeColor(change.change ?? change.pct)}">${escapeHtml(changeText(change.change, change.pct, v.unit, true))}</span></div>`;
    const sparkline = '<svg class="coal-sparkline" width="72" height="24" viewBox="0 0 72 24" aria-hidden="true"></svg>';
    return listItem(
      `${base}mobile/PriceIndexPro1?code=${encodeURIComponent(v.code)}`,
      `${escapeHtml(v.name)}<div class="adm-list-item-description">${escapeHtml(`${v.unitName} · ${v.period}`)}</div>`,
      {
        prefix: sparkline,
        extra,
      },
    );
  });
  return list(rows, { className: 'coal-m-headline', label: '价格行情' });
}

/** MobileArticleList's rows (title, 顶 for pinned ones, category · date in China time · reads). */
function articleRows(items: ArticleListItem[], base: string): string {
  const rows = items.slice(0, ARTICLE_ROWS).map((item) => {
    const date = item.publishTime ? chinaDate(new Date(item.publishTime)) : '';
    const pinned = item.isTop
      ? '<span class="adm-tag" style="--border-color:var(--adm-color-danger, #ff3141);--text-color:#ffffff;--background-color:var(--adm-color-danger, #ff3141)">顶</span>'
      : undefined;
    const description = `<div class="adm-list-item-description"><span>${escapeHtml(`${item.categoryName} · ${date} · 阅读 ${item.viewCount}`)}</span></div>`;
    return listItem(`${base}mobile/notice/detail?id=${encodeURIComponent(String(item.id))}`, `${escapeHtml(item.title)}${description}`, { prefix: pinned });
  });
  return list(rows);
}

/**
 * The id of an empty element right after the first screen, which the head's `rel=expect`
 * waits for (mobile-home.ts). After it, not on the screen's own element: Chromium ends the
 * wait when the element is inserted, not when its end tag is parsed (tried, 2026-11-28).
 */
export const FIRST_HTML_END_ID = 'coal-first-html-end';

/** The whole first screen of /mobile/index under #root; `base` is the base path (links). */
export function mobileHomeMarkup(data: MobileHomeData, base: string): string {
  const nav =
    '<div><div class="adm-nav-bar coal-mobile__nav"><div class="adm-nav-bar-left"></div><div class="adm-nav-bar-title">首页</div>' +
    `<div class="adm-nav-bar-right">${BELL}${goButton(`${base}mobile/search`, SEARCH)}</div></div></div>`;
  const grid =
    '<div class="adm-grid" style="--columns:4;--gap:8px;margin-bottom:12px">' +
    MOBILE_HOME_ENTRIES.map(
      (entry) =>
        `<div class="adm-grid-item" style="--item-span:1">${goButton(base + entry.to.slice(1), `<button type="submit" class="coal-mobile__entry">${entry.title}</button>`)}</div>`,
    ).join('') +
    '</div>';
  const tabs =
    '<nav class="adm-tab-bar coal-mobile__tabbar" aria-label="底部导航"><div class="adm-tab-bar-wrap">' +
    TABS.map(
      (tab, i) =>
        `<a class="${i === 0 ? 'adm-tab-bar-item adm-tab-bar-item-active' : 'adm-tab-bar-item'}"${i === 0 ? ' aria-current="page"' : ''} href="${escapeHtml(base + tab.path)}">` +
        `<span class="adm-tab-bar-item-icon" aria-hidden="true">${iconBox(tab.icon)}</span><span class="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">${tab.title}</span></a>`,
    ).join('') +
    '</div><div class="adm-safe-area adm-safe-area-position-bottom"></div></nav>';
  const page =
    grid +
    section('价格行情', `${base}mobile/price`, headlinePrices(data.latest, base)) +
    section('最新公告', `${base}mobile/notice/more`, articleRows(data.notices, base)) +
    section('最新发布', `${base}mobile/newPost`, articleRows(data.posts, base));
  return `<div class="coal-mobile" data-first-html="">${nav}<main class="coal-mobile__content">${page}</main>${tabs}</div><i id="${FIRST_HTML_END_ID}" hidden></i>`;
}
