import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ok } from '../../http/envelope';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import { CAPTCHA_CHECKS } from './limits';
import { CaptchaVerifyBody, CaptchaVerifyResultSchema } from './schemas';
import type { CaptchaService } from './service';

export const captchaRoutes: FastifyPluginAsyncTypebox<{ captcha: CaptchaService; limiter: RateLimiter }> = async (app, { captcha, limiter }) => {
  // Each check spends the site's key at the provider: one address may not make it a free verifying service.
  const checksPerAddress = limitRequests(limiter, CAPTCHA_CHECKS, (request) => request.ip);
  app.post(
    '/re-captcha/verify',
    {
      config: { keepsPublicReads: true },
      preHandler: checksPerAddress,
      schema: {
        operationId: 'verifyCaptcha',
        summary: 'Check a reCAPTCHA answer',
        body: CaptchaVerifyBody,
        response: { 200: Envelope(CaptchaVerifyResultSchema) },
      },
    },
    async (request) => {
      // Off: the provider is not asked (there may be no keys); the web app learns it is off from the public settings.
      if (!(await captcha.enabled())) return ok({ success: true, disabled: true });
      return ok(await captcha.check(request.body.token, request.ip));
    },
  );
};
