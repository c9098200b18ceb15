import sharp from 'sharp';
import { SOCKET_EVENTS } from '../../lib/socket-events';
import { identityFileLink } from '../../server/modules/creator-applications/identity-links';
import { IDENTITY_UPLOADS_PATH } from '../../server/modules/creator-applications/identity-files';
import { createUser } from './helpers/catalogue';
import { client, disconnectAll, listen, next, roundTrip } from './helpers/sockets';
import { createTestApp, DEMO, type TestApp } from './helpers/test-app';
import { tusSend } from './helpers/tus-uploads';

afterEach(disconnectAll);

const PASSWORD = 'test-password';
const picture = (r: number) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

describe('becoming a creator', () => {
  let t: TestApp;
  let base: string;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    admin = await t.login('admin', DEMO.admin.password);
  });
  afterAll(() => t.close());

  const save = (token: string, payload: object) => t.request({ method: 'PUT', url: '/api/creator-application', token, payload });
  const mine = async (token: string) => (await t.request({ method: 'GET', url: '/api/creator-application', token })).json().data.application;
  const submit = (token: string) => t.request({ method: 'POST', url: '/api/creator-application/submit', token });
  const send = (token: string, slot: string, bytes: Buffer, filename = 'id.jpg') =>
    tusSend(`${base}${IDENTITY_UPLOADS_PATH}`, token, { slot, filename }, bytes);
  const adminView = async (id: string, token = admin) => t.request({ method: 'GET', url: `/api/admin/creator-applications/${id}`, token });

  /** Through the built-in simulator, as the browser goes: start, the simulator's button, back to the callback. */
  async function checkAge(token: string, outcome: 'verified' | 'failed' = 'verified') {
    const started = await t.request({ method: 'POST', url: '/api/creator-application/age-check', token });
    expect(started.statusCode).toBe(200);
    const state = new URL(started.json().data.redirectUrl, 'http://site.test').searchParams.get('state')!;
    const decided = await t.request({ method: 'POST', url: '/api/age-verification/simulator/decide', payload: { state, outcome } });
    const back = new URL(decided.json().data.redirectUrl, 'http://site.test');
    const query = new URLSearchParams(back.searchParams).toString();
    expect((await t.request({ method: 'GET', url: `/api/users/verifymyage/callback?${query}`, token })).statusCode).toBe(200);
  }

  /** A new fan with a complete, submitted application; answers their token and the application's id. */
  async function applicant(stageName = 'Nova Star') {
    const fan = await createUser(t.db);
    const token = await t.login(fan.username, PASSWORD);
    expect((await save(token, { legalName: 'Ada Lovelace', birthDate: '1990-04-25', country: 'gb', stageName })).statusCode).toBe(200);
    expect(await send(token, 'document', await picture(10))).toEqual({ status: 204, message: '' });
    expect(await send(token, 'selfie', await picture(200))).toEqual({ status: 204, message: '' });
    await checkAge(token);
    expect((await save(token, { acceptAgreement: true })).statusCode).toBe(200);
    const submitted = await submit(token);
    expect(submitted.statusCode).toBe(200);
    return { fan, token, id: submitted.json().data._id as string };
  }

  it('refuses an applicant under 18 at once, and impossible dates, saving nothing', async () => {
    const fan = await createUser(t.db);
    const token = await t.login(fan.username, PASSWORD);
    const today = new Date();
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`;
    const young = await save(token, { birthDate: seventeen, legalName: 'Young One' });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: 'UNDER_AGE', message: 'You must be 18 or older to become a creator on this site.' });
    for (const birthDate of [`${today.getUTCFullYear() + 1}-01-01`, '1000-01-01', '1990-02-30', '1990-13-01', 'yesterday']) {
      expect((await save(token, { birthDate })).statusCode).toBe(400);
    }
    for (const bad of [{ legalName: 'a\u0007b' }, { country: 'ZZ' }, { stageName: '' }, { acceptAgreement: false }]) {
      expect((await save(token, bad)).statusCode).toBe(400);
    }
    expect(await mine(token)).toBeNull();
  });

  it('keeps the draft between steps and says what is missing before it can be sent', async () => {
    const fan = await createUser(t.db);
    const token = await t.login(fan.username, PASSWORD);
    expect((await submit(token)).json().code).toBe('NO_OPEN_APPLICATION');
    await save(token, { legalName: 'Grace Hopper', country: 'US' });
    await save(token, { stageName: 'Amazing Grace' });
    expect(await mine(token)).toMatchObject({ state: 'draft', legalName: 'Grace Hopper', country: 'US', stageName: 'Amazing Grace', birthDate: null });
    const res = await submit(token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Before you send your application: give your date of birth; add a photo of your identity document; add a selfie holding your identity document; check your age with our age-verification provider; accept the creator agreement.',
    );
  });

  it('takes only photos as identity files, and nothing once submitted', async () => {
    const { token } = await applicant();
    expect((await send(token, 'document', await picture(1))).status).toBe(409);
    const fan = await createUser(t.db);
    const other = await t.login(fan.username, PASSWORD);
    expect((await send(other, 'document', await picture(1))).status).toBe(409);
    await save(other, { legalName: 'Text Sender' });
    const text = await send(other, 'document', Buffer.from('not a picture at all, just words'.repeat(20)), 'id.txt');
    expect(text.status).toBe(415);
    expect((await send(other, 'passport', await picture(1))).status).toBe(400);
    expect((await mine(other)).documents).toEqual({ document: false, selfie: false });
  });

  it('shows the reviewer the documents through links bound to their session, never to anyone else', async () => {
    const { id } = await applicant();
    const view = (await adminView(id)).json().data;
    expect(view).toMatchObject({ state: 'submitted', applicant: { name: expect.any(String) }, ageCheck: { status: 'verified', provider: 'simulator' } });
    const link: string = view.documentLinks.document;
    const opened = await t.request({ method: 'GET', url: link, token: admin });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('image/jpeg');
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(opened.headers['cross-origin-resource-policy']).toBe('same-origin');
    // An <img> sends the token cookie, not a header.
    expect((await t.request({ method: 'GET', url: link, headers: { cookie: `token=${encodeURIComponent(admin)}` } })).statusCode).toBe(200);

    const otherAdminSession = await t.login('admin', DEMO.admin.password);
    expect((await t.request({ method: 'GET', url: link, token: otherAdminSession })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: link })).statusCode).toBe(401);
    const fan = await t.login(DEMO.user.username, DEMO.user.password);
    expect((await t.request({ method: 'GET', url: link, token: fan })).statusCode).toBe(403);
    const session = await t.app.services.sessions.resolve(admin);
    const stale = identityFileLink(t.app.services.fileUrlSecret, id, 'document', session!.id, Date.now() - 10 * 60_000).url;
    expect((await t.request({ method: 'GET', url: stale, token: admin })).statusCode).toBe(410);
    const swapped = link.replace('/document?', '/selfie?');
    expect((await t.request({ method: 'GET', url: swapped, token: admin })).statusCode).toBe(403);
    // No public or protected file route reaches the identity folder.
    const key = (await t.db.selectFrom('creator_applications').select('document_key').where('id', '=', id).executeTakeFirstOrThrow()).document_key!;
    expect((await t.request({ method: 'GET', url: `/api/files/public/../${key}` })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.request({ method: 'GET', url: `/api/admin/creator-applications/${id}`, token: fan })).statusCode).toBe(403);
  });

  it('approves: the applicant becomes a performer under their stage name, told by e-mail and on the site', async () => {
    const { fan, token, id } = await applicant('Stella Nova');
    const socket = client(base);
    await roundTrip(socket, token);
    const told = next(socket, SOCKET_EVENTS.creatorApplication);
    const res = await t.request({ method: 'POST', url: `/api/admin/creator-applications/${id}/approve`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'approved', reviewerName: 'admin' });
    expect(await told).toEqual({ applicationId: id, state: 'approved', reviewNote: null });

    const me = (await t.request({ method: 'GET', url: '/api/users/me', token })).json().data;
    expect(me).toMatchObject({ roles: ['performer', 'user'], name: 'Stella Nova', isPerformer: true });
    expect((await t.request({ method: 'GET', url: `/api/performers/${fan.username}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/performer/assets/videos/search', token })).statusCode).toBe(200);
    const mail = (await t.mails()).filter((m) => m.to === fan.email).pop()!;
    expect(mail.subject).toBe('You are now a creator on Limelight');
    const [entry] = (await t.request({ method: 'GET', url: `/api/admin/audit?targetId=${id}`, token: admin })).json().data.data;
    expect(entry).toMatchObject({ action: 'creator-application.approve', actorName: 'admin', after: { state: 'approved' } });
    // Decided once: a second click changes nothing.
    expect((await t.request({ method: 'POST', url: `/api/admin/creator-applications/${id}/approve`, token: admin })).statusCode).toBe(409);
    expect((await save(token, { legalName: 'Again' })).json().code).toBe('ALREADY_CREATOR');
  });

  it('does not approve an applicant whose age the provider did not confirm', async () => {
    const fan = await createUser(t.db);
    const token = await t.login(fan.username, PASSWORD);
    await save(token, { legalName: 'Failed Check', birthDate: '1990-01-01', country: 'GB', stageName: 'Unverified', acceptAgreement: true });
    await send(token, 'document', await picture(3));
    await send(token, 'selfie', await picture(4));
    await checkAge(token, 'failed');
    const { _id: id } = (await submit(token)).json().data;
    expect((await adminView(id)).json().data.ageCheck.status).toBe('failed');
    const res = await t.request({ method: 'POST', url: `/api/admin/creator-applications/${id}/approve`, token: admin });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('AGE_NOT_VERIFIED');
    expect((await t.request({ method: 'GET', url: '/api/users/me', token })).json().data.roles).toEqual(['user']);
  });

  it('asks again for a document: the applicant sends a new one and submits again', async () => {
    const { token, id } = await applicant();
    const asked = await t.request({
      method: 'POST',
      url: `/api/admin/creator-applications/${id}/ask-again`,
      token: admin,
      payload: { reason: 'The selfie is too dark.' },
    });
    expect(asked.json().data).toMatchObject({ state: 'needs_documents', reviewNote: 'The selfie is too dark.' });
    expect(await mine(token)).toMatchObject({ state: 'needs_documents', reviewNote: 'The selfie is too dark.' });
    const before = (await t.db.selectFrom('creator_applications').select('selfie_key').where('id', '=', id).executeTakeFirstOrThrow()).selfie_key!;
    expect(await send(token, 'selfie', await picture(250))).toEqual({ status: 204, message: '' });
    expect(await t.app.services.storage.exists(before)).toBe(false);
    expect((await submit(token)).json().data).toMatchObject({ state: 'submitted', reviewNote: null });
  });

  it('rejects with a reason the applicant reads; their documents are deleted once the retention is over', async () => {
    const { fan, token, id } = await applicant();
    const rejected = await t.request({
      method: 'POST',
      url: `/api/admin/creator-applications/${id}/reject`,
      token: admin,
      payload: { reason: 'The document is not valid.' },
    });
    expect(rejected.statusCode).toBe(200);
    const mineNow = await mine(token);
    expect(mineNow).toMatchObject({ state: 'rejected', reviewNote: 'The document is not valid.' });
    expect((await t.mails()).filter((m) => m.to === fan.email).pop()!.text).toContain('The reason our team gave: The document is not valid.');
    const row = await t.db.selectFrom('creator_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const days = (new Date(row.documents_delete_after!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    expect((await t.app.services.applicationReview.removeExpiredDocuments()).removed).toBe(0);
    await t.db
      .updateTable('creator_applications')
      .set({ documents_delete_after: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await t.app.services.applicationReview.removeExpiredDocuments()).removed).toBe(1);
    expect(await t.app.services.storage.exists(row.document_key!)).toBe(false);
    expect(await t.app.services.storage.exists(row.selfie_key!)).toBe(false);
    expect((await adminView(id)).json().data).toMatchObject({ documentLinks: null, documents: { document: false, selfie: false } });

    // A new application may be started after a rejection.
    expect((await save(token, { legalName: 'Second Try' })).json().data).toMatchObject({ state: 'draft', legalName: 'Second Try' });
  });

  it('lists the queue for the admins, oldest submission first', async () => {
    const first = await applicant();
    const second = await applicant();
    const queue = (await t.request({ method: 'GET', url: '/api/admin/creator-applications?state=submitted&limit=200', token: admin })).json().data;
    const ids = queue.data.map((a: { _id: string }) => a._id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await t.request({ method: 'GET', url: '/api/admin/creator-applications?state=nope', token: admin })).statusCode).toBe(400);
    const fan = await t.login(DEMO.user.username, DEMO.user.password);
    expect((await t.request({ method: 'GET', url: '/api/admin/creator-applications', token: fan })).statusCode).toBe(403);
  });
});
