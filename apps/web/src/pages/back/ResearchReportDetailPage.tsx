import { Skeleton, Tag } from 'antd';
import { useLocation } from 'react-router';
import { REPORT_ACCESS_NAMES } from '@coal/contracts';
import { formatBytes, readIdParam } from '../../lib/format.ts';
import { reportsAdminApi } from '../../modules/library-admin/api/libraryAdminApi.ts';
import { LibraryItemFacts } from '../../modules/library-admin/components/LibraryItemFacts.tsx';
import { useReportPreviewQuery } from '../../modules/library-admin/hooks/useLibraryAdmin.ts';
import { AdminDetailLayout } from '../../ui/admin-list/AdminDetailLayout.tsx';
import { useCrudDetailQuery } from '../../ui/admin-list/useCrud.ts';
import { Empty } from '../../ui/Empty.tsx';
import { PdfFrame } from '../../ui/PdfFrame.tsx';

/** 研究报告详情 (/back/ResearchReportDetail?id=): facts and the inline PDF preview. */
export function ResearchReportDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useCrudDetailQuery(reportsAdminApi, id);
  const preview = useReportPreviewQuery(id, Boolean(detail.data));
  return (
    <AdminDetailLayout title="研究报告详情" backLink="/back/ResearchReportManagement" editPath="/back/ResearchReportAdd" detail={detail} missing="报告不存在">
      {(r) => (
        <>
          <LibraryItemFacts
            item={r}
            facts={[
              { key: 'access', label: '权限', children: <Tag>{REPORT_ACCESS_NAMES[r.access]}</Tag> },
              { key: 'author', label: '作者/机构', children: [r.author, r.institution].filter(Boolean).join(' · ') || '—' },
              { key: 'date', label: '发布日期', children: r.publishDate },
              { key: 'file', label: '文件', children: `${r.pageCount ?? '—'}页 · ${formatBytes(r.fileSize)}` },
              { key: 'downloads', label: '下载次数', children: r.downloadCount },
            ]}
          />
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
    </AdminDetailLayout>
  );
}
