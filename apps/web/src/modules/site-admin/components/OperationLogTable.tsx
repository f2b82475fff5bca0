import type { OperationLogItem } from '@coal/contracts';
import { OperationLogDetail } from './OperationLogDetail.tsx';
import { DownloadOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Tag } from 'antd';
import dayjs from 'dayjs';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useCsvExport } from '../api/useCsvExport.ts';
import { useOperationLogActionsQuery, useOperationLogsQuery } from '../hooks/useSiteAdmin.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

type Filters = {
  person?: string;
  action?: string;
  result?: 'success' | 'failure';
  startTime?: string;
  endTime?: string;
};

const TIME = 'YYYY-MM-DD HH:mm:ss';
const RESULTS = [
  { value: 'success' as const, label: '成功' },
  { value: 'failure' as const, label: '失败' },
];

/** OperationLogManager: who did what and when, filtered; CSV export of the same filter. */
export function OperationLogTable() {
  const filters = useListFilters<Filters>();
  const { draft, set } = filters;
  const { exporting, run: runExport } = useCsvExport();
  const query = useOperationLogsQuery(filters.params);
  const actions = useOperationLogActionsQuery();
  const exportCsv = () => runExport('/api/admin/oplog/export', { ...filters.applied }, '操作日志.csv');
  return (
    <AdminList<OperationLogItem>
      query={query}
      filters={filters}
      fields={
        <>
          <FilterText filters={filters} name="person" label="操作人" placeholder="操作人（姓名或账号）" width={180} />
          <AutoComplete
            aria-label="操作"
            placeholder="操作"
            value={draft.action}
            onChange={(action: string) => set({ action })}
            options={(actions.data ?? []).map((a) => ({ value: a }))}
            allowClear
            style={{ width: 160 }}
          />
          <FilterSelect filters={filters} name="result" label="结果" options={RESULTS} width={100} />
          <DatePicker.RangePicker
            aria-label="时间"
            showTime
            value={draft.startTime ? [dayjs(draft.startTime), draft.endTime ? dayjs(draft.endTime) : null] : null}
            onChange={(next) => set({ startTime: next?.[0]?.format(TIME), endTime: next?.[1]?.format(TIME) })}
          />
        </>
      }
      toolbar={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          导出CSV
        </Button>
      }
      columns={[
        { title: '时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatDateTime(t) },
        { title: '操作人', dataIndex: 'staffName', width: 140 },
        { title: '操作', dataIndex: 'action', width: 160 },
        { title: '对象', dataIndex: 'target', ellipsis: true },
        { title: 'IP', dataIndex: 'ip', width: 140 },
        {
          title: '结果',
          dataIndex: 'result',
          width: 80,
          render: (r: string) => (r === 'success' ? <Tag color="green">成功</Tag> : <Tag color="red">失败</Tag>),
        },
        { title: '详情', key: 'detail', width: 320, render: (_: unknown, row) => <OperationLogDetail row={row} /> },
      ]}
    />
  );
}
