import type { FastifyRequest } from 'fastify';
import type { CaptchaService } from './service';

/** A route hook (preHandler, after validation) that lets a request through only with a passing `captchaToken` when the captcha is on. */
export function requireCaptcha(captcha: CaptchaService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = (request.body as { captchaToken?: string } | undefined)?.captchaToken;
    await captcha.require(token, request.ip);
  };
}
