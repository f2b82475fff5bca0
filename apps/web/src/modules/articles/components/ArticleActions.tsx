import { useState } from 'react';
import { LikeFilled, LikeOutlined, ShareAltOutlined, StarFilled, StarOutlined, WarningOutlined } from '@ant-design/icons';
import type { ArticleDetail } from '@coal/contracts';
import { Button, Dropdown, Space } from 'antd';
import { notifier } from '../../../lib/http/notifier.ts';
import { useMemberAction } from '../../auth/useMemberAction.ts';
import { ComplaintDialog } from '../../complaints/components/ComplaintDialog.tsx';
import { useArticleFollowMutation, useArticleThumbsUpMutation, useForwardMutation } from '../hooks/useArticleActions.ts';

export interface ArticleActionsProps {
  article: ArticleDetail;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Thumbs-up, follow (article and author), forward and complaint under an article. */
export function ArticleActions({ article }: ArticleActionsProps) {
  const memberOnly = useMemberAction();
  const thumbsUp = useArticleThumbsUpMutation(article.id);
  const follow = useArticleFollowMutation(article.id);
  const forward = useForwardMutation(article.id);
  const [complaintOpen, setComplaintOpen] = useState(false);

  const share = async (channel: string) => {
    const url = window.location.href;
    if (channel === 'weibo') {
      window.open(`https://service.weibo.com/share/share.php?url=${encodeURIComponent(url)}&title=${encodeURIComponent(article.title)}`, '_blank', 'noopener');
    } else {
      notifier.info((await copyText(url)) ? '链接已复制，可粘贴转发' : `请复制链接转发：${url}`);
    }
    forward.mutate(channel);
  };

  return (
    <div className="coal-article-actions">
      <Space wrap>
        <Button
          icon={article.isThumbsUp ? <LikeFilled /> : <LikeOutlined />}
          type={article.isThumbsUp ? 'primary' : 'default'}
          loading={thumbsUp.isPending}
          aria-pressed={article.isThumbsUp}
          onClick={memberOnly(() => thumbsUp.mutate())}
        >
          {article.isThumbsUp ? '已点赞' : '点赞'} {article.thumbsUpCount}
        </Button>
        <Button
          icon={article.isFollowed ? <StarFilled /> : <StarOutlined />}
          aria-pressed={article.isFollowed}
          loading={follow.isPending && follow.variables?.type === 'article'}
          onClick={memberOnly(() => follow.mutate({ type: 'article', id: article.id }))}
        >
          {article.isFollowed ? '已收藏' : '收藏'}
        </Button>
        {article.authorType === 'member' && article.authorId ? (
          <Button
            aria-pressed={article.isAuthorFollowed}
            loading={follow.isPending && follow.variables?.type === 'user'}
            onClick={memberOnly(() => follow.mutate({ type: 'user', id: article.authorId }))}
          >
            {article.isAuthorFollowed ? '已关注作者' : '关注作者'}
          </Button>
        ) : null}
        <Dropdown
          menu={{
            items: [
              { key: 'link', label: '复制链接' },
              { key: 'weibo', label: '分享到微博' },
            ],
            onClick: ({ key }) => void share(key),
          }}
        >
          <Button icon={<ShareAltOutlined />}>转发 {article.forwardCount}</Button>
        </Dropdown>
        <Button type="text" danger icon={<WarningOutlined />} onClick={memberOnly(() => setComplaintOpen(true), `complain:article:${article.id}`)}>
          投诉
        </Button>
      </Space>
      <ComplaintDialog open={complaintOpen} targetType="article" targetId={article.id} targetTitle={article.title} onClose={() => setComplaintOpen(false)} />
    </div>
  );
}
