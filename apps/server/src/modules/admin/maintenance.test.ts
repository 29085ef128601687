import { describe, expect, it } from 'vitest';
import { readTar } from '../../cli/tar.js';
import { call, createTestApp, setUpTestApp, signUp } from '../../../test/test-app.js';
import { MIGRATIONS_HEADER } from './backup.routes.js';

describe('role changes through the maintenance endpoint', () => {
  const token = 'maintenance-token-for-tests-0123456789';
  const suite = setUpTestApp({ maintenanceToken: token });

  const change = (body: unknown, bearer?: string) =>
    call(suite.app, 'POST', '/api/internal/roles', {
      body,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
    });
  const rolesOf = async (cookie: string) =>
    ((await (await call(suite.app, 'GET', '/api/me', { cookie })).json()) as { roles: string[] })
      .roles;

  it('grants and revokes admin with the token', async () => {
    const member = await signUp(suite.app);
    expect((await change({ action: 'grant', email: member.email }, token)).status).toBe(200);
    expect(await rolesOf(member.cookie)).toEqual(['admin']);
    expect((await change({ action: 'grant', email: member.email }, token)).status).toBe(200); // idempotent
    expect((await change({ action: 'revoke', email: member.email }, token)).status).toBe(200);
    expect(await rolesOf(member.cookie)).toEqual([]);
  });

  it('is invisible without the right token, even to a signed-in member', async () => {
    const member = await signUp(suite.app);
    expect((await change({ action: 'grant', email: member.email })).status).toBe(404);
    expect((await change({ action: 'grant', email: member.email }, 'wrong')).status).toBe(404);
    const withCookie = await call(suite.app, 'POST', '/api/internal/roles', {
      cookie: member.cookie,
      body: { action: 'grant', email: member.email },
    });
    expect(withCookie.status).toBe(404);
    expect(await rolesOf(member.cookie)).toEqual([]);
  });

  it('is off when the server has no token', async () => {
    const plain = createTestApp(suite.database).app;
    const member = await signUp(plain);
    const response = await call(plain, 'POST', '/api/internal/roles', {
      body: { action: 'grant', email: member.email },
      headers: { authorization: 'Bearer ' },
    });
    expect(response.status).toBe(404);
  });

  it('says when no account has that e-mail', async () => {
    const response = await change({ action: 'grant', email: 'ghost@example.com' }, token);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'No account with the e-mail ghost@example.com' },
    });
  });
});

describe('the backup snapshot through the maintenance endpoint', () => {
  const token = 'maintenance-token-for-tests-9876543210';
  const suite = setUpTestApp({ maintenanceToken: token });
  const snapshot = (headers: Record<string, string> = {}) =>
    call(suite.app, 'POST', '/api/internal/backup', { headers });

  it('is invisible without the right token, even to a signed-in member', async () => {
    const member = await signUp(suite.app);
    expect((await snapshot()).status).toBe(404);
    expect((await snapshot({ authorization: 'Bearer wrong' })).status).toBe(404);
    const withCookie = await call(suite.app, 'POST', '/api/internal/backup', {
      cookie: member.cookie,
    });
    expect(withCookie.status).toBe(404);
    const plain = createTestApp(suite.database).app;
    const off = await call(plain, 'POST', '/api/internal/backup', {
      headers: { authorization: 'Bearer ' },
    });
    expect(off.status).toBe(404);
  });

  it('streams the embedded database as a tar with its migration count; PostgreSQL says pg_dump', async () => {
    const response = await snapshot({ authorization: `Bearer ${token}` });
    if (suite.database.kind === 'postgres') {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: {
          code: 'CONFLICT',
          message: 'This server uses PostgreSQL: back it up with pg_dump.',
        },
      });
      return;
    }
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-tar');
    expect(Number(response.headers.get(MIGRATIONS_HEADER))).toBeGreaterThan(20);
    const names: string[] = [];
    for await (const entry of readTar([Buffer.from(await response.arrayBuffer())]))
      names.push(entry.name);
    expect(names).toContain('PG_VERSION');
    expect(names.some((name) => name.startsWith('pg_wal/'))).toBe(true);
  });
});
