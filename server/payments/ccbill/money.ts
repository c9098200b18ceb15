import { GatewayUnavailable } from '../gateway';

/**
 * The currencies FlexForms prices can be in, by their ISO 4217 numeric code, as the formDigest page lists them
 * (https://ccbill.com/doc/formdigest-value). The code is a string: AUD's leading zero is part of the digest.
 */
const CURRENCY_CODES: Record<string, string> = {
  USD: '840',
  EUR: '978',
  GBP: '826',
  CAD: '124',
  AUD: '036',
  JPY: '392',
};

export class UnsupportedCurrencyError extends GatewayUnavailable {
  constructor(currency: string) {
    super(`CCBill cannot take payments in "${currency}": the currency setting must be one of ${Object.keys(CURRENCY_CODES).join(', ')}`);
    this.name = 'UnsupportedCurrencyError';
  }
}

/** "USD" -> "840". Throws UnsupportedCurrencyError for a currency FlexForms does not price in. */
export function ccbillCurrencyCode(currency: string): string {
  const code = CURRENCY_CODES[currency.trim().toUpperCase()];
  if (!code) throw new UnsupportedCurrencyError(currency);
  return code;
}

/** "840" -> "USD"; a numeric code FlexForms does not price in comes back as it is ("756"), never as ours. */
export function currencyOfCode(code: string): string {
  const trimmed = code.trim();
  return Object.keys(CURRENCY_CODES).find((currency) => CURRENCY_CODES[currency] === trimmed) ?? trimmed;
}

/**
 * Integer cents to the two-decimal price CCBill expects (999 -> "9.99", 100000 -> "1000.00"), with integer
 * arithmetic only so no float rounding can creep into the digest. Like the rest of the site, every currency
 * (JPY included) is kept in hundredths.
 */
export function centsToPrice(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`A CCBill price must be a positive whole number of cents (got ${cents})`);
  }
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A price as CCBill writes it in webhooks ("4.95", "10", "10.5") to integer cents; null when it is not one. */
export function priceToCents(price: string | undefined): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(price?.trim() ?? '');
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
