import { Type } from '@sinclair/typebox';
import { Body, Email } from '../auth/schemas';
import { CaptchaTokenField } from '../captcha/schemas';

/** One line of text with something in it: a line break would let a name or subject spill into the mail's headers. */
const OneLine = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '^[^\\r\\n]*\\S[^\\r\\n]*$' });

/** POST /contact. Control characters other than line breaks and tabs are refused everywhere by the input rule. */
export const ContactBody = Body({
  name: OneLine(100),
  email: Email,
  subject: Type.Optional(OneLine(150)),
  message: Type.String({ minLength: 10, maxLength: 5000, pattern: '\\S' }),
  ...CaptchaTokenField,
});
