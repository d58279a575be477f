import path from 'node:path';
import { settingDocs, settingsSchema } from './config.ts';

/** The README the configuration table lives in, at the repository's root. */
export const README_PATH = path.resolve(import.meta.dirname, '../../../README.md');

// The table sits between these lines, so the writer finds it and a reader knows not to edit it by hand.
const TABLE_START =
  '<!-- The table below is written from apps/server/src/config.ts by `npm run config:readme`. -->';
const TABLE_END = '<!-- End of the table written from apps/server/src/config.ts. -->';

/** One row of the table: a variable, its default as a person reads it, what it means. */
export interface SettingRow {
  variable: string;
  shown: string;
  meaning: string;
}

/** Every setting of `settingsSchema`, in its order. */
export function schemaSettingRows(): SettingRow[] {
  return Object.entries(settingsSchema.shape).map(([variable, schema]) => {
    const doc = settingDocs.get(schema);
    if (!doc) throw new Error(`${variable} has no README row: give its schema one with documented()`);
    return { variable, shown: doc.shown, meaning: doc.meaning };
  });
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** `readme` with its table rewritten from the schema (unpadded: Prettier lines the columns up). */
export function withSettingsTable(readme: string): string {
  const { before, after } = aroundTable(readme);
  const rows = schemaSettingRows().map(
    (row) => `| \`${row.variable}\` | ${cell(row.shown)} | ${cell(row.meaning)} |`,
  );
  const table = ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
  return `${before}${TABLE_START}\n\n${table}\n\n${TABLE_END}${after}`;
}

/** The table's rows as the README has them, whatever their padding. */
export function readmeSettingRows(readme: string): SettingRow[] {
  const lines = aroundTable(readme)
    .table.split('\n')
    .filter((line) => line.startsWith('|'));
  // The header and the line under it.
  return lines.slice(2).map((line) => {
    const [variable = '', shown = '', meaning = ''] = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((text) => text.trim().replaceAll('\\|', '|'));
    return { variable: variable.replaceAll('`', ''), shown, meaning };
  });
}

function aroundTable(readme: string): { before: string; table: string; after: string } {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) {
    throw new Error(`README.md has lost the lines that frame its configuration table:\n${TABLE_START}`);
  }
  return {
    before: readme.slice(0, start),
    table: readme.slice(start + TABLE_START.length, end),
    after: readme.slice(end + TABLE_END.length),
  };
}
