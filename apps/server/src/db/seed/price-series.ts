/**
 * Deterministic synthetic price series for the demo: seeded mean-reverting random walks with
 * seasonality (thermal coal peaks in winter and summer), one per market driver, from which
 * every demo index is derived with its own small noise. Anchored at a fixed date, so a given
 * day always gets the same value whenever the database is seeded.
 */
import { periodOfRelease, releasesOn } from '../../modules/prices/calendar.ts';
import type { ValuePoint } from '../../modules/prices/changes.ts';
import { addDays, monthStart, toDay } from '../../lib/dates.ts';
import { type DemoProduct, demoDecimals } from './price-catalog.ts';

const ANCHOR = '2023-01-02';
const BASE_DAY = '2023-01-03';

/** mulberry32: a small, fast, seedable PRNG. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const dayOfYear = (iso: string) => toDay(iso) - toDay(`${iso.slice(0, 4)}-01-01`);

interface Drivers {
  thermal: number;
  coking: number;
  coke: number;
  fx: number;
}

/** Long-run levels the drivers revert to on a given day. */
function means(iso: string, t: number, coking: number): Drivers {
  const doy = dayOfYear(iso);
  return {
    // Two seasonal peaks (January heating, July–August cooling) on a slow multi-year cycle.
    thermal: 830 + 75 * Math.cos((4 * Math.PI * (doy - 20)) / 365.25) + 110 * Math.sin((2 * Math.PI * t) / 1100),
    coking: 1850 + 300 * Math.sin((2 * Math.PI * t) / 900 + 1) + 70 * Math.cos((2 * Math.PI * (doy - 330)) / 365.25),
    coke: 0.95 * coking + 420,
    fx: 7.18 + 0.09 * Math.sin((2 * Math.PI * t) / 700),
  };
}

/** Every day's driver levels from the anchor to `today`. */
function driverPath(today: string, random: () => number): Map<string, Drivers> {
  const path = new Map<string, Drivers>();
  let x: Drivers = { thermal: 900, coking: 2150, coke: 2470, fx: 7.2 };
  for (let d = ANCHOR, t = 0; d <= today; d = addDays(d, 1), t++) {
    const mu = means(d, t, x.coking);
    x = {
      thermal: clamp(x.thermal + 0.03 * (mu.thermal - x.thermal) + 8 * normal(random), 600, 1200),
      coking: clamp(x.coking + 0.025 * (mu.coking - x.coking) + 18 * normal(random), 1300, 2500),
      coke: clamp(x.coke + 0.05 * (mu.coke - x.coke) + 12 * normal(random), 1800, 2800),
      fx: x.fx + 0.05 * (mu.fx - x.fx) + 0.004 * normal(random),
    };
    path.set(d, x);
  }
  return path;
}

function level(model: DemoProduct['model'], x: Drivers, base: Drivers): number {
  if (model.driver === 'composite') {
    const w = model.factor === 1000 ? 0.6 : 0.5;
    return model.factor * (w * (x.thermal / base.thermal) + (1 - w) * (x.coking / base.coking));
  }
  const cny = x[model.driver] * model.factor + (model.offset ?? 0);
  return model.usd ? cny / x.fx / 1.13 : cny; // USD prices exclude China's 13% VAT
}

const rounded = (p: DemoProduct, v: number) => Math.round(v * 10 ** demoDecimals(p)) / 10 ** demoDecimals(p);

/**
 * The demo values of each product from `from` to `today` on its release calendar (monthly
 * indexes: the month's average, for the month's 1st, once the month's release day has come).
 */
export function generateDemoSeries(products: DemoProduct[], from: string, today: string, seed = 20_231_122): Map<string, ValuePoint[]> {
  const random = seededRandom(seed);
  const path = driverPath(today, random);
  const base = path.get(BASE_DAY)!;
  const noise = new Map(products.map((p) => [p.code, 0]));
  const monthly = new Map<string, { sum: number; n: number }>();
  const result = new Map<string, ValuePoint[]>(products.map((p) => [p.code, []]));
  for (const [day, x] of path) {
    for (const p of products) {
      // Each index's own mean-reverting deviation, drawn every day in a fixed order.
      const e = 0.85 * noise.get(p.code)! + (p.model.noise ?? 0.004) * normal(random);
      noise.set(p.code, e);
      const rule = { frequency: p.frequency, releaseWeekday: p.frequency === 'weekly' ? 5 : null };
      const value = level(p.model, x, base) * (1 + e);
      if (p.frequency === 'monthly') {
        const key = `${p.code}|${monthStart(day)}`;
        const acc = monthly.get(key) ?? { sum: 0, n: 0 };
        monthly.set(key, { sum: acc.sum + value, n: acc.n + 1 });
      }
      if (day < from || (p.lastPeriod && day > p.lastPeriod) || !releasesOn(rule, day)) continue;
      const period = periodOfRelease(rule, day);
      const acc = monthly.get(`${p.code}|${period}`);
      result.get(p.code)!.push({ period, value: rounded(p, acc ? acc.sum / acc.n : value) });
    }
  }
  return result;
}
