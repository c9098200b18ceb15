import type { ScenarioName, Settings } from '../settings';

export function scenarioTitle(name: ScenarioName, s: Settings): string {
  if (name === 'load-and-kill') {
    return `load and kill: ${s.connections} users for ${s.seconds} s on the embedded database, SIGKILL and restart half-way, ${s.sockets} sockets`;
  }
  return `outage: PostgreSQL stopped for ${s.outageSeconds} s under ${s.outageConnections} users`;
}
