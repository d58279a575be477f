import { CURRENCY_DECIMALS, currencyFormat, fromMinorUnits, toMinorUnits } from '@stylebook/contracts';
import type { Currency, Money } from '@stylebook/contracts';

/**
 * An amount of minor units as people read it, e.g. `$12.99`, `¥1,500`; `signed` marks money in and out
 * (`+$10.00`, `-$4.99`) as the wallet's history shows it.
 */
export function formatMoney({ amount, currency }: Money, { signed = false } = {}): string {
  return currencyFormat(currency, {
    minimumFractionDigits: CURRENCY_DECIMALS[currency],
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(fromMinorUnits(amount, currency));
}

type ParsedAmount = { ok: true; minor: number } | { ok: false; message: string };

/** What a person typed into an amount field ("25", "25.5", "1,500"), as minor units of the currency. */
export function parseAmount(text: string, currency: Currency): ParsedAmount {
  const cleaned = text.trim().replace(/[\s,]/g, '');
  if (cleaned === '') return { ok: false, message: 'Enter an amount' };
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return { ok: false, message: 'Enter an amount like 25 or 25.50' };
  const digits = CURRENCY_DECIMALS[currency];
  const decimals = cleaned.split('.')[1]?.length ?? 0;
  if (decimals > digits) {
    return {
      ok: false,
      message: digits === 0 ? `${currency} has no decimals` : `Use at most ${digits} decimals`,
    };
  }
  const minor = toMinorUnits(Number(cleaned), currency);
  if (!Number.isSafeInteger(minor)) return { ok: false, message: 'That amount is too large' };
  if (minor <= 0) return { ok: false, message: 'Amount must be more than zero' };
  return { ok: true, minor };
}

/** The other way: minor units as an amount field shows them, e.g. `1299` USD -> "12.99". */
export function amountText(minor: number, currency: Currency): string {
  return fromMinorUnits(minor, currency).toFixed(CURRENCY_DECIMALS[currency]);
}
