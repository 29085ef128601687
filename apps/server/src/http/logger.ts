import type { MiddlewareHandler } from 'hono';

type Level = 'error' | 'warn' | 'info';
const rank: Record<Level | 'silent', number> = { silent: 0, error: 1, warn: 2, info: 3 };

export interface Logger {
  error(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  info(message: string, data?: Record<string, unknown>): void;
  /** Whether lines of this level are written (work that only feeds them can be skipped). */
  writes(level: Level): boolean;
}

/** One JSON object per line on stdout/stderr, ready for any log collector. */
export function createLogger(level: Level | 'silent', write = defaultWrite): Logger {
  const writes = (at: Level) => rank[at] <= rank[level];
  const log = (at: Level, message: string, data?: Record<string, unknown>) => {
    if (!writes(at)) return;
    write(at, JSON.stringify({ time: new Date().toISOString(), level: at, message, ...data }));
  };
  return {
    error: (m, d) => log('error', m, d),
    warn: (m, d) => log('warn', m, d),
    info: (m, d) => log('info', m, d),
    writes,
  };
}

function defaultWrite(level: Level, line: string): void {
  (level === 'error' ? process.stderr : process.stdout).write(line + '\n');
}

/**
 * A JSON line per request: method, path (no query: it may carry personal data), status, time. With
 * info lines off it passes straight through (it would only cost time).
 */
export function requestLogger(logger: Logger): MiddlewareHandler {
  if (!logger.writes('info')) return (_c, next) => next();
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}
