import { EditOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useAppStore } from '../../../stores/app.ts';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';
import { ArticleList } from '../../articles/components/ArticleList.tsx';
import { useDynamicListCopyQuery, useDynamicListQuery } from '../../articles/hooks/useArticleListQueries.ts';
import { useMemberAction } from '../../auth/useMemberAction.ts';

/** 快速发布 and 我要提问: open the portal's global dialogs (members only). */
export function PublishButtons() {
  const memberOnly = useMemberAction();
  const setDialog = useAppStore((state) => state.setDialog);
  return (
    <div className="coal-inline-gap">
      <Button size="small" type="primary" icon={<EditOutlined />} onClick={memberOnly(() => setDialog('quickPublish', true), 'quickPublish')}>
        快速发布
      </Button>
      <Button size="small" icon={<QuestionCircleOutlined />} onClick={memberOnly(() => setDialog('quiz', true), 'quiz')}>
        我要提问
      </Button>
    </div>
  );
}

/** 会员动态: members' published posts, newest or (HomeCopy) most engaging first. */
export function MemberFeedBlock({ ranked = false }: { ranked?: boolean }) {
  const [order, setOrder] = useState<'latest' | 'popular'>(ranked ? 'popular' : 'latest');
  const latest = useDynamicListQuery({ pageSize: 10 });
  const popular = useDynamicListCopyQuery({ pageSize: 10 });
  const query = order === 'latest' ? latest : popular;
  return (
    <SectionCard title="会员动态">
      <div className="coal-home-feed__bar">
        <SegmentedControl<'latest' | 'popular'>
          ariaLabel="排序"
          value={order}
          onChange={setOrder}
          options={[
            { label: '最新', value: 'latest' },
            { label: '热门', value: 'popular' },
          ]}
        />
        <PublishButtons />
      </div>
      <ArticleList items={query.data?.list.slice(0, 8)} loading={query.isLoading} compact rows={8} />
    </SectionCard>
  );
}
