import fc from 'fast-check';

/** The parts of JSON Schema the API's documents use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  nullable?: boolean;
}

/** A sentinel a JSON body carries where the raw text must hold a number JSON.stringify cannot write. */
export const NON_FINITE = '__non_finite_number__';

/** Known ids of real rows (another user's comment, a draft video...) that valid and invalid inputs draw from. */
export interface IdPool {
  ids: string[];
}

const SHORT = 40;

/** Values a schema accepts (as far as generation goes: patterns and formats are honoured, lengths kept short). */
export function validValue(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validValue(s, pool)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(schema, pool);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: schema.maximum ?? 1_000_000 });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validValue(schema.items ?? {}, pool), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 4, 4) });
      case 'object':
        return validObject(schema, pool);
      default:
        return fc.oneof(fc.string({ maxLength: SHORT }), fc.integer(), fc.boolean());
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function validString(schema: JsonSchema, pool: IdPool): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? SHORT, SHORT));
  switch (schema.format) {
    case 'uuid':
      return pool.ids.length ? fc.oneof(fc.constantFrom(...pool.ids), fc.uuid()) : fc.uuid();
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (schema.maxLength ?? 254));
    case 'date-time':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    default:
      if (schema.pattern) {
        return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
      }
      return fc.string({ unit: 'grapheme', minLength, maxLength }).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
}

function validObject(schema: JsonSchema, pool: IdPool): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, validValue(s, pool)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Text a client should never get a 5xx for, whatever field it lands in. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007bell',
  '\uD800',
  'x'.repeat(100_000),
  '../../../etc/passwd',
  '%00',
  '%',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e309',
  '-0',
  '9223372036854775808',
  '-1',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
];

/** A wrong value for a field of `schema`: another type, a boundary or non-finite number, nasty text, a foreign id. */
export function invalidValue(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  const bounds = [schema.minimum, schema.maximum].filter((n): n is number => n !== undefined).flatMap((n) => [n - 1, n + 1, n + 0.5]);
  return fc.oneof(
    fc.constantFrom(...NASTY_TEXT),
    fc.constantFrom<unknown>(null, true, 0, -1, 2 ** 63, Number.MAX_SAFE_INTEGER + 2, NON_FINITE, {}, [], [[]], { nested: { deeper: [1, '\u0000'] } }),
    bounds.length ? fc.constantFrom(...bounds) : fc.constant(-1),
    fc.string({ unit: 'binary', maxLength: 20 }),
    pool.ids.length ? fc.constantFrom(...pool.ids) : fc.uuid(),
  );
}
