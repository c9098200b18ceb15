import { countries } from 'countries-list';
import { badRequest } from '../../http/errors';

/** Creators must be adults: the age (full years) an applicant must have reached by their date of birth. */
export const MINIMUM_CREATOR_AGE = 18;

/** The identity files' slots: a photo of an identity document, and a selfie holding it. */
export const IDENTITY_SLOTS = ['document', 'selfie'] as const;
export type IdentitySlot = (typeof IDENTITY_SLOTS)[number];

/** Full years from `birthDate` (YYYY-MM-DD) to `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const years = today.getUTCFullYear() - y;
  const hadBirthday = today.getUTCMonth() + 1 > m || (today.getUTCMonth() + 1 === m && today.getUTCDate() >= d);
  return hadBirthday ? years : years - 1;
}

/**
 * A date of birth an applicant may give, or the 400 saying why not: a real calendar date, not in the future, not
 * before 1900, and at least 18 years ago (the under-18 refusal comes at once, when the date is entered).
 */
export function checkBirthDate(birthDate: string, today: Date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || date.toISOString().slice(0, 10) !== birthDate) {
    throw badRequest(`"${birthDate}" is not a date: use the form 1990-04-25.`, 'INVALID_BIRTH_DATE');
  }
  if (date.getTime() > today.getTime()) throw badRequest('Your date of birth cannot be in the future.', 'INVALID_BIRTH_DATE');
  if (date.getUTCFullYear() < 1900) throw badRequest('Enter your real date of birth: the year must be 1900 or later.', 'INVALID_BIRTH_DATE');
  if (ageOn(birthDate, today) < MINIMUM_CREATOR_AGE) {
    throw badRequest(`You must be ${MINIMUM_CREATOR_AGE} or older to become a creator on this site.`, 'UNDER_AGE');
  }
  return birthDate;
}

export function checkCountry(code: string): string {
  const upper = code.toUpperCase();
  if (!(upper in countries)) throw badRequest(`Unknown country code "${code}"`, 'UNKNOWN_COUNTRY');
  return upper;
}
