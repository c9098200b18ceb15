import { Type } from '@sinclair/typebox';
import { CaptchaTokenField } from '../captcha/schemas';
import { StringEnum } from '../../http/string-enum';

/** Request bodies drop unknown fields (additionalProperties false + Ajv removeAdditional). */
export const Body = <P extends Parameters<typeof Type.Object>[0]>(properties: P) => Type.Object(properties, { additionalProperties: false });

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Password = Type.String({ minLength: 8, maxLength: 128 });
export const Username = Type.String({ minLength: 3, maxLength: 40, pattern: '^[A-Za-z0-9_.-]+$' });
export const Name = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' });
export const Token = Type.String({ minLength: 10, maxLength: 200 });

/** POST /auth/login: username or e-mail, and the password. */
export const LoginBody = Body({
  username: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 128 }),
  remember: Type.Optional(Type.Boolean({ default: false })),
  /** Required (when the captcha is on) after three failed logins from the address. */
  ...CaptchaTokenField,
});
export const LoginResultSchema = Type.Object({ token: Type.String(), expiresAt: Type.String() });

/** POST /auth/users/register */
export const RegisterBody = Body({
  name: Name,
  username: Username,
  email: Email,
  password: Password,
  gender: Type.Optional(Type.String({ maxLength: 30 })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  bio: Type.Optional(Type.String({ maxLength: 2000 })),
  /**
   * The sign-up form's "I am 18 or older and accept the Terms of Service" (its time is recorded). Optional: the
   * spec's register payload does not have it, and clients written to the spec must keep working.
   */
  acceptedTerms: Type.Optional(Type.Boolean()),
  ...CaptchaTokenField,
});
export const RegisterResultSchema = Type.Object({ message: Type.String(), requireEmailVerification: Type.Boolean() });

/** PUT /auth/users/me/password: the spec's {password, source}, and the current password as proof. */
export const PasswordChangeBody = Body({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  password: Password,
  source: Type.Optional(StringEnum(['user', 'performer'], { default: 'user' })),
});

/** POST /auth/email-verification */
/** `alreadyVerified`: the link had been followed before (by its reader or a mail scanner): the account is verified. */
export const EmailVerifiedSchema = Type.Object({ verified: Type.Boolean(), alreadyVerified: Type.Boolean() });
/** POST /auth/email-verification/resend and /auth/users/forgot: a mail went out (or would have). */
export const MailSentSchema = Type.Object({ sent: Type.Boolean() });
