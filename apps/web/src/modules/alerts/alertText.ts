import { ALERT_KIND_NAMES, type PriceAlert } from '@coal/contracts';

/** An alert in words: 向上突破 850、环比变动超过 2%、发布新值. */
export function describeAlert(alert: Pick<PriceAlert, 'kind' | 'threshold'>): string {
  if (alert.kind === 'published') return ALERT_KIND_NAMES.published;
  if (alert.kind === 'change') return `${ALERT_KIND_NAMES.change} ${alert.threshold}%`;
  return `${ALERT_KIND_NAMES[alert.kind]} ${alert.threshold}`;
}
