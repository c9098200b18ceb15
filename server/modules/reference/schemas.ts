import { Type } from '@sinclair/typebox';

export const CountrySchema = Type.Object({ code: Type.String(), name: Type.String(), flag: Type.String() });
export const LanguageSchema = Type.Object({ code: Type.String(), name: Type.String(), native: Type.String() });
export const PhoneCodeSchema = Type.Object({ code: Type.String(), countryCode: Type.String(), name: Type.String() });

/** One choice of a profile attribute: the stored value and the text shown. */
export const OptionSchema = Type.Object({ value: Type.String(), text: Type.String() });
/** GET /user-additional: the choices of each profile attribute (genders, ethnicities, heights, ...). */
export const UserAdditionalSchema = Type.Record(Type.String(), Type.Array(OptionSchema));
