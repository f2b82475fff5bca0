import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { FORGET_ALL, type InvalidationBus, LocalBus } from './invalidation-bus.ts';

/** Ends the sender's id in a message (keys never hold a NUL). */
const SENDER_END = '\u0000';

/** Several instances: a Redis channel (one connection publishes, a second one listens). */
export class RedisBus implements InvalidationBus {
  private readonly local = new LocalBus();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private lostConnection = false;
  /** This instance, named in what it announces (an instance without it sends the bare key). */
  private readonly id = randomUUID();

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
    this.subscriber.on('message', (_channel: string, message: string) => {
      const from = message.indexOf(SENDER_END);
      // Its own announcement, already heard here at publish: heard again it dropped the value this
      // instance had just cached (a write's new version token), one needless store read a write.
      if (from >= 0 && message.slice(0, from) === this.id) return;
      void this.local.publish(from >= 0 ? message.slice(from + 1) : message);
    });
    void this.subscriber.subscribe(this.channel).catch(() => {
      this.lostConnection = true;
    });
  }

  async publish(key: string): Promise<void> {
    // This instance forgets at once, whatever Redis does; the others hear it through the channel.
    await this.local.publish(key);
    await this.publisher.publish(this.channel, `${this.id}${SENDER_END}${key}`).catch(() => undefined);
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
