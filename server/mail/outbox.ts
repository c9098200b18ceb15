import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

/**
 * Local mail delivery: each message becomes a JSON file in the outbox folder (newest sorts last). A message is
 * written beside the folder and renamed into it, so whoever reads the outbox never sees half a file.
 */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly onSent?: (message: MailMessage, file: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const incoming = `${this.dir}.incoming`;
    await Promise.all([fs.mkdir(this.dir, { recursive: true }), fs.mkdir(incoming, { recursive: true })]);
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
    const record = { from: this.from, ...message, date: new Date().toISOString() };
    await fs.writeFile(path.join(incoming, name), JSON.stringify(record, null, 2));
    const file = path.join(this.dir, name);
    await fs.rename(path.join(incoming, name), file);
    this.onSent?.(message, file);
  }
}
