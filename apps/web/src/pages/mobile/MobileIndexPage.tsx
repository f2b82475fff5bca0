import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Grid } from 'antd-mobile';
import { useAllArticlesQuery, useTopNoticeListQuery } from '../../modules/articles/hooks/useArticleListQueries.ts';
import { MobileArticleList } from '../../modules/mobile-content/MobileArticleList.tsx';
import { MOBILE_HOME_ENTRIES } from '@coal/contracts/mobile-entries';
import { GoButton } from '../../modules/mobile-shell/GoButton.tsx';
import { MobileSection } from '../../modules/mobile-shell/MobileSection.tsx';
import { MobileHeadlinePrices } from '../../modules/prices/mobile/MobileHeadlinePrices.tsx';
import { MOBILE_HOME_LIST, seedMobileHomeFirstData } from './mobileHomeFirstData.ts';

/** /mobile/index: entries to the notice and price views, the headline prices, then the latest notices and posts. */
export function MobileIndexPage() {
  const client = useQueryClient();
  // Before the queries below: on a first visit they start from the server's answers.
  useState(() => seedMobileHomeFirstData(client));
  const notices = useTopNoticeListQuery(MOBILE_HOME_LIST);
  const latest = useAllArticlesQuery(MOBILE_HOME_LIST);
  return (
    <>
      <Grid columns={4} gap={8} style={{ marginBottom: 12 }}>
        {MOBILE_HOME_ENTRIES.map((entry) => (
          <Grid.Item key={entry.to}>
            <GoButton to={entry.to} className="coal-mobile__entry">
              {entry.title}
            </GoButton>
          </Grid.Item>
        ))}
      </Grid>
      <MobileSection title="价格行情" moreTo="/mobile/price">
        <MobileHeadlinePrices />
      </MobileSection>
      <MobileSection title="最新公告" moreTo="/mobile/notice/more">
        <MobileArticleList items={notices.data?.list.slice(0, 5) ?? []} loading={notices.isLoading} loadingRows={5} />
      </MobileSection>
      <MobileSection title="最新发布" moreTo="/mobile/newPost">
        <MobileArticleList items={latest.data?.list.slice(0, 5) ?? []} loading={latest.isLoading} loadingRows={5} />
      </MobileSection>
    </>
  );
}
