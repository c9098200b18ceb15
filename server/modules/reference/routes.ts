import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { COUNTRIES, LANGUAGES, PHONE_CODES, USER_ADDITIONAL } from './data';
import { CountrySchema, LanguageSchema, PhoneCodeSchema, UserAdditionalSchema } from './schemas';

/** The lists only change with a new release: browsers and CDNs may keep them a day. */
const DAY = { cacheControl: 'public, max-age=86400' };

/** Static reference lists: countries, languages, phone codes, profile attributes. */
export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = <T>(data: T) => {
    const body = ok(data);
    return async () => body;
  };

  app.get(
    '/countries/list',
    { config: DAY, schema: { operationId: 'listCountries', summary: 'List countries', response: { 200: Envelope(Type.Array(CountrySchema)) } } },
    cached(COUNTRIES),
  );
  app.get(
    '/languages/list',
    { config: DAY, schema: { operationId: 'listLanguages', summary: 'List languages', response: { 200: Envelope(Type.Array(LanguageSchema)) } } },
    cached(LANGUAGES),
  );
  app.get(
    '/phone-codes/list',
    {
      config: DAY,
      schema: { operationId: 'listPhoneCodes', summary: 'List telephone country codes', response: { 200: Envelope(Type.Array(PhoneCodeSchema)) } },
    },
    cached(PHONE_CODES),
  );
  app.get(
    '/user-additional',
    {
      config: DAY,
      schema: { operationId: 'getProfileOptions', summary: "List the choices of a profile's extra fields", response: { 200: Envelope(UserAdditionalSchema) } },
    },
    cached(USER_ADDITIONAL),
  );
};
