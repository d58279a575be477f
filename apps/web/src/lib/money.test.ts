import { describe, expect, it } from 'vitest';
import { amountText, formatMoney, parseAmount } from './money';

describe('parseAmount', () => {
  it('reads whole and decimal amounts as minor units', () => {
    expect(parseAmount('25', 'USD')).toEqual({ ok: true, minor: 2500 });
    expect(parseAmount(' 12.5 ', 'EUR')).toEqual({ ok: true, minor: 1250 });
    expect(parseAmount('0.07', 'USD')).toEqual({ ok: true, minor: 7 });
    expect(parseAmount('1,500', 'JPY')).toEqual({ ok: true, minor: 1500 });
  });

  it('refuses what is not an amount of that currency', () => {
    expect(parseAmount('', 'USD')).toMatchObject({ ok: false, message: 'Enter an amount' });
    expect(parseAmount('abc', 'USD').ok).toBe(false);
    expect(parseAmount('-5', 'USD').ok).toBe(false);
    expect(parseAmount('0', 'USD')).toMatchObject({ message: 'Amount must be more than zero' });
    expect(parseAmount('1.234', 'USD')).toMatchObject({ message: 'Use at most 2 decimals' });
    expect(parseAmount('10.5', 'JPY')).toMatchObject({ message: 'JPY has no decimals' });
  });
});

describe('formatMoney', () => {
  it('formats minor units with the currency, signed when asked', () => {
    expect(formatMoney({ amount: 1299, currency: 'USD' })).toMatch(/12\.99/);
    expect(formatMoney({ amount: 1500, currency: 'JPY' })).toMatch(/1,500/);
    expect(formatMoney({ amount: -499, currency: 'USD' }, { signed: true })).toMatch(/^-.*4\.99$/);
    expect(formatMoney({ amount: 1000, currency: 'USD' }, { signed: true })).toMatch(/^\+.*10\.00$/);
  });
});

describe('amountText', () => {
  it('shows minor units as an amount field would', () => {
    expect(amountText(1299, 'USD')).toBe('12.99');
    expect(amountText(1500, 'KRW')).toBe('1500');
  });
});
