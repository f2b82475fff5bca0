import { useState, type ReactNode } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { ANALYTICS_MAX_RANGE_DAYS } from '@coal/contracts';
import { Button, Checkbox, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { chinaNow } from '../../../lib/china-time.ts';
import type { Params } from '../../../lib/http/index.ts';
import { SearchBar } from '../../../ui/SearchBar.tsx';
import { useCsvExport } from '../../site-admin/api/useCsvExport.ts';
import { type AnalyticsFilters, QUICK_RANGES, quickRange, quickRangeOf, type QuickRange, type SysType } from '../filters.ts';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';

export interface ExportSpec {
  path: string;
  params: Params;
  fileName: string;
}

interface Props {
  filters: AnalyticsFilters;
  onChange: (patch: Partial<AnalyticsFilters>) => void;
  /** More fields (keyword, area…) after the range and terminal. */
  extra?: ReactNode;
  exportSpec?: ExportSpec;
  /** Pages without a terminal filter (click details keep it, realtime has no range). */
  hideSysType?: boolean;
}

const TERMINALS = [
  { value: '', label: '全部终端' },
  { value: 'computer', label: '电脑' },
  { value: 'mobile', label: '手机' },
];

/** Range (quick ranges or any days up to a year, none in the future), terminal and CSV export. */
export function AnalyticsFilterBar({ filters, onChange, extra, exportSpec, hideSysType }: Props) {
  const { exporting, run: runExport } = useCsvExport();
  const [picking, setPicking] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  // No day after China's today: the server has nothing later, wherever the browser is.
  const today = chinaNow().endOf('day');
  const disabledDate = (d: Dayjs) => {
    if (d.isAfter(today)) return true;
    const first = picking?.[0] ?? picking?.[1];
    return !!first && Math.abs(d.diff(first, 'day')) >= ANALYTICS_MAX_RANGE_DAYS;
  };
  const exportCsv = () => exportSpec && runExport(exportSpec.path, exportSpec.params, exportSpec.fileName);
  return (
    <SearchBar
      left={
        <>
          <Radio.Group
            aria-label="时间范围"
            optionType="button"
            value={quickRangeOf(filters) ?? null}
            options={QUICK_RANGES}
            onChange={(e) => onChange(quickRange(e.target.value as QuickRange))}
          />
          <DatePicker.RangePicker
            aria-label="自定义日期"
            allowClear={false}
            value={[dayjs(filters.from), dayjs(filters.to)]}
            disabledDate={disabledDate}
            onCalendarChange={(v) => setPicking(v as [Dayjs | null, Dayjs | null] | null)}
            onOpenChange={(open) => !open && setPicking(null)}
            onChange={(v) => v?.[0] && v[1] && onChange({ from: v[0].format('YYYY-MM-DD'), to: v[1].format('YYYY-MM-DD') })}
          />
          {hideSysType ? null : (
            <Select
              aria-label="终端"
              value={filters.sysType ?? ''}
              options={TERMINALS}
              style={{ width: 110 }}
              onChange={(v: string) => onChange({ sysType: (v || undefined) as SysType | undefined })}
            />
          )}
          <IncludeBackSwitch checked={!!filters.includeBack} onChange={(includeBack) => onChange({ includeBack: includeBack || undefined })} />
          {extra}
        </>
      }
      right={
        exportSpec ? (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
            导出CSV
          </Button>
        ) : null
      }
    />
  );
}

/**
 * 包含后台页面: the staff's own back-office page views are recorded but are not visitor
 * traffic, so the dashboards leave them out unless this is ticked.
 */
export function IncludeBackSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} title="后台页面（/back/…）是工作人员的访问，默认不计入统计">
      包含后台页面
    </Checkbox>
  );
}
