import { useState } from 'react';
import { Card, Col, Descriptions, Empty, List, Row, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ArchiveCorrection, type ArchiveRelease, FREQUENCY_NAMES, type IndexFrequency } from '@coal/contracts';
import { Link } from 'react-router';
import { getArchive, getCalendar } from '../api/analysisApi.ts';
import { useNextReleases } from '../hooks/useNextReleases.ts';
import { chinaToday } from '../../../lib/china-time.ts';
import { dayBefore, daysFrom } from '../utils/calendarRange.ts';
import { releaseText } from '../utils/releaseText.ts';
import { unitName } from '../utils/analysisCharts.ts';
import { QueryState } from './QueryState.tsx';
import { DatePicker } from '../../../ui/ChinaDatePicker.ts';
import '../analysis.css';

const UPCOMING_DAYS = 14;
const priceLink = (code: string) => `/portal/Price?code=${encodeURIComponent(code)}`;

/** A value with its corrections: the first published value struck through, then the corrected one. */
function ValueWithRevisions({ r }: { r: ArchiveRelease }) {
  const first = r.revisions[0];
  return (
    <span>
      {first ? (
        <span className="coal-archive-old" aria-label={`原值 ${first.previousValue}`}>
          {first.previousValue}
        </span>
      ) : null}
      {r.value}
      {first ? (
        <Tag color="orange" style={{ marginLeft: 6 }}>
          已更正
        </Tag>
      ) : null}
    </span>
  );
}

/** 发布日历: the coming releases by day and time, each index's next release, and the archive of any past date. */
export function ReleaseCalendar() {
  const today = chinaToday();
  const [from, to] = daysFrom(today, UPCOMING_DAYS);
  const upcoming = useQuery({ queryKey: ['priceAnalysis', 'calendar', from, to], queryFn: () => getCalendar(from, to) });
  const next = useNextReleases();
  const [date, setDate] = useState(dayBefore(today));
  const archive = useQuery({ queryKey: ['priceAnalysis', 'archive', date], queryFn: () => getArchive(date) });
  const day = archive.data;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        指数发布日历
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        时间均为北京时间；法定节假日不发布，周度指数遇节假日提前至前一交易日，月度指数于当月最后一个交易日发布。
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card title={`未来${UPCOMING_DAYS}天发布安排`} size="small">
            <QueryState pending={upcoming.isPending} error={upcoming.error} empty={(upcoming.data?.length ?? 0) === 0} emptyText="近期没有发布安排">
              {(upcoming.data ?? []).map((d) => (
                <div key={d.date} className="coal-calendar-day" aria-label={`发布日 ${d.date}`}>
                  <Typography.Text strong>{releaseText({ date: d.date, time: '' }).trim()}</Typography.Text>
                  <List
                    size="small"
                    dataSource={d.releases}
                    renderItem={(r) => (
                      <List.Item>
                        <Space>
                          <Tag>{r.time}</Tag>
                          <Link to={priceLink(r.code)}>{r.name}</Link>
                          <span className="coal-analysis-muted">{FREQUENCY_NAMES[r.frequency]}</span>
                        </Space>
                      </List.Item>
                    )}
                  />
                </div>
              ))}
            </QueryState>
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="各指数下次发布" size="small">
            <QueryState pending={next.isPending} error={next.error} empty={(next.data?.length ?? 0) === 0}>
              <Table
                aria-label="各指数下次发布"
                rowKey="code"
                size="small"
                pagination={false}
                dataSource={next.data ?? []}
                columns={[
                  { title: '指数', dataIndex: 'name', render: (name: string, r) => <Link to={priceLink(r.code)}>{name}</Link> },
                  { title: '频率', dataIndex: 'frequency', render: (f: string) => FREQUENCY_NAMES[f as IndexFrequency] ?? f },
                  { title: '下次发布', key: 'next', render: (_: unknown, r) => releaseText(r) },
                ]}
              />
            </QueryState>
          </Card>
        </Col>
      </Row>
      <Card
        title="历史发布存档"
        size="small"
        extra={
          <DatePicker
            aria-label="存档日期"
            allowClear={false}
            value={dayjs(date)}
            disabledDate={(d) => d.isAfter(dayjs(today), 'day')}
            onChange={(d) => d && setDate(d.format('YYYY-MM-DD'))}
          />
        }
      >
        <QueryState pending={archive.isPending} error={archive.error} empty={false}>
          {day ? (
            <>
              {day.releases.length === 0 ? (
                <Empty description={`${date} 没有发布（非交易日或尚未发布）`} />
              ) : (
                <Table<ArchiveRelease>
                  aria-label="当日发布"
                  rowKey="code"
                  size="small"
                  pagination={false}
                  dataSource={day.releases}
                  columns={[
                    { title: '发布时间', dataIndex: 'time' },
                    { title: '指数', dataIndex: 'name', render: (name: string, r) => <Link to={priceLink(r.code)}>{name}</Link> },
                    { title: '数据日期', dataIndex: 'period' },
                    { title: '数值（原值 → 更正值）', key: 'value', align: 'right', render: (_: unknown, r) => <ValueWithRevisions r={r} /> },
                    { title: '单位', dataIndex: 'unit', render: unitName },
                  ]}
                />
              )}
              {day.corrections.length ? (
                <Descriptions title="当日发布的数据更正" size="small" column={1} style={{ marginTop: 16 }}>
                  {day.corrections.map((c: ArchiveCorrection, i) => (
                    <Descriptions.Item key={i} label={`${c.name}（${c.period}）`}>
                      原值 {c.previousValue} → 更正为 {c.newValue} {unitName(c.unit)}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ) : null}
            </>
          ) : null}
        </QueryState>
      </Card>
    </Space>
  );
}
