import type { AdminVideoItem } from '@coal/contracts';
import { Alert, Button, Modal, Space } from 'antd';
import { resourceUrl } from '../../../lib/runtime-config.ts';
import { LazyVideoPlayer } from '../../../ui/video/LazyVideoPlayer.tsx';
import { useVideoCheckMutation } from '../hooks/useLibraryAdmin.ts';

/** 播放检查: the server's check of the source and a real playback in the player. */
export function VideoPreviewDialog({ video, onClose }: { video: AdminVideoItem | null; onClose: () => void }) {
  const check = useVideoCheckMutation();
  const result = check.data;
  return (
    <Modal
      open={video !== null}
      title={video ? `播放检查：${video.title}` : ''}
      width={820}
      footer={null}
      onCancel={() => {
        check.reset();
        onClose();
      }}
      destroyOnHidden
    >
      {video ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <LazyVideoPlayer src={video.src} poster={video.coverPath ? resourceUrl(video.coverPath) : undefined} title={video.title} />
          <Space>
            <Button loading={check.isPending} onClick={() => check.mutate({ id: video.id })}>
              检查视频源
            </Button>
            <span className="coal-muted">
              {video.sourceType === 'upload' ? '上传文件' : '外部地址'}：{video.src}
            </span>
          </Space>
          {result ? (
            <Alert
              type={result.playable === false ? 'error' : result.playable ? 'success' : 'info'}
              showIcon
              title={result.message}
              description={
                result.checked
                  ? `HTTP ${result.status ?? '—'} · ${result.contentType ?? '未知类型'}${result.size ? ` · ${(result.size / 1048576).toFixed(1)} MB` : ''}`
                  : '外部地址不做服务器检查，请以上方播放器实际播放为准。'
              }
            />
          ) : null}
        </Space>
      ) : null}
    </Modal>
  );
}
