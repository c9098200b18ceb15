import { Type } from '@sinclair/typebox';
import { Body, Email, Token } from './schemas';

/** POST /users/me/email-change: the new address, and the current password as proof. */
export const EmailChangeBody = Body({
  email: Email,
  password: Type.String({ minLength: 1, maxLength: 128 }),
});

/** The e-mail change waiting for its link to be followed (both null: none). */
export const PendingEmailChangeSchema = Type.Object({
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
});

/** POST /auth/email-change/confirm */
export const EmailChangeConfirmBody = Body({ token: Token });
export const EmailChangedSchema = Type.Object({ email: Type.String() });
