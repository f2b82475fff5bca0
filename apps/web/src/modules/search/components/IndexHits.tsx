import type { IndexSearchHit } from '@coal/contracts';
import { List, Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { indexHitFacts } from '../utils/indexHitFacts.ts';
import { Highlighted } from './Highlighted.tsx';

/** The indexes the words name, in their own group before the documents; each opens its price page. */
export function IndexHits({ hits }: { hits: IndexSearchHit[] }) {
  if (hits.length === 0) return null;
  return (
    <section className="coal-search-indexes" aria-label="价格指数">
      <h3 className="coal-search-indexes__title">价格指数</h3>
      <List
        size="small"
        dataSource={hits}
        rowKey={(hit) => hit.code}
        renderItem={(hit) => (
          <List.Item className="coal-search-hit">
            <div className="coal-search-hit__head">
              <Tag color="blue">价格指数</Tag>
              {hit.active ? null : <Tag>已停发</Tag>}
              <AppLink to={hit.path} className="coal-search-hit__title">
                <Highlighted text={hit.name} ranges={hit.nameRanges} />
              </AppLink>
              <DemoBadge flags={[hit.demo]} />
            </div>
            <p className="coal-search-hit__snippet">{indexHitFacts(hit)}</p>
          </List.Item>
        )}
      />
    </section>
  );
}
