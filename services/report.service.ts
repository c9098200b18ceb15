import type { ServiceOptions } from '../lib/request-options';
import type { NewReport, Report } from '../types/report';
import { to } from './endpoint';
import { getList, send } from './fetch-helpers';

const FILE = 'POST /reports';
const MINE = 'GET /reports';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { FILE, MINE };

/** Reporting something to the staff, and what came of one's reports. */
export const reportService = {
  file: async (body: NewReport) => (await send<Report>(to(FILE), { body })).data,
  mine: (query: { limit?: number; offset?: number } = {}, options?: ServiceOptions) => getList<Report>(to(MINE), query, options),
};
