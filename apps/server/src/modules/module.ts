import type { Hono } from 'hono';

/**
 * Anything app.ts can mount with `app.route('/', …)`: an OpenAPI router with its own typed schema, or
 * a plain Hono one. Hono's generics are invariant in the schema, so no narrower type takes them all.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Routes = Hono<any, any, any>;

/**
 * A feature module as app.ts mounts it: its routes, and the service other modules (and tests) may
 * call. Each module's `<feature>.module.ts` wires its own repository, service, outside clients and
 * routes, so app.ts stays one line per module.
 */
export interface Module<Service = undefined> {
  routes: Routes;
  service: Service;
}
