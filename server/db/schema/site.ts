import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './columns';

// Site-wide tables: settings, menus, blocked countries, facts about this installation.

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

/** One admin action, as the audit log keeps it (never changed: see migration 0031). */
export interface AdminActionsTable {
  id: Generated<string>;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
  reason: string | null;
  created_at: ColumnType<Date, never, never>;
}
