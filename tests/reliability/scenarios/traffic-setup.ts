// What a run with traffic sets up once its server answers: the site's ids, the virtual users, the journeys' baselines.
import type { Account } from '../accounts';
import type { CheckContext, Journey } from '../journeys/types';
import type { CheckResult } from '../properties';
import { discoverSite, type Site } from '../site';
import { Api } from '../support/api';
import { HttpClient } from '../support/http';
import { Tally } from '../support/tally';
import { Traffic, virtualUsers } from '../traffic';

export interface TrafficSetup {
  api: Api;
  site: Site;
  tally: Tally;
  http: HttpClient;
  traffic: Traffic;
  context: Omit<CheckContext, 'moment'>;
}

export async function setUpTraffic(url: string, accounts: Account[], users: number, journeys: Journey[], timeoutMs: number): Promise<TrafficSetup> {
  const api = new Api(url);
  const site = await discoverSite(api);
  const tally = new Tally();
  const http = new HttpClient(url, tally, timeoutMs);
  const context = { api, site, accounts, token: accounts[0].checkerToken };
  for (const journey of journeys) await journey.begin?.(context);
  await http.connect(users);
  const traffic = new Traffic(journeys, await virtualUsers(api, accounts.slice(0, users), http), site);
  return { api, site, tally, http, traffic, context };
}

/** Every journey's check; the property names say when (after a restart, at the end). */
export async function checkJourneys(journeys: Journey[], context: CheckContext, prefix = ''): Promise<CheckResult> {
  const result: CheckResult = { properties: [], figures: [] };
  for (const journey of journeys) {
    const found = await journey.check?.(context);
    if (!found) continue;
    result.properties.push(...found.properties.map((p) => ({ ...p, name: `${prefix}${journey.name}: ${p.name}` })));
    result.figures.push(...found.figures.map(([label, value]): [string, string | number] => [`${prefix}${label}`, value]));
  }
  return result;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
