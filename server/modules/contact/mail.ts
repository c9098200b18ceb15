import type { Static } from '@sinclair/typebox';
import type { MailMessage } from '../../mail';
import type { ContactBody } from './schemas';

export type ContactMessage = Static<typeof ContactBody>;

/** The visitor's message as the site's staff get it: plain text (nothing they wrote is rendered), replies go to them. */
export function contactMail(to: string, { name, email, subject, message }: ContactMessage): MailMessage {
  return {
    to,
    replyTo: email,
    subject: `Contact form: ${subject ?? `message from ${name}`}`,
    text: `From: ${name} <${email}>\n${subject ? `Subject: ${subject}\n` : ''}\n${message}\n`,
  };
}
