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
}

export const sandboxEventId = (transactionId: string, decision: SandboxDecision) => `sandbox-${decision}-${transactionId}`;
