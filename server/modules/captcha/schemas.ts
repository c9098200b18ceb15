import { Type } from '@sinclair/typebox';

/** The widget's token. Gated routes take it as the body field `captchaToken`. */
export const CaptchaToken = Type.String({ minLength: 1, maxLength: 4000 });
/** The optional field every gated body (register, contact, login) accepts. */
export const CaptchaTokenField = { captchaToken: Type.Optional(CaptchaToken) };

/** POST /re-captcha/verify */
export const CaptchaVerifyBody = Type.Object({ token: CaptchaToken }, { additionalProperties: false });
export const CaptchaVerifyResultSchema = Type.Object({
  success: Type.Boolean(),
  score: Type.Optional(Type.Number()),
  /** True when the captcha is off: nothing was asked of the provider. */
  disabled: Type.Optional(Type.Boolean()),
});
