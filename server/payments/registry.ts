import type { GatewayName, PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox/gateway';

/** What a gateway may need to be built. */
export interface GatewayDeps {
  /** The sandbox's webhook signing secret (DATA_DIR/sandbox-webhook-secret). */
  sandboxSecret: string;
  env: Record<string, string | undefined>;
}

/**
 * Every gateway the site can take payments through, by name. Adding one is one line here; the setting
 * `paymentGateway` (or PAYMENT_GATEWAY) picks the one new orders go to, and every registered gateway's
 * webhook endpoint stays open for the payments it already started.
 */
export const GATEWAYS: Partial<Record<GatewayName, (deps: GatewayDeps) => PaymentGateway>> = {
  sandbox: (deps) => new SandboxGateway(deps.sandboxSecret),
};

export class PaymentGateways {
  private readonly built = new Map<GatewayName, PaymentGateway>();

  constructor(private readonly deps: GatewayDeps) {}

  /** The registered gateway of that name, or null. */
  get(name: string): PaymentGateway | null {
    if (!Object.hasOwn(GATEWAYS, name)) return null;
    const key = name as GatewayName;
    if (!this.built.has(key)) this.built.set(key, GATEWAYS[key]!(this.deps));
    return this.built.get(key)!;
  }
}
