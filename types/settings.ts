import type { Static } from '@sinclair/typebox';
import type { MenuSchema, MenuSectionSchema, PublicSettingsSchema } from '../server/modules/settings/schemas';

export type MenuSection = Static<typeof MenuSectionSchema>;
export type MenuItem = Static<typeof MenuSchema>;

/** GET /settings/public (one group's part of it when asked with ?group=). */
export type PublicSettings = Static<typeof PublicSettingsSchema>;
