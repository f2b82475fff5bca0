import { Button, Descriptions, Skeleton } from 'antd';
import { useLocation } from 'react-router';
import { AppLink } from '../../app/guard/AppLink.tsx';
import { formatBytes, formatDateTime, readIdParam } from '../../lib/format.ts';
import { resourceUrl } from '../../lib/runtime-config.ts';
import { textsAdminApi } from '../../modules/library-admin/api/libraryAdminApi.ts';
import { LibraryStatusTag } from '../../modules/library-admin/components/LibraryStatusTag.tsx';
import { useCrudDetailQuery } from '../../ui/admin-list/useCrud.ts';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';
import { RichHtml } from '../../ui/rich-html/RichHtml.tsx';

/** 文本详情 (/back/TextDetail?id=). */
export function TextDetailPage() {
  const id = readIdParam(useLocation().search);
  const detail = useCrudDetailQuery(textsAdminApi, id);
  const t = detail.data;
  return (
    <ManagerLayout
      title="文本详情"
      backLink="/back/TextManagement"
      header={
        t ? (
          <AppLink to={`/back/TextAdd?id=${t.id}`}>
            <Button type="primary">编辑</Button>
          </AppLink>
        ) : null
      }
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : !t ? (
        <Empty description="文本不存在" />
      ) : (
        <>
          <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
            <Descriptions.Item label="标题" span={3}>
              {t.title}
            </Descriptions.Item>
            <Descriptions.Item label="分类">{t.categoryName}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <LibraryStatusTag status={t.status} />
            </Descriptions.Item>
            <Descriptions.Item label="阅读">{t.viewCount}</Descriptions.Item>
            <Descriptions.Item label="发布时间">{formatDateTime(t.publishedAt) || '—'}</Descriptions.Item>
            <Descriptions.Item label="更新">{`${formatDateTime(t.updatedAt)} ${t.updatedBy}`}</Descriptions.Item>
            <Descriptions.Item label="排序">{t.sort}</Descriptions.Item>
            <Descriptions.Item label="摘要" span={3}>
              {t.summary || '—'}
            </Descriptions.Item>
            <Descriptions.Item label="附件" span={3}>
              {t.attachments.length
                ? t.attachments.map((a) => (
                    <div key={a.filePath}>
                      <a href={resourceUrl(a.filePath)} target="_blank" rel="noopener noreferrer">
                        {a.name}
                      </a>{' '}
                      <span className="coal-muted">{formatBytes(a.size)}</span>
                    </div>
                  ))
                : '—'}
            </Descriptions.Item>
          </Descriptions>
          <div className="coal-back-article" style={{ marginTop: 16 }}>
            <RichHtml sanitizedHtml={t.content} />
          </div>
        </>
      )}
    </ManagerLayout>
  );
}
