import type { ServiceOptions } from '../lib/request-options';
import type { NotificationsPage } from '../types/notification';
import { to } from './endpoint';
import { request } from './api-request';
import { getOne, send } from './fetch-helpers';

const PAGE = 'GET /notifications';
const UNREAD = 'GET /notifications/unread';
const READ = 'POST /notifications/:id/read';
const READ_ALL = 'POST /notifications/read-all';

/** The endpoints this service calls, for tests/api/contract.test.ts. */
export const ENDPOINTS = { PAGE, UNREAD, READ, READ_ALL };

/** The signed-in user's notifications: a page (from a cursor), the unread count, reading one or all. */
export const notificationCentreService = {
  page: (query: { cursor?: string; limit?: number } = {}, options?: ServiceOptions) => getOne<NotificationsPage>(to(PAGE), options, query),
  /** A background read (on arrival, on reconnect): a session that ended meanwhile is not sent to log in for it. */
  unread: async (options?: ServiceOptions) => (await request<{ unread: number }>(to(UNREAD).path, { ...options, redirectOnUnauthorized: false })).data.unread,
  read: async (id: string) => (await send<{ unread: number }>(to(READ, { id }))).data.unread,
  /** `upTo`: the page's `top` (what the user saw); absent: everything. */
  readAll: async (upTo?: string | null) => (await send<{ unread: number }>(to(READ_ALL), { body: upTo ? { upTo } : {} })).data.unread,
};
