import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * The one rule for text and numbers a client sends, beyond each route's schema: no control characters
 * other than tab, line feed and carriage return (PostgreSQL refuses NUL outright), no unpaired UTF-16
 * surrogates (they are not text), and no non-finite numbers (JSON.parse reads 1e309 as Infinity, and query
 * coercion reads "Infinity"). Sockets apply it to their payloads too.
 */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** Where the first value breaking the rule is (e.g. "body.tags[2]") and why, or null when all is well. */
export function findBadInput(value: unknown, at: string, depth = 0): { at: string; problem: string } | null {
  if (typeof value === 'string') {
    if (CONTROL.test(value)) return { at, problem: 'contains a control character' };
    if (LONE_SURROGATE.test(value)) return { at, problem: 'is not valid Unicode text' };
    return null;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? null : { at, problem: 'is not a finite number' };
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_DEPTH) return { at, problem: 'is nested too deeply' };
  for (const [key, item] of Object.entries(value)) {
    const where = Array.isArray(value) ? `${at}[${key}]` : `${at}.${key}`;
    const keyProblem = Array.isArray(value) ? null : findBadInput(key, `${at} key`, depth + 1);
    const problem = keyProblem ?? findBadInput(item, where, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Throws the 400 for a value that breaks the rule. */
export function assertGoodInput(value: unknown, at: string): void {
  const bad = findBadInput(value, at);
  if (bad) throw badRequest(`${bad.at} ${bad.problem}`, 'INVALID_INPUT');
}

/** Every request's path parameters, query and body, after the route's schema has read them. */
export function registerInputRule(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    assertGoodInput(request.params, 'params');
    assertGoodInput(request.query, 'query');
    assertGoodInput(request.body, 'body');
  });
}
