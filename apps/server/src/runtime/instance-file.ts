import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `DATA_DIR/server.json` says which process serves this data directory, on which port, and holds the
 * maintenance token the admin CLI presents. PGlite opens a directory in one process only, so a second
 * server or a CLI finds this file and either talks to the running server or stops with a clear message.
 */
export interface InstanceInfo {
  pid: number;
  port: number;
  token: string;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'server.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live server using this data directory, if any (a file left by a crashed one is ignored). */
export function readRunningInstance(dataDir: string): InstanceInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as InstanceInfo;
    return info.pid !== process.pid && isAlive(info.pid) ? info : undefined;
  } catch {
    return undefined;
  }
}

export function createMaintenanceToken(): string {
  return randomBytes(32).toString('base64url');
}

export function writeInstance(dataDir: string, info: InstanceInfo): void {
  writeFileSync(fileIn(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function removeInstance(dataDir: string): void {
  try {
    const info = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as InstanceInfo;
    if (info.pid === process.pid) rmSync(fileIn(dataDir));
  } catch {
    // already gone
  }
}
