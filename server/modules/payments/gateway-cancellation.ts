import type { SubscriptionRow } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { GatewayUnavailable } from '../../payments/gateway';
import type { PaymentGateways } from '../../payments/registry';
import { gatewayUnavailable } from '../../payments/unavailable';

export type TellGateway = (sub: Pick<SubscriptionRow, 'gateway' | 'gateway_reference'>) => Promise<void>;

/**
 * Tells the gateway that renews a subscription by itself (CCBill) that the fan cancelled here. A gateway that
 * cannot be told answers 503 (not set up) or 502 (it refused or did not answer), and the subscription is left as
 * it was: it would otherwise go on charging a fan we show as cancelled. Subscriptions the gateway does not renew
 * by itself (the sandbox's renewals are ours) need nothing.
 */
export function gatewayCancellation(gateways: PaymentGateways): TellGateway {
  return async (sub) => {
    if (!sub.gateway || !sub.gateway_reference) return;
    try {
      const gateway = gateways.get(sub.gateway);
      await gateway?.cancelSubscription?.(sub.gateway_reference);
    } catch (error) {
      if (error instanceof GatewayUnavailable) throw gatewayUnavailable(error.message, 'The subscription cannot be cancelled here right now');
      throw new HttpError(
        502,
        `${sub.gateway} did not confirm the cancellation, so nothing changed; please try again. (${(error as Error).message})`,
        'GATEWAY_CANCEL_FAILED',
      );
    }
  };
}
