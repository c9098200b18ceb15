// Logging out and in again; check: sessions answered 2xx at login still open (/users/me answers 200), sessions
// answered 2xx at logout stay closed (401), whatever happened to the server in between.
import { examples, property, type CheckResult } from '../properties';
import type { Site } from '../site';
import { eachLimited } from '../support/api';
import { envelopeData, isOk } from '../support/http';
import type { CheckContext, Journey, VirtualUser } from './types';

/** Sessions read back per check, newest first (each costs a request). */
const SAMPLE = 100;

export function signInOutJourney(): Journey {
  const open: string[] = [];
  const closed: string[] = [];
  let unsure = 0;

  return {
    name: 'log out and in',
    weight: 4,
    async run(vu: VirtualUser, _site: Site) {
      if (vu.token) {
        const token = vu.token;
        const out = await vu.http.send({ method: 'POST', path: '/api/auth/logout', token, write: true });
        if (isOk(out)) {
          closed.push(token);
          const at = open.indexOf(token);
          if (at >= 0) open.splice(at, 1);
        } else if (out.status === 0 || out.status >= 500) {
          unsure++;
          const at = open.indexOf(token);
          if (at >= 0) open.splice(at, 1);
        } else {
          return;
        }
        vu.token = null;
      }
      const { username, password } = vu.account;
      const login = await vu.http.send({ method: 'POST', path: '/api/auth/login', json: { username, password }, write: true });
      const token = envelopeData<{ token: string }>(login)?.token;
      if (isOk(login) && token) {
        vu.token = token;
        open.push(token);
        await vu.http.send({ method: 'GET', path: '/api/users/me', token });
      }
    },
    async check({ api }: CheckContext): Promise<CheckResult> {
      const stillOpen = open.slice(-SAMPLE);
      const stillClosed = closed.slice(-SAMPLE);
      const wrong: string[] = [];
      await eachLimited(stillOpen, 4, async (token) => {
        const status = await api.status('/api/users/me', token);
        if (status !== 200) wrong.push(`a session opened by a 2xx login answers ${status}`);
      });
      await eachLimited(stillClosed, 4, async (token) => {
        const status = await api.status('/api/users/me', token);
        if (status !== 401) wrong.push(`a session closed by a 2xx logout answers ${status}`);
      });
      return {
        properties: [
          property(
            'sessions stay as the last 2xx login or logout left them',
            wrong.length === 0,
            `${stillOpen.length} open and ${stillClosed.length} closed sessions read back, ${wrong.length} wrong${examples(wrong)}`,
          ),
        ],
        figures: [['logouts without an answer or with a 5xx (not checked)', unsure]],
      };
    },
  };
}
