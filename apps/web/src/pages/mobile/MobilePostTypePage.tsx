import type { CategoryNode } from '@coal/contracts';
import { DotLoading, List } from 'antd-mobile';
import { useAppNavigate } from '../../app/guard/useAppNavigate.ts';
import { useCategoryListQuery } from '../../modules/articles/hooks/useArticleQueries.ts';
import { MobilePlaceholder } from '../../modules/mobile-shell/MobilePlaceholder.tsx';

/** /mobile/postType: the sections; a tap lists that section's articles. */
export function MobilePostTypePage() {
  const navigate = useAppNavigate();
  const tree = useCategoryListQuery();
  if (tree.isLoading) return <DotLoading />;
  if (!tree.data?.length) return <MobilePlaceholder />;
  const open = (c: CategoryNode) => navigate(`/mobile/notice/more?categoryId=${c.id}`);
  return (
    <>
      {tree.data.map((root) => (
        <List key={root.id} header={root.name} style={{ marginBottom: 12 }}>
          <List.Item onClick={() => open(root)}>全部{root.name}</List.Item>
          {root.children.map((child) => (
            <List.Item key={child.id} onClick={() => open(child)}>
              {child.name}
            </List.Item>
          ))}
        </List>
      ))}
    </>
  );
}
