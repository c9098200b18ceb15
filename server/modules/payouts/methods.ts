import type { PayoutMethod } from '../../db/schema';
import type { CryptoWallet, PayoutDetails } from './schemas';

export type { PayoutDetails };

// What the payout methods' fields (schemas.ts) become: the summary the pages show, the stored form, the CSV columns.

const NETWORK_NAMES: Record<CryptoWallet['network'], string> = { bitcoin: 'Bitcoin', ethereum: 'Ethereum', tron: 'Tron', solana: 'Solana' };

/** What the pages show of a performer's details: enough to recognise them, never enough to use them. */
export function summaryOf(payout: PayoutDetails): string {
  if (payout.method === 'bank_transfer') {
    const digits = payout.details.accountNumber.replace(/\s+/g, '');
    return `Bank account ending ${digits.slice(-4)}`;
  }
  if (payout.method === 'paypal') {
    const [name, domain] = payout.details.email.split('@');
    return `PayPal ${name.slice(0, 1)}•••@${domain}`;
  }
  const { address, network } = payout.details;
  return `${NETWORK_NAMES[network]} wallet ${address.slice(0, 6)}…${address.slice(-4)}`;
}

/** The details as stored and exported: trimmed, the account number without spaces. */
export function normalised(payout: PayoutDetails): PayoutDetails {
  if (payout.method === 'bank_transfer') {
    const { accountHolder, accountNumber, routingCode, bankName } = payout.details;
    return {
      method: 'bank_transfer',
      details: {
        accountHolder: accountHolder.trim(),
        accountNumber: accountNumber.replace(/\s+/g, '').toUpperCase(),
        ...(routingCode?.trim() && { routingCode: routingCode.replace(/\s+/g, '').toUpperCase() }),
        ...(bankName?.trim() && { bankName: bankName.trim() }),
      },
    };
  }
  if (payout.method === 'paypal') return { method: 'paypal', details: { email: payout.details.email.trim().toLowerCase() } };
  return { method: 'crypto_wallet', details: { network: payout.details.network, address: payout.details.address.trim() } };
}

/** The fields of a batch's CSV, one column each, whichever the method. */
export function detailColumns(method: PayoutMethod | null, details: Record<string, string>): Record<string, string> {
  return {
    account_holder: method === 'bank_transfer' ? (details.accountHolder ?? '') : '',
    account_number: method === 'bank_transfer' ? (details.accountNumber ?? '') : '',
    routing_code: method === 'bank_transfer' ? (details.routingCode ?? '') : '',
    bank_name: method === 'bank_transfer' ? (details.bankName ?? '') : '',
    paypal_email: method === 'paypal' ? (details.email ?? '') : '',
    wallet_network: method === 'crypto_wallet' ? (details.network ?? '') : '',
    wallet_address: method === 'crypto_wallet' ? (details.address ?? '') : '',
  };
}
