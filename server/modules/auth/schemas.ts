import { Type } from '@sinclair/typebox';

/** Request bodies drop unknown fields (additionalProperties false + Ajv removeAdditional). */
export const Body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Username = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' });
export const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const Token = Type.String({ minLength: 10, maxLength: 200 });
