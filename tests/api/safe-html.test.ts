/**
 * @jest-environment node
 */
// Staff-written HTML (footer, posts) is served without anything that runs, whatever wrote it.
import { safeHtml } from '../../server/http/safe-html';
import { createPost } from './helpers/catalogue';
import { createTestApp, type TestApp } from './helpers/test-app';

const HOSTILE = [
  '<p>Hello <strong>there</strong></p>',
  '<script>alert(1)</script>',
  '<img src="/api/files/public/a.webp" alt="A" onerror="alert(2)">',
  '<a href="javascript:alert(3)">bad</a>',
  '<a href="https://example.com" target="_blank">out</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<div style="background:url(javascript:alert(4))" onclick="alert(5)">x</div>',
  '<svg><script>alert(6)</script></svg>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==">d</a>',
].join('');

function expectHarmless(html: string) {
  expect(html).toContain('<p>Hello <strong>there</strong></p>');
  expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>');
  expect(html).not.toMatch(/<script|<iframe|<style|<svg|javascript:|data:text|onerror|onclick|style=/i);
}

describe('safeHtml', () => {
  it('keeps formatting and links, and drops what runs', () => {
    expectHarmless(safeHtml(HOSTILE));
  });
});

describe('served HTML', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a post body without script, whatever is stored', async () => {
    const post = await createPost(t.db, { content: HOSTILE });
    const res = await t.request({ method: 'GET', url: `/api/posts/${post.id}` });
    expectHarmless(res.json().data.content);
  });

  it('serves the footer without script, even when an admin stores some', async () => {
    const admin = await t.login('admin', 'admin12345');
    const set = await t.request({ method: 'PUT', url: '/api/admin/settings/footerContent', token: admin, payload: { value: HOSTILE } });
    expect(set.statusCode).toBe(200);
    const res = await t.request({ method: 'GET', url: '/api/settings/public' });
    expectHarmless(res.json().data.footerContent);
  });
});
