import { Type } from '@sinclair/typebox';

/** At most this many ids of one kind in one ask: a page's cards. */
export const BOUGHT_IDS_MAX = 60;

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const IdList = Type.Optional(Type.String({ pattern: `^${UUID}(,${UUID}){0,${BOUGHT_IDS_MAX - 1}}$`, description: 'Comma-separated ids' }));

export const BoughtQuery = Type.Object({ video: IdList, gallery: IdList, product: IdList }, { additionalProperties: false });
export const BoughtSchema = Type.Object({ video: Type.Array(Type.String()), gallery: Type.Array(Type.String()), product: Type.Array(Type.String()) });
