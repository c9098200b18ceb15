import type { CreatePackageBody, SubscriptionPackage, UpdatePackageBody } from '../types/subscriptions';

// The package form's values as typed, their checks (the server's limits, said before sending), and the bodies sent.
// Prices are typed in the site's currency ("9.99") and sent as integer cents (999): the conversion is the input's only.

export interface PackageFormValues {
  name: string;
  description: string;
  price: string;
  periodDays: string;
  recurring: boolean;
}

export type PackageFormErrors = Partial<Record<keyof PackageFormValues, string>>;

const MAX_PRICE_CENTS = 100_000_000;
const MAX_PERIOD_DAYS = 3650;
const AMOUNT = /^(\d{1,7})(?:[.,](\d{1,2}))?$/;

/** "12.5" -> 1250, "12,99" -> 1299; null when it is not an amount with at most two decimals. */
export function centsFromInput(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 -> "12.50": cents as the price input shows them. */
export const inputFromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

export const emptyPackageForm: PackageFormValues = { name: '', description: '', price: '', periodDays: '30', recurring: true };

export const packageFormOf = (pkg: SubscriptionPackage): PackageFormValues => ({
  name: pkg.name,
  description: pkg.description,
  price: inputFromCents(pkg.price),
  periodDays: String(pkg.periodDays),
  recurring: pkg.recurring,
});

/** Every field's problem, if any (none: the form may be sent). */
export function checkPackageForm(values: PackageFormValues): PackageFormErrors {
  const errors: PackageFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Give the package a name.';
  else if (name.length > 100) errors.name = 'A name has at most 100 characters.';
  if (values.description.length > 1000) errors.description = 'A description has at most 1000 characters.';
  const cents = centsFromInput(values.price);
  if (!values.price.trim()) errors.price = 'Set a price.';
  else if (cents === null) errors.price = 'A price is an amount like 9.99.';
  else if (cents < 1) errors.price = 'A price is more than zero.';
  else if (cents > MAX_PRICE_CENTS) errors.price = 'A price is at most 1,000,000.00.';
  const days = Number(values.periodDays);
  if (!/^\d+$/.test(values.periodDays.trim()) || days < 1 || days > MAX_PERIOD_DAYS) errors.periodDays = `A period is 1 to ${MAX_PERIOD_DAYS} days.`;
  return errors;
}

/** POST /package/subscription for checked values. */
export function createBody(values: PackageFormValues): CreatePackageBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: centsFromInput(values.price)!,
    periodDays: Number(values.periodDays),
    recurring: values.recurring,
  };
}

/** PUT /package/subscription/:id: only what changed (nothing: null). */
export function updateBody(pkg: SubscriptionPackage, values: PackageFormValues): UpdatePackageBody | null {
  const next = createBody(values);
  const body: UpdatePackageBody = {};
  if (next.name !== pkg.name) body.name = next.name;
  if (next.description !== pkg.description) body.description = next.description;
  if (next.price !== pkg.price) body.price = next.price;
  if (next.periodDays !== pkg.periodDays) body.periodDays = next.periodDays;
  if (next.recurring !== pkg.recurring) body.recurring = next.recurring;
  return Object.keys(body).length ? body : null;
}
