import type { Static } from '@sinclair/typebox';
import type {
  EmailVerifiedSchema,
  LoginBody,
  LoginResultSchema,
  MailSentSchema,
  PasswordChangeBody,
  RegisterBody,
  RegisterResultSchema,
} from '../server/modules/auth/schemas';

/** `username` is the username or the e-mail address. */
export type LoginPayload = Static<typeof LoginBody>;
export type LoginResult = Static<typeof LoginResultSchema>;
export type RegisterPayload = Static<typeof RegisterBody>;
export type RegisterResult = Static<typeof RegisterResultSchema>;
export type PasswordChangePayload = Static<typeof PasswordChangeBody>;
/** What the change-password form asks for (the saga adds the source). */
export type PasswordUpdate = Pick<PasswordChangePayload, 'currentPassword' | 'password'>;
export type EmailVerifiedResult = Static<typeof EmailVerifiedSchema>;
export type MailSentResult = Static<typeof MailSentSchema>;
