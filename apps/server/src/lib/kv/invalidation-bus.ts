/**
 * Tells every server instance that a key changed, so each can drop what it keeps of it in
 * memory (the session cache). Without Redis there is one instance and the bus is local; with
 * Redis it is a pub/sub channel. A subscriber that lost its connection may have missed
 * messages: it is told `'*'` (forget everything) when it is back.
 */
import { Redis } from 'ioredis';

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

/** Several instances: a Redis channel (one connection publishes, a second one listens). */
export class RedisBus implements InvalidationBus {
  private readonly local = new LocalBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private lostConnection = false;

  constructor(url: string, prefix: string) {
    this.channel = `${prefix}invalidate`;
    const options = { maxRetriesPerRequest: 2, commandTimeout: 2000, retryStrategy: (times: number) => Math.min(times * 100, 1000) };
    this.publisher = new Redis(url, { ...options, enableOfflineQueue: false });
    this.subscriber = new Redis(url, options);
    // Errors are reported by the key-value store on its own connection; here they only mean "missed messages".
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => {
      this.lostConnection = true;
    });
    this.subscriber.on('ready', () => {
      if (!this.lostConnection) return;
      this.lostConnection = false;
      void this.local.publish(FORGET_ALL);
    });
    this.subscriber.on('message', (_channel: string, key: string) => void this.local.publish(key));
    void this.subscriber.subscribe(this.channel).catch(() => {
      this.lostConnection = true;
    });
  }

  async publish(key: string): Promise<void> {
    // This instance forgets at once, whatever Redis does; the others hear it through the channel.
    await this.local.publish(key);
    await this.publisher.publish(this.channel, key).catch(() => undefined);
  }

  subscribe(handler: (key: string) => void): void {
    this.local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
