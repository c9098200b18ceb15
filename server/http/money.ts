/** Cents, as the database keeps money, to the currency amount the API shows (999 -> 9.99). */
export const toAmount = (cents: number) => Math.round(cents) / 100;
