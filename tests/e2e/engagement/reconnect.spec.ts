import { test, expect, DEMO_USER } from '../support/fixtures';
import { SecondServer } from '../support/second-server';
import { signIn } from '../support/session';

const server = new SecondServer(3101, '.e2e-data-restart');

test.describe('the realtime connection', () => {
  test.afterAll(async () => {
    await server.stop();
  });

  test('goes reconnecting when the server stops and back to connected when it starts again', async ({ page, context }, testInfo) => {
    test.setTimeout(180_000);
    server.wipe();
    try {
      await server.start();
      await signIn(context, server.origin, DEMO_USER);
      await page.goto(`${server.origin}/home`);
      await expect(page.getByTestId('header-user-name')).toHaveText(DEMO_USER.name);
      const indicator = page.getByTestId('socket-status');
      await expect(indicator).toHaveAttribute('data-status', 'connected');

      await server.stop();
      // It may say disconnected for a moment before the first retry.
      await expect(indicator).toHaveAttribute('data-status', 'reconnecting', { timeout: 15_000 });

      await server.start();
      await expect(indicator).toHaveAttribute('data-status', 'connected', { timeout: 20_000 });
    } catch (error) {
      await testInfo.attach('second-server.log', { body: server.log(), contentType: 'text/plain' });
      throw error;
    } finally {
      await server.stop();
    }
  });
});
