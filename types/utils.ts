import type { Static } from '@sinclair/typebox';
import type { CountryBlockCheckSchema } from '../server/modules/geo/schemas';
import type { CountrySchema, LanguageSchema, OptionSchema, PhoneCodeSchema, UserAdditionalSchema } from '../server/modules/reference/schemas';

export type Country = Static<typeof CountrySchema>;
export type Language = Static<typeof LanguageSchema>;
export type PhoneCode = Static<typeof PhoneCodeSchema>;
export type LabeledValue = Static<typeof OptionSchema>;

/** GET /user-additional: option lists for additional user fields (genders, ethnicities, ...). */
export type UserAdditional = Static<typeof UserAdditionalSchema>;

/** GET /country-block/check */
export type CountryBlockCheck = Static<typeof CountryBlockCheckSchema>;
