import { useLocation } from 'react-router';
import { formatBytes, formatDateTime, readIdParam } from '../../lib/format.ts';
import { resourceUrl } from '../../lib/runtime-config.ts';
import { textsAdminApi } from '../../modules/library-admin/api/libraryAdminApi.ts';
import { LibraryItemFacts } from '../../modules/library-admin/components/LibraryItemFacts.tsx';
import { AdminDetailLayout } from '../../ui/admin-list/AdminDetailLayout.tsx';
import { useCrudDetailQuery } from '../../ui/admin-list/useCrud.ts';
import { RichHtml } from '../../ui/rich-html/RichHtml.tsx';

/** 文本详情 (/back/TextDetail?id=). */
export function TextDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useCrudDetailQuery(textsAdminApi, id);
  return (
    <AdminDetailLayout title="文本详情" backLink="/back/TextManagement" editPath="/back/TextAdd" detail={detail} missing="文本不存在">
      {(t) => (
        <>
          <LibraryItemFacts
            item={t}
            facts={[
              { key: 'views', label: '阅读', children: t.viewCount },
              { key: 'published', label: '发布时间', children: formatDateTime(t.publishedAt) || '—' },
            ]}
            afterSummary={[
              {
                key: 'attachments',
                label: '附件',
                span: 3,
                children: t.attachments.length
                  ? t.attachments.map((a) => (
                      <div key={a.filePath}>
                        <a href={resourceUrl(a.filePath)} target="_blank" rel="noopener noreferrer">
                          {a.name}
                        </a>{' '}
                        <span className="coal-muted">{formatBytes(a.size)}</span>
                      </div>
                    ))
                  : '—',
              },
            ]}
          />
          <div className="coal-back-article" style={{ marginTop: 16 }}>
            <RichHtml sanitizedHtml={t.content} />
          </div>
        </>
      )}
    </AdminDetailLayout>
  );
}
