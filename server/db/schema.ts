import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

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
  created_at: Timestamp;
  updated_at: Timestamp;
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
  kind: 'verify_email' | 'reset_password';
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  group: string;
  public: boolean;
  updated_at: Timestamp;
}

export interface MenusTable {
  id: Generated<string>;
  title: string;
  path: string;
  section: 'header' | 'footer';
  is_new_tab: Generated<boolean>;
  ordering: Generated<number>;
}

export interface BlockedCountriesTable {
  code: string;
  created_at: Timestamp;
}

/** Facts about this installation, such as which demo seed ran. */
export interface AppMetaTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface Database {
  app_meta: AppMetaTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  settings: SettingsTable;
  menus: MenusTable;
  blocked_countries: BlockedCountriesTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
