import { Tabs } from 'antd';
import { CompanyPageEditor } from '../../modules/site-admin/components/CompanyPageEditor.tsx';
import { FinanceProductsAdmin } from '../../modules/site-admin/components/FinanceProductsAdmin.tsx';
import { HelpArticlesAdmin } from '../../modules/site-admin/components/HelpArticlesAdmin.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 公司简介 (/back/CompanyProfile): company pages, help centre entries, digital-finance products. */
export function CompanyProfilePage() {
  return (
    <ManagerLayout title="公司简介">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'pages', label: '公司信息页面', children: <CompanyPageEditor /> },
          { key: 'help', label: '帮助中心', children: <HelpArticlesAdmin /> },
          { key: 'finance', label: '数字金融产品', children: <FinanceProductsAdmin /> },
        ]}
      />
    </ManagerLayout>
  );
}
