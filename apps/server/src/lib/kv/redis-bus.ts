import { Redis } from 'ioredis';
import { FORGET_ALL, type InvalidationBus, LocalBus } from './invalidation-bus.ts';

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
