import { Type, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';

// OpenAPI 3.0 readers (and the clients generated from the document) know `enum`, not `const` nor TypeBox's union of
// one-value `const`s: fixed values are written as `enum` here. Ajv checks them; the static types stay the literals.

/** One of a fixed set of strings: `{ type: 'string', enum: [...] }`, typed as the union of the values. */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** Exactly one number or boolean (a string is a StringEnum of one): `{ type, enum: [value] }`. */
export function Fixed<const T extends number | boolean>(value: T, options: SchemaOptions = {}): TUnsafe<T> {
  const type = typeof value === 'boolean' ? 'boolean' : Number.isInteger(value) ? 'integer' : 'number';
  return Type.Unsafe<T>({ ...options, type, enum: [value] });
}
