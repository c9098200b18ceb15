// A comment posted into the room the socket listeners follow, and how many of them heard it.
import { DEMO_ACCOUNTS } from '../../../server/db/seed/accounts';
import { login } from '../accounts';
import { waitUntil, type Listener, type Room } from '../sockets';
import type { Api } from '../support/api';

/** The demo fan announces (an account of the seed the virtual users never use, so its comment flood limit is free). */
export async function announcerToken(api: Api): Promise<string> {
  const fan = DEMO_ACCOUNTS.find((a) => a.username === 'demo');
  if (!fan) throw new Error('no demo fan in server/db/seed/accounts.ts');
  return login(api, fan.username, fan.password);
}

export async function announce(api: Api, token: string, room: Room, listeners: Listener[], timeoutMs: number) {
  const sent = Date.now();
  const { _id: id } = await api.post<{ _id: string }>('/api/comments', { ...room, content: `Reliability announcement ${sent}` }, token);
  await waitUntil(() => listeners.every((l) => l.heard.has(id)), timeoutMs);
  const heardBy = listeners.filter((l) => l.heard.has(id)).length;
  const slowest = Math.max(0, ...listeners.map((l) => (l.heard.get(id) ?? sent) - sent));
  return { id, heardBy, slowestMs: slowest };
}
