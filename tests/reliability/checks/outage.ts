// What the answers say about a database outage: sorted into before, during (until the server answered again) and
// after, and the properties of each window.
import { CONNECT_TIMEOUT_MS } from '../../../server/db/postgres-pool';
import { examples, property, type CheckResult } from '../properties';
import { seconds } from '../report';
import { Tally, type RequestRecord } from '../support/tally';
import { everyRequestAnswered, grouped, noServerErrors } from './answers';

/** An answer during the outage may wait for the pool's connection timeout, not much longer. */
export const ANSWER_BOUND_MS = CONNECT_TIMEOUT_MS + 3000;
export const RECOVERY_BOUND_MS = 5000;
/** Requests sent this soon after the server answered again may still have met the outage. */
const SETTLING_MS = 1000;

export interface OutageTimes {
  /** pg_ctl stop called; returned (PostgreSQL gone); pg_ctl start called; returned (accepting connections). */
  stopping: number;
  down: number;
  starting: number;
  up: number;
  /** When /api/health first answered 200 again, or null. */
  recovered: number | null;
}

/** While the database is out of reach: a 503 must be the API's DATABASE_UNAVAILABLE with a message. */
function acceptableDuringOutage(r: RequestRecord): boolean {
  if (r.status === 0) return false;
  if (r.page) return r.status < 500 || r.status === 503;
  return r.status < 500 || (r.status === 503 && r.errorCode === 'DATABASE_UNAVAILABLE' && !!r.error);
}

const statuses = (rs: RequestRecord[]) => [...Tally.summarise(rs).byStatus].map(([s, n]) => `${s || 'no answer'} x ${n}`).join(', ') || 'none';

export function outageFindings(records: RequestRecord[], probes: RequestRecord[], t: OutageTimes, stayedUp: boolean): CheckResult {
  const settled = (t.recovered ?? Infinity) + SETTLING_MS;
  const before = records.filter((r) => r.doneAt < t.stopping);
  const during = records.filter((r) => r.doneAt >= t.stopping && r.sentAt < settled);
  const after = records.filter((r) => r.sentAt >= settled);
  const wrong = during.filter((r) => !acceptableDuringOutage(r));
  const slow = during.filter((r) => r.status > 0 && r.doneAt - r.sentAt > ANSWER_BOUND_MS);
  const unanswered = during.filter((r) => r.status === 0);
  // PostgreSQL cannot be up before pg_ctl start is called.
  const healthDown = probes.filter((r) => r.sentAt >= t.down && r.doneAt <= t.starting);
  const healthWrong = healthDown.filter((r) => r.status !== 503 || r.errorCode !== 'DATABASE_UNAVAILABLE');
  const recoveredIn = t.recovered === null ? null : t.recovered - t.up;
  return {
    figures: [
      ['PostgreSQL down (stopped by pg_ctl stop -m fast, to accepting connections again)', seconds(t.up - t.down)],
      ['API answers during the outage', statuses(during.filter((r) => !r.page))],
      ['page answers during the outage', statuses(during.filter((r) => r.page))],
      ['slowest answer during the outage', `${Math.max(0, ...during.filter((r) => r.status > 0).map((r) => r.doneAt - r.sentAt))} ms`],
      ['/api/health while PostgreSQL was down', statuses(healthDown)],
      ['recovered (first /api/health 200 after PostgreSQL was back)', recoveredIn === null ? 'never' : `after ${seconds(recoveredIn)}`],
    ],
    properties: [
      noServerErrors(before, ' before the outage'),
      property(
        'during the outage the API answers 503 DATABASE_UNAVAILABLE with a message (or from its cache), pages answer 503 or a page, never 500',
        during.length > 0 && wrong.length === 0,
        `${during.length} requests, ${wrong.length} otherwise${examples(grouped(wrong), 4)}`,
      ),
      property(
        `during the outage every request is answered within ${seconds(ANSWER_BOUND_MS)} (no hangs)`,
        slow.length === 0 && unanswered.length === 0,
        `${slow.length} slower, ${unanswered.length} without an answer`,
      ),
      property(
        '/api/health answers 503 DATABASE_UNAVAILABLE while PostgreSQL is down',
        healthDown.length > 0 && healthWrong.length === 0,
        `${healthDown.length} probes, ${healthWrong.length} otherwise${examples(grouped(healthWrong), 3)}`,
      ),
      property(
        `the server recovers without a restart within ${seconds(RECOVERY_BOUND_MS)}`,
        recoveredIn !== null && recoveredIn <= RECOVERY_BOUND_MS && stayedUp,
        `${recoveredIn === null ? 'no /api/health 200 after PostgreSQL came back' : `/api/health 200 ${seconds(recoveredIn)} after PostgreSQL accepted connections`}; ` +
          `the server process ${stayedUp ? 'stayed up throughout' : 'exited'}`,
      ),
      noServerErrors(after, ' after recovery'),
      everyRequestAnswered(records),
    ],
  };
}
