import type { Country, Language, PhoneCode, UserAdditional } from '../types/utils';
import { cached } from './cache';
import { ENDPOINTS, to } from './endpoints';
import { getOne } from './fetch-helpers';

const REFERENCE = ENDPOINTS.reference;

export const utilsService = {
  countries: () => cached('countries', () => getOne<Country[]>(to(REFERENCE.countries))),
  languages: () => cached('languages', () => getOne<Language[]>(to(REFERENCE.languages))),
  phoneCodes: () => cached('phone-codes', () => getOne<PhoneCode[]>(to(REFERENCE.phoneCodes))),
  userAdditional: () => cached('user-additional', () => getOne<UserAdditional>(to(REFERENCE.userAdditional))),
};
