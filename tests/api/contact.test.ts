/**
 * @jest-environment node
 */
import type { Mailer } from '../../server/mail';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = { name: 'Riley Fan', email: 'riley@example.test', subject: 'A question about billing', message: 'Hello, how do I change my card?' };
let nextAddress = 1;
/** Each test writes from its own address, so the per-address ceiling of one does not touch another. */
const newAddress = () => `198.51.100.${nextAddress++}`;
const contact = (payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload: payload as object });

describe('POST /contact', () => {
  it('mails the message to the contact address from the settings, with replies going to the sender', async () => {
    await t.app.services.settings.set('contactEmail', 'staff@limelight.test');
    const before = (await t.mails()).length;
    const res = await contact(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 0, data: { success: true } });
    const mails = await t.mails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatchObject({
      to: 'staff@limelight.test',
      replyTo: 'riley@example.test',
      subject: 'Contact form: A question about billing',
      text: expect.stringContaining('Hello, how do I change my card?'),
    });
    expect(mails.at(-1)?.text).toContain('From: Riley Fan <riley@example.test>');
  });

  it('names the sender in the subject when none is given', async () => {
    const { subject: _none, ...withoutSubject } = valid;
    expect((await contact(withoutSubject)).statusCode).toBe(200);
    expect((await t.mails()).at(-1)).toMatchObject({ subject: 'Contact form: message from Riley Fan', replyTo: valid.email });
  });

  it.each([
    ['no name', { ...valid, name: undefined }, 'name'],
    ['a blank name', { ...valid, name: '   ' }, 'name'],
    ['a name of 101 characters', { ...valid, name: 'n'.repeat(101) }, 'name'],
    ['a line break in the name', { ...valid, name: 'Riley\r\nBcc: x@example.test' }, 'name'],
    ['no e-mail', { ...valid, email: undefined }, 'email'],
    ['an e-mail that is not one', { ...valid, email: 'riley-at-example' }, 'email'],
    ['a line break in the subject', { ...valid, subject: 'Hi\nBcc: x@example.test' }, 'subject'],
    ['a subject of 151 characters', { ...valid, subject: 's'.repeat(151) }, 'subject'],
    ['no message', { ...valid, message: undefined }, 'message'],
    ['a message too short to say anything', { ...valid, message: 'Hi' }, 'message'],
    ['a message of 5001 characters', { ...valid, message: 'm'.repeat(5001) }, 'message'],
    ['a number for the message', { ...valid, message: 1234567890123 }, 'message'],
  ])('refuses %s with a 400 naming the field, and sends nothing', async (_what, payload, field) => {
    const before = (await t.mails()).length;
    const res = await contact(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: expect.arrayContaining([expect.objectContaining({ field })]) });
    expect(await t.mails()).toHaveLength(before);
  });

  it('refuses a control character in the message with a 400, and sends nothing', async () => {
    const before = (await t.mails()).length;
    const res = await contact({ ...valid, message: 'Hello there\u0007, anyone?' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'body.message contains a control character' });
    expect(await t.mails()).toHaveLength(before);
  });

  it('keeps line breaks in the message', async () => {
    expect((await contact({ ...valid, message: 'Line one\nline two\r\nline three' })).statusCode).toBe(200);
    expect((await t.mails()).at(-1)?.text).toContain('Line one\nline two\r\nline three');
  });

  it('takes five messages an hour from one address, then answers 429 and sends nothing more', async () => {
    const address = newAddress();
    for (let n = 0; n < 5; n++) expect((await contact(valid, address)).statusCode).toBe(200);
    const before = (await t.mails()).length;
    const refused = await contact(valid, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_CONTACT_MESSAGES', message: expect.stringMatching(/try again in (60 minutes|1 hour|\d+ minutes)/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.mails()).toHaveLength(before);
    // Another address is not held back.
    expect((await contact(valid)).statusCode).toBe(200);
  });

  it('does not count refused messages against the sender: one correcting a field can still send', async () => {
    const address = newAddress();
    for (let n = 0; n < 6; n++) expect((await contact({ ...valid, email: 'nope' }, address)).statusCode).toBe(400);
    expect((await contact(valid, address)).statusCode).toBe(200);
  });

  it('answers 503 with a message to try later when the mail server fails', async () => {
    const failing: Mailer = { send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) };
    const down = await createTestApp({}, undefined, failing);
    try {
      const res = await down.app.inject({ method: 'POST', url: '/api/contact', payload: valid });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'CONTACT_MAIL_FAILED', message: expect.stringContaining('try again') });
      expect(res.body).not.toContain('ECONNREFUSED');
    } finally {
      await down.close();
    }
  });
});
