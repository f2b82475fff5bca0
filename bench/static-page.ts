/**
 * The Lighthouse baseline (`lighthouse.ts`), in its own process: a bare node:http server
 * answering one static page of the portal's kind (a header, a table of twelve prices, a
 * paragraph), no script. Prints its port on stdout.
 */
import { createServer } from 'node:http';

const rows = Array.from(
  { length: 12 },
  (_, i) => `<tr><td>指数 ${i + 1}</td><td>${(800 + i * 7.5).toFixed(1)}</td><td>▲ +${(i * 0.3).toFixed(1)}</td></tr>`,
).join('');
const PAGE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>基准页面 - 价格指数</title><meta name="description" content="同一次运行中的静态基准页面：标题、价格表与一段文字。">
<style>body{font-family:sans-serif;margin:0;color:#1f2933}header{background:#0f2a4a;color:#fff;padding:16px 24px}main{max-width:960px;margin:0 auto;padding:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left}</style>
</head><body><header><h1>煤焦国际交易中心</h1></header><main><h2>最新价格指数</h2>
<table><thead><tr><th>指数</th><th>最新值</th><th>涨跌</th></tr></thead><tbody>${rows}</tbody></table>
<p>本页为性能基准：没有脚本，只有文字与表格。</p></main></body></html>`;

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  response.end(PAGE);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
