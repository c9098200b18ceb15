import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, SuccessFlag } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import { requireCaptcha } from '../captcha/gate';
import type { CaptchaService } from '../captcha/service';
import { CONTACT_MESSAGES } from './limits';
import { ContactBody } from './schemas';
import type { ContactService } from './service';

interface Options {
  contact: ContactService;
  limiter: RateLimiter;
  captcha: CaptchaService;
}

export const contactRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { contact, limiter, captcha }) => {
  // Counted after validation (preHandler): a visitor correcting a field is not held back, only messages that go out.
  const messagesPerAddress = limitRequests(limiter, CONTACT_MESSAGES, (request) => request.ip);
  // The checks a message passes before it is sent, in order: a message that fails the captcha is not counted.
  const beforeSending = [requireCaptcha(captcha), messagesPerAddress];

  app.post(
    '/contact',
    {
      config: { keepsPublicReads: true },
      preHandler: beforeSending,
      schema: { operationId: 'sendContactMessage', summary: "Send a message to the site's staff", body: ContactBody, response: { 200: SuccessFlag } },
    },
    async (request) => {
      try {
        const { captchaToken: _token, ...message } = request.body;
        await contact.send(message);
      } catch (err) {
        // The mail server is down or refused: the visitor is told to try later (their message is still in the form).
        request.log.error({ err }, 'sending a contact message failed');
        throw new HttpError(503, 'Your message could not be sent right now. Please try again in a few minutes.', 'CONTACT_MAIL_FAILED');
      }
      return ok({ success: true });
    },
  );
};
