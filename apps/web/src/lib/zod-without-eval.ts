import type { $ZodConfig } from 'zod/v4/core';

declare global {
  // zod keeps its configuration here, and reads it when an object schema is built.
  var __zod_globalConfig: $ZodConfig | undefined;
}

/*
 * zod compiles object schemas with `Function(...)` unless told not to, which the CSP (`script-src 'self'`)
 * refuses and the browser reports as an issue. The forms load zod lazily, in chunks evaluated after this
 * module, so every schema they build is jitless; the config object is the one zod itself uses.
 */
(globalThis.__zod_globalConfig ??= {}).jitless = true;
