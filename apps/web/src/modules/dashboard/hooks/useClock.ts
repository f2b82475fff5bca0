import { useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { chinaNow } from '../../../lib/china-time.ts';

/** The current China time (the screen's clock, wherever it is shown), ticking each second. */
export function useClock(): Dayjs {
  const [now, setNow] = useState(() => chinaNow());
  useEffect(() => {
    const timer = setInterval(() => setNow(chinaNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
