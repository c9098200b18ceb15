import type { ServiceOptions } from '../lib/request-options';
import type { SandboxPayment, Transaction, TransactionStatus } from '../types/checkout';
import type { AdminSetting, Coupon, CreateCoupon, FailedJob } from '../types/site-admin';
import { to } from './endpoint';
import { getList, getOne, send } from './fetch-helpers';

const SETTINGS = 'GET /admin/settings';
const SET_SETTING = 'PUT /admin/settings/:key';
const BLOCKED_COUNTRIES = 'GET /admin/country-block';
const BLOCK_COUNTRY = 'PUT /admin/country-block/:code';
const UNBLOCK_COUNTRY = 'DELETE /admin/country-block/:code';
const COUPONS = 'GET /admin/coupons';
const CREATE_COUPON = 'POST /admin/coupons';
const DEACTIVATE_COUPON = 'POST /admin/coupons/:id/deactivate';
const FAILED_JOBS = 'GET /admin/jobs/failed';
const PAYMENTS = 'GET /payment/transactions';
const PAYMENT = 'GET /payment/transactions/:id';
const REFUND = 'POST /payment/transactions/:id/refund';
const RETRY_JOB = 'POST /admin/jobs/:name/:id/retry';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = {
  SETTINGS,
  SET_SETTING,
  BLOCKED_COUNTRIES,
  BLOCK_COUNTRY,
  UNBLOCK_COUNTRY,
  COUPONS,
  CREATE_COUPON,
  DEACTIVATE_COUPON,
  FAILED_JOBS,
  RETRY_JOB,
  PAYMENTS,
  PAYMENT,
  REFUND,
};

/** Running the site from the admin area: payments and refunds, settings (maintenance mode among them), blocked countries, coupons, failed jobs. */
export const siteAdminService = {
  settings: (options?: ServiceOptions) => getOne<AdminSetting[]>(to(SETTINGS), options),
  setSetting: async (key: string, value: unknown) => {
    await send<{ success: boolean }>(to(SET_SETTING, { key }), { body: { value } });
  },
  blockedCountries: (options?: ServiceOptions) => getOne<string[]>(to(BLOCKED_COUNTRIES), options),
  blockCountry: async (code: string) => {
    await send<{ success: boolean }>(to(BLOCK_COUNTRY, { code }));
  },
  unblockCountry: async (code: string) => {
    await send<{ success: boolean }>(to(UNBLOCK_COUNTRY, { code }));
  },
  coupons: (options?: ServiceOptions) => getOne<Coupon[]>(to(COUPONS), options),
  createCoupon: async (body: CreateCoupon) => (await send<Coupon>(to(CREATE_COUPON), { body })).data,
  deactivateCoupon: async (id: string) => (await send<Coupon>(to(DEACTIVATE_COUPON, { id }))).data,
  /** Every payment, newest first, with its buyer (an admin's answer). */
  payments: (query: { status?: TransactionStatus; limit?: number; offset?: number } = {}, options?: ServiceOptions) =>
    getList<Transaction>(to(PAYMENTS), query, options),
  payment: (id: string, options?: ServiceOptions) => getOne<SandboxPayment>(to(PAYMENT, { id }), options),
  /** Refunds these lines of the payment's order (a subscription line: its period); none named: the whole payment. */
  refund: async (id: string, lineIds?: string[]) => (await send<Transaction>(to(REFUND, { id }), { body: lineIds ? { lineIds } : {} })).data,
  failedJobs: (options?: ServiceOptions) => getList<FailedJob>(to(FAILED_JOBS), {}, options),
  retryJob: async (name: string, id: string) => {
    await send<{ success: boolean }>(to(RETRY_JOB, { name, id }));
  },
};
