/**
 * @jest-environment node
 */
// The secrets several processes of one site must share come from the environment: what one process signs (a
// sandbox webhook, an age-verification simulator code, a file link), another accepts. A process that joins a
// multi-process deployment (REDIS_URL) without them refuses to start, naming them; alone, it keeps making its own
// in its data folder.
import { ConfigError, loadConfig } from '../../server/config';
import { signSandboxBody, SANDBOX_SIGNATURE_HEADER } from '../../server/payments/sandbox/signature';
import { createTestApp, type TestApp } from './helpers/test-app';

const SHARED = {
  FILE_URL_SECRET: 'file-url-secret-shared-0123456789',
  SANDBOX_WEBHOOK_SECRET: 'sandbox-secret-shared-0123456789',
  AGE_SIMULATOR_SECRET: 'simulator-secret-shared-0123456789',
  PAYOUT_DETAILS_KEY: 'payout-details-key-shared-0123456789',
};
const fromEnv = (env: Record<string, string>) => {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  return { storage: config.storage, secrets: config.secrets };
};

describe('shared secrets', () => {
  it('a process joining a multi-process deployment refuses to start without them, naming each one', () => {
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /set FILE_URL_SECRET, SANDBOX_WEBHOOK_SECRET, AGE_SIMULATOR_SECRET, PAYOUT_DETAILS_KEY/,
    );
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ...SHARED, AGE_SIMULATOR_SECRET: '' })).toThrow(/set AGE_SIMULATOR_SECRET \(/);
    expect(() => loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ...SHARED, SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(
      /SANDBOX_WEBHOOK_SECRET must be at least 16/,
    );
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', ...SHARED }).secrets).toEqual({
      sandboxWebhook: SHARED.SANDBOX_WEBHOOK_SECRET,
      ageSimulator: SHARED.AGE_SIMULATOR_SECRET,
      payoutDetails: SHARED.PAYOUT_DETAILS_KEY,
    });
    // Alone (no REDIS_URL), nothing is required: the data folder keeps them.
    expect(loadConfig({}).secrets).toEqual({ sandboxWebhook: null, ageSimulator: null, payoutDetails: null });
  });

  describe('two processes with their own data folders', () => {
    let a: TestApp;
    let b: TestApp;
    let loner: TestApp;
    beforeAll(async () => {
      [a, b, loner] = await Promise.all([createTestApp(fromEnv(SHARED)), createTestApp(fromEnv(SHARED)), createTestApp()]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([a, b, loner].map((t) => t?.close()));
    });

    it('accept a sandbox webhook signed with the shared secret; a process with its own secret refuses it', async () => {
      const body = JSON.stringify({
        id: 'shared-secret-event',
        type: 'payment.approved',
        transactionId: '6b1f3a1e-0000-4000-8000-00000000cafe',
        amount: 100,
        currency: 'USD',
        createdAt: new Date().toISOString(),
      });
      const post = (t: TestApp) =>
        t.request({
          method: 'POST',
          url: '/api/payment/webhooks/sandbox',
          payload: body,
          headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(SHARED.SANDBOX_WEBHOOK_SECRET, body) },
        });
      expect((await post(a)).statusCode).toBe(200);
      expect((await post(b)).statusCode).toBe(200);
      expect((await post(loner)).statusCode).toBe(401);
    });

    it('redeem on one an age-verification simulator code minted on the other', async () => {
      const code = a.app.services.ageProviders.simulator.decide('verified');
      await expect(b.app.services.ageProviders.simulator.exchange(code)).resolves.toEqual(expect.any(String));
      await expect(loner.app.services.ageProviders.simulator.exchange(code)).rejects.toThrow();
    });

    it('sign file links with the same secret', () => {
      expect(a.app.services.fileUrlSecret).toBe(SHARED.FILE_URL_SECRET);
      expect(b.app.services.fileUrlSecret).toBe(SHARED.FILE_URL_SECRET);
      expect(loner.app.services.fileUrlSecret).not.toBe(SHARED.FILE_URL_SECRET);
    });
  });
});
