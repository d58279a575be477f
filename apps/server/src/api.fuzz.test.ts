import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { requestsFor, spelled, unknownPathRequests, type SpelledFuzzRequest } from './test/fuzz.ts';
import { openFuzzWorld } from './test/fuzz-world.ts';

/**
 * docs/product.md §15: every bad input gets a 4xx, a 500 is a bug. Drives every operation of the OpenAPI
 * document, and paths no route owns, with generated bad and near-valid requests, anonymously and as a
 * signed-in, verified stylist, their paths plain, percent-encoded or in absolute form; no answer may be a
 * 5xx, and every JSON error must be `{message, code}`. FUZZ_RUNS sets the cases per route (200 by default;
 * raise it for a longer run).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// Registration hashes a password per valid request, the slowest thing a route does (about 0.1 s).
const TIMEOUT_MS = 60_000 + RUNS * 100;

const world = await openFuzzWorld();
let sent = 0;
let failed = 0;

afterAll(async () => {
  // eslint-disable-next-line no-console -- the summary line is this test's report
  console.log(
    `fuzz: ${sent} requests over ${world.operations.length} routes and unknown paths, ${failed} answered 5xx`,
  );
  await world.close();
});

/** Sends one request; a 5xx, or an error that is not `{message, code}`, fails with the request in the message. */
async function check([request, spelling]: SpelledFuzzRequest): Promise<void> {
  sent++;
  const failure = await world.send(request, spelling);
  if (!failure) return;
  if (failure.status >= 500) failed++;
  expect.fail(failure.said);
}

for (const operation of world.operations) {
  it(`${operation.method} ${operation.path}`, { timeout: TIMEOUT_MS }, async () => {
    await fc.assert(fc.asyncProperty(spelled(requestsFor(operation, world.pool, world.token)), check), {
      numRuns: RUNS,
    });
  });
}

it('paths no route owns (the not-found handler and the SPA fallback)', { timeout: TIMEOUT_MS }, async () => {
  await fc.assert(fc.asyncProperty(spelled(unknownPathRequests), check), { numRuns: RUNS });
});
