import { Card, Tag } from 'antd';
import { useMyPriceReportsQuery } from '../hooks/usePriceReport.ts';
import { MyPriceReports } from './MyPriceReports.tsx';
import { PriceReportForm } from './PriceReportForm.tsx';

/** 个人中心 · 价格填报: a member linked to a contributor reports prices and follows what became of them. */
export function PriceReportTab() {
  // The same page as the list below asks (one request): it names the member's contributor.
  const contributor = useMyPriceReportsQuery({ currentPage: 1, pageSize: 10 }).data?.contributor;
  return (
    <>
      <Card size="small" title="填报价格" extra={contributor ? <Tag color="blue">报价机构：{contributor.name}</Tag> : null} style={{ marginBottom: 16 }}>
        <p style={{ marginTop: 0 }}>您所在机构是本中心的报价机构时，可在此填报成交或报价；所填数据按编制方法参与指数计算，发布后可查看是否采用。</p>
        <PriceReportForm />
      </Card>
      <Card size="small" title="我的报价">
        <MyPriceReports />
      </Card>
    </>
  );
}
