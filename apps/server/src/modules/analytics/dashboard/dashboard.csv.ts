/** The dashboards' CSV exports: UTF-8 with a BOM (Excel reads the Chinese), CRLF lines. */
import type { AnalyticsClickRow, AnalyticsContentRow, AnalyticsKpis, AnalyticsRegionRow } from '@coal/contracts';
import { chinaTime, csvCell } from '../../oplog/oplog.presenter.ts';

function csv(header: string[], rows: Array<Array<string | number>>): string {
  const lines = [header.map(csvCell).join(','), ...rows.map((r) => r.map((v) => csvCell(String(v))).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

export const dailyCsv = (rows: Array<{ day: string } & AnalyticsKpis>) =>
  csv(
    ['日期', '浏览量(PV)', '访客数(UV)', '访问次数', 'IP数', '新访客', '平均停留(秒)', '跳出率'],
    rows.map((r) => [r.day, r.pv, r.uv, r.sessions, r.ips, r.newVisitors, r.avgDurationSec, percent(r.bounceRate)]),
  );

export const regionsCsv = (rows: AnalyticsRegionRow[]) =>
  csv(
    ['省份', '浏览量(PV)', '访客数(UV)', '访问次数', '平均停留(秒)', '占比'],
    rows.map((r) => [r.province, r.pv, r.uv, r.sessions, r.avgDurationSec, percent(r.share)]),
  );

export const contentsCsv = (rows: AnalyticsContentRow[]) =>
  csv(
    ['标题', '地址', '浏览量(PV)', '访客数(UV)', '平均停留(秒)', '占比'],
    rows.map((r) => [r.title, r.path, r.pv, r.uv, r.avgDurationSec, percent(r.share)]),
  );

export const clicksCsv = (rows: AnalyticsClickRow[]) =>
  csv(
    ['区域', '点击内容', '目标地址', '点击量', '点击人数', '最近点击(UTC+8)'],
    rows.map((r) => [r.areaName, r.target, r.url, r.clicks, r.uv, chinaTime(new Date(r.lastClickAt))]),
  );
