/**
 * Tells every server instance that a key changed, so each can drop what it keeps of it in
 * memory (the session cache). Without Redis there is one instance and the bus is local; with
 * Redis it is a pub/sub channel. A subscriber that lost its connection may have missed
 * messages: it is told `'*'` (forget everything) when it is back.
 */
// The Redis channel is `redis-bus.ts` (loaded only when REDIS_URL is set).
export const FORGET_ALL = '*';

export interface InvalidationBus {
  /** Announces a changed key to every instance, this one included. */
  publish(key: string): Promise<void>;
  subscribe(handler: (key: string) => void): void;
  close(): Promise<void>;
}

/** One process: the announcement goes straight to this process's handlers. */
export class LocalBus implements InvalidationBus {
  private readonly handlers: Array<(key: string) => void> = [];

  async publish(key: string): Promise<void> {
    for (const handler of this.handlers) handler(key);
  }

  subscribe(handler: (key: string) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    this.handlers.length = 0;
  }
}
