import { describe, expect, it } from 'vitest';
import { capturedLog } from '../test/helpers.ts';
import { createOutageLog, OUTAGE_LINE_INTERVAL_MS } from './outage-log.ts';

const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('the outage log', () => {
  it('writes an unreachable database once per interval, counting the failures in between', () => {
    let clock = 0;
    const logFailure = createOutageLog(() => clock);
    const captured = capturedLog('warn');
    for (let request = 0; request < 500; request++) {
      logFailure(captured.logger, unreachable, 'request failed');
      clock += 30;
    }
    const lines = captured
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(Math.ceil((500 * 30) / OUTAGE_LINE_INTERVAL_MS));
    expect(lines[0]).toMatchObject({ msg: 'request failed: database unreachable', failedSinceLastLine: 0 });
    expect(lines[1]).toMatchObject({ failedSinceLastLine: Math.ceil(OUTAGE_LINE_INTERVAL_MS / 30) - 1 });
  });

  it('writes every other error, as an error', () => {
    const logFailure = createOutageLog(() => 0);
    const captured = capturedLog('warn');
    logFailure(captured.logger, new TypeError('x is undefined'), 'change feed read failed');
    logFailure(captured.logger, new TypeError('x is undefined'), 'change feed read failed');
    const lines = captured
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'change feed read failed' });
  });
});
