// What a run of `npm run test:reliability` does, from the environment (defaults: the CI run).

function int(name: string, fallback: number): number {
  const value = Number.parseInt(process.env[name] ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const SCENARIOS = ['load-and-kill', 'outage', 'video-kill'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export interface Settings {
  /** Seconds of traffic in the load-and-kill run (killed half-way). */
  seconds: number;
  /** Virtual users (one signed-in account and one connection each) in the load-and-kill run. */
  connections: number;
  /** Virtual users of the light traffic in the database outage run. */
  outageConnections: number;
  /** How long PostgreSQL stays stopped. */
  outageSeconds: number;
  /** Signed-in socket.io clients following a video's room through the kill. */
  sockets: number;
  scenarios: ScenarioName[];
  /** Ports the servers and PostgreSQL may use (the shared machine gives this project 3300-3399). */
  ports: { from: number; to: number };
  /** Keep the temporary data folders and server logs (their paths are printed). */
  keep: boolean;
}

export function loadSettings(): Settings {
  const only = (process.env.RELIABILITY_ONLY ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`RELIABILITY_ONLY: unknown run ${unknown.join(', ')} (runs: ${SCENARIOS.join(', ')})`);
  return {
    seconds: int('RELIABILITY_SECONDS', 60),
    connections: int('RELIABILITY_CONNECTIONS', 100),
    outageConnections: int('RELIABILITY_OUTAGE_CONNECTIONS', 10),
    outageSeconds: int('RELIABILITY_OUTAGE_SECONDS', 10),
    sockets: int('RELIABILITY_SOCKETS', 3),
    scenarios: only.length ? (only as ScenarioName[]) : [...SCENARIOS],
    ports: { from: int('RELIABILITY_PORT_FROM', 3300), to: int('RELIABILITY_PORT_TO', 3399) },
    keep: process.env.RELIABILITY_KEEP === '1',
  };
}
