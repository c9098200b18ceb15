// Signed-in users for the run, made through the API as a visitor would: register, open the link mailed to the outbox
// folder (the server's mail without SMTP_URL), log in.
import fs from 'node:fs';
import path from 'node:path';
import { eachLimited, type Api } from './support/api';

export interface Account {
  username: string;
  email: string;
  password: string;
  userId: string;
  /** A session only the checks use (never logged out), to read the account's own state back. */
  checkerToken: string;
}

interface OutboxMail {
  to: string;
  text: string;
}

/** The newest verification token mailed to each address. */
function verificationTokens(outboxDir: string): Map<string, string> {
  const tokens = new Map<string, string>();
  if (!fs.existsSync(outboxDir)) return tokens;
  for (const file of fs.readdirSync(outboxDir).sort()) {
    const mail = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as OutboxMail;
    const match = /verify-email\?token=([A-Za-z0-9_%.-]+)/.exec(mail.text);
    if (match) tokens.set(mail.to.toLowerCase(), decodeURIComponent(match[1]));
  }
  return tokens;
}

const MAIL_WAIT_MS = 30_000;

/** The server mails after answering (server/background-tasks.ts): waits until every address has its link. */
async function mailedTokens(outboxDir: string, emails: string[]): Promise<Map<string, string>> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const tokens = verificationTokens(outboxDir);
    if (emails.every((email) => tokens.has(email)) || Date.now() > deadline) return tokens;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function login(api: Api, username: string, password: string): Promise<string> {
  const { token } = await api.post<{ token: string }>('/api/auth/login', { username, password, remember: true });
  return token;
}

/** Registers `count` new accounts named `<prefix><n>`, verifies their addresses and logs each in once. */
export async function createAccounts(api: Api, outboxDir: string, prefix: string, count: number): Promise<Account[]> {
  const fresh = Array.from({ length: count }, (_, n) => ({
    username: `${prefix}${n}`,
    email: `${prefix}${n}@reliability.test`,
    password: `pass-${prefix}-${n}`,
  }));
  let verification = false;
  await eachLimited(fresh, 4, async (a) => {
    const answer = await api.post<{ requireEmailVerification: boolean }>('/api/auth/users/register', { name: `Reliability ${a.username}`, ...a });
    verification ||= answer.requireEmailVerification;
  });
  if (verification) {
    const tokens = await mailedTokens(
      outboxDir,
      fresh.map((a) => a.email),
    );
    await eachLimited(fresh, 4, async (a) => {
      const token = tokens.get(a.email);
      if (!token) throw new Error(`no verification mail for ${a.email} in ${outboxDir}`);
      await api.post('/api/auth/email-verification', { token });
    });
  }
  const accounts: Account[] = [];
  await eachLimited(fresh, 4, async (a) => {
    const checkerToken = await login(api, a.username, a.password);
    const me = await api.get<{ _id: string }>('/api/users/me', checkerToken);
    accounts.push({ ...a, userId: me._id, checkerToken });
  });
  return accounts;
}
