/**
 * The writes of IndexProductManagement. Each invalidates the back-office lists and the
 * public price data (`prices` keys), since both show what changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIdempotentSave } from '../../../lib/http/idempotency.ts';
import { chartKeys } from '../../market-charts/hooks/chartKeys.ts';
import { priceKeys } from '../../prices/hooks/priceKeys.ts';
import {
  commitImport,
  deleteFamily,
  deleteNotice,
  deleteProduct,
  deleteValue,
  saveFamily,
  saveNotice,
  saveProduct,
  saveValue,
  type ValueInput,
} from '../api/indexAdminApi.ts';
import { askingPlausibility } from '../../index-assessment/utils/plausibility.ts';
import { adminKeys } from './adminKeys.ts';

function useInvalidatePrices() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.all }),
      client.invalidateQueries({ queryKey: priceKeys.all }),
      client.invalidateQueries({ queryKey: chartKeys.trends }),
    ]);
}

/** A save sent with its form's idempotency key (a new one after each success), then the price caches refreshed. */
function useIdempotentPriceSave<I, R>(save: (input: I, idempotencyKey?: string) => Promise<R>) {
  const once = useIdempotentSave(save);
  const invalidate = useInvalidatePrices();
  return useMutation({
    mutationFn: once.mutationFn,
    onSuccess: () => {
      once.renew();
      return invalidate();
    },
  });
}

export function useSaveFamilyMutation() {
  return useIdempotentPriceSave(saveFamily);
}
export function useDeleteFamilyMutation() {
  return useMutation({ mutationFn: (id: number) => deleteFamily(id), onSuccess: useInvalidatePrices() });
}
export function useSaveProductMutation() {
  return useIdempotentPriceSave(saveProduct);
}
export function useDeleteProductMutation() {
  return useMutation({ mutationFn: (id: number) => deleteProduct(id), onSuccess: useInvalidatePrices() });
}
const saveValueAsking = askingPlausibility(({ input, mode }: { input: ValueInput; mode: 'add' | 'update' }) => saveValue(input, mode));
export function useSaveValueMutation() {
  return useMutation({
    mutationFn: (v: { input: ValueInput; mode: 'add' | 'update' }) => saveValueAsking(v),
    onSuccess: useInvalidatePrices(),
  });
}
export function useDeleteValueMutation() {
  return useMutation({
    mutationFn: ({ productId, period }: { productId: number; period: string }) => deleteValue(productId, period),
    onSuccess: useInvalidatePrices(),
  });
}
export function useCommitImportMutation() {
  return useMutation({ mutationFn: (importId: string) => commitImport(importId), onSuccess: useInvalidatePrices() });
}
export function useSaveNoticeMutation() {
  return useIdempotentPriceSave(saveNotice);
}
export function useDeleteNoticeMutation() {
  return useMutation({ mutationFn: (id: number) => deleteNotice(id), onSuccess: useInvalidatePrices() });
}
