import type { Static } from '@sinclair/typebox';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { CreatorApplicationRow, CreatorApplicationState } from '../../db/schema';
import { inTransaction, type Executor } from '../../db/unit-of-work';
import { conflict, notFound, unprocessable } from '../../http/errors';
import type { Paging } from '../../http/paging';
import type { Mailer, MailMessage } from '../../mail';
import type { Realtime } from '../../realtime/server';
import type { FileStorage } from '../../storage';
import { SOCKET_EVENTS } from '../../../lib/socket-events';
import type { AgeVerificationService } from '../age-verification/service';
import type { Actor } from '../audit/actor';
import type { AuditLog } from '../audit/log';
import type { SessionService } from '../auth/sessions';
import type { PerformersService } from '../performers/service';
import type { SettingsService } from '../settings/service';
import type { UsersService } from '../users/service';
import { agreementVersion } from './applications';
import { identityFolder } from './identity-files';
import { identityFileLink } from './identity-links';
import { approvedMail, documentsRequestedMail, rejectedMail } from './mails';
import { toApplication, type ReviewDto } from './presenter';
import { applicationsRepo as repo, keyColumn } from './repo';
import type { IdentitySlot } from './rules';
import type { ReviewSchema } from './schemas';
import type { Notify } from '../notifications/centre';

export interface ApplicationReviewDeps {
  db: Db;
  settings: SettingsService;
  users: UsersService;
  performers: PerformersService;
  sessions: SessionService;
  ageVerification: AgeVerificationService;
  audit: AuditLog;
  realtime: Realtime;
  mailer: Mailer;
  storage: FileStorage;
  fileUrlSecret: string;
  siteUrl: string;
  clock: Clock;
  notify: Notify;
  onMailError(error: unknown): void;
}

/** The decision in the applicant's notifications. */
const DECIDED: Record<Decision, (note: string | null) => string> = {
  approved: () => 'Your creator application was approved: welcome to the Studio',
  rejected: (note) => `Your creator application was not approved: ${note}`,
  needs_documents: (note) => `Your creator application needs new identity photos: ${note}`,
};

type Decision = 'approved' | 'rejected' | 'needs_documents';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const DAY_MS = 86_400_000;

/**
 * The admins' side of creator applications: the queue, one application with its identity files (through links bound
 * to the reviewing admin's session), and the decisions. Approving makes the applicant a performer (role, profile,
 * their stage name shown) in one transaction with the decision and its audit record; the applicant is told by e-mail
 * and on the site once it is committed. Rejecting records the reason the applicant reads and when their identity
 * files are to be deleted (the identityRetentionDays setting); asking again sends the application back for new files.
 */
export class ApplicationReview {
  constructor(private readonly deps: ApplicationReviewDeps) {}

  async queue(state: CreatorApplicationState | undefined, paging: Paging, reviewerSessionId: string): Promise<{ data: ReviewDto[]; total: number }> {
    const { rows, total } = await repo.search(this.deps.db, state, paging);
    return { data: await Promise.all(rows.map((row) => this.present(row, reviewerSessionId))), total };
  }

  async view(id: string, reviewerSessionId: string): Promise<ReviewDto> {
    const row = await repo.byId(this.deps.db, id);
    if (!row) throw notFound('Application not found', 'APPLICATION_NOT_FOUND');
    return this.present(row, reviewerSessionId);
  }

  /** The storage key of an application's identity file; null when there is none (never sent, or deleted). */
  async identityKey(id: string, slot: IdentitySlot): Promise<string | null> {
    const row = await repo.byId(this.deps.db, id);
    return row ? row[keyColumn(slot)] : null;
  }

  pendingCount(): Promise<number> {
    return repo.countInState(this.deps.db, 'submitted');
  }

  async approve(id: string, actor: Actor, reviewerSessionId: string): Promise<ReviewDto> {
    // Read before the decision's transaction: the embedded database has one connection, so nothing but `trx` inside it.
    const application = await repo.byId(this.deps.db, id);
    const applicant = application && (await this.deps.users.accountOf(application.user_id));
    const ageVerified = Boolean(applicant && (await this.deps.ageVerification.status(applicant)).verified);
    return this.decide(id, 'approved', null, actor, reviewerSessionId, async (trx, row) => {
      if (!ageVerified) {
        throw unprocessable(
          "The age-verification provider has not confirmed this applicant's age: reject the application or ask for a new check.",
          'AGE_NOT_VERIFIED',
        );
      }
      await this.deps.users.becomePerformer(trx, row.user_id, row.stage_name!);
      await this.deps.performers.ensureProfile(trx, row.user_id, row.birth_date);
      return {};
    });
  }

  async reject(id: string, reason: string, actor: Actor, reviewerSessionId: string): Promise<ReviewDto> {
    const days = Number(await this.deps.settings.get('identityRetentionDays', 30)) || 30;
    return this.decide(id, 'rejected', reason, actor, reviewerSessionId, async () => ({
      documents_delete_after: new Date(this.deps.clock.now().getTime() + days * DAY_MS),
    }));
  }

  askAgain(id: string, reason: string, actor: Actor, reviewerSessionId: string): Promise<ReviewDto> {
    return this.decide(id, 'needs_documents', reason, actor, reviewerSessionId, async () => ({}));
  }

  /** Deletes the identity files of rejected applications whose retention is over (the identity-documents-expire job). */
  async removeExpiredDocuments(limit = 50): Promise<{ removed: number }> {
    const { db, storage } = this.deps;
    const now = this.deps.clock.now();
    const due = await inTransaction(db, async (trx) => {
      const rows = await repo.documentsDue(trx, now, limit);
      for (const row of rows) await repo.update(trx, row.id, { document_key: null, selfie_key: null, documents_deleted_at: now });
      return rows;
    });
    for (const row of due) await storage.deleteFolder(identityFolder(row.id));
    return { removed: due.length };
  }

  private async decide(
    id: string,
    state: Decision,
    reason: string | null,
    actor: Actor,
    reviewerSessionId: string,
    effects: (trx: Executor, row: CreatorApplicationRow) => Promise<Partial<Parameters<typeof repo.update>[2]>>,
  ): Promise<ReviewDto> {
    const note = reason?.trim() ?? null;
    const row = await inTransaction(this.deps.db, async (trx, afterCommit) => {
      const before = await repo.byId(trx, id, true);
      if (!before) throw notFound('Application not found', 'APPLICATION_NOT_FOUND');
      if (before.state !== 'submitted')
        throw conflict(`This application is ${before.state.replace('_', ' ')}: only a submitted one can be decided.`, 'NOT_IN_REVIEW');
      const extra = await effects(trx, before);
      const after = await repo.update(trx, id, { ...extra, state, review_note: note, reviewed_at: this.deps.clock.now(), reviewer_id: actor.id });
      await this.deps.audit.record(trx, {
        actor,
        action: `creator-application.${state === 'approved' ? 'approve' : state === 'rejected' ? 'reject' : 'ask-again'}`,
        target: { type: 'creator-application', id },
        before: { state: before.state, userId: before.user_id, stageName: before.stage_name },
        after: { state: after.state },
        reason: note,
      });
      await this.deps.notify(trx, afterCommit, [after.user_id], {
        kind: 'application_decided',
        groupKey: null,
        actorId: null,
        subject: { title: 'Your creator application', path: state === 'approved' ? '/performer/videos' : '/become-a-creator', note: DECIDED[state](note) },
      });
      afterCommit(() => this.tell(after, state, note));
      return after;
    });
    return this.present(row, reviewerSessionId);
  }

  /** The applicant hears of the decision on the site (their open tabs) and by e-mail; their session carries the new role. */
  private async tell(row: CreatorApplicationRow, state: Decision, note: string | null): Promise<void> {
    const { realtime, sessions, users, mailer, siteUrl } = this.deps;
    await sessions.userChanged(row.user_id);
    realtime.toUser(row.user_id, SOCKET_EVENTS.creatorApplication, { applicationId: row.id, state, reviewNote: note });
    const account = await users.accountOf(row.user_id);
    if (!account) return;
    const siteName = String(await this.deps.settings.get('siteName', 'Limelight'));
    const to = { name: account.name, email: account.email };
    const message: MailMessage =
      state === 'approved'
        ? approvedMail(siteUrl, siteName, to)
        : state === 'rejected'
          ? rejectedMail(siteUrl, siteName, to, note!)
          : documentsRequestedMail(siteUrl, siteName, to, note!);
    await mailer.send(message).catch(this.deps.onMailError);
  }

  private async present(row: CreatorApplicationRow, reviewerSessionId: string): Promise<ReviewDto> {
    const { users, ageVerification, settings, fileUrlSecret, clock } = this.deps;
    const [applicant, reviewer, version] = await Promise.all([
      users.accountOf(row.user_id),
      row.reviewer_id ? users.accountOf(row.reviewer_id) : Promise.resolve(undefined),
      agreementVersion(settings),
    ]);
    if (!applicant) throw notFound('Application not found', 'APPLICATION_NOT_FOUND');
    const link = (key: string | null, slot: 'document' | 'selfie') =>
      key ? identityFileLink(fileUrlSecret, row.id, slot, reviewerSessionId, clock.now().getTime()) : null;
    const document = link(row.document_key, 'document');
    const selfie = link(row.selfie_key, 'selfie');
    const expiresAt = (document ?? selfie)?.expiresAt;
    const review: Static<typeof ReviewSchema> = {
      ...toApplication(row, version, await ageVerification.status(applicant)),
      applicant: { _id: applicant.id, username: applicant.username, name: applicant.name, email: applicant.email, createdAt: iso(applicant.created_at)! },
      documentLinks: expiresAt ? { document: document?.url ?? null, selfie: selfie?.url ?? null, expiresAt: expiresAt.toISOString() } : null,
      reviewerName: reviewer?.username ?? null,
      documentsDeleteAfter: iso(row.documents_delete_after),
      documentsDeletedAt: iso(row.documents_deleted_at),
    };
    return review;
  }
}
