import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, SuccessFlag } from '../../http/envelope';
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
      await contact.send(request.body);
      return ok({ success: true });
    },
  );
};
