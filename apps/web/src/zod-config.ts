import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it can, and finds out whether it can by
// trying. Our CSP forbids eval, so the try is reported as a violation on every page: run jitless.
config({ jitless: true });
