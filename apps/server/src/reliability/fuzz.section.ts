import fc from 'fast-check';
import { requestsFor, spelled, unknownPathRequests, type SpelledFuzzRequest } from '../test/fuzz.ts';
import { openFuzzWorld } from '../test/fuzz-world.ts';
import { atLeast, exactly, noteExample, type Section } from './section.ts';

/** Requests over every route of the OpenAPI document and paths no route owns, in a full and a short run. */
const FULL_REQUESTS = 100_000;
const SHORT_REQUESTS = 20_000;
/** The same cases on every run, so a failure found once is found again. */
const SEED = 17;
/** Routes fuzzed at once. */
const IN_FLIGHT = 4;

/**
 * The API fuzz test at volume (docs/decisions.md, "A fuzz test drives every route"): its generators and
 * world, spread evenly over every route and every spelling of its path (plain, percent-encoded,
 * absolute-form); no answer may be a 5xx, and every JSON error must be `{message, code}`.
 */
export const fuzzSection: Section = {
  name: 'fuzz',
  async run({ short }) {
    const world = await openFuzzWorld();
    const total = short ? SHORT_REQUESTS : FULL_REQUESTS;
    const targets = [
      ...world.operations.map((operation) => requestsFor(operation, world.pool, world.token)),
      unknownPathRequests,
    ];
    const perTarget = Math.ceil(total / targets.length);
    let sent = 0;
    let serverErrors = 0;
    let badErrorBodies = 0;
    const serverErrorExamples: string[] = [];
    const badErrorBodyExamples: string[] = [];
    const send = async ([request, spelling]: SpelledFuzzRequest) => {
      sent++;
      const failure = await world.send(request, spelling);
      if (!failure) return true;
      if (failure.status >= 500) {
        serverErrors++;
        noteExample(serverErrorExamples, failure.said);
      } else {
        badErrorBodies++;
        noteExample(badErrorBodyExamples, failure.said);
      }
      return true;
    };
    // Targets in IN_FLIGHT lanes, each target's cases in order: one request after another, the section waited
    // on the database most of its time (docs/decisions.md "Test run time").
    const queue = [...targets];
    const lane = async () => {
      for (let requests = queue.shift(); requests; requests = queue.shift()) {
        await fc.assert(fc.asyncProperty(spelled(requests), send), { numRuns: perTarget, seed: SEED });
      }
    };
    try {
      await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    } finally {
      await world.close();
    }
    return [
      atLeast(`requests over ${targets.length - 1} routes and unknown paths`, sent, total),
      exactly('answers 5xx', serverErrors, 0, serverErrorExamples),
      exactly('errors not {message, code}', badErrorBodies, 0, badErrorBodyExamples),
    ];
  },
};
