import type { Dashboard } from '@stylebook/contracts';
import { amountText } from '../../../../lib/money';
import { earningCurrencies } from './buckets';

/**
 * The dashboard's range as a CSV file (RFC 4180): one row per UTC day, a column per series and one per
 * currency earned in, amounts in major units (`4.49` USD, `630` JPY). Lines end in CRLF, as spreadsheets
 * expect; every field that needs it is quoted.
 */

/** A field as CSV writes it: quoted, with quotes doubled, when it holds a comma, quote or line break. */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (fields: (string | number)[]) => `${fields.map(csvField).join(',')}\r\n`;

export function dashboardCsv({ series }: Dashboard): string {
  const currencies = earningCurrencies(series.earnings);
  const earned = new Map(series.earnings.map((e) => [`${e.date}:${e.currency}`, e.amount]));
  const header = csvLine([
    'Date',
    'Subscribers',
    'Paid subscribers',
    'Likes',
    'Saves',
    'Purchase-link clicks',
    ...currencies.map((currency) => `Earnings (${currency})`),
  ]);
  const rows = series.subscribers.map(({ date, value }, i) =>
    csvLine([
      date,
      value,
      series.paidSubscribers[i]?.value ?? 0,
      series.likes[i]?.value ?? 0,
      series.saves[i]?.value ?? 0,
      series.clicks[i]?.value ?? 0,
      ...currencies.map((currency) => amountText(earned.get(`${date}:${currency}`) ?? 0, currency)),
    ]),
  );
  return header + rows.join('');
}

export function dashboardCsvFileName({ from, to }: Pick<Dashboard, 'from' | 'to'>): string {
  return `stylebook-dashboard-${from}-to-${to}.csv`;
}

/** Hands `text` to the browser as a downloaded file. */
export function downloadFile(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
