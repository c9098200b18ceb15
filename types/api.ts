import type { Static } from '@sinclair/typebox';
import type { Enveloped, ErrorSchema, ListPage, SuccessFlag } from '../server/http/envelope';

/** Success envelope of every API answer. */
export type ApiEnvelope<T> = Enveloped<T>;

/** A page of a list endpoint (inside the envelope's data). */
export type ListResult<T> = ListPage<T>;

/** Body of every API error answer; this object is what a failed request rejects with. */
export type ApiErrorBody = Static<typeof ErrorSchema>;

/** The answer of writes that only say they worked: { success: true }. */
export type SuccessResult = Static<typeof SuccessFlag>['data'];
