import { DayBiddingBoard } from '../../modules/day-bidding/components/DayBiddingBoard.tsx';
import { DayBiddingGate } from '../../modules/day-bidding/components/DayBiddingGate.tsx';

/** 每日竞价 (/portal/DayBidding): sessions for members with the 每日竞价 gateway. */
export function DayBiddingPage() {
  return (
    <section aria-label="每日竞价">
      <h2 style={{ color: 'var(--coal-navy)', fontSize: 22 }}>每日竞价</h2>
      <DayBiddingGate>
        <DayBiddingBoard />
      </DayBiddingGate>
    </section>
  );
}
