import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { CaptchaVerifyBody, CaptchaVerifyResultSchema } from './schemas';
import type { CaptchaService } from './service';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ captcha: CaptchaService }> = async (app, { captcha }) => {
  app.post(
    '/re-captcha/verify',
    {
      config: { keepsPublicReads: true },
      schema: { body: CaptchaVerifyBody, response: { 200: Envelope(CaptchaVerifyResultSchema) } },
    },
    async (request) => {
      // Off: the provider is not asked (there may be no keys); the web app learns it is off from the public settings.
      if (!(await captcha.enabled())) return ok({ success: true, disabled: true });
      return ok(await captcha.check(request.body.token, request.ip));
    },
  );
};
