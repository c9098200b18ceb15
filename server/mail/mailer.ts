export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when it is not the sender (a contact message: the visitor who wrote it). */
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on notification mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
