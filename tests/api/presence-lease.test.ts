import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer } from './helpers/catalogue';
import { client, disconnectAll, listen, next, pause, roundTrip } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

// A site's lease is 40 s renewed every 10 s; here 600 ms renewed every 150 ms.
const LEASE_MS = 600;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, { presence: { leaseMs: LEASE_MS, renewEveryMs: 150 } });
  base = await listen(t);
});
afterAll(() => t.close());
afterEach(disconnectAll);

const presenceOf = (userId: string) =>
  t.db.selectFrom('performers').select(['is_online', 'presence_expires_at']).where('user_id', '=', userId).executeTakeFirstOrThrow();

test('a performer with a live socket stays online past any one lease: the process holding the socket renews it', async () => {
  const performer = await createPerformer(t.db);
  const socket = client(base);
  await roundTrip(socket, await t.login(performer.username, 'test-password'));
  await pause(LEASE_MS * 3);
  const presence = await presenceOf(performer.id);
  expect(presence.is_online).toBe(true);
  expect(presence.presence_expires_at!.getTime()).toBeGreaterThan(Date.now());
});

test('a performer whose process died (its lease no longer renewed) is set offline by another process, and watchers hear it', async () => {
  const performer = await createPerformer(t.db);
  // What a process killed while holding the performer's socket leaves behind: online, the lease running out.
  await t.db
    .updateTable('performers')
    .set({ is_online: true, presence_expires_at: new Date(Date.now() + 200) })
    .where('user_id', '=', performer.id)
    .execute();
  const watcher = client(base);
  watcher.emit(SOCKET_EVENTS.subscribe, { objectType: 'performer', objectId: performer.id });
  const started = Date.now();
  expect(await next(watcher, SOCKET_EVENTS.performerStatus, 3000)).toEqual({ performerId: performer.id, isOnline: false });
  expect(Date.now() - started).toBeLessThan(LEASE_MS + 1000);
  expect(await presenceOf(performer.id)).toEqual({ is_online: false, presence_expires_at: null });
  const profile = await t.request({ method: 'GET', url: `/api/performers/${performer.id}` });
  expect(profile.json().data.isOnline).toBe(false);
});
