/**
 * @jest-environment node
 */
// The probe's three causes of 500s on bad input: a NUL byte in any string that reaches PostgreSQL, non-finite
// numbers (Infinity, -Infinity, 1e309) and an offset past what paging allows. Each is a 4xx that changes nothing.
import { findBadInput } from '../../server/http/input-rule';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let fan: string;

beforeAll(async () => {
  t = await createTestApp();
  fan = await t.login('demo', 'demo12345');
});
afterAll(() => t.close());

const NUL = '%00';

describe('the input rule', () => {
  it.each([
    ['a NUL byte in a search box', `/api/user/assets/videos/search?q=a${NUL}b`],
    ['a NUL byte in a tag', `/api/user/assets/videos/search?tags=x${NUL}`],
    ['a NUL byte in a slug', `/api/posts/about${NUL}`],
    ['a NUL byte in an id', `/api/user/assets/videos/${NUL}`],
    ['a NUL byte in a user search', `/api/users/search?q=${NUL}`],
    ['a NUL byte in a public file key', `/api/files/public/thumbs/a${NUL}.webp`],
    ['a limit of Infinity', '/api/user/assets/videos/search?limit=Infinity'],
    ['a limit of -Infinity', '/api/performers/search?limit=-Infinity'],
    ['an offset of 1e309', '/api/user/assets/galleries/search?offset=1e309'],
    ['an offset of 2^63', '/api/users/search?offset=9223372036854775808'],
    ['an offset of 2^63 on posts', '/api/posts/search?offset=9223372036854775808'],
  ])('answers 400 to %s', async (_what, url) => {
    const res = await t.request({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, message: expect.any(String) });
  });

  it('refuses a NUL byte in a login name and in JSON fields, and changes nothing', async () => {
    const login = await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo\u0000', password: 'x' } });
    expect(login.statusCode).toBe(400);

    const before = await t.db.selectFrom('users').select(['name', 'bio']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    const update = await t.request({ method: 'PUT', url: '/api/users', token: fan, payload: { name: 'Demo', bio: 'hi\u0000there' } });
    expect(update.statusCode).toBe(400);
    expect(update.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'body.bio contains a control character' });
    const after = await t.db.selectFrom('users').select(['name', 'bio']).where('username', '=', 'demo').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a non-finite number in a JSON body (JSON.parse reads 1e309 as Infinity)', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"demo","password":"demo12345","remember":1e309}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('keeps tabs, line breaks and any language', () => {
    expect(findBadInput({ text: 'Line one\r\nline two\tend', name: 'Zoë 😀 名前' }, 'body')).toBeNull();
  });

  it('names where the bad value is: nested fields, array items and keys, lone surrogates', () => {
    expect(findBadInput({ a: { b: ['ok', 'x\u0007'] } }, 'body')).toEqual({ at: 'body.a.b[1]', problem: 'contains a control character' });
    expect(findBadInput({ ['k\u0000']: 1 }, 'body')).toEqual({ at: 'body key', problem: 'contains a control character' });
    expect(findBadInput({ s: 'a\uD800b' }, 'query')).toEqual({ at: 'query.s', problem: 'is not valid Unicode text' });
    expect(findBadInput({ n: -Infinity }, 'query')).toEqual({ at: 'query.n', problem: 'is not a finite number' });
  });
});
