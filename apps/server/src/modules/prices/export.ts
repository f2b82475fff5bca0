/** CSV export of index series: UTF-8 with a BOM so Excel opens the Chinese correctly. */
import { CSV_COLUMNS, type IndexSeries, PRICE_MESSAGES } from '@coal/contracts';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

const BOM = '\uFEFF';

/** One row per point; the first three columns are what the import reads back. */
export function seriesToCsv(series: IndexSeries[]): string {
  const rows = series.flatMap((s) =>
    s.points.map((p) => [
      s.code,
      p.period,
      p.value,
      s.name,
      s.unitName,
      p.changes?.prev.change ?? '',
      p.changes?.prev.pct ?? '',
      s.demo ? PRICE_MESSAGES.demoNote : '',
    ]),
  );
  return BOM + stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: '\r\n' });
}

/** File names of an export: ASCII, and the Chinese form for browsers that read filename*. */
export const exportFileNames = (codes: string[], from: string, to: string) => {
  const stem = `${codes.join('_')}_${from}_${to}`;
  return { ascii: `price-index_${stem}.csv`, chinese: `价格指数_${stem}.csv` };
};

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
