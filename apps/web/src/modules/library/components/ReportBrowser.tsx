import { FilePdfOutlined, LockOutlined } from '@ant-design/icons';
import { REPORT_ACCESS_NAMES } from '@coal/contracts';
import { Tag } from 'antd';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { formatBytes } from '../../../lib/format.ts';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { useReportListQuery } from '../hooks/useLibraryQueries.ts';
import { LibraryList, useLibraryListState } from './LibraryList.tsx';
import './library.css';

/** 研究报告 list: cover, title, author/institution, date, pages, access. */
export function ReportBrowser() {
  const state = useLibraryListState();
  const result = useReportListQuery(state.query);
  return (
    <LibraryList domain="report" state={state} result={result}>
      {(rows) => (
        <div className="coal-report-list">
          {rows.map((r) => (
            <AppLink key={r.id} to={`/portal/ResearchReportDetail?id=${r.id}`} className="coal-report-card">
              <div className="coal-report-card__cover">{r.coverPath ? <img src={resourceUrl(r.coverPath)} alt="" /> : <FilePdfOutlined />}</div>
              <div className="coal-report-card__body">
                <div className="coal-report-card__title">{r.title}</div>
                <div className="coal-muted">
                  {[r.author, r.institution].filter(Boolean).join(' · ')} {r.publishDate}
                </div>
                <p className="coal-report-card__summary">{r.summary}</p>
                <div>
                  <Tag color="blue">{r.categoryName}</Tag>
                  <Tag color={r.access === 'free' ? 'green' : 'gold'}>
                    {r.access === 'members' ? <LockOutlined /> : null} {REPORT_ACCESS_NAMES[r.access]}
                  </Tag>
                  {r.pageCount ? <Tag>{r.pageCount}页</Tag> : null}
                  {r.fileSize ? <Tag>{formatBytes(r.fileSize)}</Tag> : null}
                  <span className="coal-muted">下载 {r.downloadCount}</span>
                </div>
              </div>
            </AppLink>
          ))}
        </div>
      )}
    </LibraryList>
  );
}
