import type { Dashboard } from '@stylebook/contracts';
import { describe, expect, it } from 'vitest';
import { csvField, dashboardCsv, dashboardCsvFileName } from './csv';

const day = (date: string, value: number) => ({ date, value });

const dashboard: Dashboard = {
  from: '2025-03-01',
  to: '2025-03-02',
  totals: {
    subscribers: 3,
    newSubscribers: 1,
    paidSubscribers: 2,
    likes: 5,
    saves: 1,
    clicks: 9,
    earnings: [
      { currency: 'JPY', amount: 630 },
      { currency: 'USD', amount: 449 },
    ],
  },
  series: {
    subscribers: [day('2025-03-01', 2), day('2025-03-02', 3)],
    paidSubscribers: [day('2025-03-01', 2), day('2025-03-02', 2)],
    likes: [day('2025-03-01', 4), day('2025-03-02', 1)],
    saves: [day('2025-03-01', 0), day('2025-03-02', 1)],
    clicks: [day('2025-03-01', 7), day('2025-03-02', 2)],
    earnings: [
      { date: '2025-03-01', currency: 'JPY', amount: 630 },
      { date: '2025-03-01', currency: 'USD', amount: 0 },
      { date: '2025-03-02', currency: 'JPY', amount: 0 },
      { date: '2025-03-02', currency: 'USD', amount: 449 },
    ],
  },
  topProducts: [],
};

describe('dashboardCsv', () => {
  it('writes a row per day, a column per series and per currency, amounts in major units', () => {
    expect(dashboardCsv(dashboard)).toBe(
      [
        'Date,Subscribers,Paid subscribers,Likes,Saves,Purchase-link clicks,Earnings (JPY),Earnings (USD)',
        '2025-03-01,2,2,4,0,7,630,0.00',
        '2025-03-02,3,2,1,1,2,0,4.49',
        '',
      ].join('\r\n'),
    );
  });

  it('has no earnings columns when nothing was earned', () => {
    const csv = dashboardCsv({ ...dashboard, series: { ...dashboard.series, earnings: [] } });
    expect(csv.split('\r\n')[0]).toBe('Date,Subscribers,Paid subscribers,Likes,Saves,Purchase-link clicks');
  });

  it('names the file after the range', () => {
    expect(dashboardCsvFileName(dashboard)).toBe('stylebook-dashboard-2025-03-01-to-2025-03-02.csv');
  });
});

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField(12)).toBe('12');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });
});
