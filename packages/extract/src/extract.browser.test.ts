// @vitest-environment jsdom
import { describeExtraction } from './fixture-suite.ts';

// The browser's own parser, as the extension has it: the same fixtures must read the same on a real DOM.
describeExtraction('browser DOMParser, jsdom', (html) => new DOMParser().parseFromString(html, 'text/html'));
