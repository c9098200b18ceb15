/** Success envelope of every API answer. */
export interface ApiEnvelope<T> {
  status: number;
  data: T;
}

/** A page of a list endpoint (inside the envelope's data). */
export interface ListResult<T> {
  data: T[];
  total: number;
}

/** Body of every API error answer; this object is what a failed request rejects with. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
  details?: unknown;
}
