import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface TestRedis {
  url: string;
  port: number;
  pid: number;
  stop(): Promise<void>;
}

/** A throwaway Redis (Debian package redis-server) on a free loopback port (or `port`: a restart), without persistence. */
export async function startRedis(port?: number): Promise<TestRedis> {
  port ??= await freePort();
  const child: ChildProcess = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start in 10 s')), 10_000);
    child.once('error', (err) => reject(new Error(`redis-server could not start (apt-get install redis-server): ${err.message}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });
}
