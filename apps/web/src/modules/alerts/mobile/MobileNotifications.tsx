import { useState } from 'react';
import { NOTIFY_KIND_NAMES } from '@coal/contracts';
import { Button, List, Popup } from 'antd-mobile';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';
import { formatChinaTime } from '../../../lib/format.ts';
import { useMarkRead, useNotificationsQuery } from '../hooks/useAlerts.ts';
import { useUnreadCount } from '../hooks/useUnread.ts';

/** Phones: the notification list (paged), tap to read, 全部已读. Price links open the mobile detail. */
export function MobileNotifications({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useNotificationsQuery(page);
  const unread = useUnreadCount();
  const mark = useMarkRead();
  const total = query.data?.total ?? 0;
  // A notice about an index opens it; any other is marked read where it is.
  const target = (link: string) => {
    const code = /[?&]code=([^&]+)/.exec(link)?.[1];
    return code ? `/mobile/PriceIndexPro1?code=${code}` : undefined;
  };
  const open = (id: number, read: boolean, link: string) => {
    if (!read) mark.mutate(id);
    if (target(link)) onClose();
  };
  return (
    <Popup visible onMaskClick={onClose} position="right" bodyStyle={{ width: '88vw', padding: 12, overflow: 'auto' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <h3 style={{ margin: 0 }}>消息通知</h3>
        <Button size="mini" disabled={!unread.data} onClick={() => mark.mutate('all')}>
          全部已读
        </Button>
      </div>
      {query.isError ? <p>通知加载失败，请稍后重试</p> : null}
      {query.data && total === 0 ? <p className="coal-m-price__muted">暂无通知</p> : null}
      <List>
        {(query.data?.list ?? []).map((n) => (
          <MobileRowItem
            key={n.id}
            to={target(n.link)}
            className={n.read ? 'coal-notice-item' : 'coal-notice-item coal-notice-item--unread'}
            description={`${NOTIFY_KIND_NAMES[n.kind]} · ${formatChinaTime(n.createdAt)}${n.body ? ` · ${n.body}` : ''}`}
            onPress={() => open(n.id, n.read, n.link)}
          >
            <span className="coal-notice-item__title">
              {n.read ? '' : '● '}
              {n.title}
            </span>
          </MobileRowItem>
        ))}
      </List>
      {total > 10 ? (
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 8 }}>
          <Button size="small" disabled={page === 1} onClick={() => setPage(page - 1)}>
            上一页
          </Button>
          <span>
            {page}/{Math.ceil(total / 10)}
          </span>
          <Button size="small" disabled={page * 10 >= total} onClick={() => setPage(page + 1)}>
            下一页
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}
