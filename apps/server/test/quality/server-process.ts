import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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

let nextPort = 4000 + Math.floor(Math.random() * 500);

export function startServer(env: Record<string, string>): ServerProcess {
  const port = nextPort++;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
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
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        try {
          if ((await fetch(`${origin}/api/health`)).ok) return;
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
