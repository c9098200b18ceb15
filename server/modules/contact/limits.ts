import type { RateRule } from '../../rate-limit';

/** Contact messages sent from one address: enough for a person, too few to flood the site's inbox. */
export const CONTACT_MESSAGES: RateRule = {
  name: 'contact-messages',
  max: 5,
  windowMs: 60 * 60_000,
  message: (wait) => `You have sent several messages already. Please try again in ${wait}.`,
  code: 'TOO_MANY_CONTACT_MESSAGES',
};
