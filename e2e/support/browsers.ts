/**
 * The browsers the end-to-end tests drive: Debian's, never one Playwright downloads (docs/decisions.md "Test
 * run time"). CHROMIUM_PATH, when set, names the one browser for every test.
 */
import { existsSync } from 'node:fs';

/** The whole browser: the extension's tests need it, since a headless shell loads no extension. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's `chromium-headless-shell`: the same engine without the browser's interface and services. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for pages: the headless shell when it is installed (`.ci/run` installs it), which spends less
 * CPU per page than the whole browser in its headless mode; the whole browser otherwise.
 */
export const PAGE_BROWSER =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
