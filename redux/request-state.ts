import type { RequestError } from '../lib/errors';
import type { ServiceOptions } from '../lib/request-options';

export type { RequestError } from '../lib/errors';

/**
 * THE request state of the store. A slice that loads something holds its body (`data`, or
 * `items` + `total` for a list) next to one status: a flag saying a request is out, the last failure
 * (message + HTTP status, see lib/errors.ts) and whether the last request succeeded. The flag is
 * `requesting`, except where the spec names it `loading` (banner and photo lists).
 */
export type BusyFlag = 'requesting' | 'loading';

export type RequestStatus<F extends BusyFlag = 'requesting'> = { [K in F]: boolean } & {
  error: RequestError | null;
  success: boolean;
};

/** A body tracked by a request status. */
export type Tracked<B, F extends BusyFlag = 'requesting'> = B & RequestStatus<F>;

/** A value fetched as a whole. */
export type ResourceState<T, F extends BusyFlag = 'requesting'> = Tracked<{ data: T }, F>;

/** One resource: loginAuth, forgotData, the performer listing and profile. */
export type RequestState<T> = ResourceState<T | null>;

/** One list: galleries, related galleries, videos, related videos, products, comments of an object, reacted items. */
export type ListState<T> = Tracked<{ items: T[]; total: number }>;

/** Banner and photo lists: `loading` in place of `requesting`, and data is never null. */
export type LoadingState<T> = ResourceState<T, 'loading'>;

/** What a load asks for: the API query, and during server rendering the visitor's headers and token. */
export interface ListRequest<Q> {
  query: Q;
  options?: ServiceOptions;
}

/**
 * The four transitions of a request state whose flag is `flag`. Each returns a new state, so reducers
 * either return it or assign it to a field of their draft.
 * - idle: nothing asked yet. started: a request is out (the body stays shown, the old error goes).
 * - succeeded: the new body. failed: the body stays, the error is kept.
 */
export function transitions<F extends BusyFlag>(flag: F) {
  const status = (busy: boolean, error: RequestError | null, success: boolean) => ({ [flag]: busy, error, success }) as RequestStatus<F>;
  return {
    idle: <B extends object>(body: B): Tracked<B, F> => ({ ...body, ...status(false, null, false) }),
    started: <S extends RequestStatus<F>>(state: S): S => ({ ...state, ...status(true, null, false) }),
    succeeded: <B extends object>(body: B): Tracked<B, F> => ({ ...body, ...status(false, null, true) }),
    failed: <S extends RequestStatus<F>>(state: S, error: RequestError): S => ({ ...state, ...status(false, error, false) }),
  };
}

/** The transitions of every `requesting` state (all but banners and photos). */
export const { idle, started, succeeded, failed } = transitions('requesting');
