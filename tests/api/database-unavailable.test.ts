import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { DatabaseError } from 'pg';
import { io as connect } from 'socket.io-client';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db';
import { CONNECT_TIMEOUT_MS } from '../../server/db/postgres-pool';
import { isConnectionFailure, isDatabaseUnavailable, markUnavailable } from '../../server/db/unavailable';
import { DATABASE_UNAVAILABLE_MESSAGE, registerErrorHandler } from '../../server/http/error-handler';

const sqlError = (code: string) => Object.assign(new DatabaseError('from the server', 0, 'error'), { code });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const unavailableBody = { statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' };

describe('telling "the database is out of reach" from a fault', () => {
  it('knows what PostgreSQL says while it stops, starts or refuses connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006', '08001']) expect(isDatabaseUnavailable(sqlError(code))).toBe(true);
  });

  it('leaves errors in queries and data to the generic 500', () => {
    for (const code of ['42601', '23505', '22P02', '40001']) expect(isDatabaseUnavailable(sqlError(code))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('counts a socket error only when it came from the database pool (an unreachable mail server is not the database)', () => {
    expect(isDatabaseUnavailable(socketError('ECONNREFUSED'))).toBe(false);
    expect(isDatabaseUnavailable(markUnavailable(socketError('ECONNREFUSED')))).toBe(true);
  });

  it("knows pg's words for a connection that was lost or could not be had in time", () => {
    for (const error of [
      socketError('ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]),
    ]) {
      expect(isConnectionFailure(error)).toBe(true);
    }
    expect(isConnectionFailure(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/stopping', async () => {
      throw sqlError('57P01');
    });
    app.get('/refused', async () => {
      throw markUnavailable(socketError('ECONNREFUSED'));
    });
    app.get('/bug', async () => {
      throw sqlError('42601');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers an unreachable database with a 503, a message and a Retry-After', async () => {
    for (const url of ['/stopping', '/refused']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailableBody);
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('still answers anything else with a 500 that tells nothing of the cause', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Something went wrong on our side. Please try again later.');
  });
});

/** A port where nothing listens: connecting is refused at once, as while PostgreSQL is stopped. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The API on the real pg driver with a database it cannot reach. */
async function appWithout(databaseUrl: string): Promise<{ app: FastifyInstance; handle: DatabaseHandle; dataDir: string }> {
  const handle = await openDatabase({ databaseUrl, onConnectionLost: () => {} });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'limelight-api-'));
  const app = await buildApp({ config: { ...loadConfig({ NODE_ENV: 'test' }), dataDir }, db: handle.db });
  await app.ready();
  return { app, handle, dataDir };
}

describe('the API while PostgreSQL refuses connections', () => {
  let t: Awaited<ReturnType<typeof appWithout>>;
  beforeAll(async () => {
    t = await appWithout(`postgres://nobody@127.0.0.1:${await closedPort()}/limelight`);
  });
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('says so on /api/health with a 503', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailableBody);
  });

  it('answers reads, logins and signed-in requests with the same 503, at once', async () => {
    const started = Date.now();
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/performers/search' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo12345' } }),
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Bearer some-session-token' } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailableBody);
    }
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS);
  });

  it('tells a socket signing in that its token cannot be checked right now', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect(`http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    try {
      const answer = new Promise<unknown>((resolve) => socket.once(SOCKET_EVENTS.authError, resolve));
      socket.emit(SOCKET_EVENTS.authLogin, { token: 'some-session-token' });
      expect(await answer).toEqual({ message: 'Could not check the token right now. Try again shortly.' });
    } finally {
      socket.disconnect();
    }
  });
});

describe('the API while PostgreSQL accepts connections but never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let t: Awaited<ReturnType<typeof appWithout>>;
  beforeAll(async () => {
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t = await appWithout(`postgres://nobody@127.0.0.1:${(silent.address() as net.AddressInfo).port}/limelight`);
  });
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('gives up after the connection timeout with a 503 instead of hanging', async () => {
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailableBody);
    expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 100);
    expect(Date.now() - started).toBeLessThan(CONNECT_TIMEOUT_MS + 3000);
  });
});
