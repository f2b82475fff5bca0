/**
 * The server's idea of "now", injected so that time-dependent rules (the price embargo)
 * can be tested at a fixed moment. Production uses the system clock.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at `at` (tests); `set` moves it. */
export function fixedClock(at: Date | string): Clock & { set(at: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set(next) {
      current = new Date(next);
    },
  };
}
