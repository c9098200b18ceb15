import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

const OUTBOX = path.resolve(process.env.E2E_OUTBOX_DIR || path.join(process.env.E2E_DATA_DIR || '.e2e-data', 'outbox'));

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Waits for a mail to an address in the server's outbox folder and returns the first link in it. */
export async function linkMailedTo(address: string, subject: string): Promise<string> {
  let found: Mail | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX)) return false;
        found = fs
          .readdirSync(OUTBOX)
          .sort()
          .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX, f), 'utf8')) as Mail)
          .filter((m) => m.to === address && m.subject === subject)
          .pop();
        return Boolean(found);
      },
      { message: `a mail "${subject}" to ${address} in ${OUTBOX}` },
    )
    .toBe(true);
  const link = found!.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail to ${address}`);
  return link;
}
