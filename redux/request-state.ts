/** Explicit request state held per entity (spec 3: loginAuth, forgotData, ...). */
export interface RequestState<T> {
  requesting: boolean;
  error: string | null;
  data: T | null;
  success: boolean;
}

export function idle<T>(): RequestState<T> {
  return { requesting: false, error: null, data: null, success: false };
}

export function started<T>(previous: RequestState<T>): RequestState<T> {
  return { ...previous, requesting: true, error: null, success: false };
}

export function succeeded<T>(data: T): RequestState<T> {
  return { requesting: false, error: null, data, success: true };
}

export function failed<T>(previous: RequestState<T>, error: string): RequestState<T> {
  return { ...previous, requesting: false, error, success: false };
}
