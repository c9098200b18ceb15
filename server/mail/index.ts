import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox';
import { SmtpMailer } from './smtp';

export type { Mailer, MailMessage } from './mailer';

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(outboxDir(config.dataDir), config.mailFrom, (message, file) => {
    const link = message.text.match(/https?:\/\/\S+/)?.[0];
    log.info({ to: message.to, subject: message.subject, file, link }, 'mail written to outbox');
  });
}
