import { MESSAGES } from '@coal/contracts';

export interface LoadErrorProps {
  onRetry?: () => void;
}

/**
 * Shown when a page chunk fails or takes longer than CHUNK_LOAD_TIMEOUT_MS (spec §8). Plain
 * markup: it must work when the chunks of the UI library are the ones that failed.
 */
export function LoadError({ onRetry }: LoadErrorProps) {
  return (
    <div className="coal-load-error" role="alert">
      <span className="coal-load-error__icon" aria-hidden>
        !
      </span>
      <p className="coal-load-error__title">{MESSAGES.pageLoadFailed}</p>
      <button type="button" className="coal-load-error__retry" onClick={onRetry ?? (() => window.location.reload())}>
        重试
      </button>
    </div>
  );
}
