import { PRICE_MESSAGES } from '@coal/contracts';
import { getConfig } from '../../lib/runtime-config.ts';

export const DEMO_LABEL = '演示数据';
export const DEMO_NOTE = PRICE_MESSAGES.demoNote;

/** Synthetic data must say so: when the server flags it, or the whole build is a demo. */
export function isDemoData(...flags: Array<boolean | null | undefined>): boolean {
  return getConfig().demo || flags.some(Boolean);
}
