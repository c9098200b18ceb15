// What must hold across the processes of the cluster: each check acts on one web process and looks on the other
// (or through nginx), and answers a property with the figures it rests on.
import path from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { createAccounts } from '../reliability/accounts';
import { property, type Property } from '../reliability/properties';
import { Listener, waitUntil } from '../reliability/sockets';
import { Api, ApiError } from '../reliability/support/api';
import type { Cluster } from './cluster';

const ADMIN = { username: 'admin', password: 'admin12345' };
const FAN = { username: 'demo', password: 'demo12345' };
const PERFORMER = { username: 'performer', password: 'performer123' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long until `seen` holds (polled every 50 ms), or null after `limitMs`. */
export async function msUntil(seen: () => Promise<boolean>, limitMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await seen().catch(() => false)) return Date.now() - started;
    await sleep(50);
  }
  return null;
}

async function login(api: Api, account: { username: string; password: string }): Promise<string> {
  return (await api.post<{ token: string }>('/api/auth/login', { ...account, remember: false })).token;
}

async function put(api: Api, path: string, body: unknown, token: string): Promise<number> {
  const res = await fetch(`${api.base}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  await res.arrayBuffer();
  return res.status;
}

export async function logoutCrosses(a: Api, b: Api): Promise<Property> {
  const token = await login(a, FAN);
  const before = await a.status('/api/users/me', token);
  await b.post('/api/auth/logout', {}, token);
  const refusedIn = await msUntil(async () => (await a.status('/api/users/me', token)) === 401, 5000);
  return property(
    'a session logged out on one process is refused by the other at once',
    before === 200 && refusedIn !== null && refusedIn < 1000,
    `signed in on A (${before}), logged out on B, refused on A after ${refusedIn ?? 'more than 5000'} ms`,
  );
}

/** An admin suspends a user on A: the user's token is refused on B and their socket on B is ended, at once. */
export async function suspensionCrosses(cluster: Cluster, a: Api, b: Api): Promise<Property> {
  const [account] = await createAccounts(a, path.join(cluster.dataDir, 'outbox'), `suspended${Date.now().toString(36)}`, 1);
  const video = await someVideo(b);
  const listener = new Listener(b.base, account.checkerToken, { objectType: 'video', objectId: video._id });
  try {
    const signedIn = await waitUntil(() => listener.authenticated.length > 0, 10_000);
    const admin = await login(a, ADMIN);
    const before = await b.status('/api/users/me', account.checkerToken);
    await a.post(`/api/admin/users/${account.userId}/suspend`, { reason: 'Checked across processes' }, admin);
    const refusedIn = await msUntil(async () => (await b.status('/api/users/me', account.checkerToken)) === 401, 5000);
    const droppedIn = await msUntil(async () => listener.disconnects.length > 0, 5000);
    return property(
      'a user suspended on one process is signed out on the other at once: their token refused and their socket ended',
      signedIn && before === 200 && refusedIn !== null && refusedIn < 1000 && droppedIn !== null && droppedIn < 1000,
      `socket on B signed in: ${signedIn}; suspended on A; token refused on B after ${refusedIn ?? 'more than 5000'} ms, socket on B ended after ${droppedIn ?? 'more than 5000'} ms`,
    );
  } finally {
    listener.close();
  }
}

export async function settingsCross(a: Api, b: Api): Promise<Property> {
  const token = await login(a, ADMIN);
  const before = (await b.get<{ siteName?: string }>('/api/settings/public')).siteName;
  const name = `Limelight ${Date.now()}`;
  const status = await put(a, '/api/admin/settings/siteName', { value: name }, token);
  const seenIn = await msUntil(async () => (await b.get<{ siteName?: string }>('/api/settings/public')).siteName === name, 5000);
  await put(a, '/api/admin/settings/siteName', { value: before }, token);
  return property(
    'a setting written on one process is read on the other within 1 s',
    status === 200 && seenIn !== null && seenIn < 1000,
    `siteName written on A (${status}), read on B after ${seenIn ?? 'more than 5000'} ms`,
  );
}

/** A video of the demo catalogue; with `forSaleTo`, one on sale that this buyer has not bought. */
async function someVideo(api: Api, forSaleTo?: string): Promise<{ _id: string }> {
  const videos = await api.all<{ _id: string; isSale: boolean; price: number; isBought?: boolean }>('/api/user/assets/videos/search', forSaleTo);
  const video = videos.find((v) => !forSaleTo || (v.isSale && v.price > 0 && !v.isBought));
  if (!video) throw new Error('the demo catalogue lists no such video');
  return video;
}

export async function commentHeardAcross(a: Api, b: Api): Promise<Property> {
  const video = await someVideo(a);
  const token = await login(a, FAN);
  const listener = new Listener(b.base, token, { objectType: 'video', objectId: video._id });
  try {
    await waitUntil(() => listener.authenticated.length > 0, 10_000);
    await sleep(300);
    const comment = await a.post<{ _id: string }>(
      '/api/comments',
      { objectType: 'video', objectId: video._id, content: `Across processes ${Date.now()}` },
      token,
    );
    const heardIn = await msUntil(async () => listener.heard.has(comment._id), 5000);
    return property(
      'a comment posted on one process is heard by a socket on the other',
      heardIn !== null,
      `posted on A, heard on B's socket after ${heardIn ?? 'more than 5000'} ms (${SOCKET_EVENTS.commentCreated})`,
    );
  } finally {
    listener.close();
  }
}

export async function purchaseApprovedAcross(a: Api, b: Api): Promise<Property> {
  const token = await login(a, FAN);
  const video = await someVideo(a, token);
  let detail: string;
  try {
    const purchase = await a.post<{ transaction: { _id: string }; order: { _id: string } }>(`/api/payment/purchase-video/${video._id}`, {}, token);
    await b.post(`/api/payment/sandbox/${purchase.transaction._id}/approve`, {}, token);
    const { transaction: tx } = await a.get<{ transaction: { status: string } }>(`/api/payment/transactions/${purchase.transaction._id}`, token);
    const entitled = await a.get<{ canView?: boolean; isBought?: boolean }>(`/api/user/assets/videos/${video._id}`, token);
    detail = `bought on A, approved on B (its sandbox webhook signed there), transaction on A: ${tx.status}, video bought: ${entitled.isBought}`;
    return property('a purchase opened on one process and approved on the other is paid, once', tx.status === 'success' && entitled.isBought === true, detail);
  } catch (err) {
    if (err instanceof ApiError && err.status === 409)
      return property('a purchase opened on one process and approved on the other is paid, once', false, err.message);
    throw err;
  }
}

export async function loginsWhileRedisIsDown(cluster: Cluster, proxy: Api, a: Api, b: Api): Promise<Property[]> {
  const times: number[] = [];
  const failures: string[] = [];
  await cluster.restartRedis(async () => {
    await sleep(500);
    for (let i = 0; i < 6; i++) {
      const started = Date.now();
      try {
        await login(proxy, FAN);
      } catch (err) {
        failures.push((err as Error).message.slice(0, 120));
      }
      times.push(Date.now() - started);
    }
  });
  // Back: invalidations cross again (a logout on A is refused on B) once the clients have reconnected.
  const recovered = await msUntil(async () => {
    const token = await login(a, FAN);
    await a.post('/api/auth/logout', {}, token);
    return (await b.status('/api/users/me', token)) === 401;
  }, 15_000);
  return [
    property(
      'logins through the proxy answer while Redis is down',
      failures.length === 0 && Math.max(...times) < 3000,
      `${times.length - failures.length}/${times.length} logged in, slowest ${Math.max(...times)} ms${failures.length ? `; ${failures[0]}` : ''}`,
    ),
    property(
      'after Redis restarts, a logout on one process is refused on the other again, without restarting anything',
      recovered !== null,
      recovered === null ? 'not within 15 s' : `within ${recovered} ms of Redis being back`,
    ),
  ];
}

export async function jobsRunOnTheWorker(cluster: Cluster): Promise<Property> {
  const client = new Client({ connectionString: cluster.postgres.url });
  await client.connect();
  try {
    const ran = await msUntil(async () => {
      const { rows } = await client.query(`select count(*)::int as n from pgboss.job where name = 'subscriptions-due' and state = 'completed'`);
      return rows[0].n > 0;
    }, 120_000);
    const { rows } = await client.query(`select name, count(*)::int as n from pgboss.job where name not like '\\_\\_%' group by name order by name`);
    return property(
      'scheduled work runs on the worker (the web processes have RUN_JOBS=false)',
      ran !== null,
      `jobs so far: ${rows.map((r: { name: string; n: number }) => `${r.name} ${r.n}`).join(', ') || 'none'}`,
    );
  } finally {
    await client.end();
  }
}

/** A performer signed in on A only; A is killed: B's API must show them offline within a minute. */
export interface KilledWithAPerformer {
  /** SIGKILL sent... */
  killStartedAt: number;
  /** ...and the process gone. */
  killedAt: number;
  /** Whether the performer went offline in time, waiting up to 90 s. */
  check(): Promise<Property>;
}

export async function presenceAfterKill(cluster: Cluster, a: Api, b: Api): Promise<KilledWithAPerformer> {
  const token = await login(a, PERFORMER);
  const me = await a.get<{ _id: string }>('/api/users/me', token);
  const listener = new Listener(a.base, token, { objectType: 'performer', objectId: me._id });
  await waitUntil(() => listener.authenticated.length > 0, 10_000);
  const online = await msUntil(async () => (await b.get<{ isOnline: boolean }>(`/api/performers/${me._id}`)).isOnline, 5000);
  const killStartedAt = Date.now();
  await cluster.web[0].kill();
  const killedAt = Date.now();
  listener.close();
  return {
    killStartedAt,
    killedAt,
    async check() {
      const offline = await msUntil(async () => !(await b.get<{ isOnline: boolean }>(`/api/performers/${me._id}`)).isOnline, 90_000);
      const after = offline === null ? null : Date.now() - killedAt;
      return property(
        'a performer whose process was killed is offline within a minute (their lease lapses; the other process sweeps it)',
        online !== null && after !== null && after <= 60_000,
        `online on B while signed in on A (${online === null ? 'never' : 'yes'}); offline ${after === null ? 'never (90 s)' : `${(after / 1000).toFixed(1)} s`} after A was killed`,
      );
    },
  };
}

/** The built-in age-verification simulator: a code minted on one process is redeemed on the other. */
export async function simulatorCodeAcross(a: Api, b: Api): Promise<Property> {
  const admin = await login(a, ADMIN);
  for (const [key, value] of Object.entries({ ageVerificationProvider: 'simulator', ageVerificationCountries: ['FR'], ageVerificationEnabled: true })) {
    await put(a, `/api/admin/settings/${key}`, { value }, admin);
  }
  try {
    const fan = await login(a, { username: 'riley', password: 'fan12345' });
    const me = await a.get<{ _id: string }>('/api/users/me', fan);
    const { redirectUrl } = await a.post<{ redirectUrl: string }>('/api/users/verifymyage/start', { userId: me._id, country: 'FR' }, fan);
    const state = new URL(redirectUrl, a.base).searchParams.get('state') ?? '';
    const decided = await a.post<{ redirectUrl: string }>('/api/age-verification/simulator/decide', { state, outcome: 'verified' }, fan);
    const query = new URL(decided.redirectUrl, a.base).search;
    const status = await b.get<{ status: string; verified: boolean }>(`/api/users/verifymyage/callback${query}`, fan);
    return property(
      'an age-verification simulator code minted on one process is redeemed on the other',
      status.verified,
      `started and decided on A, redeemed on B: ${status.status}`,
    );
  } finally {
    await put(a, '/api/admin/settings/ageVerificationEnabled', { value: false }, admin);
  }
}

/** A scheduled release, set up before the other checks and looked at after them (its time comes meanwhile). */
export interface ScheduledRelease {
  check(): Promise<Property>;
}

/**
 * The demo performer, on A, makes a gallery with a photo (tus, through S3) and schedules it a minute ahead; the demo
 * fan, who follows the performer, listens on B. When its time comes the worker's job tells the fan: once.
 */
export async function scheduleRelease(a: Api, b: Api): Promise<ScheduledRelease> {
  const fanToken = await login(b, FAN);
  const performerToken = await login(a, PERFORMER);
  const performer = await a.get<{ _id: string }>('/api/users/me', performerToken);
  await b.put(`/api/follows/${performer._id}`, undefined, fanToken);
  const listener = new Listener(b.base, fanToken, { objectType: 'performer', objectId: performer._id });
  await waitUntil(() => listener.authenticated.length > 0, 10_000);
  const gallery = await a.post<{ _id: string }>('/api/performer/galleries', { title: `Cluster release ${Date.now()}`, access: 'subscribers' }, performerToken);
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer();
  await new Promise<void>((resolve, reject) => {
    new Upload(photo, {
      endpoint: `${a.base}/api/performer/uploads/photos`,
      headers: { authorization: `Bearer ${performerToken}` },
      metadata: { galleryId: gallery._id, filename: 'cluster.jpg' },
      retryDelays: [],
      onSuccess: () => resolve(),
      onError: reject,
    }).start();
  });
  const at = new Date(Date.now() + 60_000);
  await a.post(`/api/performer/galleries/${gallery._id}/publish`, { publish: true, at: at.toISOString() }, performerToken);
  const name = 'a gallery scheduled on one process goes live at its time and its fans are told once (the job on the worker, the socket on the other process)';
  return {
    async check() {
      try {
        // The releases job runs every minute: told within two minutes of the time, then nothing more for 5 s.
        const toldIn = await msUntil(async () => listener.released.has(gallery._id), Math.max(0, at.getTime() + 120_000 - Date.now()));
        await sleep(5000);
        const live = await b.get<{ publishedAt: string }>(`/api/user/assets/galleries/${gallery._id}/view`, fanToken).catch(() => null);
        const times = listener.released.get(gallery._id) ?? 0;
        const late = toldIn === null ? null : Date.now() - 5000 - at.getTime();
        return property(
          name,
          times === 1 && live !== null,
          `scheduled on A for ${at.toISOString().slice(11, 19)}; live on B: ${live ? 'yes' : 'no'}; told to the fan on B ${times} time(s)` +
            (late === null ? ' (not within 2 min)' : `, ${(Math.max(0, late) / 1000).toFixed(0)} s after its time at most`),
        );
      } finally {
        listener.close();
      }
    },
  };
}
