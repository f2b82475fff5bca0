import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:8300/epm-coalweb/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 1000 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(BASE + 'back/Login');
await page.getByPlaceholder('请输入账号').fill('analyst');
await page.getByPlaceholder('请输入密码').fill('Analyst@2026');
await page.getByPlaceholder('请输入验证码').fill('8888');
await page.getByRole('button', { name: /登\s*录/ }).click();
await page.waitForTimeout(3000);
for (const p of (process.argv[2] ?? 'websiteBrowsing,RegionalAnalysis,RealTimeVisitorAnalysis,ContentsBrowsing,ClickStatistics').split(',')) {
  await page.goto(BASE + 'back/' + p);
  await page.waitForTimeout(5000);
  await page.screenshot({ path: `/tmp/shot-${p.replace(/[^A-Za-z]/g, '')}.png`, fullPage: true });
}
console.log('errors', errors.slice(0, 10));
await browser.close();
