import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';
import type { NotificationChannel, NotificationKind } from './engagement';

// Tables of the accounts module: users, their sessions and their e-mail tokens.

export interface UsersTable {
  id: Generated<string>;
  name: string;
  username: string;
  email: string;
  password_hash: string;
  roles: ColumnType<string[], string[] | undefined, string[]>;
  status: Generated<string>;
  avatar_path: string | null;
  cover_path: string | null;
  gender: string | null;
  country: string | null;
  bio: string | null;
  verified_email: Generated<boolean>;
  verifymyage_verified: Generated<boolean>;
  /** When the user confirmed being 18 or older and accepted the terms (registration); null: before this was asked. */
  terms_accepted_at: Timestamp | null;
  /** Set while an admin has suspended the account (status 'suspended'), with the reason they gave. */
  suspended_at: Timestamp | null;
  suspension_reason: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  search_vector: ColumnType<string, never, never>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  kind: 'verify_email' | 'reset_password' | 'change_email';
  /** change_email: the address the user asked for, applied when the token is used. */
  new_email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Owned by the age-verification module: one row per attempt. */
export interface AgeVerificationsTable {
  id: Generated<string>;
  user_id: string;
  provider: string;
  country: string;
  state_hash: string;
  state_expires_at: Timestamp;
  state_used_at: Timestamp | null;
  status: Generated<'pending' | 'verified' | 'failed'>;
  reference: string | null;
  access_token: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  verified_at: Timestamp | null;
}

/** Owned by the notifications module: the optional mails a user chose (no row: the defaults). */
export interface NotificationPreferencesTable {
  user_id: string;
  newsletter: boolean;
  /** The kinds of notification the user changed, each 'email' (on the site and by e-mail), 'site' or 'off' (0038). */
  channels: ColumnType<Partial<Record<NotificationKind, NotificationChannel>>, string | undefined, string>;
  /** Whether they get the messages creators send to all their fans (0046). */
  mass_messages: Generated<boolean>;
  updated_at: Timestamp;
}

/** Per fan and performer: the last "new from ..." e-mail, and since when releases wait for the next (releases module). */
export interface NewContentMailsTable {
  fan_id: string;
  performer_id: string;
  last_sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  waiting_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export type CreatorApplicationState = 'draft' | 'submitted' | 'needs_documents' | 'approved' | 'rejected';

/** Owned by the creator-applications module: becoming a creator (0033). */
export interface CreatorApplicationsTable {
  id: Generated<string>;
  user_id: string;
  state: ColumnType<CreatorApplicationState, CreatorApplicationState | undefined, CreatorApplicationState>;
  legal_name: string | null;
  /** YYYY-MM-DD, kept as text so no time zone moves it. */
  birth_date: string | null;
  country: string | null;
  stage_name: string | null;
  document_key: string | null;
  selfie_key: string | null;
  /** The upload under way for each slot, until it completes. */
  document_upload: string | null;
  selfie_upload: string | null;
  agreement_version: string | null;
  agreement_accepted_at: Timestamp | null;
  submitted_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  reviewer_id: string | null;
  review_note: string | null;
  documents_delete_after: Timestamp | null;
  documents_deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
