// Experiment: load once into /tmp/ss/expdb then time queries.
import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.ts';
const fresh = !existsSync('/tmp/ss/expdb');
const h = await openDatabase({ dataDir: '/tmp/ss/expdb' });
if (fresh) {
  await h.migrate();
  const WORDS = ('煤炭 价格 动力煤 焦炭 焦煤 港口 库存 电厂 日耗 进口 蒙古 澳大利亚 印尼 铁路 运费 海运 长协 现货 期货 基差 钢厂 焦化 开工率 产量 调度 安全 检查 政策 发改委 能源局 保供 稳价 采购 招标 竞拍 成交 交割 仓库 质量 热值 硫分 灰分 挥发分 指数 周报 月报 年报 分析 展望 需求 供给 季节 冬储 夏季 水电 火电 新能源 碳排放 环保 限产 鄂尔多斯 榆林 大同 晋城 阳泉 秦皇岛 曹妃甸 京唐港 黄骅港 广州港 防城港 北方港 南方港 电煤 化工 建材 冶金 贸易商 会员 平台 服务 结算 物流 金融 融资 风险 合同 标准 规则 通知 公告 调整 发布 会议 培训 系统 升级').split(' ');
  let s = 42; const random = () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  const w = WORDS.map((_, r) => 1 / (r + 1)); const tw = w.reduce((a, b) => a + b, 0);
  const word = () => { let x = random() * tw; for (let i = 0; i < WORDS.length; i++) if ((x -= w[i]!) <= 0) return WORDS[i]!; return WORDS[0]!; };
  const sentence = (n: number) => Array.from({ length: n }, word).join('') + '。';
  const KINDS = ['notice', 'news', 'post', 'text', 'report', 'qa'];
  const t = Date.now();
  for (let from = 0; from < 100000; from += 500) {
    const rows = Array.from({ length: 500 }, (_, i) => ({ kind: KINDS[(from + i) % 6], id: from + i, title: sentence(4), body: Array.from({ length: 12 }, () => sentence(6)).join(''), date: new Date(Date.UTC(2020, 0, 1) + random() * 6 * 365 * 86_400_000).toISOString() }));
    await h.db.execute(sql`INSERT INTO search_documents (kind, ref_id, title, summary, body, doc_date, visible, visible_from, members_only, tsv)
      SELECT r.kind, r.id, r.title, '', r.body, r.date::timestamptz, true, NULL, false, search_lexemes(r.title, 'A') || search_lexemes(r.body, 'C')
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS r(kind text, id int, title text, body text, date text)`);
  }
  await h.db.execute(sql`ANALYZE search_documents`);
  console.log('loaded', Date.now() - t);
}
const time = async (label: string, q: string) => {
  const t = performance.now();
  const r = await h.db.execute(sql.raw(q));
  const rows = (r as any).rows ?? [];
  if (q.startsWith('EXPLAIN')) console.log(rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  else console.log(label, (performance.now() - t).toFixed(1), 'ms', JSON.stringify(rows[0] ?? '').slice(0, 100));
};
for (const arg of process.argv.slice(2)) await time(arg.slice(0, 60), arg);
await h.close();
