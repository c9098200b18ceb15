import type { MailMessage } from '../../mail';
import { mail, type Recipient } from '../auth/mails';

/** Where the applicant reads their application's state. */
export const APPLICATION_PAGE = '/become-a-creator';

export function approvedMail(siteUrl: string, siteName: string, to: Recipient): MailMessage {
  return mail(
    to,
    `You are now a creator on ${siteName}`,
    'Your creator application has been approved. Your Studio is open: publish your first video, gallery, product or post.',
    'Open my Studio',
    `${siteUrl}/performer/videos`,
    'Set your subscription price and your payout details in the Studio so that you can start earning.',
  );
}

export function rejectedMail(siteUrl: string, siteName: string, to: Recipient, reason: string): MailMessage {
  return mail(
    to,
    `Your creator application on ${siteName}`,
    `We could not approve your creator application. The reason our team gave: ${reason}`,
    'See my application',
    `${siteUrl}${APPLICATION_PAGE}`,
    'Your identity documents will be deleted from our systems. You may apply again.',
  );
}

export function documentsRequestedMail(siteUrl: string, siteName: string, to: Recipient, reason: string): MailMessage {
  return mail(
    to,
    `${siteName} needs a new document for your creator application`,
    `Our team asks you to send again: ${reason}`,
    'Update my application',
    `${siteUrl}${APPLICATION_PAGE}`,
    'Once you have sent the new file, submit your application again.',
  );
}
