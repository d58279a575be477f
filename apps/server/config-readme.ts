/**
 * `npm run config:readme`: rewrites the README's configuration table from the settings schema
 * (src/config.ts), formatted as `npm run format` would; src/config-table.test.ts fails until it has run.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { README_PATH, withSettingsTable } from './src/config-table.ts';

const readme = await readFile(README_PATH, 'utf8');
const options = await resolveConfig(README_PATH);
await writeFile(README_PATH, await format(withSettingsTable(readme), { ...options, filepath: README_PATH }));
