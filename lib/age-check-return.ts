import { safeReturnPath } from './return-path';
import { readJson, removeItem, writeJson } from './storage';

/** Where the age-verification callback sends the browser back to, when the check was started from a page of ours. */
const KEY = 'ageCheckReturn';
const HOURS = 2;

export function rememberAgeCheckReturn(path: string): void {
  const safe = safeReturnPath(path);
  if (safe) writeJson(KEY, { path: safe, at: Date.now() });
}

/** The page to go back to (once: it is forgotten as it is read), or null. */
export function takeAgeCheckReturn(): string | null {
  const stored = readJson<unknown>(KEY, null);
  removeItem(KEY);
  if (typeof stored !== 'object' || stored === null) return null;
  const { path, at } = stored as { path?: unknown; at?: unknown };
  if (typeof at !== 'number' || Date.now() - at > HOURS * 3_600_000) return null;
  return safeReturnPath(path);
}
