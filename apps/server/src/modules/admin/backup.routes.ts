import { Hono } from 'hono';
import { AppError } from '../../http/app-error.js';
import { sameToken } from './maintenance.routes.js';

/** The header that tells `npm run backup` how many migrations the snapshot's database has had. */
export const MIGRATIONS_HEADER = 'mise-migrations';

type TakeSnapshot = () => Promise<{ tar: Blob; migrations: number }>;

/**
 * `npm run backup` while the server runs: PGlite opens a data directory in one process only, so the
 * server itself takes the snapshot (db/snapshot.ts) and streams it as a tar. Same maintenance token
 * as the role change; not in the public API document. On PostgreSQL there is nothing to take here
 * (pg_dump does it), so the route says so.
 */
export function backupRoutes(
  snapshot: TakeSnapshot | undefined,
  maintenanceToken: string | undefined,
) {
  return new Hono().post('/api/internal/backup', async (c) => {
    const bearer = c.req.header('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!maintenanceToken || !sameToken(bearer, maintenanceToken))
      throw new AppError('NOT_FOUND', 'Not found');
    if (!snapshot)
      throw new AppError('CONFLICT', 'This server uses PostgreSQL: back it up with pg_dump.');
    const { tar, migrations } = await snapshot();
    return new Response(tar.stream(), {
      headers: {
        'content-type': 'application/x-tar',
        'content-length': String(tar.size),
        'cache-control': 'no-store',
        [MIGRATIONS_HEADER]: String(migrations),
      },
    });
  });
}
