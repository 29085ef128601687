import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, writePgliteTemplate } from './client.js';

describe('the embedded database', () => {
  it('starts a new data directory from the template, migrates it, and keeps what it stores', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mise-db-'));
    const template = path.join(dir, 'template.tar.gz');
    await writePgliteTemplate(template);
    const dataDir = path.join(dir, 'db');

    const first = await openDatabase({ kind: 'pglite', dataDir, template });
    await first.migrate();
    await first.db.execute(
      sql`insert into "user" (id, name, email) values ('u1', 'Ann', 'ann@example.com')`,
    );
    const extension = await first.db.execute<{ extname: string }>(
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
    expect(extension.rows).toEqual([{ extname: 'pg_trgm' }]);
    await first.close();

    // Reopened without a template: the directory is no longer new, and the row is still there.
    const second = await openDatabase({ kind: 'pglite', dataDir });
    await second.migrate();
    const rows = await second.db.execute<{ email: string }>(sql`select email from "user"`);
    expect(rows.rows).toEqual([{ email: 'ann@example.com' }]);
    await second.close();
  });
});
