import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Envelope, ok } from '../../http/envelope';
import { COUNTRIES, LANGUAGES, PHONE_CODES, USER_ADDITIONAL } from './data';
import { CountrySchema, LanguageSchema, PhoneCodeSchema, UserAdditionalSchema } from './schemas';

const DAY = 'public, max-age=86400';

/** Static reference lists: countries, languages, phone codes, profile attributes. */
export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cached = <T>(data: T) => {
    const body = ok(data);
    return async (_req: unknown, reply: { header(k: string, v: string): unknown }) => {
      reply.header('cache-control', DAY);
      return body;
    };
  };

  app.get('/countries/list', { schema: { response: { 200: Envelope(Type.Array(CountrySchema)) } } }, cached(COUNTRIES));
  app.get('/languages/list', { schema: { response: { 200: Envelope(Type.Array(LanguageSchema)) } } }, cached(LANGUAGES));
  app.get('/phone-codes/list', { schema: { response: { 200: Envelope(Type.Array(PhoneCodeSchema)) } } }, cached(PHONE_CODES));
  app.get('/user-additional', { schema: { response: { 200: Envelope(UserAdditionalSchema) } } }, cached(USER_ADDITIONAL));
};
