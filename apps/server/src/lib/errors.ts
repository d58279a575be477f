import { formatMinorUnits, type ErrorCode, type Money } from '@stylebook/contracts';

/** An error a client caused or may see: its status, stable code and message reach the client as is. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Fields the reply carries beside `message` and `code` (a 402's `shortfall`). */
  readonly details: Record<string, unknown>;

  constructor(statusCode: number, code: ErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const badRequest = (message: string) => new AppError(400, 'VALIDATION', message);
export const unauthenticated = (message = 'Sign in first') => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
/** What a path no route answers gets; also what a route that hides from a caller answers them. */
export const unknownRoute = ({ method, url }: { method: string; url: string }) =>
  notFound(`Route ${method} ${url.split('?')[0] ?? '/'} not found`);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/** One of two people blocked the other (docs/product.md §20): neither may follow or pay-subscribe. */
export const blockedPerson = () => new AppError(403, 'BLOCKED', "You can't interact with this account");
export const insufficientFunds = (shortfall: { amount: number; currency: string }) =>
  new AppError(402, 'INSUFFICIENT_FUNDS', 'Not enough money in your wallet', { shortfall });

const moneyText = ({ amount, currency }: Money) => formatMinorUnits(amount, currency, 'en');

export const payoutExceedsEarnings = (payable: Money) =>
  new AppError(
    422,
    'PAYOUT_EXCEEDS_EARNINGS',
    `Only money you earned can be paid out: up to ${moneyText(payable)} now`,
    { payable },
  );

export const unpaidEarnings = (unpaid: Money[]) => {
  const amounts = unpaid.map(moneyText).join(' and ');
  return new AppError(
    409,
    'UNPAID_EARNINGS',
    `Request a payout of ${amounts} in your wallet before you delete your account: a deleted account's earnings can no longer be paid out`,
  );
};

/** The wait in words, as the global limiter says it ('Try again in 15 minutes'). */
export function tooManyRequests(retryAfterSeconds: number): AppError {
  const wait =
    retryAfterSeconds >= 60
      ? `${Math.ceil(retryAfterSeconds / 60)} minute${retryAfterSeconds > 60 ? 's' : ''}`
      : `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return new AppError(429, 'RATE_LIMITED', `Too many requests. Try again in ${wait}.`);
}
