import { FinanceProducts } from '../../modules/site/components/FinanceProducts.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';

/** /portal/DigitalFinance: supply-chain financing products. */
export function DigitalFinancePage() {
  return (
    <ContentPage crumbs={[{ title: '数字金融' }]} title="数字金融">
      <FinanceProducts />
    </ContentPage>
  );
}
