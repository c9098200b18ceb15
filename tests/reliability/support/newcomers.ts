// A visitor arriving while the server is busy: every few seconds a new connection asks GET /api/health, and the time
// to its answer is kept. Node takes on new connections slowly while its event loop is saturated by the requests of
// connections it already has, so this is a figure of its own.
import http from 'node:http';

function once(base: string): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const req = http.get(`${base}/api/health`, { agent: false, timeout: 60_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(Date.now() - started));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(Date.now() - started));
  });
}

export function probeNewcomers(base: string, everyMs: number): { stop(): Promise<number[]> } {
  const probes: Promise<number>[] = [];
  const timer = setInterval(() => probes.push(once(base)), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      return Promise.all(probes);
    },
  };
}
