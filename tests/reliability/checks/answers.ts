// Properties of the answers the traffic got: no 5xx, an answer to every request.
import { examples, property, type Property } from '../properties';
import type { RequestRecord } from '../support/tally';

/** "12 x POST /api/comments -> 500 Something went wrong", most frequent first. */
export function grouped(records: RequestRecord[]): string[] {
  const groups = new Map<string, number>();
  for (const r of records) {
    const key = `${r.label} -> ${r.status || 'no answer'}${r.error ? ` (${r.error.slice(0, 120)})` : ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${n} x ${key}`);
}

export function noServerErrors(records: RequestRecord[], scope = ''): Property {
  const failed = records.filter((r) => r.status >= 500);
  return property(`no 5xx answers${scope}`, failed.length === 0, `${records.length} requests, ${failed.length} answered 5xx${examples(grouped(failed), 4)}`);
}

export function everyRequestAnswered(records: RequestRecord[], scope = ''): Property {
  const unanswered = records.filter((r) => r.status === 0);
  return property(
    `every request answered${scope}`,
    unanswered.length === 0,
    `${records.length} requests, ${unanswered.length} without an answer${examples(grouped(unanswered), 4)}`,
  );
}
