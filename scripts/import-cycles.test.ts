import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Every TypeScript project of the repository: each workspace's tsconfig.json and those nested in them. */
function findProjects(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'tsconfig.json') found.push(full);
    }
  };
  for (const group of ['apps', 'packages']) {
    for (const entry of readdirSync(path.join(root, group), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(root, group, entry.name));
    }
  }
  if (existsSync(path.join(root, 'e2e'))) walk(path.join(root, 'e2e'));
  return found;
}

const isOwnSource = (file: string) =>
  file.startsWith(root + path.sep) &&
  !file.includes(`${path.sep}node_modules${path.sep}`) &&
  !file.endsWith('.d.ts');

/**
 * What each source file imports among the repository's own files: `import`, `import type`, `export … from`
 * and `import()` alike, resolved as the file's own project resolves them (workspace packages included).
 */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const configPath of findProjects()) {
    const config = ts.getParsedCommandLineOfConfigFile(
      configPath,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!config) continue;
    const cache = ts.createModuleResolutionCache(root, (name) => name, config.options);
    for (const file of config.fileNames.filter(isOwnSource)) {
      const edges = graph.get(file) ?? new Set<string>();
      graph.set(file, edges);
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule;
        if (resolved && isOwnSource(resolved.resolvedFileName)) edges.add(resolved.resolvedFileName);
      }
    }
  }
  return graph;
}

/** The graph's cycles: each strongly connected component of more than one file, or a file importing itself. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  // Tarjan's algorithm, iterative so a deep import chain cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: Iterator<string> }[] = [];
    const open = (file: string) => {
      index.set(file, counter);
      lowLink.set(file, counter++);
      stack.push(file);
      onStack.add(file);
      work.push({ file, next: (graph.get(file) ?? new Set<string>()).values() });
    };
    open(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const step = frame.next.next();
      if (!step.done) {
        const target = step.value;
        if (!index.has(target)) open(target);
        else if (onStack.has(target))
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      if (component.length > 1 || graph.get(frame.file)?.has(frame.file)) {
        cycles.push(component.map((file) => path.relative(root, file)).sort());
      }
    }
  }
  return cycles;
}

/**
 * Reading and parsing every file of the tree took 6.3 s in a clean clone's `npm test`, beside the reliability
 * suite, past Vitest's default 5 s; the limit is only there to stop a hang.
 */
const WHOLE_TREE_TIMEOUT_MS = 60_000;

describe('imports', () => {
  it(
    'form no cycle anywhere in the TypeScript tree, type-only imports included',
    () => {
      const graph = importGraph();
      expect(graph.size).toBeGreaterThan(100);
      expect(cyclesOf(graph)).toEqual([]);
    },
    WHOLE_TREE_TIMEOUT_MS,
  );
});
