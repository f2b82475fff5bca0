import { SENSITIVE_LEVELS, type ScreeningHit } from '@coal/contracts';
import { Table, Tag } from 'antd';

const LEVEL_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

/** The sensitive words the screening found, with where and how serious. */
export function ScreeningHits({ hits }: { hits: ScreeningHit[] }) {
  if (!hits.length) return <Tag color="green">未检测到敏感词</Tag>;
  return (
    <Table<ScreeningHit>
      size="small"
      rowKey={(h) => `${h.field}-${h.offset}-${h.word}`}
      pagination={false}
      dataSource={hits}
      columns={[
        { title: '敏感词', dataIndex: 'word', render: (w: string) => <Tag color="red">{w}</Tag> },
        { title: '位置', dataIndex: 'field', render: (f: string, h) => `${f === 'title' ? '标题' : '正文'}第${h.offset + 1}字` },
        { title: '分类', dataIndex: 'category', render: (c: string) => c || '—' },
        {
          title: '级别',
          dataIndex: 'level',
          render: (l: number) => <Tag color={LEVEL_COLORS[l]}>{SENSITIVE_LEVELS[l as 1 | 2 | 3] ?? l}</Tag>,
        },
      ]}
    />
  );
}
