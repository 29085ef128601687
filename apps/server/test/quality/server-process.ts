import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../../scripts/free-port.mjs';

/**
 * The real server as a child process (TypeScript sources through tsx), for tests that need a real
 * process: restarts, signals, crashes.
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  exited: Promise<number | null>;
  output(): string;
  ready(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      // Start-up phases are logged at info: a start that hangs says where in the failure message.
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: origin,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    origin,
    exited,
    output: () => output,
    async ready() {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        try {
          // A probe that hangs must not hold the loop past its deadline.
          const probe = await fetch(`${origin}/api/health`, { signal: AbortSignal.timeout(2_000) });
          if (probe.ok) return;
        } catch {
          // not listening yet
        }
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`server never became healthy: ${output}`);
    },
  };
}
