import type { Static } from '@sinclair/typebox';
import type { ContactBody } from '../server/modules/contact/schemas';

export type ContactPayload = Static<typeof ContactBody>;
