import type { AdSlot } from '@coal/contracts';
import { count } from 'drizzle-orm';
import { AD_SLOT_SIZES } from '@coal/contracts/image-sources';
import type { Config } from '../../config/env.ts';
import { createFileStorage } from '../../modules/uploads/file-storage.ts';
import type { Database } from '../client.ts';
import { adSlots, companyPages, externalLinks, financeProducts, helpArticles } from '../schema/index.ts';
import { makeBannerPng } from './demo-banner.ts';
import type { Rgb } from './demo-files.ts';
import { type DemoFile, demoKey, ensureDemoFiles } from './demo-storage.ts';
import { COMPANY_PAGES_DEMO, financeDemo, HELP_DEMO, linksDemo } from './site-content.ts';

const DAY = 86_400_000;

/** Banners: two home-top carousel images, one middle, one side, one already ended. */
const ADS: Array<{ id: string; slot: AdSlot; title: string; size: readonly [number, number]; colors: [Rgb, Rgb]; link: string | null; endedDaysAgo?: number }> =
  [
    {
      id: 'ad-top-1',
      slot: 'home-top',
      title: '煤焦现货交易 一站式服务（演示广告）',
      size: AD_SLOT_SIZES['home-top'],
      colors: [
        [18, 52, 110],
        [214, 164, 40],
      ],
      link: '/epm-coalweb/portal/Price',
    },
    {
      id: 'ad-top-2',
      slot: 'home-top',
      title: '每日竞价 公开透明（演示广告）',
      size: AD_SLOT_SIZES['home-top'],
      colors: [
        [120, 30, 30],
        [240, 200, 120],
      ],
      link: '/epm-coalweb/portal/DayBidding',
    },
    {
      id: 'ad-middle-1',
      slot: 'home-middle',
      title: '供应链金融 助力企业周转（演示广告）',
      size: [1200, 160],
      colors: [
        [20, 100, 80],
        [200, 230, 210],
      ],
      link: '/epm-coalweb/portal/DigitalFinance',
    },
    {
      id: 'ad-side-1',
      slot: 'home-side',
      title: '研究报告 会员专享（演示广告）',
      size: [300, 250],
      colors: [
        [60, 60, 70],
        [230, 120, 40],
      ],
      link: '/epm-coalweb/portal/ResearchReport',
    },
    {
      id: 'ad-top-ended',
      slot: 'home-top',
      title: '已结束的活动（演示：投放期已过，不再展示）',
      size: AD_SLOT_SIZES['home-top'],
      colors: [
        [90, 90, 90],
        [160, 160, 160],
      ],
      link: null,
      endedDaysAgo: 1,
    },
  ];

/** The banner's words: its title without the demo suffix, and a line saying where it leads. */
const bannerText = (title: string): [string, string] => {
  const [headline = title, note = '演示'] = title.split(/（(.+)）$/);
  return [headline.trim(), `${note} · 点击了解详情`];
};

const adFiles = (): DemoFile[] =>
  ADS.map((a) => ({ area: 'public', key: demoKey(a.id, 'png'), make: () => makeBannerPng(a.size[0], a.size[1], a.colors, ...bannerText(a.title)) }));

const isEmpty = async (db: Database, table: typeof adSlots | typeof externalLinks | typeof companyPages | typeof helpArticles | typeof financeProducts) => {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
};

/**
 * Demonstration ad slots (generated PNGs), external links (the configured system addresses),
 * company pages, help entries and financing products; each table only while it is empty.
 */
export async function seedDemoSite(db: Database, config: Config): Promise<boolean> {
  await ensureDemoFiles(createFileStorage(config), adFiles());
  let seeded = false;
  if (await isEmpty(db, adSlots)) {
    const now = Date.now();
    await db.insert(adSlots).values(
      ADS.map((a, i) => ({
        slot: a.slot,
        title: a.title,
        imagePath: demoKey(a.id, 'png'),
        link: a.link?.replace('/epm-coalweb/', config.basePath) ?? null,
        sort: i,
        startAt: a.endedDaysAgo ? new Date(now - 30 * DAY) : null,
        endAt: a.endedDaysAgo ? new Date(now - a.endedDaysAgo * DAY) : null,
      })),
    );
    seeded = true;
  }
  if (await isEmpty(db, externalLinks)) {
    await db.insert(externalLinks).values(linksDemo(config).map((l, i) => ({ ...l, sort: i })));
    seeded = true;
  }
  if (await isEmpty(db, companyPages)) {
    await db.insert(companyPages).values(COMPANY_PAGES_DEMO.map((p) => ({ ...p, updatedBy: '系统演示数据' })));
    seeded = true;
  }
  if (await isEmpty(db, helpArticles)) {
    await db.insert(helpArticles).values(HELP_DEMO.map((h, i) => ({ ...h, sort: i })));
    seeded = true;
  }
  if (await isEmpty(db, financeProducts)) {
    await db.insert(financeProducts).values(financeDemo(config).map((p, i) => ({ ...p, sort: i })));
    seeded = true;
  }
  return seeded;
}
