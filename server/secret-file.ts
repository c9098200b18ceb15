import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MIN_SECRET_LENGTH = 16;

/**
 * A random secret kept in DATA_DIR/<name> (mode 0600), created the first time it is asked for, so what it signs
 * stays valid across restarts (signed file links, the payment sandbox's webhook signatures). Several processes
 * starting together agree on one secret: the file is created exclusively and the losers read the winner's.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  const read = (): string | null => {
    try {
      const value = fs.readFileSync(file, 'utf8').trim();
      return value.length >= MIN_SECRET_LENGTH ? value : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  const existing = read();
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process won the race, or an unusable (empty/short) file is there.
  for (let attempt = 0; attempt < 20; attempt++) {
    const value = read();
    if (value) return value;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25);
  }
  // Still short or empty after waiting: it is broken, replace it.
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return secret;
}

/**
 * A secret from the environment when `variable` is set there (at least MIN_SECRET_LENGTH characters: it is the
 * same in every process of a deployment), else the one kept in DATA_DIR/<file>.
 */
export function secretFromEnvOrFile(configured: string | null | undefined, variable: string, dataDir: string, file: string): string {
  if (!configured) return loadOrCreateSecret(dataDir, file);
  if (configured.length < MIN_SECRET_LENGTH) throw new Error(`${variable} must be at least ${MIN_SECRET_LENGTH} characters long`);
  return configured;
}
