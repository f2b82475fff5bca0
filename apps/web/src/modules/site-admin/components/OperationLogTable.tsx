import { useState } from 'react';
import type { OperationLogItem } from '@coal/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { AutoComplete, Button, DatePicker, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { formatDateTime } from '../../../lib/format.ts';
import { Pagination } from '../../../ui/pagination/Pagination.tsx';
import { usePagination } from '../../../ui/pagination/usePagination.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useCsvExport } from '../api/useCsvExport.ts';
import { useOperationLogActionsQuery, useOperationLogsQuery } from '../hooks/useSiteAdmin.ts';

interface Filters {
  person?: string;
  action?: string;
  result?: 'success' | 'failure';
  startTime?: string;
  endTime?: string;
}

/** OperationLogManager: who did what and when, filtered; CSV export of the same filter. */
export function OperationLogTable() {
  const pager = usePagination();
  const [draft, setDraft] = useState<Filters>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const { exporting, run: runExport } = useCsvExport();
  const query = useOperationLogsQuery({ ...filters, ...pager.query });
  const actions = useOperationLogActionsQuery();
  const search = () => {
    setFilters({
      ...draft,
      person: draft.person?.trim() || undefined,
      action: draft.action?.trim() || undefined,
      startTime: range?.[0]?.format('YYYY-MM-DD HH:mm:ss'),
      endTime: range?.[1]?.format('YYYY-MM-DD HH:mm:ss'),
    });
    pager.reset();
  };
  const exportCsv = () => runExport('/api/admin/oplog/export', { ...filters }, '操作日志.csv');
  return (
    <>
      <SearchBar
        left={
          <>
            <Input aria-label="操作人" placeholder="操作人（姓名或账号）" value={draft.person ?? ''} onChange={(e) => setDraft((d) => ({ ...d, person: e.target.value }))} onPressEnter={search} allowClear style={{ width: 180 }} />
            <AutoComplete aria-label="操作" placeholder="操作" value={draft.action} onChange={(action: string) => setDraft((d) => ({ ...d, action }))} options={(actions.data ?? []).map((a) => ({ value: a }))} allowClear style={{ width: 160 }} />
            <Select aria-label="结果" placeholder="结果" allowClear value={draft.result} onChange={(result?: Filters['result']) => setDraft((d) => ({ ...d, result }))} options={[{ value: 'success', label: '成功' }, { value: 'failure', label: '失败' }]} style={{ width: 100 }} />
            <DatePicker.RangePicker aria-label="时间" showTime value={range} onChange={(next) => setRange(next)} />
          </>
        }
        right={
          <>
            <Button type="primary" onClick={search}>查询</Button>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>导出CSV</Button>
          </>
        }
      />
      <Table<OperationLogItem>
        rowKey="id"
        size="middle"
        loading={query.isFetching}
        dataSource={query.data?.list}
        pagination={false}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatDateTime(t) },
          { title: '操作人', dataIndex: 'staffName', width: 140 },
          { title: '操作', dataIndex: 'action', width: 160 },
          { title: '对象', dataIndex: 'target', ellipsis: true },
          { title: 'IP', dataIndex: 'ip', width: 140 },
          { title: '结果', dataIndex: 'result', width: 80, render: (r: string) => (r === 'success' ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>) },
        ]}
      />
      <Pagination pager={pager} total={query.data?.total} />
    </>
  );
}
