/**
 * The indexes a search names, before its documents: matched in the index catalogue (a few
 * dozen rows, cached with the price reads) by code, name, delivery place and family, each
 * with its latest value as the price page would show it — through the same release-slot
 * cache and service, so nothing appears before its release time.
 */
import { type IndexFamily, type IndexSearchHit, SEARCH_MAX_INDEXES } from '@coal/contracts';
import type { FastifyInstance } from 'fastify';
import { familiesWithProducts } from '../prices/catalog.service.ts';
import { getLatestValues } from '../prices/latest.service.ts';
import type { ReleasedCache } from '../prices/released-cache.ts';
import { matchRanges } from './search-tokens.ts';

type Product = IndexFamily['products'][number];

/**
 * How well an index answers the words (0: not at all). Every word must be in its code, name,
 * delivery place or family; its code asked whole ranks first, then a code it starts, the
 * place, the name, the family.
 */
export function indexScore(product: Product, family: IndexFamily, q: string, terms: string[]): number {
  const code = product.code.toLowerCase();
  const name = product.name.toLowerCase();
  const place = product.deliveryPlace.toLowerCase();
  const familyText = `${family.code} ${family.name}`.toLowerCase();
  const everywhere = `${code} ${name} ${place} ${familyText}`;
  if (terms.length === 0 || !terms.every((t) => everywhere.includes(t))) return 0;
  const whole = q.trim().toLowerCase();
  let score = 1;
  if (code === whole) score += 1000;
  else if (code.startsWith(whole)) score += 300;
  for (const t of terms) {
    if (code.includes(t)) score += 50;
    if (place.includes(t)) score += 40;
    if (name.includes(t)) score += 30;
    if (familyText.includes(t)) score += 5;
  }
  return product.active ? score + 1 : score;
}

/** The best SEARCH_MAX_INDEXES indexes for the words, in catalogue order among equals. */
export function matchIndexes(families: IndexFamily[], q: string, terms: string[]): Array<{ product: Product; family: IndexFamily }> {
  return families
    .flatMap((family) => family.products.map((product) => ({ product, family, score: indexScore(product, family, q, terms) })))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, SEARCH_MAX_INDEXES);
}

export async function indexHits(app: FastifyInstance, released: ReleasedCache, q: string, terms: string[]): Promise<IndexSearchHit[]> {
  const families = await app.marketCache.getFor('families', {}, () => familiesWithProducts(app.db));
  const matched = matchIndexes(families, q, terms);
  if (matched.length === 0) return [];
  const codes = matched.map((m) => m.product.code);
  const latest = await released.value('latest', { codes }, (now) => getLatestValues(app.db, { codes }, now));
  const valueOf = new Map(latest.list.map((v) => [v.code, v]));
  return matched.map(({ product, family }) => {
    const value = valueOf.get(product.code);
    return {
      code: product.code,
      name: product.name,
      nameRanges: matchRanges(product.name, terms),
      familyCode: family.code,
      familyName: family.name,
      deliveryPlace: product.deliveryPlace,
      unit: product.unit,
      decimals: product.decimals,
      frequency: product.frequency,
      active: product.active,
      demo: product.demo || family.demo,
      latest: value ? { value: value.value, period: value.period } : null,
      path: `/portal/Price?family=${encodeURIComponent(family.code)}&code=${encodeURIComponent(product.code)}`,
    };
  });
}
