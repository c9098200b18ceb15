import type { TransactionRow } from '../../db/schema';
import type { PaymentOutcome } from '../../payments/gateway';

// Small rules the settlement applies to gateway payments.

/**
 * Why a gateway's payment does not pay for this transaction, or null when it charged exactly its amount in its
 * currency. A payment that does not say both is not taken on trust.
 */
export function chargeMismatch(tx: TransactionRow, paid: Extract<PaymentOutcome, { kind: 'paid' }>): string | null {
  const expected = `${tx.amount_cents} cents in ${tx.currency}`;
  if (paid.amountCents === undefined || paid.currency === undefined) {
    return `the gateway did not say what it charged; the transaction is for ${expected}`;
  }
  if (paid.amountCents === tx.amount_cents && paid.currency.toUpperCase() === tx.currency.toUpperCase()) return null;
  return `the gateway charged ${paid.amountCents} cents in ${paid.currency}; the transaction is for ${expected}`;
}

export const REVERSAL_REASONS = { refunded: 'Refunded', chargeback: 'Charged back', voided: 'Voided' } as const;
