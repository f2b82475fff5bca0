import { useState } from 'react';
import { NOTIFY_KIND_NAMES } from '@coal/contracts';
import { Badge, Button, Drawer, List, Pagination, Tag } from 'antd';
import { useAppNavigate } from '../../../app/guard/useAppNavigate.ts';
import { formatChinaTime } from '../../../lib/format.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useMarkRead, useNotificationsQuery } from '../hooks/useAlerts.ts';
import { useUnreadCount } from '../hooks/useUnread.ts';

/** The notification centre (portal): paged list; opening one marks it read; 全部已读. */
export function NotificationDrawer({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const query = useNotificationsQuery(page);
  const unread = useUnreadCount();
  const mark = useMarkRead();
  const navigate = useAppNavigate();
  const open = (id: number, read: boolean, link: string) => {
    if (!read) mark.mutate(id);
    if (link) {
      onClose();
      navigate(`/${link}`);
    }
  };
  return (
    <Drawer
      open
      title="消息通知"
      width={440}
      onClose={onClose}
      extra={
        <Button size="small" disabled={!unread.data} loading={mark.isPending} onClick={() => mark.mutate('all')}>
          全部已读
        </Button>
      }
    >
      {query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : query.data && query.data.total === 0 ? (
        <Empty description="暂无通知" />
      ) : (
        <>
          <List
            loading={query.isPending}
            dataSource={query.data?.list ?? []}
            renderItem={(n) => (
              <List.Item
                className={n.read ? 'coal-notice-item' : 'coal-notice-item coal-notice-item--unread'}
                actions={
                  n.read
                    ? []
                    : [
                        <Button key="read" type="link" size="small" onClick={() => mark.mutate(n.id)}>
                          标为已读
                        </Button>,
                      ]
                }
              >
                <List.Item.Meta
                  title={
                    <a
                      href={n.link ? `#${n.link}` : undefined}
                      className="coal-notice-item__title"
                      onClick={(e) => {
                        e.preventDefault();
                        open(n.id, n.read, n.link);
                      }}
                    >
                      {n.read ? null : <Badge status="processing" />}
                      {n.title}
                    </a>
                  }
                  description={
                    <>
                      <div>{n.body}</div>
                      <Tag>{NOTIFY_KIND_NAMES[n.kind]}</Tag>
                      <span>{formatChinaTime(n.createdAt)}</span>
                    </>
                  }
                />
              </List.Item>
            )}
          />
          {query.data && query.data.total > 10 ? (
            <Pagination
              size="small"
              current={page}
              pageSize={10}
              total={query.data.total}
              onChange={setPage}
              showSizeChanger={false}
              style={{ marginTop: 12 }}
            />
          ) : null}
        </>
      )}
    </Drawer>
  );
}
