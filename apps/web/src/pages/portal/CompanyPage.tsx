import { CompanyTabs } from '../../modules/site/components/CompanyTabs.tsx';
import { ContentPage } from '../../ui/ContentPage.tsx';
import '../../modules/articles/components/articles.css';

/** /portal/Company: company profile, contact, disclaimer, videos, partner sites. */
export function CompanyPage() {
  return (
    <ContentPage crumbs={[{ title: '公司信息' }]} title="公司信息">
      <CompanyTabs />
    </ContentPage>
  );
}
