/** Demo market data: the portal's market charts, basis quotes (J/JM) and bidding sessions. */
import { BASIS_SPOT_INDEX, BASIS_VARIETIES, type ChartPlacement, type ChartRange, type ChartType, dominantContract } from '@coal/contracts';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { basisQuotes, biddingSessions, indexProducts, marketCharts, marketChartSeries } from '../schema/index.ts';
import { insertBasis } from '../../modules/market/basis.repository.ts';
import { insertBidding } from '../../modules/market/day-bidding.repository.ts';
import { isTradingDay } from '../../modules/prices/calendar.ts';
import type { ValuePoint } from '../../modules/prices/changes.ts';
import { addDays } from '../../lib/dates.ts';
import { latestPeriods, listSeriesPoints } from '../../modules/prices/values.repository.ts';
import { normal, seededRandom } from './price-series.ts';

type SeededProduct = { id: number; points: ValuePoint[] };

const DEMO_CHARTS: Array<{ title: string; subtitle: string; chartType: ChartType; codes: string[]; placements: ChartPlacement[]; rangePreset: ChartRange }> = [
  {
    title: '动力煤价格走势',
    subtitle: '全国综合、山西坑口与秦皇岛港平仓（元/吨）',
    chartType: 'line',
    codes: ['CCP-TC5500', 'SX-TC5500', 'SC-QHD5500'],
    placements: ['home', 'price', 'mainPage', 'mobile'],
    rangePreset: '1Y',
  },
  {
    title: '炼焦煤价格走势',
    subtitle: '山西主焦煤、肥煤与全国综合（元/吨）',
    chartType: 'line',
    codes: ['SX-JM-LS', 'SX-JM-FM', 'CCP-JM'],
    placements: ['home', 'price', 'mainPage'],
    rangePreset: '1Y',
  },
  {
    title: '焦炭价格走势',
    subtitle: '山西车板、日照港平仓与全国综合（元/吨）',
    chartType: 'area',
    codes: ['SX-J1', 'SC-RZ-J', 'CCP-J'],
    placements: ['home', 'price', 'mainPage', 'mobile'],
    rangePreset: '6M',
  },
  {
    title: '国际煤炭离岸价',
    subtitle: '纽卡斯尔、印尼与澳大利亚硬焦煤（美元/吨）',
    chartType: 'line',
    codes: ['SC-NEWC6000', 'SC-IDN3800', 'SC-AUHCC'],
    placements: ['price', 'mainPage'],
    rangePreset: '3Y',
  },
  {
    title: '山西煤炭价格综合指数',
    subtitle: '基期 2023-01-03 = 100（点）',
    chartType: 'bar',
    codes: ['SX-COMP'],
    placements: ['mainPage', 'mobile'],
    rangePreset: '3M',
  },
];

/** The spot index each basis variety is quoted against (`demoBasis`'s legs). */
const BASIS_VARIETY_OF = Object.fromEntries(BASIS_VARIETIES.map((v) => [BASIS_SPOT_INDEX[v], v]));
const BASIS_SPOT_CODES = Object.keys(BASIS_VARIETY_OF);

function demoBasis(products: Map<string, SeededProduct>) {
  const random = seededRandom(2601);
  const legs = [
    { variety: 'J' as const, spot: products.get(BASIS_SPOT_INDEX.J)!.points, spotName: '日照港准一级冶金焦平仓价', premium: 0, mean: 60 },
    // Coking coal spot is converted to the futures' warehouse-receipt basis before comparing.
    { variety: 'JM' as const, spot: products.get(BASIS_SPOT_INDEX.JM)!.points, spotName: '山西低硫主焦煤（折仓单价）', premium: 150, mean: 110 },
  ];
  return legs.flatMap((leg) => {
    let basis = leg.mean;
    return leg.spot.map((p) => {
      basis += 0.08 * (leg.mean - basis) + 14 * normal(random);
      const spotPrice = p.value + leg.premium;
      const futuresPrice = Math.round((spotPrice - basis) * 2) / 2; // J/JM tick: 0.5 yuan
      return {
        tradeDate: p.period,
        variety: leg.variety,
        contract: dominantContract(leg.variety, p.period),
        spotName: leg.spotName,
        spotPrice,
        futuresPrice,
        demo: true,
      };
    });
  });
}

const LOTS = [
  {
    productName: '山西低硫主焦煤',
    code: 'SX-JM-LS',
    category: '炼焦煤',
    specification: 'A≤10% S≤0.6% V20-24% G≥80 Mt≤10%',
    origin: '山西吕梁柳林',
    deliveryTerms: '车板交货（FOR）·柳林站',
  },
  {
    productName: '山西肥煤',
    code: 'SX-JM-FM',
    category: '炼焦煤',
    specification: 'A≤10.5% S≤1.5% V28-32% G≥90',
    origin: '山西临汾',
    deliveryTerms: '坑口自提（出矿价）',
  },
  {
    productName: '准一级冶金焦',
    code: 'SX-J1',
    category: '焦炭',
    specification: 'A≤12.5% S≤0.65% CSR≥60 M40≥80',
    origin: '山西吕梁孝义',
    deliveryTerms: '车板交货（FOR）·孝义站',
  },
  {
    productName: '5500大卡动力煤',
    code: 'SC-QHD5500',
    category: '动力煤',
    specification: 'Q≥5500kcal/kg S≤0.8% A≤15% Mt≤12%',
    origin: '内蒙古鄂尔多斯',
    deliveryTerms: '港口平仓（FOB）·秦皇岛港',
  },
  {
    productName: '无烟喷吹煤',
    code: 'SX-PCI',
    category: '喷吹煤',
    specification: 'Q≥6800kcal/kg A≤11% S≤0.5% V≤10%',
    origin: '山西阳泉',
    deliveryTerms: '车板交货（FOR）·阳泉站',
  },
];
const SLOTS = [
  ['10:00', '10:30'],
  ['14:00', '14:30'],
  ['15:30', '16:00'],
] as const;

const valueOn = (points: ValuePoint[], date: string) => [...points].reverse().find((p) => p.period <= date)?.value ?? points.at(-1)!.value;

/** The bidding days around `today`: the last 20 trading days and the next 5. */
function biddingDays(today: string): string[] {
  const days: string[] = [];
  for (let d = today; days.length < 20; d = addDays(d, -1)) if (isTradingDay(d)) days.unshift(d);
  const past = days.length;
  for (let d = addDays(today, 1); days.length < past + 5; d = addDays(d, 1)) if (isTradingDay(d)) days.push(d);
  return days;
}

/** The start of the last session `demoBidding` plans for `today`. */
const lastPlannedStart = (today: string) => new Date(`${biddingDays(today).at(-1)}T${SLOTS.at(-1)![0]}:00+08:00`);

/** Three sessions a trading day: the last 20 trading days (with results) and the next 5. */
function demoBidding(products: Map<string, SeededProduct>, today: string, now: Date) {
  const days = biddingDays(today);
  const random = seededRandom(Number(today.replaceAll('-', '')));
  return days.flatMap((day, i) =>
    SLOTS.map(([start, end], slot) => {
      const lot = LOTS[(i + slot) % LOTS.length]!;
      const startingPrice = Math.round((valueOn(products.get(lot.code)!.points, day) - 20 - 30 * random()) / 5) * 5;
      const quantity = (3 + Math.floor(random() * 8)) * 1000;
      const endAt = new Date(`${day}T${end}:00+08:00`);
      const roll = random();
      const finished = endAt <= now;
      const cleared = finished && roll > 0.11;
      return {
        sessionNo: `JJ${day.replaceAll('-', '')}${String(slot + 1).padStart(2, '0')}`,
        productName: lot.productName,
        category: lot.category,
        specification: lot.specification,
        origin: lot.origin,
        deliveryTerms: lot.deliveryTerms,
        quantity,
        startingPrice,
        clearingPrice: cleared ? startingPrice + 5 * Math.round(12 * random()) : null,
        tradedQuantity: cleared ? Math.round((quantity * (0.6 + 0.4 * random())) / 100) * 100 : null,
        startAt: new Date(`${day}T${start}:00+08:00`),
        endAt,
        unsold: finished && roll > 0.03 && roll <= 0.11,
        cancelled: finished && roll <= 0.03,
        demo: true,
      };
    }),
  );
}

export async function seedDemoMarket(db: Database, products: Map<string, SeededProduct>, today: string, now = new Date()): Promise<void> {
  for (const [i, chart] of DEMO_CHARTS.entries()) {
    const { codes, ...values } = chart;
    const [row] = await db
      .insert(marketCharts)
      .values({ ...values, sortOrder: (i + 1) * 10, remark: '演示图表' })
      .returning({ id: marketCharts.id });
    await db.insert(marketChartSeries).values(codes.map((code, position) => ({ chartId: row!.id, productId: products.get(code)!.id, position })));
  }
  await insertBasis(db, demoBasis(products));
  await insertBidding(db, demoBidding(products, today, now));
}

/**
 * With the price indexes (prices.ts, rollDemoPricesForward), the demo's basis quotes and
 * bidding sessions go on from where they stopped: only days after the latest demo row are
 * added, so what staff changed or deleted stays as they left it. Answers the rows added.
 */
export async function rollDemoMarketForward(db: Database, today: string, now = new Date()): Promise<number> {
  const codes = [...new Set([...BASIS_SPOT_CODES, ...LOTS.map((l) => l.code)])];
  const rows = await db
    .select({ id: indexProducts.id, code: indexProducts.code })
    .from(indexProducts)
    .where(and(eq(indexProducts.demo, true), inArray(indexProducts.code, codes)));
  if (rows.length < codes.length) return 0; // not the demo catalogue
  const lastBasis = new Map(
    (
      await db
        .select({ variety: basisQuotes.variety, day: max(basisQuotes.tradeDate) })
        .from(basisQuotes)
        .where(eq(basisQuotes.demo, true))
        .groupBy(basisQuotes.variety)
    ).map((r) => [r.variety, r.day]),
  );
  const [lastSession] = await db
    .select({ at: max(biddingSessions.startAt) })
    .from(biddingSessions)
    .where(eq(biddingSessions.demo, true));
  // Every start but a day's first finds nothing to add: told by the latest spot days alone,
  // without reading three years of series (most of a start's seed work).
  if (lastSession?.at && lastSession.at >= lastPlannedStart(today)) {
    const spotIds = new Map(rows.filter((r) => BASIS_SPOT_CODES.includes(r.code)).map((r) => [r.id, r.code]));
    const latestSpot = await latestPeriods(db, [...spotIds.keys()], today);
    const basisCurrent = [...spotIds].every(([id, code]) => {
      const latest = latestSpot.get(id);
      const last = lastBasis.get(BASIS_VARIETY_OF[code]!);
      return !latest || (last !== null && last !== undefined && last >= latest);
    });
    if (basisCurrent) return 0;
  }
  const points = await listSeriesPoints(
    db,
    rows.map((r) => r.id),
    undefined,
    today,
  );
  const products = new Map(rows.map((r) => [r.code, { id: r.id, points: points.get(r.id)! }]));
  if ([...products.values()].some((p) => !p.points.length)) return 0;

  const basis = demoBasis(products).filter((q) => q.tradeDate > (lastBasis.get(q.variety) ?? ''));
  const sessions = demoBidding(products, today, now).filter((b) => !lastSession?.at || b.startAt > lastSession.at);
  await insertBasis(db, basis);
  await insertBidding(db, sessions);
  return basis.length + sessions.length;
}
