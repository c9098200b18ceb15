import { Type, type Static } from '@sinclair/typebox';
import { PagingQuery } from '../../http/paging';
import { Body, Email } from '../auth/schemas';
import { StringEnum } from '../../http/string-enum';

/** How a performer is paid, and the fields each way takes. */
export const PAYOUT_METHODS = ['bank_transfer', 'paypal', 'crypto_wallet'] as const;
export const WALLET_NETWORKS = ['bitcoin', 'ethereum', 'tron', 'solana'] as const;

/** Why a performer is not paid in a batch now (a suspended account's earnings wait until it is reinstated). */
export const PAYOUT_BLOCKED_REASONS = ['Nothing payable', 'Account suspended', 'No payout details', 'Below their threshold'] as const;
const PayoutBlockedSchema = StringEnum(PAYOUT_BLOCKED_REASONS);
export type PayoutBlocked = (typeof PAYOUT_BLOCKED_REASONS)[number];

const Line = (maxLength: number, description: string) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description });

export const BankTransferDetails = Body({
  accountHolder: Line(100, 'The name on the account'),
  accountNumber: Type.String({ minLength: 4, maxLength: 42, pattern: '^[A-Za-z0-9 ]{4,42}$', description: 'IBAN or account number' }),
  routingCode: Type.Optional(Type.String({ maxLength: 20, pattern: '^[A-Za-z0-9 -]*$', description: 'BIC/SWIFT, sort code or routing number' })),
  bankName: Type.Optional(Type.String({ maxLength: 100 })),
});
export const PaypalDetails = Body({ email: Email });
export const CryptoWalletDetails = Body({
  network: StringEnum(WALLET_NETWORKS),
  address: Type.String({ minLength: 26, maxLength: 100, pattern: '^[A-Za-z0-9]{26,100}$', description: 'The wallet address on that network' }),
});

export type BankTransfer = Static<typeof BankTransferDetails>;
export type Paypal = Static<typeof PaypalDetails>;
export type CryptoWallet = Static<typeof CryptoWalletDetails>;
export type PayoutDetails =
  { method: 'bank_transfer'; details: BankTransfer } | { method: 'paypal'; details: Paypal } | { method: 'crypto_wallet'; details: CryptoWallet };

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const MAX_THRESHOLD_CENTS = 10_000_000;

export const PayoutMethodSchema = StringEnum(PAYOUT_METHODS);
const Threshold = Type.Integer({ minimum: 1, maximum: MAX_THRESHOLD_CENTS, description: 'Cents; nothing is sent below it (at least the site’s minimum)' });

/** PUT /performer/payout-account: the details are given whole each time (the stored ones are never sent back). */
export const PayoutAccountBody = Type.Union([
  Body({ method: StringEnum(['bank_transfer']), details: BankTransferDetails, thresholdCents: Threshold }),
  Body({ method: StringEnum(['paypal']), details: PaypalDetails, thresholdCents: Threshold }),
  Body({ method: StringEnum(['crypto_wallet']), details: CryptoWalletDetails, thresholdCents: Threshold }),
]);

/** Where a performer's payouts go, as the pages show it: never the details themselves. */
export const PayoutAccountSchema = Type.Object({
  method: PayoutMethodSchema,
  summary: Type.String({ description: 'e.g. "Bank account ending 6789"' }),
  thresholdCents: Type.Integer(),
  updatedAt: Type.String({ format: 'date-time' }),
});

/** What a performer is owed and when it is sent (GET /performer/payouts/summary). */
export const PayoutSummarySchema = Type.Object({
  account: Nullable(PayoutAccountSchema),
  minimumThresholdCents: Type.Integer({ description: 'The lowest threshold the site allows' }),
  holdDays: Type.Integer({ description: 'Days an earning waits before it can be paid (refunds and chargebacks come in that time)' }),
  availableCents: Type.Integer({ description: 'Payable now, less what is owed back' }),
  pendingCents: Type.Integer({ description: 'Earned, still in the hold' }),
  pendingFrom: Nullable(Type.String({ format: 'date-time', description: 'When the first pending earning becomes payable' })),
  owedCents: Type.Integer({ description: 'Refunds of earnings paid already, taken off the next payout' }),
  nextPayoutDate: Type.String({ format: 'date', description: 'Payouts are sent weekly, on Mondays' }),
  nextPayoutCents: Type.Integer({ description: 'What that payout sends, as things stand (0: nothing)' }),
  /** Why nothing is sent that day; null when something is. */
  nextPayoutBlocked: Nullable(PayoutBlockedSchema),
  paidCents: Type.Integer({ description: 'Sent so far, in all' }),
});

export const PayoutSchema = Type.Object({
  _id: Type.String(),
  netCents: Type.Integer(),
  earningsCount: Type.Integer(),
  clawedBackCents: Type.Integer(),
  method: Nullable(PayoutMethodSchema),
  summary: Nullable(Type.String()),
  reference: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});

/** A performer with something owed, in the admin's list of what is due. */
export const DuePayoutSchema = Type.Object({
  performer: Type.Object({ _id: Type.String(), username: Type.String() }),
  method: Nullable(PayoutMethodSchema),
  summary: Nullable(Type.String()),
  thresholdCents: Nullable(Type.Integer()),
  payableCents: Type.Integer(),
  earningsCount: Type.Integer(),
  owedCents: Type.Integer(),
  netCents: Type.Integer(),
  /** Why this performer is not paid in a batch now; null: due. */
  blocked: Nullable(PayoutBlockedSchema),
});

export const PayoutBatchSchema = Type.Object({
  _id: Type.String(),
  reference: Type.String(),
  payoutsCount: Type.Integer(),
  totalCents: Type.Integer(),
  createdBy: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const PayoutBatchDetailSchema = Type.Object({
  ...PayoutBatchSchema.properties,
  payouts: Type.Array(Type.Object({ ...PayoutSchema.properties, performer: Nullable(Type.Object({ _id: Type.String(), username: Type.String() })) })),
});

export const PayBatchBody = Body({
  performerIds: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 1000, uniqueItems: true }),
  reference: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The bank’s or the wallet’s reference for the transfers' }),
});

export const PayoutListQuery = Type.Object({ ...PagingQuery });
export const BatchIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
