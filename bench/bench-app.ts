// What the in-process benches share: the HTTP app on a bench's database (routing, validation,
// session, SQL, JSON — everything but the socket, through `app.request`), and members signed up
// through it.
import { createApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import type { Database } from '../apps/server/src/db/client.js';

/** The origin the benches' requests claim (the app's PUBLIC_URL, so same-origin checks pass). */
export const BENCH_ORIGIN = 'http://localhost:3000';

type AppOptions = Omit<Parameters<typeof createApp>[0], 'config' | 'database'>;
export type BenchApp = ReturnType<typeof createApp>;

/** The app as the server builds it, silent, on `database` (migrated by the caller). */
export function benchApp(database: Database, options: AppOptions = {}): BenchApp {
  const config = loadConfig({
    DATA_DIR: '/tmp/mise-bench',
    AUTH_SECRET: 'b'.repeat(40),
    LOG_LEVEL: 'silent',
    PUBLIC_URL: BENCH_ORIGIN,
  });
  return createApp({ ...options, config, database });
}

/**
 * Signs a member up through the app (`bench password`); their session cookie, as the browser sends
 * it back.
 */
export async function signUp(
  app: BenchApp['app'],
  member: { email: string; username: string },
): Promise<string> {
  const response = await app.request(`${BENCH_ORIGIN}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
    body: JSON.stringify({ ...member, password: 'bench password' }),
  });
  if (!response.ok) throw new Error(`sign-up of ${member.email}: status ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

/** The signed-in member's id (GET /api/me). */
export async function memberId(app: BenchApp['app'], cookie: string): Promise<string> {
  const me = (await (
    await app.request(`${BENCH_ORIGIN}/api/me`, { headers: { cookie } })
  ).json()) as {
    user: { id: string };
  };
  return me.user.id;
}
