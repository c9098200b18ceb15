import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a running server tells the admin CLI: where it listens and the secret of its CLI route. */
export interface RuntimeInfo {
  pid: number;
  port: number;
  cliSecret: string;
}

export function runtimeFile(dataDir: string): string {
  return path.join(dataDir, 'server.json');
}

export function writeRuntimeInfo(dataDir: string, port: number): RuntimeInfo {
  const info: RuntimeInfo = { pid: process.pid, port, cliSecret: randomBytes(24).toString('base64url') };
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(runtimeFile(dataDir), JSON.stringify(info), { mode: 0o600 });
  return info;
}

export function removeRuntimeInfo(dataDir: string, pid = process.pid): void {
  const info = readRuntimeInfo(dataDir);
  if (info?.pid === pid) fs.rmSync(runtimeFile(dataDir), { force: true });
}

/** The running server's info, or null when none runs (a stale file from a killed server is ignored). */
export function readRuntimeInfo(dataDir: string): RuntimeInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(runtimeFile(dataDir), 'utf8')) as RuntimeInfo;
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}
