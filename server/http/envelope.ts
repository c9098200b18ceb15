import { Type, type TSchema } from '@sinclair/typebox';
import { Fixed } from './string-enum';

/** The original system's success envelope, kept for compatibility: { status: 0, data }. */
export interface Enveloped<T> {
  status: 0;
  data: T;
}

/** A page of a list (the data of a list answer's envelope). */
export interface ListPage<T> {
  data: T[];
  total: number;
}

export function ok<T>(data: T): Enveloped<T> {
  return { status: 0, data };
}

export function list<T>(data: T[], total: number): Enveloped<ListPage<T>> {
  return ok({ data, total });
}

export const Envelope = <T extends TSchema>(data: T) => Type.Object({ status: Fixed(0), data });
export const ListEnvelope = <T extends TSchema>(item: T) => Envelope(Type.Object({ data: Type.Array(item), total: Type.Integer() }));

export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  details: Type.Optional(Type.Unknown()),
});

export const SuccessFlag = Envelope(Type.Object({ success: Type.Boolean() }));
