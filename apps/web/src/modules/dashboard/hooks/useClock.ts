import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';

/** The current time, ticking each second. */
export function useClock(): Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = setInterval(() => setNow(dayjs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
