import type { Static } from '@sinclair/typebox';
import type { PerformerSchema, PerformerSearchQuery } from '../server/modules/performers/schemas';

/** GET /performers/search, GET /performers/:id */
export type Performer = Static<typeof PerformerSchema>;
export type PerformerAttributes = Performer['attributes'];
export type PerformerStats = Performer['stats'];

export type PerformerQuery = Static<typeof PerformerSearchQuery>;
export type PerformerSort = NonNullable<PerformerQuery['sortBy']>;
