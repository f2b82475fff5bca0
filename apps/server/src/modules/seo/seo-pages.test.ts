import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { writeWebDist } from '../../test/web-dist.ts';

// The built index.html's shape (apps/web/index.html): a title to replace and an empty #root.
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>煤焦国际交易中心</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://www.example.cn';

type Node = Record<string, unknown>;

/**
 * What search engines need of each type we write, from Google Search Central's structured-data
 * pages (Article, Q&A, Discussion forum, Breadcrumb, Carousel/ItemList, Organization, Site
 * names/WebSite, Dataset): their required properties, and for Article, which Google lists none
 * required, the ones it recommends plus the publisher's logo. A path `a|b` means either.
 */
const REQUIRED: Record<string, string[]> = {
  NewsArticle: ['headline', 'image', 'datePublished', 'author.name', 'publisher.name', 'publisher.logo.url'],
  Article: ['headline', 'image', 'datePublished', 'author.name', 'publisher.name', 'publisher.logo.url'],
  Report: ['headline', 'image', 'datePublished', 'author.name', 'publisher.name', 'publisher.logo.url'],
  QAPage: ['mainEntity'],
  Question: ['name', 'text', 'answerCount', 'datePublished', 'author.name', 'acceptedAnswer|suggestedAnswer'],
  Answer: ['text', 'datePublished', 'author.name'],
  DiscussionForumPosting: ['author.name', 'datePublished', 'text', 'headline'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  CollectionPage: ['name', 'url', 'mainEntity'],
  WebPage: ['name', 'url'],
  AboutPage: ['name', 'url'],
  WebSite: ['name', 'url'],
  SearchAction: ['target.urlTemplate', 'query-input'],
  Organization: ['name', 'url', 'logo.url'],
  Dataset: ['name', 'description'],
};
/** Each ListItem by the list it is in: a breadcrumb's names a page (the last may leave out `item`), an ItemList's an address. */
const LIST_ITEM: Record<string, string[]> = { BreadcrumbList: ['position', 'name'], ItemList: ['position', 'url'] };

/** The value at a dotted path, through the first element of any list on the way. */
const valueAt = (node: Node, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => {
    const at = Array.isArray(v) ? v[0] : v;
    return at && typeof at === 'object' ? (at as Node)[key] : undefined;
  }, node);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Every missing property of `node` and of the typed nodes inside it, as `Type.path`. */
function missing(node: Node, where = ''): string[] {
  const type = node['@type'] as string;
  const own = (REQUIRED[type] ?? []).filter((path) => !path.split('|').some((p) => present(valueAt(node, p))));
  const problems = own.map((p) => `${where}${type}.${p}`);
  if (type === 'Dataset' && String(node.description ?? '').length < 50) problems.push(`${where}Dataset.description (under 50 characters)`);
  if (
    type === 'QAPage' &&
    !present((node.mainEntity as Node | undefined)?.acceptedAnswer) &&
    !present((node.mainEntity as Node | undefined)?.suggestedAnswer)
  ) {
    problems.push(`${where}QAPage without an answer`);
  }
  for (const [key, value] of Object.entries(node)) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (!child || typeof child !== 'object') continue;
      const c = child as Node;
      if (c['@type'] === 'ListItem' && LIST_ITEM[type])
        problems.push(...LIST_ITEM[type].filter((p) => !present(c[p])).map((p) => `${where}${type}.ListItem.${p}`));
      else problems.push(...missing(c, `${where}${type}.${key} › `));
    }
  }
  return problems;
}

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = writeWebDist('coal-seo-pages-', { 'index.html': INDEX });
  server = await startTestServer({ SITE_URL: ORIGIN }, undefined, { webDistDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

interface FirstHtml {
  status: number;
  title?: string;
  description?: string;
  canonical?: string;
  jsonLd: Node[];
}

async function firstHtml(url: string): Promise<FirstHtml> {
  const res = await fetch(url.replace(ORIGIN, server.url));
  const html = await res.text();
  const attr = (re: RegExp) => html.match(re)?.[1]?.replace(/&amp;/g, '&');
  return {
    status: res.status,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Node),
  };
}

const sitemapUrls = async () =>
  [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('every page of the sitemap', () => {
  it('has a first HTML with its own title, a description, a canonical equal to its address, and structured data search engines accept', async () => {
    const urls = await sitemapUrls();
    expect(urls.length).toBeGreaterThan(20);
    const titles = new Map<string, string>();
    const problems: string[] = [];
    for (const url of urls) {
      const page = await firstHtml(url);
      expect(page.status, url).toBe(200);
      expect(page.title, url).toBeTruthy();
      expect(page.description, url).toBeTruthy();
      expect(page.canonical, url).toBe(url);
      if (titles.has(page.title!)) problems.push(`${url} has the title of ${titles.get(page.title!)}: ${page.title}`);
      titles.set(page.title!, url);
      expect(page.jsonLd.length, `${url} has structured data`).toBeGreaterThan(0);
      for (const node of page.jsonLd) problems.push(...missing(node).map((p) => `${url}: ${p}`));
      const authors = JSON.stringify(page.jsonLd.map((n) => [n.author, (n.mainEntity as Node | undefined)?.author]));
      if (authors.includes('演示数据')) problems.push(`${url}: an author named 演示数据`);
    }
    expect(problems).toEqual([]);
  });

  it('lists only public pages: 每日竞价 shows a visitor its login gate and is left out', async () => {
    const urls = await sitemapUrls();
    expect(urls.some((u) => u.endsWith('portal/DayBidding'))).toBe(false);
    for (const page of ['FuturesNowZone', 'Company', 'AboutUs', 'News']) expect(urls, page).toContain(`${ORIGIN}/epm-coalweb/portal/${page}`);
  });
});

describe('structured data by page', () => {
  const types = (page: FirstHtml) => page.jsonLd.map((n) => n['@type']);

  it('Home: the site with its search, and the organisation with its logo', async () => {
    const home = await firstHtml(`${ORIGIN}/epm-coalweb/portal/Home`);
    expect(types(home)).toEqual(['WebSite', 'Organization']);
    const site = home.jsonLd[0]!;
    expect(valueAt(site, 'potentialAction.target.urlTemplate')).toBe(`${ORIGIN}/epm-coalweb/portal/Search?q={search_term_string}`);
    expect(valueAt(home.jsonLd[1]!, 'logo.url')).toBe(`${ORIGIN}/epm-coalweb/logo.png`);
  });

  it('lists: a collection of their items and a breadcrumb; price pages: the index catalogue as a dataset, demo data said so', async () => {
    const notices = await firstHtml(`${ORIGIN}/epm-coalweb/portal/Notice`);
    expect(types(notices)).toEqual(['CollectionPage', 'BreadcrumbList']);
    const items = valueAt(notices.jsonLd[0]!, 'mainEntity.itemListElement') as Node[];
    expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
    const price = await firstHtml(`${ORIGIN}/epm-coalweb/portal/PriceSecond`);
    expect(types(price)).toEqual(['Dataset', 'BreadcrumbList']);
    expect(price.title).toContain('山西煤炭价格指数');
    expect(price.jsonLd[0]!.description).toContain('演示库中的指数为合成数据');
  });

  it('an article is by the centre (its source 演示数据 is no author), with an image and the publisher’s logo', async () => {
    const notices = await firstHtml(`${ORIGIN}/epm-coalweb/portal/Notice`);
    const first = (valueAt(notices.jsonLd[0]!, 'mainEntity.itemListElement') as Node[])[0]!.url as string;
    const detail = await firstHtml(first);
    const [newsArticle] = detail.jsonLd;
    expect(newsArticle).toMatchObject({ '@type': 'NewsArticle', author: { '@type': 'Organization', name: '煤焦国际交易中心' } });
    expect(valueAt(newsArticle!, 'publisher.logo.url')).toBe(`${ORIGIN}/epm-coalweb/logo.png`);
    expect(newsArticle!.image).toEqual([`${ORIGIN}/epm-coalweb/logo.png`]);
  });

  it('a question with answers is a QAPage with suggested answers; one without is a forum posting, never a QAPage', async () => {
    const db = server.database.db;
    const { questions } = await import('../../db/schema/index.ts');
    const rows = await db.select({ id: questions.id, answerCount: questions.answerCount, status: questions.status }).from(questions);
    const published = rows.filter((q) => q.status === 'published');
    const answered = published.find((q) => q.answerCount > 0)!;
    const open = published.find((q) => q.answerCount === 0)!;
    expect(answered && open).toBeTruthy();
    const qa = await firstHtml(`${ORIGIN}/epm-coalweb/portal/QuesAnswDetail?id=${answered.id}`);
    expect(qa.jsonLd[0]).toMatchObject({ '@type': 'QAPage', mainEntity: { '@type': 'Question', answerCount: answered.answerCount } });
    expect(valueAt(qa.jsonLd[0]!, 'mainEntity.acceptedAnswer')).toBeUndefined();
    expect(missing(qa.jsonLd[0]!)).toEqual([]);
    const posting = await firstHtml(`${ORIGIN}/epm-coalweb/portal/QuesAnswDetail?id=${open.id}`);
    expect(types(posting)).toEqual(['DiscussionForumPosting', 'BreadcrumbList']);
    expect(missing(posting.jsonLd[0]!)).toEqual([]);
  });
});
