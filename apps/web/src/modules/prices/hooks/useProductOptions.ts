import type { IndexFrequency } from '@coal/contracts';
import { useFamiliesQuery } from './useFamiliesQuery.ts';

/** The index products grouped by family (Select options), and a product by its code. */
export function useProductOptions() {
  const families = useFamiliesQuery();
  const products = (families.data ?? []).flatMap((f) => f.products);
  const options = (families.data ?? []).map((f) => ({
    label: f.name,
    options: f.products.map((p) => ({ value: p.code, label: `${p.name}（${p.code}）` })),
  }));
  const productOf = (code: string | undefined) => products.find((p) => p.code === code);
  const frequencyOf = (code: string | undefined): IndexFrequency => productOf(code)?.frequency ?? 'daily';
  return { options, products, productOf, frequencyOf, loading: families.isPending };
}
