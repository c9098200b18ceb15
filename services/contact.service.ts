import type { SuccessResult } from '../types/api';
import type { ContactPayload } from '../types/contact';
import { to } from './endpoint';
import { send } from './fetch-helpers';

const SEND_MESSAGE = 'POST /contact';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { SEND_MESSAGE };

export const contactService = {
  /** POST /contact: mails the message to the site's staff (429 when this address sent too many). */
  send: async (payload: ContactPayload) => (await send<SuccessResult>(to(SEND_MESSAGE), { redirectOnUnauthorized: false, body: payload })).data,
};
