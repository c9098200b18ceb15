import type { Static } from '@sinclair/typebox';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { CreatorApplicationRow, UserRow } from '../../db/schema';
import { inTransaction, type AfterCommit, type Executor } from '../../db/unit-of-work';
import type { FileStorage } from '../../storage';
import { identityFolder } from './identity-files';
import { conflict, unprocessable } from '../../http/errors';
import type { AgeVerificationService, VerifyingUser } from '../age-verification/service';
import type { SettingsService } from '../settings/service';
import { toApplication, type ApplicationDto } from './presenter';
import { applicationsRepo as repo, EDITABLE_STATES } from './repo';
import { checkBirthDate, checkCountry } from './rules';
import type { SaveApplicationBody } from './schemas';

export interface CreatorApplicationsDeps {
  db: Db;
  settings: SettingsService;
  ageVerification: AgeVerificationService;
  clock: Clock;
}

/** The creator agreement in force (the creatorAgreementVersion setting). */
export const agreementVersion = (settings: SettingsService, trx?: Executor) => settings.get<string>('creatorAgreementVersion', '2026-11', trx).then(String);

/**
 * Owns `creator_applications` for the applicant: a user who wants to become a creator saves their application a step at
 * a time (a draft), sends their identity files (identity-files.ts), has their age checked by the age-verification
 * provider, accepts the creator agreement and submits. An applicant under 18 by their date of birth is refused as soon
 * as they give it. A submitted application waits for an admin (review.ts); one sent back for new documents is
 * editable again; after a rejection a new application may be started.
 */
export class CreatorApplications {
  constructor(private readonly deps: CreatorApplicationsDeps) {}

  /** The user's newest application (null: never applied). */
  async mine(user: UserRow): Promise<ApplicationDto | null> {
    const row = await repo.latestOf(this.deps.db, user.id);
    return row ? this.present(row, user) : null;
  }

  /** Every application of the user, newest first, as they see them (their data export). */
  async allOf(user: VerifyingUser): Promise<ApplicationDto[]> {
    const rows = await repo.allOf(this.deps.db, user.id);
    return Promise.all(rows.map((row) => this.present(row, user)));
  }

  /** Saves a step: starts the application when the user has none open. */
  async save(user: UserRow, body: Static<typeof SaveApplicationBody>): Promise<ApplicationDto> {
    assertNotCreator(user);
    const today = this.deps.clock.now();
    const changes = {
      ...(body.legalName !== undefined ? { legal_name: body.legalName.trim() } : {}),
      ...(body.birthDate !== undefined ? { birth_date: checkBirthDate(body.birthDate, today) } : {}),
      ...(body.country !== undefined ? { country: checkCountry(body.country) } : {}),
      ...(body.stageName !== undefined ? { stage_name: body.stageName.trim() } : {}),
    };
    const row = await inTransaction(this.deps.db, async (trx) => {
      const open = await this.editable(trx, user.id, { create: true });
      const accepted = body.acceptAgreement ? { agreement_version: await agreementVersion(this.deps.settings, trx), agreement_accepted_at: today } : {};
      return repo.update(trx, open.id, { ...changes, ...accepted });
    });
    return this.present(row, user);
  }

  /** Sends the application to the admins, once everything is in; answers what is still missing otherwise (422). */
  async submit(user: UserRow): Promise<ApplicationDto> {
    assertNotCreator(user);
    const ageCheck = await this.deps.ageVerification.status(user);
    const row = await inTransaction(this.deps.db, async (trx) => {
      const open = await this.editable(trx, user.id, { create: false });
      const missing = missingFor(open, await agreementVersion(this.deps.settings, trx), ageCheck.status);
      if (missing.length > 0) throw unprocessable(`Before you send your application: ${missing.join('; ')}.`, 'APPLICATION_INCOMPLETE');
      checkBirthDate(open.birth_date!, this.deps.clock.now());
      return repo.update(trx, open.id, { state: 'submitted', submitted_at: this.deps.clock.now(), review_note: null });
    });
    return this.present(row, user);
  }

  /** Sends the applicant to the age-verification provider (whatever the fans' setting); they come back to the callback page. */
  async startAgeCheck(user: UserRow, redirectUri: string): Promise<{ redirectUrl: string }> {
    assertNotCreator(user);
    const open = await this.editable(this.deps.db, user.id, { create: false, lock: false });
    if (!open.country) throw unprocessable('Give your country first: the age check depends on it.', 'COUNTRY_MISSING');
    return this.deps.ageVerification.start(user, open.country, redirectUri, { forCreator: true });
  }

  /**
   * A deleted account's applications, in the deletion's transaction: the person goes from them (an open one is closed as
   * rejected), and their identity files are deleted once it is committed.
   */
  async forget(trx: Executor, afterCommit: AfterCommit, userId: string, storage: FileStorage): Promise<void> {
    const ids = await repo.scrubPerson(trx, userId, this.deps.clock.now());
    afterCommit(() => Promise.all(ids.map((id) => storage.deleteFolder(identityFolder(id)))));
  }

  /** The user's application they may change now (a draft, or one sent back for documents), or the 409 saying why not. */
  private async editable(trx: Executor, userId: string, { create, lock = true }: { create: boolean; lock?: boolean }): Promise<CreatorApplicationRow> {
    const open = lock ? await repo.openOf(trx, userId) : ((await repo.latestOf(trx, userId)) ?? undefined);
    if (open && EDITABLE_STATES.includes(open.state)) return open;
    if (open?.state === 'submitted') throw conflict('Your application is with our team for review: it cannot be changed now.', 'APPLICATION_IN_REVIEW');
    if (create) {
      const created = await repo.createDraft(trx, userId);
      if (created) return created;
      throw conflict('Your application was just started in another tab: reload the page.', 'APPLICATION_EXISTS');
    }
    throw conflict('Start your application first.', 'NO_OPEN_APPLICATION');
  }

  private async present(row: CreatorApplicationRow, user: VerifyingUser): Promise<ApplicationDto> {
    const [version, ageCheck] = await Promise.all([agreementVersion(this.deps.settings), this.deps.ageVerification.status(user)]);
    return toApplication(row, version, ageCheck);
  }
}

function assertNotCreator(user: UserRow): void {
  if (user.roles.includes('performer')) throw conflict('You are a creator already: your Studio is open.', 'ALREADY_CREATOR');
}

/** What an application still needs before it can be sent, in the applicant's words. */
function missingFor(row: CreatorApplicationRow, version: string, ageStatus: string): string[] {
  const missing: string[] = [];
  if (!row.legal_name) missing.push('give your legal name');
  if (!row.birth_date) missing.push('give your date of birth');
  if (!row.country) missing.push('give your country');
  if (!row.stage_name) missing.push('choose your stage name');
  if (!row.document_key) missing.push('add a photo of your identity document');
  if (!row.selfie_key) missing.push('add a selfie holding your identity document');
  if (ageStatus === 'none') missing.push('check your age with our age-verification provider');
  if (row.agreement_version !== version)
    missing.push(row.agreement_version ? 'accept the new version of the creator agreement' : 'accept the creator agreement');
  return missing;
}
