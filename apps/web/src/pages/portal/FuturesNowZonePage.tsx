import { FuturesNowZone } from '../../modules/basis/components/FuturesNowZone.tsx';

/** 期现专区 (/portal/FuturesNowZone): spot vs futures vs basis. */
export function FuturesNowZonePage() {
  return <FuturesNowZone />;
}
