/**
 * @jest-environment node
 */
// What a write puts live is told within seconds (server/jobs/release-wake.ts), not at the next minute's run.
import { CacheInvalidation } from '../../server/cache/invalidation';
import { wakeReleasesOnWrites } from '../../server/jobs/release-wake';
import { createPerformer, createUser, createVideo, subscribe } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { jobs: 'work' });
});
afterAll(() => t.close());

const announcedAt = async (id: string) => (await t.db.selectFrom('videos').select('announced_at').where('id', '=', id).executeTakeFirstOrThrow()).announced_at;

async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

test('a write through the API asks for a run of the releases job at once: what went live is told within seconds, each time', async () => {
  const performer = await createPerformer(t.db, { name: 'Wake Lane' });
  const fan = await createUser(t.db);
  await subscribe(t.db, fan.id, performer.id);
  const token = await t.login(fan.username, 'test-password');
  for (const title of ['First light', 'Second light']) {
    // Live, untold, as a publish leaves it; then a write through the API (the fan likes it).
    const video = await createVideo(t.db, { performer_id: performer.id, title, published_at: new Date(Date.now() - 1000) });
    expect(await announcedAt(video.id)).toBeNull();
    const like = await t.request({ method: 'POST', url: '/api/reactions', token, payload: { objectType: 'video', objectId: video.id, action: 'like' } });
    expect(like.statusCode).toBe(200);
    const tookMs = await waitUntil(async () => (await announcedAt(video.id)) !== null, 8000);
    expect(tookMs).toBeLessThan(8000);
    const told = await t.db.selectFrom('notifications').select('id').where('user_id', '=', fan.id).where('kind', '=', 'new_content').execute();
    expect(told.length).toBeGreaterThan(0);
    // The next write is past the two seconds one process waits between its asks.
    await new Promise((resolve) => setTimeout(resolve, 2100));
  }
}, 40_000);

test('an item scheduled a few seconds ahead is told at its time once a write has been seen since it was scheduled', async () => {
  const performer = await createPerformer(t.db, { name: 'Wake Later' });
  const fan = await createUser(t.db);
  await subscribe(t.db, fan.id, performer.id);
  const token = await t.login(fan.username, 'test-password');
  await new Promise((resolve) => setTimeout(resolve, 2100)); // past the last look of the test before
  const at = Date.now() + 4000;
  const video = await createVideo(t.db, { performer_id: performer.id, title: 'At four', published_at: new Date(at) });
  const like = await t.request({ method: 'POST', url: '/api/reactions', token, payload: { objectType: 'performer', objectId: performer.id, action: 'like' } });
  expect(like.statusCode).toBe(200);
  await waitUntil(async () => (await announcedAt(video.id)) !== null, 12_000);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  expect(Date.now() - at).toBeLessThan(8000);
}, 30_000);

test('a burst of writes looks once at once and once when the wait ends, asks only when something is due, and never twice in one slot', async () => {
  const invalidation = new CacheInvalidation();
  let due = false;
  const looks: number[] = [];
  const asks: string[] = [];
  wakeReleasesOnWrites(
    invalidation,
    {
      due: async () => (looks.push(Date.now()), due),
      nextScheduled: async () => null,
      ask: async (slot) => asks.push(slot),
    },
    (err) => {
      throw err;
    },
  );
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await invalidation.emit({ kind: 'public-reads' });
  await sleep(50);
  expect([looks.length, asks]).toEqual([1, []]); // nothing due: no job
  due = true;
  for (let i = 0; i < 5; i += 1) await invalidation.emit({ kind: 'public-reads' });
  await invalidation.emit({ kind: 'settings' }); // not a write the public reads
  await sleep(50);
  expect(looks).toHaveLength(1); // within the two seconds: one look waits for their end
  await sleep(2100);
  expect(looks).toHaveLength(2);
  expect(asks).toHaveLength(1);
  await sleep(2100);
  await invalidation.emit({ kind: 'public-reads' });
  await sleep(50);
  expect(asks).toHaveLength(2);
  expect(new Set(asks).size).toBe(2);
}, 15_000);
