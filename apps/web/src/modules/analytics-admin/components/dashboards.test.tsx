import type { AnalyticsClickRow, AnalyticsContentRow, AnalyticsKpis, AnalyticsOverview, AnalyticsRealtime, Page } from '@coal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EChartsOption } from 'echarts';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../app/test-utils.tsx';
import { http } from '../../../lib/http/index.ts';
import { ClickDetail } from './ClickDetail.tsx';
import { ClickStatistics } from './ClickStatistics.tsx';
import { ContentsBrowsing } from './ContentsBrowsing.tsx';
import { RealtimeVisitors } from './RealtimeVisitors.tsx';
import { WebsiteBrowsing } from './WebsiteBrowsing.tsx';

vi.mock('../../../lib/http/index.ts', async (original) => ({ ...(await original<object>()), http: { get: vi.fn(), post: vi.fn() } }));
// The charts draw on a canvas jsdom lacks: stand-ins that expose the option they were given.
vi.mock('../charts/charts.tsx', () => {
  const Stub = ({ ariaLabel, option }: { ariaLabel: string; option: EChartsOption }) => (
    <div role="img" aria-label={ariaLabel} data-option={JSON.stringify(option)} />
  );
  return { DashboardChart: Stub, ChinaMapChart: Stub };
});

const get = vi.mocked(http.get);
const ok = <T,>(data: T) => ({ code: 0, result: true, message: '', data });
const answers = new Map<string, unknown>();
const callsTo = (path: string) =>
  get.mock.calls.filter(([url]) => url === `/api/admin/analytics/${path}`).map(([, params]) => params as Record<string, unknown>);
const optionOf = (label: string) =>
  JSON.parse(screen.getByRole('img', { name: label }).getAttribute('data-option')!) as { xAxis: { data: string[] }; series: Array<{ data: unknown[] }> };

beforeEach(() => {
  answers.clear();
  get.mockReset().mockImplementation(async (url: string) => {
    const path = url.replace('/api/admin/analytics/', '');
    const answer = answers.get(path);
    if (answer instanceof Error) return { code: 404, result: false, message: answer.message, data: null };
    return ok(answer);
  });
});

const at = (entry: string, ui: ReactElement) => renderWithProviders(<MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>);

const kpis = (k: Partial<AnalyticsKpis>): AnalyticsKpis => ({ pv: 0, uv: 0, sessions: 0, ips: 0, newVisitors: 0, avgDurationSec: 0, bounceRate: 0, ...k });

describe('网站浏览统计', () => {
  const overview: AnalyticsOverview = {
    from: '2030-03-01',
    to: '2030-03-02',
    totals: kpis({ pv: 1213, uv: 410, sessions: 526, ips: 500, newVisitors: 80, avgDurationSec: 74, bounceRate: 0.384 }),
    previous: kpis({ pv: 1000, uv: 500, sessions: 526, ips: 400, newVisitors: 0, avgDurationSec: 60, bounceRate: 0.4 }),
    bucket: 'day',
    trend: [
      { label: '2030-03-01', pv: 600, uv: 200, sessions: 260 },
      { label: '2030-03-02', pv: 613, uv: 210, sessions: 266 },
    ],
    sources: [{ name: '百度', pv: 700, uv: 300 }],
    devices: [{ name: '电脑', pv: 1213, uv: 410 }],
    browsers: [{ name: 'Chrome', pv: 1213, uv: 410 }],
    os: [],
  };

  it('asks for the range in the address and shows the figures with their change', async () => {
    answers.set('overview', overview);
    at('/back/websiteBrowsing?from=2030-03-01&to=2030-03-02', <WebsiteBrowsing />);
    const pv = await screen.findByLabelText('浏览量(PV)');
    expect(callsTo('overview')[0]).toEqual({ from: '2030-03-01', to: '2030-03-02' });
    expect(pv.textContent).toContain('1,213');
    expect(screen.getByLabelText('浏览量(PV)较上期').textContent).toMatch(/21\.3%/);
    expect(screen.getByLabelText('访客数(UV)较上期').querySelector('.anticon-arrow-down')).not.toBeNull();
    expect(screen.getByLabelText('访问次数较上期').textContent).toContain('0.0%');
    expect(screen.getByLabelText('新访客较上期').textContent).toContain('—');
    expect(screen.getByLabelText('平均停留时长').textContent).toContain('01:14');
    expect(screen.getByLabelText('跳出率').textContent).toContain('38.40%');
    expect(screen.getByLabelText('跳出率较上期').textContent).toContain('1.60个百分点');
    expect(screen.getByText('按日趋势')).toBeTruthy();
    const trend = optionOf('浏览趋势图');
    expect(trend.xAxis.data).toEqual(['2030-03-01', '2030-03-02']);
    expect(trend.series[0]!.data).toEqual([600, 613]);
    expect(screen.queryByRole('img', { name: '操作系统排行图' })).toBeNull();
    expect(within(screen.getByRole('region', { name: '操作系统' })).getAllByText('暂无数据').length).toBeGreaterThan(0);
  });

  it('switches to a quick range and a terminal', async () => {
    answers.set('overview', { ...overview, bucket: 'hour', trend: [{ label: '00:00', pv: 1, uv: 1, sessions: 1 }] });
    at('/back/websiteBrowsing?from=2030-03-01&to=2030-03-02', <WebsiteBrowsing />);
    await screen.findByLabelText('浏览量(PV)');
    fireEvent.click(screen.getByText('今天'));
    await waitFor(() => expect(callsTo('overview').at(-1)).toMatchObject({ from: callsTo('overview').at(-1)!.to }));
    expect(await screen.findByText('按小时趋势')).toBeTruthy();
  });
});

describe('内容浏览统计', () => {
  const row: AnalyticsContentRow = {
    key: '/epm-coalweb/portal/Home',
    title: '首页',
    path: '/epm-coalweb/portal/Home',
    articleId: null,
    pv: 617,
    uv: 355,
    avgDurationSec: 74,
    share: 0.5074,
  };

  it('sends the kind, the sort and the keyword, and ranks the rows', async () => {
    answers.set('contents', { list: [row], total: 1, currentPage: 1, pageSize: 10 } satisfies Page<AnalyticsContentRow>);
    at('/back/ContentsBrowsing?from=2030-03-01&to=2030-03-02', <ContentsBrowsing />);
    expect(await screen.findByText('617')).toBeTruthy();
    expect(screen.getByText('50.74%')).toBeTruthy();
    expect(callsTo('contents')[0]).toEqual({ from: '2030-03-01', to: '2030-03-02', kind: 'page', sort: 'pv', currentPage: 1, pageSize: 10 });
    fireEvent.click(screen.getByRole('tab', { name: '文章' }));
    await waitFor(() => expect(callsTo('contents').at(-1)).toMatchObject({ kind: 'article' }));
    fireEvent.click(screen.getByText('访客数'));
    await waitFor(() => expect(callsTo('contents').at(-1)).toMatchObject({ kind: 'article', sort: 'uv' }));
    fireEvent.change(screen.getByPlaceholderText('标题或地址'), { target: { value: '焦煤' } });
    fireEvent.keyDown(screen.getByPlaceholderText('标题或地址'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(callsTo('contents').at(-1)).toMatchObject({ keyword: '焦煤', sort: 'uv' }));
  });
});

describe('点击统计', () => {
  const row: AnalyticsClickRow = {
    eventName: 'click_banner',
    areaName: '首页横幅',
    target: '煤焦现货交易',
    url: 'https://trade.example.cn/a?b=1',
    clicks: 8,
    uv: 7,
    lastClickAt: '2030-03-02T04:00:00.000Z',
  };

  it('links each row to its detail with the range and terminal', async () => {
    answers.set('clicks', { list: [row], total: 1, currentPage: 1, pageSize: 10 } satisfies Page<AnalyticsClickRow>);
    at('/back/ClickStatistics?from=2030-03-01&to=2030-03-02&sysType=mobile', <ClickStatistics />);
    const link = await screen.findByRole('link', { name: '详情' });
    const target = new URL(link.getAttribute('href')!, 'http://x');
    expect(target.pathname).toMatch(/\/back\/ClickStatisticsDetail$/);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      eventName: 'click_banner',
      url: 'https://trade.example.cn/a?b=1',
      from: '2030-03-01',
      to: '2030-03-02',
      sysType: 'mobile',
    });
    expect(callsTo('clicks')[0]).toMatchObject({ sysType: 'mobile' });
  });

  it('shows a never-clicked item as an empty state with the server message', async () => {
    answers.set('clickDetail', new Error('暂无该点击目标的记录'));
    at('/back/ClickStatisticsDetail?eventName=click_banner&url=https%3A%2F%2Fnever.example.cn&from=2030-03-01&to=2030-03-02', <ClickDetail />);
    expect(await screen.findByText('暂无该点击目标的记录')).toBeTruthy();
    expect(callsTo('clickDetail')[0]).toEqual({ eventName: 'click_banner', url: 'https://never.example.cn', from: '2030-03-01', to: '2030-03-02' });
  });

  it('never turns a recorded javascript: address into a link', async () => {
    answers.set('clicks', { list: [{ ...row, url: 'javascript:alert(1)' }], total: 1, currentPage: 1, pageSize: 10 });
    at('/back/ClickStatistics?from=2030-03-01&to=2030-03-02', <ClickStatistics />);
    const cell = await screen.findByText('javascript:alert(1)');
    expect(cell.closest('a')).toBeNull();
  });
});

describe('实时访客分析', () => {
  const realtime: AnalyticsRealtime = {
    now: '2030-03-02T05:00:30.000Z',
    minutes: 30,
    onlineVisitors: 3,
    pv: 12,
    uv: 5,
    perMinute: [{ minute: '12:59', pv: 2, uv: 1 }],
    recent: [
      {
        id: 'a',
        time: '2030-03-02T04:59:00.000Z',
        visitor: 'e633d6a1',
        member: true,
        ip: '120.24.78.*',
        province: '山西省',
        region: '太原市',
        title: '价格指数',
        url: '/epm-coalweb/portal/Price',
        source: '百度',
        sysType: 'mobile',
        browser: '微信',
        os: 'iOS',
        durationSec: null,
      },
    ],
    topPages: [],
    provinces: [],
  };

  it('shows who is on the site and pauses the refresh on demand', async () => {
    answers.set('realtime', realtime);
    at('/back/RealTimeVisitorAnalysis', <RealtimeVisitors />);
    expect((await screen.findByLabelText('在线访客')).textContent).toContain('3');
    const visit = screen.getByText('120.24.78.*').closest('tr')!;
    expect(within(visit).getByText('会员')).toBeTruthy();
    expect(within(visit).getByText('浏览中')).toBeTruthy();
    expect(within(visit).getByRole('link', { name: '价格指数' }).getAttribute('href')).toBe('/epm-coalweb/portal/Price');
    expect(screen.getByText(/^更新于 \d{2}:\d{2}:\d{2}$/)).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: '自动刷新' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByText('最近60分钟'));
    await waitFor(() => expect(callsTo('realtime').at(-1)).toEqual({ minutes: 60 }));
  });
});
