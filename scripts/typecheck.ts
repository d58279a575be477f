/**
 * `npm run typecheck [project ...]`: every TypeScript project of the repository, or the ones named, checked
 * by TypeScript 7, the native compiler, about three times faster than TypeScript 5's on the same projects
 * (docs/decisions.md "Test run time"). TypeScript 5 stays the `typescript` package, for the tools that
 * use its JavaScript API (typescript-eslint, editors). The web app's route tree is generated first: it is
 * not in the repository, and the web project imports it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Folders never holding a project of the repository's own. */
const NOT_PROJECTS = new Set(['node_modules', 'dist', '.git', 'test-results']);

/**
 * Each folder with a tsconfig.json, found rather than listed so a new one is never left out: the service
 * worker, for one, is a project of its own (a worker's globals, not a page's).
 */
function findProjects(folder = '.'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === 'tsconfig.json' ? [folder] : [];
    if (!entry.isDirectory() || NOT_PROJECTS.has(entry.name)) return [];
    return findProjects(folder === '.' ? entry.name : `${folder}/${entry.name}`);
  });
}
const PROJECTS = findProjects();

/** The package exports no path to its command; its manifest's folder holds it. */
const compiler = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);

function run(command: string, args: string[], cwd?: string): boolean {
  return spawnSync(command, args, { stdio: 'inherit', ...(cwd && { cwd }) }).status === 0;
}

const named = process.argv.slice(2).map((project) => project.replace(/\/$/, ''));
const unknown = named.filter((project) => !PROJECTS.includes(project));
if (unknown.length > 0) {
  console.error(`not a project: ${unknown.join(', ')} (the projects: ${PROJECTS.join(', ')})`);
  process.exit(2);
}
const projects = named.length > 0 ? named : PROJECTS;

if (projects.includes('apps/web') && !run('npx', ['tsr', 'generate'], 'apps/web')) process.exit(1);
const failed = projects.filter((project) => {
  const started = performance.now();
  const passed = run(process.execPath, [compiler, '-p', project, '--noEmit']);
  console.log(
    `${passed ? 'ok  ' : 'FAIL'} ${project} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return !passed;
});
if (failed.length > 0) {
  console.error(`type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
