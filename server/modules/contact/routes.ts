import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, SuccessFlag } from '../../http/envelope';
import { HttpError } from '../../http/errors';
import { limitRequests, type RateLimiter } from '../../rate-limit';
import { CONTACT_MESSAGES } from './limits';
import { ContactBody } from './schemas';
import type { ContactService } from './service';

interface Options {
  contact: ContactService;
  limiter: RateLimiter;
}

export const contactRoutes: FastifyPluginAsyncTypebox<Options> = async (app, { contact, limiter }) => {
  // Counted after validation (preHandler): a visitor correcting a field is not held back, only messages that go out.
  const messagesPerAddress = limitRequests(limiter, CONTACT_MESSAGES, (request) => request.ip);
  // The checks a message passes before it is sent, in order. The captcha check (when captcha is on) goes first.
  const beforeSending = [messagesPerAddress];

  app.post(
    '/contact',
    {
      config: { keepsPublicReads: true },
      preHandler: beforeSending,
      schema: { body: ContactBody, response: { 200: SuccessFlag } },
    },
    async (request) => {
      try {
        await contact.send(request.body);
      } catch (err) {
        // The mail server is down or refused: the visitor is told to try later (their message is still in the form).
        request.log.error({ err }, 'sending a contact message failed');
        throw new HttpError(503, 'Your message could not be sent right now. Please try again in a few minutes.', 'CONTACT_MAIL_FAILED');
      }
      return ok({ success: true });
    },
  );
};
