import { DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { REPORT_ACCESS_NAMES, type ReportDetail } from '@coal/contracts';
import { Alert, Button, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { formatBytes } from '../../../lib/format.ts';
import { getConfig } from '../../../lib/runtime-config.ts';
import { trackClick } from '../../analytics/tracker.ts';
import { Empty } from '../../../ui/Empty.tsx';
import { useAuthDialogs } from '../../auth/components/authDialogStore.ts';
import { fetchReportFileLink } from '../api/libraryApi.ts';
import { useReportPreviewLinkQuery } from '../hooks/useLibraryQueries.ts';
import '../../articles/components/articles.css';
import './library.css';

/** A research report: facts, summary, inline PDF preview and download (members-only ones ask for login). */
export function ReportDetailView({ report, loading }: { report: ReportDetail | undefined; loading: boolean }) {
  const preview = useReportPreviewLinkQuery(report?.id ?? null, Boolean(report?.canRead));
  const [downloading, setDownloading] = useState(false);
  if (loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (!report) return <Empty description="报告不存在或已下线" />;
  const download = async () => {
    setDownloading(true);
    try {
      // The stable address of the file, not the signed one-off link, so downloads add up per report.
      trackClick('click_download', { label: `${report.title}.pdf`, url: `${getConfig().basePath}api/researchReport/file?id=${report.id}` });
      const link = await fetchReportFileLink(report.id, 'download');
      window.open(link.url, '_blank', 'noopener');
    } finally {
      setDownloading(false);
    }
  };
  return (
    <article>
      <h1 className="coal-article__title">{report.title}</h1>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="分类">{report.categoryName}</Descriptions.Item>
        <Descriptions.Item label="作者">{report.author || '—'}</Descriptions.Item>
        <Descriptions.Item label="机构">{report.institution || '—'}</Descriptions.Item>
        <Descriptions.Item label="发布日期">{report.publishDate}</Descriptions.Item>
        <Descriptions.Item label="页数/大小">{`${report.pageCount ?? '—'}页 / ${formatBytes(report.fileSize) || '—'}`}</Descriptions.Item>
        <Descriptions.Item label="阅读权限">{REPORT_ACCESS_NAMES[report.access]}</Descriptions.Item>
      </Descriptions>
      {report.summary ? <p style={{ lineHeight: 1.8 }}>{report.summary}</p> : null}
      {report.canRead ? (
        <>
          <Space style={{ marginBottom: 12 }}>
            <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download().catch(() => undefined)}>
              下载PDF
            </Button>
            <span className="coal-muted">已下载 {report.downloadCount} 次</span>
          </Space>
          {preview.data ? (
            <iframe className="coal-pdf-frame" title={`${report.title} 在线预览`} src={preview.data.url} />
          ) : (
            <Skeleton.Node active style={{ width: '100%', height: 400 }} />
          )}
        </>
      ) : (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined />}
          title="本报告为会员专享，请登录后阅读"
          action={
            <Button size="small" type="primary" onClick={() => useAuthDialogs.getState().openLogin()}>
              登录
            </Button>
          }
        />
      )}
    </article>
  );
}
