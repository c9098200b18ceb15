import type { AccountDeleted, AccountDeletionPayload, DataExport, EmailChanged, EmailChangePayload, PendingEmailChange } from '../types/account';
import { to } from './endpoint';
import { getOne, send } from './fetch-helpers';

const PENDING_EMAIL_CHANGE = 'GET /users/me/email-change';
const REQUEST_EMAIL_CHANGE = 'POST /users/me/email-change';
const WITHDRAW_EMAIL_CHANGE = 'DELETE /users/me/email-change';
const CONFIRM_EMAIL_CHANGE = 'POST /auth/email-change/confirm';
const EXPORT_DATA = 'GET /users/me/export';
const DELETE_ACCOUNT = 'POST /users/me/deletion';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PENDING_EMAIL_CHANGE, REQUEST_EMAIL_CHANGE, WITHDRAW_EMAIL_CHANGE, CONFIRM_EMAIL_CHANGE, EXPORT_DATA, DELETE_ACCOUNT };

/** The account as a whole: its e-mail address, a copy of its data, closing it. */
export const accountService = {
  pendingEmailChange: () => getOne<PendingEmailChange>(to(PENDING_EMAIL_CHANGE)),
  requestEmailChange: async (payload: EmailChangePayload) => (await send<PendingEmailChange>(to(REQUEST_EMAIL_CHANGE), { body: payload })).data,
  withdrawEmailChange: async () => (await send<PendingEmailChange>(to(WITHDRAW_EMAIL_CHANGE))).data,
  /** Follows the link mailed to the new address (signed in or not: a 401 is not an expired session here). */
  confirmEmailChange: async (token: string) => (await send<EmailChanged>(to(CONFIRM_EMAIL_CHANGE), { body: { token }, redirectOnUnauthorized: false })).data,
  exportData: () => getOne<DataExport>(to(EXPORT_DATA)),
  deleteAccount: async (payload: AccountDeletionPayload) => (await send<AccountDeleted>(to(DELETE_ACCOUNT), { body: payload })).data,
};
