/** What the sandbox decides about a payment, and the webhook event each decision is delivered as. */
export type SandboxDecision = 'approve' | 'decline' | 'refund';

export const SANDBOX_EVENT_TYPES = {
  approve: 'payment.approved',
  decline: 'payment.declined',
  refund: 'payment.refunded',
} as const satisfies Record<SandboxDecision, string>;

export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[SandboxDecision];

/** The JSON body of a sandbox webhook. */
export interface SandboxEventBody {
  /** One id per decision on a transaction: approving twice delivers the same event (a replay changes nothing). */
  id: string;
  type: SandboxEventType;
  transactionId: string;
  /** Cents, as the sandbox charged (or refunded) them. */
  amount: number;
  currency: string;
  createdAt: string;
  /** A refund we asked for (part or all of the payment): our refund's id, so it is confirmed rather than applied. */
  refundId?: string;
}

export const sandboxRefundEventId = (refundId: string) => `sandbox-refund-${refundId}`;

export const sandboxEventId = (transactionId: string, decision: SandboxDecision) => `sandbox-${decision}-${transactionId}`;

/** What the sandbox decides about a due renewal of a subscription it charges. */
export type SandboxRenewalDecision = 'approve' | 'decline';

export const SANDBOX_RENEWAL_EVENT_TYPES = {
  approve: 'subscription.renewed',
  decline: 'subscription.renewal_failed',
} as const satisfies Record<SandboxRenewalDecision, string>;

/** The JSON body of a sandbox renewal webhook. */
export interface SandboxRenewalBody {
  id: string;
  type: (typeof SANDBOX_RENEWAL_EVENT_TYPES)[SandboxRenewalDecision];
  subscriptionId: string;
  /** The renewal's own id: one per subscription and period end, whatever the decision. */
  renewalId: string;
  amount: number;
  currency: string;
  createdAt: string;
}

/** One renewal per subscription and period: charging the same period again (a second run, another process) is the same renewal. */
export const sandboxRenewalId = (subscriptionId: string, periodEnd: Date) => `sandbox-renewal-${subscriptionId}-${periodEnd.toISOString()}`;
export const sandboxRenewalEventId = (renewalId: string, decision: SandboxRenewalDecision) => `${renewalId}-${decision}`;
