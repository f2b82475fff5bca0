import { useState } from 'react';
import { Tabs } from 'antd-mobile';
import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { useCategoryByCode } from '../../modules/articles/hooks/useNoticeCategories.ts';
import { MobileFeed } from '../../modules/mobile-content/MobileFeed.tsx';

/** /mobile/notice/more (?categoryId=): notices by category, loaded as you scroll. */
export function MobileNoticeMorePage() {
  const fromQuery = readIdParam(useLocation().search, 'categoryId');
  const { root, children } = useCategoryByCode('notice');
  const [active, setActive] = useState<string | null>(null);
  const tabs = root ? [{ id: root.id, name: '全部' }, ...children] : [];
  const current = active ?? String(fromQuery ?? root?.id ?? '');
  return (
    <>
      {tabs.length > 1 ? (
        <Tabs activeKey={current} onChange={setActive}>
          {tabs.map((t) => (
            <Tabs.Tab key={String(t.id)} title={t.name} />
          ))}
        </Tabs>
      ) : null}
      {fromQuery && !tabs.some((t) => String(t.id) === current) ? (
        <MobileFeed name="all" categoryId={fromQuery} />
      ) : (
        <MobileFeed name="noticesByCategory" categoryId={Number(current) || undefined} />
      )}
    </>
  );
}
