import { centsFromInput, inputFromCents, priceProblem } from './price-input';
import type { CreatePackageBody, SubscriptionPackage, UpdatePackageBody } from '../types/subscriptions';

// The package form's values as typed, their checks (the server's limits, said before sending), and the bodies sent.
// Prices: lib/price-input.ts.

export interface PackageFormValues {
  name: string;
  description: string;
  price: string;
  periodDays: string;
  recurring: boolean;
}

export type PackageFormErrors = Partial<Record<keyof PackageFormValues, string>>;

const MAX_PERIOD_DAYS = 3650;

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
  const price = priceProblem(values.price);
  if (price) errors.price = price;
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
