/**
 * `npm test`: every test tier, stopping at the first that fails, then a table of how long each stage took
 * and the total, so a slower run shows where its time went (docs/decisions.md "Test run time"). Exits
 * non-zero when a stage fails; the stages after it are listed as not run.
 *
 * A phase runs its lanes side by side, each lane's stages in order. The first phase pairs the reliability
 * suite (one process for most of its time) with the unit tests outside the server, the static checks and
 * the build (one compiler or linter at a time), so on two cores neither lane waits long for the other. The
 * server's unit tests run second, as two lanes with TEST_DATABASE_URL; Playwright last, alone: each of these
 * keeps both cores busy, and beside the reliability suite they slowed it twofold and failed its timings
 * (docs/decisions.md "Test run time"). The lane shown live is the first; the others' output is printed as
 * each stage ends, so no two outputs interleave. When a stage fails, the last lines of its output are
 * printed again after the table: CI keeps only the end of a log, and the stages stopped by the failure
 * would otherwise push the cause out of it.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  /** The command, mostly an npm script of the root package.json. */
  command: string[];
}

type Lane = Stage[];
type Phase = Lane[];

/**
 * `npm run test:unit` in parts: the projects outside the server (the web app, contracts, client, extract,
 * extension, repo, bench) in the first phase, where the static checks leave room beside the reliability
 * suite; the server's second, with PostgreSQL as two runs at once: the PostgreSQL project runs one file at a
 * time (vitest.config.ts says why), which leaves most of a core idle; beside the PGlite project it uses that
 * core instead of running alone after it. The reliability suite and the PostgreSQL project share the one
 * PostgreSQL server, whose change feed reads up to the oldest transaction in the whole server, so the two
 * never run side by side.
 */
const vitest = (name: string, project: string): Stage => ({
  name,
  command: ['npx', 'vitest', 'run', '--project', project],
});
const SERVER_UNIT_LANES: Phase = [
  [vitest('unit, server (vitest)', 'server')],
  ...(process.env.TEST_DATABASE_URL ? [[vitest('unit on PostgreSQL', 'server-postgres')]] : []),
];

const PHASES: Phase[] = [
  [
    [{ name: 'reliability --short', command: ['npm', 'run', 'test:reliability', '--', '--short'] }],
    [
      vitest('unit outside the server', '!server*'),
      { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
      { name: 'lint', command: ['npm', 'run', 'lint'] },
      { name: 'format', command: ['npm', 'run', 'format:check'] },
      // `npm run test:e2e` in two stages, so the build's time shows apart from the browsers'.
      { name: 'build', command: ['npm', 'run', 'build'] },
    ],
  ],
  SERVER_UNIT_LANES,
  [[{ name: 'end-to-end (playwright)', command: ['npx', 'playwright', 'test'] }]],
];

interface Running {
  exit: Promise<number>;
  stop(): void;
}

/**
 * Runs a command in its own process group (so stop() ends npm's children too), keeping its output in `kept`
 * and, when `live`, printing it as it comes too.
 */
function run([command, ...args]: string[], kept: string[], live: boolean): Running {
  const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const [stream, echo] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream.on('data', (chunk: Buffer) => {
      kept.push(chunk.toString());
      if (live) echo.write(chunk);
    });
  }
  const exit = new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
  return {
    exit,
    stop() {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const header = (stage: Stage) => `\n== ${stage.name}: ${stage.command.join(' ')}\n`;

const rows = new Map<string, { time: string; result: string }>(
  PHASES.flat(2).map((stage) => [stage.name, { time: '', result: 'not run' }]),
);
const started = performance.now();
let failed: string | undefined;
let failedOutput: string[] = [];
const FAILURE_LINES = 80;
const running = new Set<Running>();

async function runLane(lane: Lane, live: boolean): Promise<void> {
  for (const stage of lane) {
    if (failed) return;
    const kept: string[] = [];
    if (live) console.log(header(stage));
    const stageStarted = performance.now();
    const child = run(stage.command, kept, live);
    running.add(child);
    const code = await child.exit;
    running.delete(child);
    const stopped = failed !== undefined && code !== 0;
    if (!live)
      console.log(`${header(stage)}${stopped ? '(stopped; its output is left out)\n' : kept.join('')}`);
    rows.set(stage.name, {
      time: formatSeconds(performance.now() - stageStarted),
      result: code === 0 ? 'pass' : stopped ? `stopped (${failed} failed)` : `FAIL (exit ${code})`,
    });
    if (code !== 0 && !stopped) {
      failed = stage.name;
      failedOutput = kept;
      for (const other of running) other.stop();
      return;
    }
  }
}

// The children have process groups of their own, so an interrupt reaches them only through this.
// Exits as a process killed by the signal would (128 + its number), so CI reads a stop as one.
for (const [signal, number] of [
  ['SIGINT', 2],
  ['SIGTERM', 15],
] as const) {
  process.on(signal, () => {
    for (const child of running) child.stop();
    process.exit(128 + number);
  });
}

for (const phase of PHASES) {
  if (failed) break;
  await Promise.all(phase.map((lane, index) => runLane(lane, index === 0)));
}

const table = [
  ...PHASES.flat(2).map(({ name }) => ({ stage: name, ...rows.get(name)! })),
  { stage: 'total', time: formatSeconds(performance.now() - started), result: failed ? 'FAIL' : 'pass' },
];
const width = Math.max(...table.map(({ stage }) => stage.length));
const timeWidth = Math.max(...table.map(({ time }) => time.length));
console.log('\nnpm test (stages of one phase run side by side)\n');
for (const { stage, time, result } of table) {
  console.log(`${stage.padEnd(width)}  ${time.padStart(timeWidth)}  ${result}`);
}
if (failed) {
  const lastLines = failedOutput.join('').trimEnd().split('\n').slice(-FAILURE_LINES);
  console.error(`\nthe last ${lastLines.length} lines of ${failed}:\n\n${lastLines.join('\n')}`);
  console.error(`\nnpm test failed at: ${failed}`);
  process.exitCode = 1;
}
