import { useEffect } from 'react';
import { FormModal } from '../../../ui/FormModal.tsx';
import { Form } from 'antd';
import type { IndexFamilyRow, IndexProduct } from '@coal/contracts';
import { useSaveProductMutation } from '../hooks/useIndexAdminMutations.ts';
import { NEW_PRODUCT, type ProductFormValues, toFormValues, toProductInput } from '../utils/productForm.ts';
import { ProductFormFields } from './ProductFormFields.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

export interface ProductFormModalProps {
  /** The product edited; null adds a new one. */
  product: IndexProduct | null;
  open: boolean;
  families: IndexFamilyRow[];
  onClose: () => void;
}

/** Add or edit an index product (every field of productSaveBody). */
export function ProductFormModal({ product, open, families, onClose }: ProductFormModalProps) {
  const { message } = useAntdApp();
  const [form] = Form.useForm<ProductFormValues>();
  const save = useSaveProductMutation();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(product ? toFormValues(product) : { ...NEW_PRODUCT, familyId: families[0]?.id });
  }, [open, product, families, form]);

  const submit = async () => {
    const values = await form.validateFields();
    save.mutate(toProductInput(values, product?.id), {
      onSuccess: () => {
        void message.success('保存成功');
        onClose();
      },
    });
  };

  return (
    <FormModal
      title={product ? `编辑指数：${product.name}` : '新增指数'}
      open={open}
      width={820}
      form={form}
      name="index-product"
      saving={save.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <ProductFormFields families={families} editing={Boolean(product)} />
    </FormModal>
  );
}
