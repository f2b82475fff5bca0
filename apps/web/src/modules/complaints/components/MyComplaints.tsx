import { COMPLAINT_STATUS_NAMES } from '@coal/contracts';
import { Skeleton, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { useMyComplaintsQuery } from '../hooks/useComplaints.ts';
import { COMPLAINT_STATUS_COLORS } from './ComplaintTable.tsx';

/** 我的投诉: a member's complaints, their state and the reply. */
export function MyComplaints() {
  const pager = usePagination();
  const list = useMyComplaintsQuery({ ...pager.query });
  if (list.isLoading) return <Skeleton active />;
  return (
    <>
      {!list.data?.list.length ? (
        <Empty />
      ) : (
        <ul className="coal-article-list">
          {list.data.list.map((c) => (
            <li key={c.id} className="coal-article-list__item">
              <div className="coal-article-list__head">
                <Tag color={COMPLAINT_STATUS_COLORS[c.status]}>{COMPLAINT_STATUS_NAMES[c.status]}</Tag>
                <Tag>{c.targetTypeName}</Tag>
                <span className="coal-article-list__title">{c.targetTitle || '（已删除）'}</span>
                <span className="coal-article-list__date">{formatDateTime(c.createTime)}</span>
              </div>
              <div className="coal-article-list__summary">
                原因：{c.reasonName}
                {c.content ? `；说明：${c.content}` : ''}
              </div>
              {c.reply ? <div className="coal-article-list__summary">处理回复：{c.reply}</div> : null}
            </li>
          ))}
        </ul>
      )}
      <Pagination pager={pager} total={list.data?.total} />
    </>
  );
}
