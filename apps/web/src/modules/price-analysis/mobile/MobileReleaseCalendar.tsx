import { useState } from 'react';
import { Button, DatePicker, ErrorBlock, List, Skeleton, Tabs, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { FREQUENCY_NAMES } from '@coal/contracts';
import { getArchive, getCalendar } from '../api/analysisApi.ts';
import { useNextReleases } from '../hooks/useNextReleases.ts';
import { chinaToday } from '../../../lib/china-time.ts';
import { dayBefore, daysFrom } from '../utils/calendarRange.ts';
import { releaseText } from '../utils/releaseText.ts';
import { unitName } from '../utils/analysisCharts.ts';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';

const detail = (code: string) => `/mobile/PriceIndexPro1?code=${encodeURIComponent(code)}`;

/** 发布日历 on a phone: coming releases, each index's next one, and the archive of a chosen date. */
export function MobileReleaseCalendar() {
  const today = chinaToday();
  const [from, to] = daysFrom(today, 14);
  const upcoming = useQuery({ queryKey: ['priceAnalysis', 'calendar', from, to], queryFn: () => getCalendar(from, to) });
  const next = useNextReleases();
  const [date, setDate] = useState(dayBefore(today));
  const [picking, setPicking] = useState(false);
  const archive = useQuery({ queryKey: ['priceAnalysis', 'archive', date], queryFn: () => getArchive(date) });

  return (
    <Tabs>
      <Tabs.Tab title="发布安排" key="upcoming">
        {upcoming.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
        {upcoming.error ? <ErrorBlock status="default" title="加载失败" description={upcoming.error.message} /> : null}
        {(upcoming.data ?? []).map((d) => (
          <List key={d.date} header={releaseText({ date: d.date, time: '' }).trim()}>
            {d.releases.map((r) => (
              <MobileRowItem key={r.code} prefix={<Tag>{r.time}</Tag>} description={FREQUENCY_NAMES[r.frequency]} to={detail(r.code)}>
                {r.name}
              </MobileRowItem>
            ))}
          </List>
        ))}
      </Tabs.Tab>
      <Tabs.Tab title="下次发布" key="next">
        <List>
          {(next.data ?? []).map((r) => (
            <MobileRowItem key={r.code} description={releaseText(r)} to={detail(r.code)}>
              {r.name}
            </MobileRowItem>
          ))}
        </List>
      </Tabs.Tab>
      <Tabs.Tab title="历史存档" key="archive">
        <Button size="small" onClick={() => setPicking(true)}>
          日期：{date}
        </Button>
        <DatePicker
          visible={picking}
          onClose={() => setPicking(false)}
          max={new Date(`${today}T00:00:00`)}
          min={new Date('2015-01-01T00:00:00')}
          value={new Date(`${date}T00:00:00`)}
          onConfirm={(d) => setDate(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`)}
        />
        {archive.isPending ? <Skeleton.Paragraph lineCount={6} animated /> : null}
        {archive.data && archive.data.releases.length === 0 ? <ErrorBlock status="empty" title="当日没有发布" description="非交易日或尚未发布" /> : null}
        <List>
          {(archive.data?.releases ?? []).map((r) => (
            <MobileRowItem
              key={r.code}
              description={`${r.time} 发布 · 数据日期 ${r.period}${r.revisions[0] ? ` · 原值 ${r.revisions[0].previousValue}，已更正` : ''}`}
              extra={`${r.value} ${unitName(r.unit)}`}
              to={detail(r.code)}
            >
              {r.name}
            </MobileRowItem>
          ))}
        </List>
        {archive.data?.corrections.length ? (
          <List header="当日发布的数据更正">
            {archive.data.corrections.map((c, i) => (
              <List.Item key={i} description={`数据日期 ${c.period}`}>
                {c.name}：{c.previousValue} → {c.newValue}
              </List.Item>
            ))}
          </List>
        ) : null}
      </Tabs.Tab>
    </Tabs>
  );
}
