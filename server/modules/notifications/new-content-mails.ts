import { sql } from 'kysely';
import type { Db } from '../../db';
import type { MailMessage } from '../../mail';
import { itemPath } from '../catalogue/item-paths';
import { releasedSince, type DueRelease } from '../catalogue/releases';
import { contactsOf } from '../users/queries';
import type { OptionalMailTopic } from './preferences';

/** The one way an optional mail goes (the fan's "new content" preference decides). */
export interface OptionalMailSender {
  sendOptional(userId: string, topic: OptionalMailTopic, message: MailMessage): Promise<boolean>;
}

export interface NewContentMailsDeps {
  db: Db;
  notifications: OptionalMailSender;
  siteUrl: string;
  siteName: () => Promise<string>;
}

/** At most one "new from ..." e-mail per performer per fan in this long: what comes out meanwhile waits for the next. */
const MAIL_EVERY = '1 hour';
/** Mails sent per run (every minute); the rest go on the next runs. */
const BATCH = 200;
/** Releases listed in one mail; a busy hour says how many more there are. */
const LISTED = 10;

interface Waiting {
  fan_id: string;
  performer_id: string;
  waiting_since: Date;
}

type Release = Pick<DueRelease, 'kind' | 'slug' | 'title'>;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The e-mails that tell fans what their performers released: each release makes the fan's mail for that performer
 * wait (waitFor); a run (the `new-content-mails` job, every minute) sends each waiting mail whose last one went an
 * hour ago or more, listing everything released since it began to wait. A mail is claimed by the statement that finds
 * it, so two runs never send it twice.
 */
export class NewContentMails {
  constructor(private readonly deps: NewContentMailsDeps) {}

  /** These fans' mails about these performers wait, if they did not already, for releases announced at `since` or later. */
  async waitFor(pairs: Array<{ fanId: string; performerId: string }>, since: Date): Promise<void> {
    for (let i = 0; i < pairs.length; i += 1000) {
      const rows = pairs.slice(i, i + 1000).map((p) => sql`(${p.fanId}::uuid, ${p.performerId}::uuid, ${since}::timestamptz)`);
      await sql`
        insert into new_content_mails (fan_id, performer_id, waiting_since) values ${sql.join(rows)}
        on conflict (fan_id, performer_id) do update set waiting_since = coalesce(new_content_mails.waiting_since, excluded.waiting_since)
      `.execute(this.deps.db);
    }
  }

  async sendDue(): Promise<{ sent: number; due: number }> {
    const { rows } = await sql<Waiting>`
      with due as (
        select fan_id, performer_id, waiting_since from new_content_mails
        where waiting_since is not null and (last_sent_at is null or last_sent_at <= now() - ${MAIL_EVERY}::interval)
        order by waiting_since
        limit ${BATCH}
        for update skip locked
      )
      update new_content_mails m set last_sent_at = now(), waiting_since = null
      from due where m.fan_id = due.fan_id and m.performer_id = due.performer_id
      returning m.fan_id, m.performer_id, due.waiting_since`.execute(this.deps.db);
    let sent = 0;
    for (const waiting of rows) if (await this.send(waiting)) sent += 1;
    return { sent, due: rows.length };
  }

  private async send({ fan_id, performer_id, waiting_since }: Waiting): Promise<boolean> {
    const { db } = this.deps;
    const people = await contactsOf(db, [fan_id, performer_id]);
    const fan = people.find((p) => p.id === fan_id);
    const performer = people.find((p) => p.id === performer_id);
    if (!fan || !performer) return false;
    const { items, total } = await releasedSince(db, performer_id, waiting_since, LISTED);
    if (items.length === 0) return false;
    const message = await this.message({ email: fan.email, name: fan.name || fan.username }, performer.name || performer.username, items, total);
    return this.deps.notifications.sendOptional(fan_id, 'newContent', message);
  }

  private async message(to: { email: string; name: string }, performer: string, releases: Release[], total: number): Promise<MailMessage> {
    const { siteUrl } = this.deps;
    const siteName = await this.deps.siteName();
    const link = (r: Release) => `${siteUrl}${itemPath(r.kind, r.slug)}`;
    const subject = total === 1 ? `New from ${performer}: ${releases[0].title}` : `${total} new from ${performer}`;
    const more = total > releases.length ? `...and ${total - releases.length} more on ${performer}'s page.` : '';
    const settings = `${siteUrl}/user/account`;
    const why = `You get this because you follow ${performer} on ${siteName}. Turn these e-mails off in your account: ${settings}`;
    const text = [`Hello ${to.name},`, '', `${performer} published:`, ...releases.map((r) => `- ${r.title}: ${link(r)}`), more, '', why].join('\n');
    const html =
      `<p>Hello ${escapeHtml(to.name)},</p><p>${escapeHtml(performer)} published:</p><ul>` +
      releases.map((r) => `<li><a href="${escapeHtml(link(r))}">${escapeHtml(r.title)}</a></li>`).join('') +
      `</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}<p>${escapeHtml(`You get this because you follow ${performer} on ${siteName}.`)} ` +
      `<a href="${escapeHtml(settings)}">Turn these e-mails off</a>.</p>`;
    return { to: to.email, subject, text, html };
  }
}
