/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer } from '../../server/mail/outbox';

describe('the outbox mailer', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('puts only whole messages in the outbox, newest last, while a reader polls it', async () => {
    const dir = path.join(root, 'outbox');
    const mailer = new OutboxMailer(dir, 'Limelight <no-reply@limelight.test>');
    const partial: string[] = [];
    // A file read whole once is not read again (a message never changes once in the outbox): the reader's work stays
    // proportional to the messages, so it keeps up with the writer on a busy machine.
    const whole = new Set<string>();
    let reading = true;
    const reader = (async () => {
      while (reading) {
        for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
          if (whole.has(file)) continue;
          try {
            JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
            whole.add(file);
          } catch {
            partial.push(file);
          }
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const long = 'x'.repeat(200_000);
    for (let n = 0; n < 40; n++) await mailer.send({ to: `fan${n}@limelight.test`, subject: 'Verify your email address', text: `${n} ${long}` });
    reading = false;
    await reader;

    expect(partial).toEqual([]);
    const files = fs.readdirSync(dir).sort();
    expect(files).toHaveLength(40);
    const mails = files.map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(mails.map((m) => m.to)).toEqual(Array.from({ length: 40 }, (_, n) => `fan${n}@limelight.test`));
    expect(mails[0]).toMatchObject({ from: 'Limelight <no-reply@limelight.test>', subject: 'Verify your email address' });
    expect(fs.readdirSync(`${dir}.incoming`)).toEqual([]);
  });
});
