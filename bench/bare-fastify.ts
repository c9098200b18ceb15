// The bare Fastify baseline (a child process of `npm run bench`): GET /videos answers the object read
// from the JSON file given as first argument, serialised per request. No plugins, no schema, no database.
import fs from 'node:fs';
import Fastify from 'fastify';

async function main(): Promise<void> {
  const [payloadFile, port] = process.argv.slice(2);
  const payload: unknown = JSON.parse(fs.readFileSync(payloadFile, 'utf8'));
  const app = Fastify({ logger: false });
  app.get('/videos', async () => payload);
  await app.listen({ port: Number(port), host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  // The bench went away without stopping us: go too.
  process.on('disconnect', () => process.exit(0));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
