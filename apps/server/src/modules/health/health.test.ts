import { describe, expect, it } from 'vitest';
import { call, setUpTestApp } from '../../../test/test-app.js';

describe('platform endpoints', () => {
  const suite = setUpTestApp();

  it('reports health and which database is in use', async () => {
    const response = await call(suite.app, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: suite.database.kind });
  });

  it('sends a strict same-origin CSP and the usual hardening headers', async () => {
    const response = await call(suite.app, 'GET', '/api/health');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('publishes an OpenAPI document with our routes', async () => {
    const response = await call(suite.app, 'GET', '/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/me', '/api/me/profile']),
    );
  });

  it('serves browsable docs from our own origin', async () => {
    const page = await call(suite.app, 'GET', '/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn)/);
    const asset = await call(suite.app, 'GET', '/api/docs/assets/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
    expect((await call(suite.app, 'GET', '/api/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('compresses larger text responses for clients that accept gzip', async () => {
    const response = await call(suite.app, 'GET', '/api/openapi.json', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const plain = await call(suite.app, 'GET', '/api/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await call(suite.app, 'GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
