import { Type } from '@sinclair/typebox';

/** A list cursor of signedCursor (http/signed-cursor.ts) in a query or body: base64url, a dot, the signature. */
export const CursorSchema = Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]{1,160}\\.[A-Za-z0-9_-]{22}$' });
