/**
 * The writes of IndexProductManagement. Each invalidates the back-office lists and the
 * public price data (`prices` keys), since both show what changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chartKeys } from '../../market-charts/hooks/chartKeys.ts';
import { priceKeys } from '../../prices/hooks/priceKeys.ts';
import {
  commitImport,
  deleteFamily,
  deleteNotice,
  deleteProduct,
  deleteValue,
  type FamilyInput,
  type NoticeInput,
  type ProductInput,
  saveFamily,
  saveNotice,
  saveProduct,
  saveValue,
  type ValueInput,
} from '../api/indexAdminApi.ts';
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

export function useSaveFamilyMutation() {
  return useMutation({ mutationFn: (input: FamilyInput) => saveFamily(input), onSuccess: useInvalidatePrices() });
}
export function useDeleteFamilyMutation() {
  return useMutation({ mutationFn: (id: number) => deleteFamily(id), onSuccess: useInvalidatePrices() });
}
export function useSaveProductMutation() {
  return useMutation({ mutationFn: (input: ProductInput) => saveProduct(input), onSuccess: useInvalidatePrices() });
}
export function useDeleteProductMutation() {
  return useMutation({ mutationFn: (id: number) => deleteProduct(id), onSuccess: useInvalidatePrices() });
}
export function useSaveValueMutation() {
  return useMutation({
    mutationFn: ({ input, mode }: { input: ValueInput; mode: 'add' | 'update' }) => saveValue(input, mode),
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
  return useMutation({ mutationFn: (input: NoticeInput) => saveNotice(input), onSuccess: useInvalidatePrices() });
}
export function useDeleteNoticeMutation() {
  return useMutation({ mutationFn: (id: number) => deleteNotice(id), onSuccess: useInvalidatePrices() });
}
