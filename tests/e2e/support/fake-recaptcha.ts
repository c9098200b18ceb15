import http from 'node:http';
import type { Page } from '@playwright/test';

/** The suite's server verifies captcha tokens here (RECAPTCHA_VERIFY_URL in playwright.config.ts). */
export const FAKE_SITEVERIFY_PORT = 3199;
export const HUMAN_TOKEN = 'e2e-human-token';

/**
 * Google's siteverify as our server meets it, on 127.0.0.1: the widget's token for a person passes, any other
 * token is refused. Keeps each form it was sent (secret, response, remoteip) for the test to read.
 */
export async function startFakeSiteverify(): Promise<{ received: URLSearchParams[]; close(): Promise<void> }> {
  const received: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      const success = form.get('response') === HUMAN_TOKEN;
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(FAKE_SITEVERIFY_PORT, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Google's widget script, played in the page (the machine cannot reach Google): a v2 checkbox that hands the form
 * HUMAN_TOKEN when ticked. Our page loads it from Google's address like the real one.
 */
export async function fakeRecaptchaWidget(page: Page): Promise<void> {
  await page.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.grecaptcha = {
        ready: function (callback) { callback(); },
        render: function (container, options) {
          var box = document.createElement('button');
          box.type = 'button';
          box.textContent = "I'm not a robot";
          box.onclick = function () { box.textContent = 'Ticked'; options.callback(${JSON.stringify(HUMAN_TOKEN)}); };
          container.appendChild(box);
          return 1;
        },
        reset: function () {},
        execute: function () { return Promise.resolve(${JSON.stringify(HUMAN_TOKEN)}); }
      };`,
    }),
  );
}
