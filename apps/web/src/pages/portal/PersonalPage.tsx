import { lazy, Suspense } from 'react';
import { Skeleton, Tabs } from 'antd';
import { ApiKeysPanel } from '../../modules/api-keys/components/ApiKeysPanel.tsx';
import { NotificationSettingsPanel } from '../../modules/alerts/components/NotificationSettingsPanel.tsx';
import { MyComplaints } from '../../modules/complaints/components/MyComplaints.tsx';
import { DraftsTab } from '../../modules/users/components/DraftsTab.tsx';
import { MyAnswersTab, MyArticlesTab, MyQuestionsTab } from '../../modules/users/components/MyContentTabs.tsx';
import { PeopleTab } from '../../modules/users/components/PeopleTab.tsx';
import { PendingAnswersLabel } from '../../modules/questions/components/PendingAnswersLabel.tsx';
import { ProfileCard } from '../../modules/users/components/ProfileCard.tsx';
import { useSessionStore } from '../../stores/session.ts';
import { ContentPage } from '../../ui/ContentPage.tsx';
import '../../modules/articles/components/articles.css';

// The contributors' tab arrives when opened: most members never report prices.
const PriceReportTab = lazy(() => import('../../modules/price-report/components/PriceReportTab.tsx').then((m) => ({ default: m.PriceReportTab })));

/** /portal/Personal (members): profile, statistics, my content, drafts, follows and fans, API keys. */
export function PersonalPage() {
  const isExpert = useSessionStore((s) => s.userInfo?.isExpert === '1');
  const items = [
    { key: 'articles', label: '我的文章', children: <MyArticlesTab /> },
    { key: 'drafts', label: '草稿箱', children: <DraftsTab /> },
    { key: 'questions', label: '我的提问', children: <MyQuestionsTab /> },
    ...(isExpert ? [{ key: 'answers', label: <PendingAnswersLabel />, children: <MyAnswersTab /> }] : []),
    { key: 'collected', label: '我的收藏', children: <MyArticlesTab followed /> },
    { key: 'follows', label: '我的关注', children: <PeopleTab kind="follows" /> },
    { key: 'fans', label: '我的粉丝', children: <PeopleTab kind="fans" /> },
    { key: 'complaints', label: '我的投诉', children: <MyComplaints /> },
    {
      key: 'priceReport',
      label: '价格填报',
      children: (
        <Suspense fallback={<Skeleton active />}>
          <PriceReportTab />
        </Suspense>
      ),
    },
    { key: 'apiKeys', label: 'API 密钥', children: <ApiKeysPanel /> },
    { key: 'notifications', label: '消息与提醒', children: <NotificationSettingsPanel /> },
  ];
  return (
    <ContentPage crumbs={[{ title: '个人中心' }]}>
      <ProfileCard />
      <Tabs items={items} destroyOnHidden />
    </ContentPage>
  );
}
