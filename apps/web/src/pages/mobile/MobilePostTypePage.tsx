import type { CategoryNode } from '@coal/contracts';
import { DotLoading, List } from 'antd-mobile';
import { useCategoryListQuery } from '../../modules/articles/hooks/useArticleQueries.ts';
import { MobilePlaceholder } from '../../modules/mobile-shell/MobilePlaceholder.tsx';
import { MobileRowItem } from '../../modules/mobile-shell/MobileRowItem.tsx';

/** /mobile/postType: the sections; a tap lists that section's articles. */
export function MobilePostTypePage() {
  const tree = useCategoryListQuery();
  if (tree.isLoading) return <DotLoading />;
  if (!tree.data?.length) return <MobilePlaceholder />;
  const to = (c: CategoryNode) => `/mobile/notice/more?categoryId=${c.id}`;
  return (
    <>
      {tree.data.map((root) => (
        <List key={root.id} header={root.name} style={{ marginBottom: 12 }}>
          <MobileRowItem to={to(root)}>全部{root.name}</MobileRowItem>
          {root.children.map((child) => (
            <MobileRowItem key={child.id} to={to(child)}>
              {child.name}
            </MobileRowItem>
          ))}
        </List>
      ))}
    </>
  );
}
