import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createPerformer, createUser } from './helpers/catalogue';
import { TWO_PROCESSES_TIMEOUT_MS, withPeer } from './helpers/peer';
import { client, disconnectAll, listen, next, roundTrip } from './helpers/sockets';
import { createTestApp, type TestApp } from './helpers/test-app';

afterEach(disconnectAll);

describe('socket.io on the API server', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('answers auth/login with success for a valid token and an error otherwise', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username, 'test-password');
    const socket = client(base);
    const bad = next<{ message: string }>(socket, SOCKET_EVENTS.authError);
    socket.emit(SOCKET_EVENTS.authLogin, { token: 'nope' });
    expect(await bad).toEqual({ message: 'Invalid or expired token' });
    const good = next<{ userId: string }>(socket, SOCKET_EVENTS.authSuccess);
    socket.emit(SOCKET_EVENTS.authLogin, { token });
    expect(await good).toEqual({ userId: user.id });
  });

  it("delivers a user's events only to that user's sockets", async () => {
    const [alice, bob] = [await createUser(t.db), await createUser(t.db)];
    const a = client(base);
    const b = client(base);
    await roundTrip(a, await t.login(alice.username, 'test-password'));
    await roundTrip(b, await t.login(bob.username, 'test-password'));
    const heardByBob = jest.fn();
    b.on(SOCKET_EVENTS.performerStatus, heardByBob);
    const heardByAlice = next(a, SOCKET_EVENTS.performerStatus);
    t.app.services.realtime.toUser(alice.id, SOCKET_EVENTS.performerStatus, { performerId: 'p1', isOnline: true });
    expect(await heardByAlice).toEqual({ performerId: 'p1', isOnline: true });
    await new Promise((r) => setTimeout(r, 100));
    expect(heardByBob).not.toHaveBeenCalled();
  });

  it('delivers object events to sockets that subscribed to the object, until they unsubscribe', async () => {
    const objectId = '11111111-1111-4111-8111-111111111111';
    const viewer = client(base);
    const other = client(base);
    const user = await createUser(t.db);
    viewer.emit(SOCKET_EVENTS.subscribe, { objectType: 'video', objectId });
    other.emit(SOCKET_EVENTS.subscribe, { objectType: 'spaceship', objectId });
    await roundTrip(viewer, await t.login(user.username, 'test-password'));
    const otherHeard = jest.fn();
    other.on(SOCKET_EVENTS.commentDeleted, otherHeard);
    const deleted = { objectType: 'video' as const, objectId, commentId: 'c1' };
    const heard = next(viewer, SOCKET_EVENTS.commentDeleted);
    t.app.services.realtime.toObject('video', objectId, SOCKET_EVENTS.commentDeleted, deleted);
    expect(await heard).toEqual(deleted);

    viewer.emit(SOCKET_EVENTS.unsubscribe, { objectType: 'video', objectId });
    await roundTrip(viewer, await t.login(user.username, 'test-password'));
    const late = jest.fn();
    viewer.on(SOCKET_EVENTS.commentDeleted, late);
    t.app.services.realtime.toObject('video', objectId, SOCKET_EVENTS.commentDeleted, deleted);
    await new Promise((r) => setTimeout(r, 100));
    expect(late).not.toHaveBeenCalled();
    expect(otherHeard).not.toHaveBeenCalled();
  });

  it('marks a performer online while connected and offline when the last socket leaves', async () => {
    const performer = await createPerformer(t.db);
    const token = await t.login(performer.username, 'test-password');
    const isOnline = async () =>
      (await t.db.selectFrom('performers').select('is_online').where('user_id', '=', performer.id).executeTakeFirstOrThrow()).is_online;
    const watcher = client(base);
    watcher.emit(SOCKET_EVENTS.subscribe, { objectType: 'performer', objectId: performer.id });
    const first = client(base);
    const second = client(base);
    const online = next(watcher, SOCKET_EVENTS.performerStatus);
    await roundTrip(first, token);
    expect(await online).toEqual({ performerId: performer.id, isOnline: true });
    await roundTrip(second, token);
    expect(await isOnline()).toBe(true);

    first.disconnect();
    await new Promise((r) => setTimeout(r, 200));
    expect(await isOnline()).toBe(true);
    const offline = next(watcher, SOCKET_EVENTS.performerStatus);
    second.disconnect();
    expect(await offline).toEqual({ performerId: performer.id, isOnline: false });
    expect(await isOnline()).toBe(false);
  });
});

describe('socket.io across processes with REDIS_URL', () => {
  it(
    'delivers an event emitted by another process to a client connected to this one',
    async () => {
      await withPeer(async ({ t, peer }) => {
        const user = await createUser(t.db);
        const socket = client(await listen(t));
        await roundTrip(socket, await t.login(user.username, 'test-password'));
        const heard = next(socket, SOCKET_EVENTS.performerStatus);
        peer.app.services.realtime.toUser(user.id, SOCKET_EVENTS.performerStatus, { performerId: 'from-peer', isOnline: true });
        expect(await heard).toEqual({ performerId: 'from-peer', isOnline: true });
      });
    },
    TWO_PROCESSES_TIMEOUT_MS,
  );
});
