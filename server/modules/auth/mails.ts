import type { MailMessage } from '../../mail';

export interface Recipient {
  name: string;
  email: string;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A mail with one link to act on: a greeting, what happened, the link, and what else to know. */
export function mail(to: Recipient, subject: string, intro: string, action: string, link: string, outro: string): MailMessage {
  const text = `Hello ${to.name},\n\n${intro}\n\n${link}\n\n${outro}\n`;
  const html =
    `<p>Hello ${escapeHtml(to.name)},</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p>`;
  return { to: to.email, subject, text, html };
}

export function verificationMail(siteUrl: string, to: Recipient, token: string): MailMessage {
  return mail(
    to,
    'Verify your email address',
    'Thanks for joining. Open this link to verify your email address:',
    'Verify my email',
    `${siteUrl}/auth/verify-email?token=${encodeURIComponent(token)}`,
    'The link is valid for 3 days. If you did not sign up, ignore this message.',
  );
}

export function resetMail(siteUrl: string, to: Recipient, token: string): MailMessage {
  return mail(
    to,
    'Reset your password',
    'Someone asked to reset the password of your account. Open this link to choose a new one:',
    'Choose a new password',
    `${siteUrl}/auth/reset-password?token=${encodeURIComponent(token)}`,
    'The link is valid for 1 hour. If you did not ask for this, ignore this message: your password stays the same.',
  );
}

/** To the owner of an address someone tried to sign up with again: register answers as for a new account. */
export function alreadyRegisteredMail(siteUrl: string, to: Recipient): MailMessage {
  return mail(
    to,
    'Someone tried to sign up with your email address',
    'Someone tried to create a new account with this email address, but it already belongs to your account. If it was you, log in with your password, or open this link to choose a new one:',
    'Reset my password',
    `${siteUrl}/auth/forgot-password`,
    'If it was not you, ignore this message: nothing has changed in your account.',
  );
}

/** To the new address of an e-mail change: following the link is what makes it the account's address. */
export function emailChangeMail(siteUrl: string, to: Recipient, token: string): MailMessage {
  return mail(
    to,
    'Confirm your new email address',
    'You asked to use this address for your Limelight account. Open this link to confirm it:',
    'Confirm my new email',
    `${siteUrl}/auth/confirm-email?token=${encodeURIComponent(token)}`,
    'The link is valid for 24 hours. Until it is followed, your account keeps its current address. If you did not ask for this, ignore this message.',
  );
}

/** To the current address of an e-mail change: its owner learns of it, and how to act if it was not them. */
export function emailChangeNoticeMail(siteUrl: string, to: Recipient, newEmail: string): MailMessage {
  return mail(
    to,
    'Your email address is about to change',
    `Someone signed in to your account asked to change its email address to ${newEmail}. It changes only once a link sent to that address is followed. If it was not you, choose a new password now: it signs every device out and ends the request.`,
    'Choose a new password',
    `${siteUrl}/auth/forgot-password`,
    'If it was you, there is nothing to do here.',
  );
}
