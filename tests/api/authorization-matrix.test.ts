/**
 * @jest-environment node
 */
// The authorisation matrix: every route of the server's route table, called by a visitor, a fan, another fan,
// a performer who does not own the thing, its owner and an admin, against the table in
// authorization-matrix.expected.ts. A route without a row there fails, and so does a row without a route.
import { EXPECTED, IDENTITIES, type Identity, type Outcome } from './authorization-matrix.expected';
import { matrixContext, type MatrixContext } from './authorization-matrix.context';
import { createTestApp, type TestApp } from './helpers/test-app';
import { injectTransport } from '../../server/payments/webhook-transport';

let t: TestApp;
let ctx: MatrixContext;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp({ authRateLimitPerMinute: 100_000 }, undefined, undefined, { webhookTransport: injectTransport, jobs: 'send' });
  ctx = await matrixContext(t);
}, 60_000);
afterAll(() => t.close());

const routeName = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const apiRoutes = () => t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.hidden);

/** The account behind an identity for this route (the owner is the owning performer in the performer area). */
function accountOf(identity: Identity, owner: 'performer' | 'fan') {
  if (identity === 'visitor') return null;
  if (identity === 'owner') return owner === 'performer' ? ctx.users.ownerPerformer : ctx.users.owner;
  return ctx.users[identity];
}

async function tokenOf(identity: Identity, owner: 'performer' | 'fan', fresh: boolean): Promise<string | undefined> {
  const account = accountOf(identity, owner);
  if (!account) return undefined;
  if (!fresh && tokens.has(account.username)) return tokens.get(account.username);
  const token = await t.login(account.username, account.password);
  if (!fresh) tokens.set(account.username, token);
  return token;
}

const matches = (status: number, expected: Outcome) => (expected === 'ok' ? status >= 200 && status < 300 : status === expected);

describe('the authorisation matrix', () => {
  it('has a row for every route of the server, and a route for every row', () => {
    const routes = apiRoutes().map(routeName);
    expect(routes.filter((name) => !EXPECTED[name])).toEqual([]);
    expect(Object.keys(EXPECTED).filter((name) => !routes.includes(name))).toEqual([]);
  });

  it('answers each identity on each route as the table says', async () => {
    const differences: string[] = [];
    let calls = 0;
    for (const route of apiRoutes()) {
      const name = routeName(route);
      const expectation = EXPECTED[name];
      if (!expectation) continue;
      for (const [column, identity] of IDENTITIES.entries()) {
        const request = (await expectation.request?.(ctx, identity)) ?? {};
        const url = request.url ?? route.url.replace(':id', ctx.ids.video);
        const token = await tokenOf(identity, expectation.owner ?? 'fan', Boolean(expectation.freshSession));
        const res = await t.request({
          method: route.method as 'GET',
          url,
          token: request.token ?? token,
          payload: request.payload as string,
          headers: request.headers,
        });
        calls += 1;
        // Ending a session or changing a password ends the caller's other sessions too: sign in afresh after.
        if (expectation.freshSession) tokens.clear();
        const expected = expectation.expect[column];
        if (!matches(res.statusCode, expected))
          differences.push(`${name} as ${identity}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    console.log(`authorisation matrix: ${apiRoutes().length} routes x ${IDENTITIES.length} identities, ${calls} calls`);
    expect(differences).toEqual([]);
  }, 300_000);
});
