import { Button, Descriptions, Skeleton, Tag } from 'antd';
import { useLocation } from 'react-router';
import { REPORT_ACCESS_NAMES } from '@coal/contracts';
import { AppLink } from '../../app/guard/AppLink.tsx';
import { formatBytes, formatDateTime, readIdParam } from '../../lib/format.ts';
import { reportsAdminApi } from '../../modules/library-admin/api/libraryAdminApi.ts';
import { LibraryStatusTag } from '../../modules/library-admin/components/LibraryStatusTag.tsx';
import { useReportPreviewQuery } from '../../modules/library-admin/hooks/useLibraryAdmin.ts';
import { useCrudDetailQuery } from '../../ui/admin-list/useCrud.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { PdfFrame } from '../../ui/PdfFrame.tsx';

/** 研究报告详情 (/back/ResearchReportDetail?id=): facts and the inline PDF preview. */
export function ResearchReportDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useCrudDetailQuery(reportsAdminApi, id);
  const preview = useReportPreviewQuery(id, Boolean(detail.data));
  const r = detail.data;
  return (
    <ManagerLayout
      title="研究报告详情"
      backLink="/back/ResearchReportManagement"
      header={
        r ? (
          <AppLink to={`/back/ResearchReportAdd?id=${r.id}`}>
            <Button type="primary">编辑</Button>
          </AppLink>
        ) : null
      }
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : !r ? (
        <Empty description="报告不存在" />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="标题" span={3}>
              {r.title}
            </Descriptions.Item>
            <Descriptions.Item label="分类">{r.categoryName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <LibraryStatusTag status={r.status} />
            </Descriptions.Item>
            <Descriptions.Item label="权限">
              <Tag>{REPORT_ACCESS_NAMES[r.access]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="作者/机构">{[r.author, r.institution].filter(Boolean).join(' · ') || '—'}</Descriptions.Item>
            <Descriptions.Item label="发布日期">{r.publishDate}</Descriptions.Item>
            <Descriptions.Item label="文件">{`${r.pageCount ?? '—'}页 · ${formatBytes(r.fileSize)}`}</Descriptions.Item>
            <Descriptions.Item label="下载次数">{r.downloadCount}</Descriptions.Item>
            <Descriptions.Item label="更新">{`${formatDateTime(r.updatedAt)} ${r.updatedBy}`}</Descriptions.Item>
            <Descriptions.Item label="排序">{r.sort}</Descriptions.Item>
            <Descriptions.Item label="摘要" span={3}>
              {r.summary || '—'}
            </Descriptions.Item>
          </Descriptions>
          <h3 style={{ marginTop: 16 }}>在线预览</h3>
          {preview.isLoading ? (
            <Skeleton.Node active style={{ width: '100%', height: 300 }} />
          ) : preview.data ? (
            <PdfFrame src={preview.data} title="报告预览" />
          ) : (
            <Empty description="报告文件暂不可预览" />
          )}
        </>
      )}
    </ManagerLayout>
  );
}
