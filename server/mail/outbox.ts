import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Mailer, MailMessage } from './mailer';

/** Local mail delivery: each message becomes a JSON file in the outbox folder (newest sorts last). */
export class OutboxMailer implements Mailer {
  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly onSent?: (message: MailMessage, file: string) => void,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`);
    const record = { from: this.from, ...message, date: new Date().toISOString() };
    await fs.writeFile(file, JSON.stringify(record, null, 2));
    this.onSent?.(message, file);
  }
}
