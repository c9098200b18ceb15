import type { FastifyBaseLogger } from 'fastify';

/**
 * On SIGTERM or SIGINT (once): runs `steps` in order, then exits 0, whatever they threw (`afterSteps` runs before the
 * exit); a shutdown that outlasts `timeoutMs` exits 1.
 */
export function exitOnSignals(log: FastifyBaseLogger, label: string, timeoutMs: number, steps: () => Promise<void>, afterSteps: () => void = () => {}): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, label);
    setTimeout(() => process.exit(1), timeoutMs).unref();
    try {
      await steps();
    } finally {
      afterSteps();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
