import type { ApiErrorBody } from '../types/api';

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'statusCode' in value && 'message' in value;
}

/** The server's message when there is one, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const text = (error as { message: unknown }).message;
    if (typeof text === 'string' && text.trim()) return text;
    if (Array.isArray(text) && typeof text[0] === 'string') return text[0];
  }
  return fallback;
}

export function statusOf(error: unknown): number | null {
  return isApiErrorBody(error) ? error.statusCode : null;
}
