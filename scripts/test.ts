/**
 * `npm test`: every test tier in order, stopping at the first that fails, then a table of how long each stage
 * took and the total, so a slower run shows where its time went (docs/decisions.md "Test run time"). Exits
 * non-zero when a stage fails; the stages after it are listed as not run.
 */
import { spawn } from 'node:child_process';

interface Stage {
  name: string;
  /** The command, mostly an npm script of the root package.json. */
  command: string[];
}

const STAGES: Stage[] = [
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'format', command: ['npm', 'run', 'format:check'] },
  { name: 'unit (vitest)', command: ['npm', 'run', 'test:unit'] },
  { name: 'reliability --short', command: ['npm', 'run', 'test:reliability', '--', '--short'] },
  // `npm run test:e2e` in two stages, so the build's time shows apart from the browsers'.
  { name: 'build', command: ['npm', 'run', 'build'] },
  { name: 'end-to-end (playwright)', command: ['npx', 'playwright', 'test'] },
];

function run([command, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const formatSeconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const rows: { stage: string; time: string; result: string }[] = [];
const started = performance.now();
let failed: string | undefined;
for (const stage of STAGES) {
  if (failed) {
    rows.push({ stage: stage.name, time: '', result: 'not run' });
    continue;
  }
  console.log(`\n== ${stage.name}: ${stage.command.join(' ')}\n`);
  const stageStarted = performance.now();
  const code = await run(stage.command);
  rows.push({
    stage: stage.name,
    time: formatSeconds(performance.now() - stageStarted),
    result: code === 0 ? 'pass' : `FAIL (exit ${code})`,
  });
  if (code !== 0) failed = stage.name;
}
rows.push({
  stage: 'total',
  time: formatSeconds(performance.now() - started),
  result: failed ? 'FAIL' : 'pass',
});

const width = Math.max(...rows.map(({ stage }) => stage.length));
const timeWidth = Math.max(...rows.map(({ time }) => time.length));
console.log('\nnpm test\n');
for (const { stage, time, result } of rows) {
  console.log(`${stage.padEnd(width)}  ${time.padStart(timeWidth)}  ${result}`);
}
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exitCode = 1;
}
