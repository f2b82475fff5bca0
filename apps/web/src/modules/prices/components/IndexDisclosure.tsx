import type { LatestValue } from '@coal/contracts';
import './disclosure.css';

export interface IndexDisclosureProps {
  latest: Pick<LatestValue, 'disclosure' | 'methodologyVersion' | 'suspension'> | undefined;
  /** Opens the methodology (the version's entry); without it the version is plain text. */
  onMethodology?: (version: number) => void;
}

/**
 * What the latest value rests on (本期依据：N 笔成交，M 家机构 / 含评估判断) with the methodology
 * version linking to it, and a suspended period (暂停发布 with the reason). Plain elements, so the
 * portal and the phone share it.
 */
export function IndexDisclosure({ latest, onMethodology }: IndexDisclosureProps) {
  if (!latest) return null;
  const { disclosure, suspension } = latest;
  const version = disclosure?.methodologyVersion ?? latest.methodologyVersion ?? null;
  if (!disclosure && !suspension) return null;
  return (
    <div className="coal-disclosure" aria-label="本期依据">
      {suspension ? (
        <p className="coal-disclosure__suspended" role="status">
          <strong>暂停发布</strong> {suspension.period}：{suspension.reason}
        </p>
      ) : null}
      {disclosure ? (
        <p className="coal-disclosure__basis">
          <span>{disclosure.text}</span>
          {version !== null ? (
            <>
              {' · '}
              {onMethodology ? (
                <button type="button" className="coal-disclosure__link" onClick={() => onMethodology(version)}>
                  编制方法第 {version} 版
                </button>
              ) : (
                <span>编制方法第 {version} 版</span>
              )}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
