import { ErrorBlock } from 'antd-mobile';
import { useSessionStore } from '../../../stores/session.ts';
import { MobileMyReports } from './MobileMyReports.tsx';
import { MobilePriceReportForm } from './MobilePriceReportForm.tsx';
import '../../prices/mobile/mobile.css';
import './price-report.css';

/** /mobile/priceReport: a member linked to a contributor reports prices and sees what became of them. */
export function MobilePriceReport() {
  const member = useSessionStore((s) => s.loginStatus);
  if (!member) return <ErrorBlock status="empty" title="请先登录" description="登录后，报价机构的会员可在此填报价格。" />;
  return (
    <>
      <p className="coal-m-price__muted" style={{ margin: '4px 12px' }}>
        所填数据按编制方法参与指数计算，发布后可查看是否采用。
      </p>
      <MobilePriceReportForm />
      <MobileMyReports />
    </>
  );
}
