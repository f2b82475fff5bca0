import { useEffect } from 'react';
import { ensurePortalUser } from '../../app/guard/areaEffects.ts';
import { MarketDashboard } from '../../modules/dashboard/components/MarketDashboard.tsx';

/** /MainPage: the full-screen market dashboard (DESIGN §5). */
export function MainPage() {
  // Outside the portal shell nobody loads the visitor; the bidding panel needs the flag.
  useEffect(() => void ensurePortalUser(), []);
  return <MarketDashboard />;
}
