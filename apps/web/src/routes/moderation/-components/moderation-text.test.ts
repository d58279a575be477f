import { describe, expect, it } from 'vitest';
import { reasonsLine, refundLine, reportCountLabel } from './moderation-text';

describe('moderation text', () => {
  it('lists the reasons capitalised, most reported first, with their counts', () => {
    expect(
      reasonsLine([
        { reason: 'spam', count: 1 },
        { reason: 'scam', count: 2 },
      ]),
    ).toBe('Scam · 2, Spam · 1');
  });

  it('counts reports and refunds in the singular and the plural', () => {
    expect(reportCountLabel(1)).toBe('1 report');
    expect(reportCountLabel(3)).toBe('3 reports');
    expect(refundLine(1)).toBe('1 paid subscriber will be refunded for the rest of their period.');
    expect(refundLine(4)).toBe('4 paid subscribers will be refunded for the rest of their period.');
  });
});
