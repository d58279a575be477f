import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments, test titles and docs cite only documents inside the repository, by sections that exist
 * (docs/decisions.md, "Citations"). Reads every tracked text file, as `git ls-files` lists them.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const self = path.relative(root, import.meta.filename);

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && file !== self && existsSync(path.join(root, file)));

const textFiles = tracked.flatMap((file) => {
  const bytes = readFileSync(path.join(root, file));
  return bytes.includes(0) ? [] : [{ file, lines: bytes.toString('utf8').split('\n') }];
});

/** `file:line: text` of every line that matches. */
function linesMatching(pattern: RegExp, allowed: (match: RegExpExecArray) => boolean = () => false) {
  return textFiles.flatMap(({ file, lines }) =>
    lines.flatMap((line, index) =>
      [...line.matchAll(new RegExp(pattern.source, 'g'))]
        .filter((match) => !allowed(match))
        .map(() => `${file}:${index + 1}: ${line.trim()}`),
    ),
  );
}

/** The numbers of a doc's `## N. Title` headings. */
function sectionsOf(doc: string): Set<string> {
  const text = readFileSync(path.join(root, 'docs', `${doc}.md`), 'utf8');
  return new Set([...text.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]!));
}

describe('citations', () => {
  it('finds the tracked files', () => {
    expect(textFiles.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'apps/server/src/app.ts']),
    );
  });

  it('never cites the specification, design or style notes that live outside the repository', () => {
    expect(linesMatching(/\b(?:SPEC|DESIGN|STYLE)\.md\b/)).toEqual([]);
  });

  it('names no path under ../shared, but for the optional scrape corpus pages beside the checkout', () => {
    const corpusPages = (match: RegExpExecArray) =>
      match.input.startsWith('shared/extract-corpus', match.index + match[0].length - 'shared/'.length);
    expect(linesMatching(/(?:\.\.\/)+shared\/|\/work\/shared\b/, corpusPages)).toEqual([]);
  });

  it('cites only sections that exist, as docs/<name>.md §N', () => {
    const docs = new Map<string, Set<string>>();
    const missing = textFiles.flatMap(({ file, lines }) =>
      lines.flatMap((line, index) =>
        [...line.matchAll(/\b(?:docs\/)?([\w-]+)\.md §(\d+)((?:(?:, | and )§\d+)*)/g)].flatMap((match) => {
          const doc = match[1]!;
          if (!existsSync(path.join(root, 'docs', `${doc}.md`))) return [];
          if (!docs.has(doc)) docs.set(doc, sectionsOf(doc));
          const cited = [match[2]!, ...[...match[3]!.matchAll(/§(\d+)/g)].map((more) => more[1]!)];
          return cited
            .filter((section) => !docs.get(doc)!.has(section))
            .map((section) => `${file}:${index + 1}: ${doc}.md has no §${section}`);
        }),
      ),
    );
    expect(missing).toEqual([]);
  });
});
