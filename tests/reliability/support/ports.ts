import net from 'node:net';

const taken = new Set<number>();

function free(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of the range nobody listens on and this run has not handed out yet. */
export async function freePort(range: { from: number; to: number }): Promise<number> {
  for (let port = range.from; port <= range.to; port++) {
    if (taken.has(port)) continue;
    if (await free(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${range.from} and ${range.to}`);
}
