/**
 * A loopback TCP proxy for fault tests: a server process talks to Redis or PostgreSQL
 * through it, and `cut()` makes the store look restarted (every connection dropped, new
 * ones refused) without touching the machine's own Redis or PostgreSQL.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** Connections accepted so far (a reconnecting client opens new ones). */
  accepted = 0;

  private constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
    public port = 0,
  ) {}

  /** Starts a proxy to `host:port` on a free loopback port. */
  static async start(targetHost: string, targetPort: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(targetHost, targetPort);
    await proxy.listen();
    return proxy;
  }

  /** `url` (redis:// or postgres://) with its host and port replaced by the proxy's. */
  static target(url: string): { host: string; port: number } {
    const parsed = new URL(url);
    const port = Number(parsed.port || (parsed.protocol.startsWith('redis') ? 6379 : 5432));
    return { host: parsed.hostname, port };
  }

  /** `url` pointing at this proxy instead. */
  via(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
  }

  private listen(): Promise<void> {
    const server = createServer((client) => {
      this.accepted++;
      const upstream = connect(this.targetPort, this.targetHost);
      this.track(client);
      this.track(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        const address = server.address();
        if (typeof address === 'object' && address) this.port = address.port;
        resolve();
      });
    });
  }

  /** The store "goes down": open connections are reset and the port refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The store is back on the same port. */
  restore(): Promise<void> {
    return this.listen();
  }

  get isUp(): boolean {
    return this.server !== null;
  }

  close(): Promise<void> {
    return this.cut();
  }
}
