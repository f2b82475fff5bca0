/**
 * The shipped deploy/nginx.conf started in front of a server (its own prefix in a temp
 * directory; `daemon off`), plus a second server block serving static files: the baseline
 * for answers kept in nginx's cache.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = '/usr/sbin/nginx';
const CONF = fileURLToPath(new URL('../deploy/nginx.conf', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface Nginx {
  /** The shipped config's server, in front of the app. */
  front: string;
  /** A plain server of static files (`staticFile` puts them there). */
  statics: string;
  staticFile(name: string, body: Buffer, headers: Record<string, string>): string;
  close(): void;
}

export async function startNginx(appPort: number): Promise<Nginx> {
  const prefix = mkdtempSync(join(tmpdir(), 'coal-bench-nginx-'));
  for (const dir of ['logs', 'temp', 'static']) mkdirSync(join(prefix, dir));
  const [port, staticPort] = [await freePort(), await freePort()];
  const shipped = readFileSync(CONF, 'utf8');
  // The static baseline answers with the same headers as the app's (type, encoding), from a file.
  const staticServer = `  server {
    listen 127.0.0.1:${staticPort};
    access_log off;
    location = /ready {
      return 204;
    }
    location /static/ {
      root ${prefix};
      default_type application/json;
      add_header Content-Encoding $arg_ce;
      add_header Vary accept-encoding;
    }
  }
}`;
  const conf = shipped
    .replace('listen 80 reuseport;', `listen 127.0.0.1:${port};`)
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${appPort};`)
    .replace(/}\s*$/, staticServer);
  writeFileSync(join(prefix, 'nginx.conf'), conf);
  const global = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const child = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', global], { stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error('nginx exited');
    if (
      await fetch(`http://127.0.0.1:${staticPort}/ready`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    front: `http://127.0.0.1:${port}`,
    statics: `http://127.0.0.1:${staticPort}`,
    staticFile(name, body, headers) {
      writeFileSync(join(prefix, 'static', name), body);
      const ce = headers['content-encoding'];
      return `http://127.0.0.1:${staticPort}/static/${name}${ce ? `?ce=${ce}` : ''}`;
    },
    close() {
      child.kill('SIGTERM');
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
