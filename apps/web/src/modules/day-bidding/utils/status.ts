import type { BiddingStatus } from '@coal/contracts';

/** Tag colours of the session statuses. */
export const STATUS_COLORS: Record<BiddingStatus, string> = {
  upcoming: 'blue',
  bidding: 'red',
  cleared: 'green',
  unsold: 'orange',
  closed: 'default',
  cancelled: 'default',
};
