import { BankOutlined, FundOutlined, LineChartOutlined, ReadOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { PublishButtons } from './MemberFeedBlock.tsx';

const ENTRIES = [
  { label: '查看价格指数', to: '/portal/Price', icon: <LineChartOutlined /> },
  { label: '每日竞价', to: '/portal/DayBidding', icon: <ScheduleOutlined /> },
  { label: '期现专区', to: '/portal/FuturesNowZone', icon: <FundOutlined /> },
  { label: '研究报告', to: '/portal/ResearchReport', icon: <ReadOutlined /> },
  { label: '数字金融', to: '/portal/DigitalFinance', icon: <BankOutlined /> },
];

/** 快捷入口 of the home page: the main market views and the member actions. */
export function QuickEntries() {
  const navigate = useAppNavigate();
  return (
    <nav className="coal-quick-entries" aria-label="快捷入口">
      {ENTRIES.map((entry) => (
        <Button key={entry.to} icon={entry.icon} type={entry.to === '/portal/Price' ? 'primary' : 'default'} onClick={() => navigate(entry.to)}>
          {entry.label}
        </Button>
      ))}
      <span className="coal-quick-entries__spacer" />
      <PublishButtons />
    </nav>
  );
}
