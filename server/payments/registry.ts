import { GatewayUnavailable, type GatewayName, type PaymentGateway } from './gateway';
import { CcbillGateway, readCcbillConfig } from './ccbill';
import { SandboxGateway } from './sandbox/gateway';
import type { SandboxProcessor } from './sandbox/processor';

/** What a gateway may need to be built. */
export interface GatewayDeps {
  /** The sandbox's webhook signing secret (DATA_DIR/sandbox-webhook-secret). */
  sandboxSecret: string;
  /** The sandbox's own side, which delivers its webhooks (refund confirmations among them). */
  sandbox: () => SandboxProcessor;
  /** Where gateways read their own settings (CCBILL_*): the server's environment. */
  env: Record<string, string | undefined>;
}

/**
 * Every gateway the site can take payments through, by name. Adding one is one line here; the setting
 * `paymentGateway` (or PAYMENT_GATEWAY) picks the one new orders go to, and every registered gateway's
 * webhook endpoint stays open for the payments it already started. A builder throws GatewayUnavailable when the
 * gateway's settings are missing or wrong.
 */
export const GATEWAYS: Partial<Record<GatewayName, (deps: GatewayDeps) => PaymentGateway>> = {
  sandbox: (deps) => new SandboxGateway(deps.sandboxSecret, deps.sandbox),
  ccbill: (deps) => new CcbillGateway(readCcbillConfig(deps.env)),
};

export class PaymentGateways {
  /** Each gateway built once, on first use: the gateway, or why it cannot be built. */
  private readonly built = new Map<GatewayName, PaymentGateway | GatewayUnavailable>();

  constructor(private readonly deps: GatewayDeps) {}

  /** The registered gateway of that name, or null; throws GatewayUnavailable when its settings are not usable. */
  get(name: string): PaymentGateway | null {
    if (!Object.hasOwn(GATEWAYS, name)) return null;
    const key = name as GatewayName;
    if (!this.built.has(key)) this.built.set(key, this.build(key));
    const gateway = this.built.get(key)!;
    if (gateway instanceof GatewayUnavailable) throw gateway;
    return gateway;
  }

  /** Whether payments through that gateway can be refunded from here (else, only in its merchant area). */
  refundsFromHere(name: string): boolean {
    try {
      return Boolean(this.get(name)?.refund);
    } catch (error) {
      if (error instanceof GatewayUnavailable) return false;
      throw error;
    }
  }

  /** Why the gateway of that name cannot take payments, or null when it can (for the server's start-up log). */
  problem(name: string): string | null {
    try {
      return this.get(name) ? null : `there is no payment gateway "${name}" (known: ${Object.keys(GATEWAYS).join(', ')})`;
    } catch (error) {
      if (error instanceof GatewayUnavailable) return error.message;
      throw error;
    }
  }

  private build(name: GatewayName): PaymentGateway | GatewayUnavailable {
    try {
      return GATEWAYS[name]!(this.deps);
    } catch (error) {
      if (error instanceof GatewayUnavailable) return error;
      throw error;
    }
  }
}
