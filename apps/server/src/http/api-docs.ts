import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';

const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mise API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

const init = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger', deepLinking: true });`;

const assetTypes: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

/**
 * /api/docs: Swagger UI served from our own origin (no CDN, so it works offline and under our CSP;
 * the page's own styles are applied by script, which the docs page alone allows).
 */
export function apiDocsRoutes() {
  // Only the package's folder: its main module would load and run the whole 1.5 MB UI bundle in the
  // server, which cost start-up half a second.
  const assetDir = path.dirname(
    createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
  );
  return new Hono()
    .get('/api/docs', (c) => {
      c.header(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      );
      return c.html(page);
    })
    .get('/api/docs/init.js', (c) =>
      c.body(init, 200, { 'content-type': 'text/javascript; charset=utf-8' }),
    )
    .get('/api/docs/assets/:file', async (c) => {
      const file = c.req.param('file');
      const type = assetTypes[file];
      if (!type) return c.notFound();
      const body = await readFile(path.join(assetDir, file));
      return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
    });
}
