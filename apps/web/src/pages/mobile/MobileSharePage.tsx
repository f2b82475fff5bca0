import { Button, Card, Space, Toast } from 'antd-mobile';
import { useLocation } from 'react-router';
import { readIdParam } from '../../lib/format.ts';
import { getConfig } from '../../lib/runtime-config.ts';
import { useForwardMutation } from '../../modules/articles/hooks/useArticleActions.ts';
import { useArticleDetailQuery } from '../../modules/articles/hooks/useArticleQueries.ts';
import { MobilePlaceholder } from '../../modules/mobile-shell/MobilePlaceholder.tsx';

/** /mobile/share?id=…: share an article (system share sheet or copied link); counts a forward. */
export function MobileSharePage() {
  const id = readIdParam(useLocation().search);
  const detail = useArticleDetailQuery(id);
  const forward = useForwardMutation(id ?? 0);
  if (!id || (!detail.isLoading && !detail.data)) return <MobilePlaceholder description="没有要分享的内容" />;
  const url = `${window.location.origin}${getConfig().basePath}mobile/notice/detail?id=${id}`;
  const title = detail.data?.title ?? '';
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        forward.mutate('app');
      } catch {
        // The user closed the share sheet.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      Toast.show({ content: '链接已复制' });
    } catch {
      Toast.show({ content: '请长按链接复制' });
    }
    forward.mutate('link');
  };
  return (
    <Card title="分享文章">
      <p style={{ fontWeight: 600 }}>{title}</p>
      <p style={{ wordBreak: 'break-all', color: 'var(--coal-muted)', fontSize: 13 }}>{url}</p>
      <Space block direction="vertical">
        <Button block color="primary" onClick={() => void share()}>
          {typeof navigator.share === 'function' ? '分享给好友' : '复制链接'}
        </Button>
      </Space>
    </Card>
  );
}
