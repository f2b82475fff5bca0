import type { IndexFamily, IndexProduct } from '@coal/contracts';

export interface PriceSelection {
  family: IndexFamily | undefined;
  product: IndexProduct | undefined;
}

/**
 * Which family and index a price page shows, from its `?family=` and `?code=` (links and
 * reloads keep the choice): a known code wins, then a known family, then the first family;
 * within a family the first index still published.
 */
export function resolveSelection(families: IndexFamily[], familyCode: string | null, code: string | null): PriceSelection {
  for (const family of families) {
    const product = code ? family.products.find((p) => p.code === code) : undefined;
    if (product) return { family, product };
  }
  const family = families.find((f) => f.code === familyCode) ?? families[0];
  const product = family?.products.find((p) => p.active) ?? family?.products[0];
  return { family, product };
}
