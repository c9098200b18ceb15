import { Type } from '@sinclair/typebox';

/** GET /country-block/check: whether the visitor's country is blocked. */
export const CountryBlockCheckSchema = Type.Object({ blocked: Type.Boolean() });
