// What the load bench's two mixes share: CPU accounting from /proc, percentiles, waiting for the
// server, and one measured autocannon run with its report.
import { readFileSync, readdirSync } from 'node:fs';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';

/**
 * CPU seconds used so far by a process (Linux /proc; 0 elsewhere or when it is gone), with those of
 * its children that have ended when asked.
 */
export function cpuSeconds(pid: number, withEndedChildren = false): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime, stime, then cutime, cstime: clock ticks
    const ticks = fields.slice(11, withEndedChildren ? 15 : 13).map(Number);
    return ticks.reduce((sum, t) => sum + t, 0) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of every PostgreSQL process on this machine (the bench's database is local), counting
 * the backends that have ended (the postmaster collects their time), so a closed connection does not
 * take its CPU out of the total.
 */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSeconds(Number(entry), true);
    } catch {
      // gone
    }
  }
  return total;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

export const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

export async function waitHealthy(origin: string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** One request of a mix: its kind (reported apart) and what to send. */
export interface MixRequest {
  kind: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  /** JSON. */
  body?: unknown;
  cookie: string;
}

export interface MixOptions {
  label: string;
  origin: string;
  serverPid: number;
  connections: number;
  warmupS: number;
  durationS: number;
  next: () => MixRequest;
}

export interface MixResult {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * Warm-up (not measured: a server that has just started has cold JIT, cold caches and no prepared
 * statements yet), then the measured run; prints throughput, latency overall, by kind and by 10-s
 * window, errors and CPU.
 */
export async function runMix(options: MixOptions): Promise<MixResult> {
  const { origin, connections, durationS, warmupS } = options;
  const load = (duration: number) =>
    autocannon({
      url: origin,
      connections,
      duration,
      timeout: 10,
      headers: { origin },
      requests: [
        {
          setupRequest: (request: AutocannonRequest, context) => {
            const r = options.next();
            context.kind = r.kind;
            return {
              ...request,
              method: r.method,
              path: r.path,
              headers: {
                ...request.headers,
                cookie: r.cookie,
                ...(r.body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(r.body === undefined ? {} : { body: JSON.stringify(r.body) }),
            };
          },
        },
      ],
    });
  await load(warmupS);
  const cpuBefore = {
    server: cpuSeconds(options.serverPid),
    postgres: postgresCpuSeconds(),
    generator: process.cpuUsage(),
  };
  const latencies: number[] = [];
  const latenciesByKind = new Map<string, number[]>();
  const failuresByKind = new Map<string, number>();
  const instance = load(durationS);
  const started = Date.now();
  const windows: number[][] = []; // latencies by 10-s window of the run, to see stalls
  instance.on('response', (client, status, _bytes, responseTime) => {
    latencies.push(responseTime);
    (windows[Math.floor((Date.now() - started) / 10_000)] ??= []).push(responseTime);
    const kind = String(client.requestIterator.context.kind);
    const ofKind = latenciesByKind.get(kind) ?? [];
    ofKind.push(responseTime);
    latenciesByKind.set(kind, ofKind);
    if (status < 200 || status >= 300)
      failuresByKind.set(kind, (failuresByKind.get(kind) ?? 0) + 1);
  });
  const result = await instance;
  const cpu = {
    server: cpuSeconds(options.serverPid) - cpuBefore.server,
    postgres: postgresCpuSeconds() - cpuBefore.postgres,
    generator: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage(cpuBefore.generator)),
  };
  latencies.sort((a, b) => a - b);
  const rps = result.requests.total / durationS;
  const errors = result.errors + result.timeouts + result.non2xx;
  const p99 = percentile(latencies, 99);
  console.log(
    `  API (${options.label}): ${rps.toFixed(0)} req/s over ${durationS} s after ${warmupS} s of warm-up, ${connections} connections`,
  );
  console.log(
    `    latency p50 ${percentile(latencies, 50).toFixed(1)} ms  p95 ${percentile(latencies, 95).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms`,
  );
  for (const [kind, times] of latenciesByKind) {
    times.sort((a, b) => a - b);
    const failed = failuresByKind.get(kind);
    console.log(
      `      ${kind.padEnd(16)} ${String(times.length).padStart(6)} requests  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms${failed ? `  (${failed} not 2xx)` : ''}`,
    );
  }
  const windowP99 = windows.map((w) =>
    percentile(
      w.sort((a, b) => a - b),
      99,
    ).toFixed(0),
  );
  console.log(`      p99 by 10-s window: ${windowP99.join(' ')} ms`);
  console.log(
    `    errors ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  const perRequest = (seconds: number) => ((seconds * 1000) / result.requests.total).toFixed(2);
  console.log(
    `    CPU: server ${((cpu.server / durationS) * 100).toFixed(0)}% of a core (${perRequest(cpu.server)} ms/request), ` +
      `PostgreSQL ${((cpu.postgres / durationS) * 100).toFixed(0)}% (${perRequest(cpu.postgres)} ms/request), ` +
      `load generator ${((cpu.generator / durationS) * 100).toFixed(0)}% (${perRequest(cpu.generator)} ms/request)`,
  );
  return { rps, p99, errors };
}
