import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { useSearchParams } from 'react-router';
import { ManagerLayout } from '../../../ui/ManagerLayout.tsx';
import { MethodologyVersions } from '../../prices/components/MethodologyVersions.tsx';
import { useMethodologyQuery } from '../../prices/hooks/useMethodologyQuery.ts';
import { MethodologyFormModal } from './MethodologyFormModal.tsx';
import { useProductOptions } from '../../prices/hooks/useProductOptions.ts';
import { ProductPeriodPicker } from './ProductPeriodPicker.tsx';
import '../../prices/prices.css';

/** 编制方法: an index's methodology versions and a new version (with notice, or urgent with a reason). */
export function MethodologyAdmin() {
  const [params, setParams] = useSearchParams();
  const code = params.get('productCode') ?? undefined;
  const products = useProductOptions();
  const product = products.productOf(code);
  const methodology = useMethodologyQuery(code);
  const [adding, setAdding] = useState(false);
  return (
    <ManagerLayout
      title="编制方法"
      header={
        <Space wrap>
          <ProductPeriodPicker
            value={{ productCode: code }}
            withPeriod={false}
            onChange={(next) => setParams(next.productCode ? { productCode: next.productCode } : {}, { replace: true })}
          />
          <Button type="primary" disabled={!product} onClick={() => setAdding(true)}>
            新增版本
          </Button>
        </Space>
      }
    >
      {code ? <MethodologyVersions code={code} /> : <Alert type="info" showIcon message="请选择指数产品。" />}
      {product ? (
        <MethodologyFormModal
          productCode={product.code}
          productName={product.name}
          latest={methodology.data?.versions[0]}
          open={adding}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </ManagerLayout>
  );
}
