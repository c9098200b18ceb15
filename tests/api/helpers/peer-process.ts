// A second API server in its own Node process, for the cross-process tests (tests/api/helpers/peer.ts starts it).
// It serves real HTTP and sockets on a loopback port and takes orders as JSON lines on stdin, answering each on
// stdout with the same id: `insert` copies rows the two processes would share in production (each test database
// is its own copy), `toUser` emits a realtime event from this process.
import readline from 'node:readline';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { PEER_LINE, type PeerOrder } from './peer';
import { createTestApp } from './test-app';

function say(message: object): void {
  process.stdout.write(`${PEER_LINE}${JSON.stringify(message)}\n`);
}

async function main(): Promise<void> {
  const t = await createTestApp({ redisUrl: process.env.PEER_REDIS_URL });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  say({ ready: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` });

  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', async (line) => {
    const order = JSON.parse(line) as PeerOrder & { id: number };
    try {
      if (order.op === 'insert') {
        // Rows copied verbatim from the other process: their table is only known at run time.
        const anyTable = t.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
        await anyTable.insertInto(order.table).values(order.rows).execute();
      } else {
        t.app.services.realtime.toUser(order.userId, order.event, order.payload);
      }
      say({ id: order.id, ok: true });
    } catch (err) {
      say({ id: order.id, ok: false, error: err instanceof Error ? err.message : String(err) });
    }
  });
  // The parent closing stdin (or dying) ends the peer.
  lines.on('close', async () => {
    await t.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
