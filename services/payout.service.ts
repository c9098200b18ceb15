import type { ServiceOptions } from '../lib/request-options';
import type { DuePayout, PayBatch, Payout, PayoutAccount, PayoutAccountInput, PayoutBatch, PayoutBatchDetail, PayoutSummary } from '../types/payout';
import { to } from './endpoint';
import { getList, getOne, getText, send } from './fetch-helpers';

const ACCOUNT = 'GET /performer/payout-account';
const SAVE_ACCOUNT = 'PUT /performer/payout-account';
const SUMMARY = 'GET /performer/payouts/summary';
const PAYOUTS = 'GET /performer/payouts';
const DUE = 'GET /admin/payouts/due';
const PAY_BATCH = 'POST /admin/payouts/batches';
const BATCHES = 'GET /admin/payouts/batches';
const BATCH = 'GET /admin/payouts/batches/:id';
const BATCH_CSV = 'GET /admin/payouts/batches/:id/csv';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { ACCOUNT, SAVE_ACCOUNT, SUMMARY, PAYOUTS, DUE, PAY_BATCH, BATCHES, BATCH, BATCH_CSV };

/** A performer's payouts (the Studio). */
export const payoutService = {
  account: (options?: ServiceOptions) => getOne<PayoutAccount | null>(to(ACCOUNT), options),
  saveAccount: async (body: PayoutAccountInput) => (await send<PayoutAccount>(to(SAVE_ACCOUNT), { body })).data,
  summary: (options?: ServiceOptions) => getOne<PayoutSummary>(to(SUMMARY), options),
  payouts: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) => getList<Payout>(to(PAYOUTS), query, options),
};

/** The admins' payouts: who is due, paying a batch, past batches and their CSV. */
export const adminPayoutService = {
  due: (options?: ServiceOptions) => getList<DuePayout>(to(DUE), {}, options),
  payBatch: async (body: PayBatch) => (await send<PayoutBatchDetail>(to(PAY_BATCH), { body })).data,
  batches: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) => getList<PayoutBatch>(to(BATCHES), query, options),
  batch: (id: string, options?: ServiceOptions) => getOne<PayoutBatchDetail>(to(BATCH, { id }), options),
  csv: (id: string) => getText(to(BATCH_CSV, { id })),
};
