// Zod compiles object parsers with `new Function` when it can, and finds out whether it can by
// trying. Our CSP forbids eval, so the try is reported as a violation on every page: run jitless.
//
// Zod keeps its configuration on `globalThis.__zod_globalConfig` (the object `config()` writes),
// and takes over the object it finds there when it loads. Setting the flag there, rather than
// calling `config()`, keeps zod itself out of the app's chunk: the pages that validate load it with
// their own code. `zod-config.test.ts` holds zod to this, whichever of the two loads first.
type ZodGlobal = typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

export {};
