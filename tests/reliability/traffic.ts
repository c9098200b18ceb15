// The virtual users: one account and one keep-alive connection each, every user taking journey after journey
// (picked by weight among those it can take) until the traffic stops.
import { login, type Account } from './accounts';
import type { Journey, VirtualUser } from './journeys/types';
import type { Site } from './site';
import { eachLimited, type Api } from './support/api';
import type { HttpClient } from './support/http';

/** Signs each account in afresh (outside the tally): the users the traffic runs as. */
export async function virtualUsers(api: Api, accounts: Account[], http: HttpClient): Promise<VirtualUser[]> {
  const users: VirtualUser[] = [];
  await eachLimited(
    accounts.map((account, index) => ({ account, index })),
    4,
    async ({ account, index }) => {
      users.push({ index, account, http, token: await login(api, account.username, account.password) });
    },
  );
  return users.sort((a, b) => a.index - b.index);
}

export class Traffic {
  private running = false;
  private loops: Promise<void>[] = [];
  readonly taken = new Map<string, number>();

  constructor(
    private readonly journeys: Journey[],
    private readonly users: VirtualUser[],
    private readonly site: Site,
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.users.map((vu) => this.loop(vu));
  }

  /** Stops picking new journeys and waits for those under way. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async loop(vu: VirtualUser): Promise<void> {
    while (this.running) {
      const journey = this.pick(vu);
      this.taken.set(journey.name, (this.taken.get(journey.name) ?? 0) + 1);
      await journey.run(vu, this.site);
    }
  }

  private pick(vu: VirtualUser): Journey {
    const open = this.journeys.filter((j) => !j.canRun || j.canRun(vu));
    let ticket = Math.random() * open.reduce((sum, j) => sum + j.weight, 0);
    for (const journey of open) {
      ticket -= journey.weight;
      if (ticket < 0) return journey;
    }
    return open[open.length - 1];
  }
}
