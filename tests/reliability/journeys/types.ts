// A journey: one kind of thing a visitor does, as a few requests. Each declares its share of the traffic, what it
// sends (run), and, when it writes, how its accepted writes are read back afterwards (check). To add one (checkout,
// subscriptions, ...), write a file beside this one and add it to the registry in index.ts.
import type { Account } from '../accounts';
import type { CheckResult } from '../properties';
import type { Site } from '../site';
import type { Api } from '../support/api';
import type { HttpClient } from '../support/http';

export interface VirtualUser {
  readonly index: number;
  readonly account: Account;
  /** The session the user browses with; null while logged out. */
  token: string | null;
  readonly http: HttpClient;
}

/** What the checks read with. */
export interface CheckContext {
  api: Api;
  site: Site;
  accounts: Account[];
  /** A session for fresh reads (answers for a signed-in viewer never come from the shared cache). */
  token: string;
  /** 'restart': the server was killed and restarted, traffic is held; 'end': the run's traffic is over. */
  moment: 'restart' | 'end';
}

export interface Journey {
  readonly name: string;
  /** Share of the traffic, relative to the other journeys' weights. */
  readonly weight: number;
  /** Whether this user can take the journey now (signed in, under a rate limit); others are picked instead. */
  canRun?(vu: VirtualUser): boolean;
  /** One journey for one user. Requests go through vu.http, which tallies them; a request without an answer ends it. */
  run(vu: VirtualUser, site: Site): Promise<void>;
  /** Before a run's traffic, with the server up: baseline reads. */
  begin?(ctx: Omit<CheckContext, 'moment'>): Promise<void>;
  /** The server was killed at `killedAt` and started again: what it kept in memory only is gone. */
  restarted?(killedAt: number): void;
  /** Its accepted writes are all there, read back through the API of the running server. */
  check?(ctx: CheckContext): Promise<CheckResult>;
}

/** What the site under load shares between its processes (and so keeps across a restart of one). */
export interface Deployment {
  /** Redis (REDIS_URL) keeps which views counted: a viewer counts once an hour whichever process they reach. */
  sharedCounters: boolean;
}

/** Builds a journey; a new set per database, so that what a journey remembers matches what that database holds. */
export type JourneyFactory = (deployment: Deployment) => Journey;
