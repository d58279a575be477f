import { describeExtraction } from './fixture-suite.ts';
import { parseHtml } from './parse-html.ts';

describeExtraction('Node, linkedom', parseHtml);
