import { NOTIFICATION_KIND_LABELS } from '../../../lib/notification-kinds';
import type { Db } from '../../db';
import type { NotificationKind } from '../../db/schema';
import type { Executor } from '../../db/unit-of-work';
import type { Mailer, MailMessage } from '../../mail';
import type { PerformerCard } from '../users/cards';
import { contactsOf } from '../users/queries';
import { centreRepo, type NotificationRow } from './centre-repo';
import { UNSUBSCRIBE_API, UNSUBSCRIBE_PAGE, unsubscribeQuery } from './unsubscribe-links';
import { notificationText } from './words';

/** Activity waits this long before it is mailed, so a burst ("and 12 others") goes as one line. */
const SETTLE_MS = 2 * 60 * 1000;
/** Rows claimed per run (every 5 minutes); the rest go on the next runs. */
const BATCH = 1000;
/** Lines listed in one mail; a busy user's mail says how many more are waiting on the site. */
const LISTED = 10;

export interface NotificationMailsDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  secret: string;
  siteName: () => Promise<string>;
  cards(db: Executor, ids: string[]): Promise<Map<string, PerformerCard>>;
  onMailError(error: unknown): void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The notifications digest (the `notification-mails` job, every 5 minutes): each user's notifications of kinds they
 * want by e-mail, unread and not mailed since their last activity, as one mail with a link to each and a one-click
 * unsubscribe per kind (and the List-Unsubscribe header for all the mail's kinds). Each row is claimed by the
 * statement that finds it, so two runs never mail it twice.
 */
export class NotificationMails {
  constructor(private readonly deps: NotificationMailsDeps) {}

  async sendDue(now = new Date()): Promise<{ sent: number; rows: number }> {
    const { db } = this.deps;
    const rows = await centreRepo.claimToMail(db, new Date(now.getTime() - SETTLE_MS), BATCH);
    if (rows.length === 0) return { sent: 0, rows: 0 };
    const byUser = new Map<string, NotificationRow[]>();
    for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
    const [people, cards] = await Promise.all([
      contactsOf(db, [...byUser.keys()]),
      this.deps.cards(db, [...new Set(rows.flatMap((r) => r.actor_ids.slice(0, 3)))]),
    ]);
    const siteName = await this.deps.siteName();
    let sent = 0;
    for (const person of people) {
      const mine = (byUser.get(person.id) ?? []).sort((a, b) => +new Date(b.created_at) - +new Date(a.created_at));
      const lines = mine.map((row) => ({
        text: notificationText(
          row,
          row.actor_ids.slice(0, 3).flatMap((id) => {
            const card = cards.get(id);
            return card ? [card.name || card.username] : [];
          }),
        ),
        link: `${this.deps.siteUrl}${row.subject.path}`,
      }));
      const kinds = [...new Set(mine.map((r) => r.kind))];
      const message = this.message({ id: person.id, email: person.email, name: person.name || person.username }, siteName, lines, kinds);
      try {
        await this.deps.mailer.send(message);
        sent += 1;
      } catch (error) {
        this.deps.onMailError(error);
      }
    }
    return { sent, rows: rows.length };
  }

  private message(
    to: { id: string; email: string; name: string },
    siteName: string,
    lines: Array<{ text: string; link: string }>,
    kinds: NotificationKind[],
  ): MailMessage {
    const { siteUrl, secret } = this.deps;
    const shown = lines.slice(0, LISTED);
    const more = lines.length > LISTED ? `...and ${lines.length - LISTED} more on ${siteUrl}/notifications` : '';
    const subject = lines.length === 1 ? lines[0].text : `${lines.length} new notifications on ${siteName}`;
    const stopLinks = kinds.map((kind) => ({
      label: NOTIFICATION_KIND_LABELS[kind].label,
      url: `${siteUrl}${UNSUBSCRIBE_PAGE}?${unsubscribeQuery(secret, to.id, [kind])}`,
    }));
    const settings = `${siteUrl}/user/account`;
    const text = [
      `Hello ${to.name},`,
      '',
      ...shown.map((l) => `- ${l.text}: ${l.link}`),
      more,
      '',
      'Stop these e-mails (they stay on the site):',
      ...stopLinks.map((s) => `- ${s.label}: ${s.url}`),
      `All your choices: ${settings}`,
    ].join('\n');
    const html =
      `<p>Hello ${escapeHtml(to.name)},</p><ul>` +
      shown.map((l) => `<li><a href="${escapeHtml(l.link)}">${escapeHtml(l.text)}</a></li>`).join('') +
      `</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}<p>Stop these e-mails (they stay on the site): ` +
      stopLinks.map((s) => `<a href="${escapeHtml(s.url)}">${escapeHtml(s.label)}</a>`).join(' · ') +
      `. <a href="${escapeHtml(settings)}">All your choices</a>.</p>`;
    const oneClick = `${siteUrl}${UNSUBSCRIBE_API}?${unsubscribeQuery(secret, to.id, kinds)}`;
    return {
      to: to.email,
      subject,
      text,
      html,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}
