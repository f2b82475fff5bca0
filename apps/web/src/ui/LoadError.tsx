import { Button, Result } from 'antd';
import { MESSAGES } from '@coal/contracts';

export interface LoadErrorProps {
  onRetry?: () => void;
}

/** Shown when a page chunk fails or takes longer than CHUNK_LOAD_TIMEOUT_MS (spec §8). */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <Result
      status="warning"
      title={MESSAGES.pageLoadFailed}
      extra={
        <Button type="primary" onClick={onRetry ?? (() => window.location.reload())}>
          重试
        </Button>
      }
    />
  );
}
