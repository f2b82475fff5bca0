/**
 * Export of index series (one or a comparison): CSV in the import's own columns (UTF-8 with a
 * BOM so Excel opens the Chinese), or an Excel workbook with a header block (lib/export-table.ts).
 */
import { CSV_COLUMNS, FREQUENCY_NAMES, type IndexSeries, PRICE_MESSAGES, type SeriesResult } from '@coal/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { EXPORT_SOURCE, type ExportCell, type ExportTable, fixed, plainCell } from '../../lib/export-table.ts';

const BOM = '\uFEFF';

/** One row per point (CSV_COLUMNS); values and changes with the index's decimals, an absent change is null. */
function seriesRows(series: IndexSeries[]): ExportCell[][] {
  return series.flatMap((s) =>
    s.points.map((p) => [
      s.code,
      p.period,
      fixed(p.value, s.decimals),
      s.name,
      s.unitName,
      fixed(p.changes?.prev.change, s.decimals),
      fixed(p.changes?.prev.pct, 2),
      s.demo ? PRICE_MESSAGES.demoNote : '',
    ]),
  );
}

/** One row per point; the first three columns are what the import reads back. */
export function seriesToCsv(series: IndexSeries[]): string {
  return BOM + stringify([[...CSV_COLUMNS], ...seriesRows(series).map((r) => r.map(plainCell))], { record_delimiter: '\r\n' });
}

const distinct = (values: string[]) => [...new Set(values)].join('、');

/** The series as an export table: the header block names what the figures are. */
export function seriesExportTable(result: SeriesResult, codes: string[]): ExportTable {
  const { series, from, to } = result;
  const stem = `${codes.join('_')}_${from}_${to}`;
  const anyDemo = series.some((s) => s.demo);
  return {
    title: `价格指数 ${series.map((s) => s.name).join(' / ')}`,
    meta: [
      ['来源', EXPORT_SOURCE],
      ['指数', series.map((s) => `${s.code} ${s.name}`).join('；')],
      ['单位', distinct(series.map((s) => s.unitName))],
      ['频率', distinct(series.map((s) => FREQUENCY_NAMES[s.frequency]))],
      ['区间', `${from} 至 ${to}`],
      ['说明', anyDemo ? `${PRICE_MESSAGES.demoNote}，仅供演示` : '涨跌、涨跌幅为与上一期相比'],
    ],
    columns: [...CSV_COLUMNS],
    rows: seriesRows(series),
    fileName: { ascii: `price-index_${stem}`, chinese: `价格指数_${stem}` },
  };
}

/** Sends a CSV download (RFC 6266: an ASCII name plus its UTF-8 form). */
export function sendCsv(reply: FastifyReply, csv: string, names: { ascii: string; chinese: string }): FastifyReply {
  const ascii = names.ascii;
  const utf8 = encodeURIComponent(names.chinese);
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`)
    .header('cache-control', 'no-store')
    .send(csv);
}
