import type { Country, Language, PhoneCode, UserAdditional } from '../types/utils';
import { cached } from './cache';
import { to } from './endpoint';
import { getOne } from './fetch-helpers';

const COUNTRIES = 'GET /countries/list';
const LANGUAGES = 'GET /languages/list';
const PHONE_CODES = 'GET /phone-codes/list';
const USER_ADDITIONAL = 'GET /user-additional';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { COUNTRIES, LANGUAGES, PHONE_CODES, USER_ADDITIONAL };

export const utilsService = {
  countries: () => cached('countries', () => getOne<Country[]>(to(COUNTRIES))),
  languages: () => cached('languages', () => getOne<Language[]>(to(LANGUAGES))),
  phoneCodes: () => cached('phone-codes', () => getOne<PhoneCode[]>(to(PHONE_CODES))),
  userAdditional: () => cached('user-additional', () => getOne<UserAdditional>(to(USER_ADDITIONAL))),
};
