import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listen } from './sockets';
import { createTestApp, type TestApp } from './test-app';

/** What a file of processing tests works with: the app, where it listens (for tus), and a scratch folder for clips. */
export interface ProcessingApp {
  t: TestApp;
  base: string;
  dir: string;
}

/**
 * Sets up, once for the test file, an app whose job queue works (uploaded videos are processed), listening on a port,
 * and a scratch folder named after `scratch`; both go after the file's tests.
 */
export function useProcessingApp(scratch: string): ProcessingApp {
  const env = {} as ProcessingApp;
  beforeAll(async () => {
    env.t = await createTestApp({}, undefined, undefined, { jobs: 'work' });
    env.base = await listen(env.t);
    env.dir = fs.mkdtempSync(path.join(os.tmpdir(), `limelight-${scratch}-`));
  }, 60_000);
  afterAll(async () => {
    await env.t.close();
    fs.rmSync(env.dir, { recursive: true, force: true });
  });
  return env;
}
