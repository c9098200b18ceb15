import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const COMMON: Options = { removeAdditional: true, useDefaults: true, allErrors: false };

function ajv(options: Options): Ajv {
  const instance = new Ajv({ ...COMMON, ...options });
  addFormats(instance);
  return instance;
}

/**
 * Query strings and path parameters are text, so "limit=5" is coerced to a number there.
 * JSON bodies carry their own types: a number where a string is expected is a 400, never coerced.
 */
export function registerValidators(app: FastifyInstance): void {
  const coercing = ajv({ coerceTypes: 'array' });
  const strict = ajv({ coerceTypes: false });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? strict : coercing).compile(schema));
}
