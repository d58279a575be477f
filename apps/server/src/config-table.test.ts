import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { README_PATH, readmeSettingRows, schemaSettingRows, type SettingRow } from './config-table.ts';

describe("the README's configuration table", () => {
  it('has a row for every setting the server reads, and no other, as the schema words it', async () => {
    const inReadme = readmeSettingRows(await readFile(README_PATH, 'utf8'));
    const inSchema = schemaSettingRows();

    const namesNotIn = (rows: SettingRow[], others: SettingRow[]) =>
      rows.map((row) => row.variable).filter((name) => !others.some((other) => other.variable === name));
    expect(namesNotIn(inSchema, inReadme), 'missing from the README: run `npm run config:readme`').toEqual(
      [],
    );
    expect(namesNotIn(inReadme, inSchema), 'in the README, but the server does not read them').toEqual([]);
    expect(inReadme, 'the README words them otherwise: run `npm run config:readme`').toEqual(inSchema);
  });
});
